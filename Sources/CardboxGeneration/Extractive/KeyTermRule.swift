import CardboxCore

/// Cuts a sentence's key terms out of it: the classic gap-fill card.
///
/// "Sedimentary rock forms from layers of compacted sediment." becomes "{{answer}} forms from layers of
/// compacted sediment." → "Sedimentary rock". Only sentences of 6–40 words that do not lean on an earlier one
/// (no opening "It", "This", "They"…) qualify, except list items, which get their heading as context. When the
/// term's head noun occurs elsewhere in the question, the head stays visible and only the modifier is cut
/// ("{{answer}} rock"); when even that gives the answer away, the term is skipped. A term's first appearance in
/// the document ranks higher than its later ones.
struct KeyTermRule {
    /// The document's statistics.
    var statistics: TermStatistics

    /// Up to two cloze cards for `sentence`, best first.
    func candidates(in sentence: SentenceContext) -> [ExtractiveCandidate] {
        guard (6...40).contains(sentence.wordCount), !sentence.opensWithPronoun || sentence.listContext != nil else {
            return []
        }
        let extractor = TermExtractor(statistics: statistics)
        var result: [ExtractiveCandidate] = []
        for mention in extractor.mentions(in: sentence.tokens).prefix(4) {
            guard let cloze = cloze(for: mention, in: sentence) else { continue }
            result.append(cloze)
            if result.count == 2 { break }
        }
        return result
    }

    // MARK: - Private

    /// The cloze for `mention`, keeping a repeated head noun visible, unless the question gives it away.
    private func cloze(for mention: TermExtractor.Mention, in sentence: SentenceContext) -> ExtractiveCandidate? {
        var gap = mention.tokens
        var answer = sentence.text(of: gap)
        if sentence.clozeLeaks(answer, gap: gap) {
            guard gap.count >= 2 else { return nil }
            gap = gap.lowerBound..<(gap.upperBound - 1)
            answer = sentence.text(of: gap)
            guard !sentence.clozeLeaks(answer, gap: gap) else { return nil }
        }
        let question = sentence.cloze(replacing: gap)
        var salience = mention.salience
        let key = mention.words.suffix(2).joined(separator: " ")
        if statistics.firstPlace(of: key) == sentence.place { salience = min(1, salience + 0.15) }
        return ExtractiveCandidate(
            rule: sentence.listContext == nil ? .keyTermCloze : .listItem, kind: .cloze, question: question,
            answer: answer, salience: salience, sentence: sentence)
    }
}
