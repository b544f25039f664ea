import CardboxCore

/// Turns a glossary entry laid out as a term heading over its definition into a card asking for the term.
///
/// Under the heading "Homograph", "Each of a set of words that have the same spelling but have different meanings
/// and origins." becomes "Which term is defined as “Each of a set of words …”?" → "Homograph". When the definition
/// names the term itself ("Entry data is stored in fields." under "Field"), the term is cut out of it as a cloze. A
/// command-line option is asked for as one: "Which option is described as “Compress or decompress to standard
/// output.”?" → "-c --stdout"; when the description uses the long name's word ("Force overwrite of output files." for
/// "-f --force"), by its letter alone: "Which short option is described as …?" → "-f".
/// The other terms of the same glossary are the card's wrong answers: they are of the same kind by construction.
struct GlossaryEntryRule {
    /// The document's glossary.
    var glossary: GlossaryHeadings

    /// The card of `sentence` when it opens the definition of a glossary term.
    func candidates(in sentence: SentenceContext) -> [ExtractiveCandidate] {
        guard sentence.number == GlossaryHeadings.definingSentenceNumber(of: sentence.paragraph),
            let entry = glossary.entry(defining: sentence.paragraph)
        else { return [] }
        let distractors = glossary.otherTerms(than: entry)
        let definition = sentence.text.trimmed
        guard Phrasing.wordCount(definition) >= 3, Phrasing.wordCount(definition) <= 45, !definition.hasSuffix(":")
        else {
            return []
        }
        // The element "<if>" is defined in a sentence that says "if" as English does: no cloze over a function word.
        if let gap = gap(naming: entry.term, in: sentence),
            !CardFaultFinder.isFunctionWordBlank(sentence.text(of: gap))
        {
            let answer = sentence.text(of: gap)
            return [
                ExtractiveCandidate(
                    rule: .glossaryEntry, kind: .cloze, question: sentence.cloze(replacing: gap), answer: answer,
                    salience: 1, sentence: sentence, distractors: distractors)
            ]
        }
        // A reference manual's list of options ("-q --quiet" over "Suppress non-essential warning messages.")
        // describes what each option does.
        let isOption = entry.term.hasPrefix("-") && TermShape(of: entry.term) == .symbol
        // "Force overwrite of output files." names "-f --force" by its long name: the card asks for the letter.
        if isOption, let names = OptionNames(entry.term), names.areEchoed(in: definition) {
            guard names.short.count == 1, let short = names.short.first else { return [] }
            let others = distractors.compactMap { OptionNames($0)?.short }.filter { $0.count == 1 }.flatMap(\.self)
            return [
                ExtractiveCandidate(
                    rule: .glossaryEntry, kind: .basic, question: "Which short option is described as “\(definition)”?",
                    answer: short, salience: 1, sentence: sentence, distractors: others)
            ]
        }
        let question =
            isOption ? "Which option is described as “\(definition)”?" : "Which term is defined as “\(definition)”?"
        guard !AnswerChecks.leaksWholeAnswer(entry.term, in: question) else { return [] }
        return [
            ExtractiveCandidate(
                rule: .glossaryEntry, kind: .basic, question: question, answer: entry.term, salience: 1,
                sentence: sentence, distractors: distractors)
        ]
    }

    // MARK: - Private

    /// The tokens of the first place where the sentence names `term` (plurals folded), if it does.
    private func gap(naming term: String, in sentence: SentenceContext) -> Range<Int>? {
        let wanted = TextNormalization.words(term).map(TextNormalization.folded)
        guard !wanted.isEmpty else { return nil }
        let tokens = sentence.tokens
        let words = tokens.indices.filter { tokens[$0].kind != .punctuation }
        guard words.count >= wanted.count else { return nil }
        for start in 0...(words.count - wanted.count) {
            let slice = words[start..<(start + wanted.count)]
            let matches = zip(slice, wanted).allSatisfy { index, word in
                TextNormalization.folded(tokens[index].lower) == word
            }
            if matches, let first = slice.first, let last = slice.last, last - first == wanted.count - 1 {
                return first..<(last + 1)
            }
        }
        return nil
    }
}
