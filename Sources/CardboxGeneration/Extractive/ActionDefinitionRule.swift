import CardboxCore

/// Blanks the term that opens a sentence defining it by what it does.
///
/// "Polymorphism lets code written for a parent class work with any of its subclasses." becomes "{{answer}} lets
/// code written for a parent class work with any of its subclasses." → "Polymorphism"; "Method overriding happens
/// when a subclass provides its own implementation …" → "Method overriding". The subject is one to three words with
/// no function word but an opening article, the verb is one that states what a thing is for or when it happens
/// ("lets", "allows", "enables", "happens when", "arises while", "selects", "stores"…), and the term must matter in
/// the document: a
/// word of the section's headings, written more than once, or a name or phrase the author coined (not everyday
/// English).
struct ActionDefinitionRule {
    /// The document's statistics.
    var statistics: TermStatistics

    /// The cloze of `sentence`'s opening term, if the sentence defines it by what it does.
    func candidates(in sentence: SentenceContext) -> [ExtractiveCandidate] {
        let tokens = sentence.tokens
        let lead = sentence.lead
        guard (6...40).contains(sentence.wordCount), !sentence.opensWithPronoun, lead < tokens.count else { return [] }
        var start = lead
        if Phrasing.articles.contains(tokens[start].lower) { start += 1 }
        guard
            let verb = (start + 1..<min(tokens.count - 1, start + 4)).first(where: { isDefiningVerb($0, in: tokens) })
        else { return [] }
        let subject = start..<verb
        let words = tokens[subject]
        guard words.allSatisfy({ $0.kind == .word && !CommonWords.isStopword($0.lower) }),
            let first = words.first, !CommonWords.quantifiers.contains(first.lower),
            !CommonWords.vagueNouns.contains(words.last?.lower ?? ""), matters(subject, in: sentence)
        else { return [] }
        let answer = sentence.text(of: subject)
        guard !sentence.clozeLeaks(answer, gap: subject) else { return [] }
        let salience = statistics.salience(of: words.suffix(2).map(\.lower))
        return [
            ExtractiveCandidate(
                rule: .statement, kind: .cloze, question: sentence.cloze(replacing: subject), answer: answer,
                salience: salience, sentence: sentence)
        ]
    }

    // MARK: - Private

    /// Verbs that define a thing by what it does or is for.
    private static let verbs: Set<String> = [
        "lets", "allows", "enables", "permits", "selects", "stores", "holds", "returns", "represents", "describes",
        "denotes", "indicates", "specifies", "determines", "controls", "converts", "measures", "produces",
        "provides", "ensures", "prevents", "hides", "maps", "links", "records", "tracks", "encodes", "decodes",
    ]
    /// Verbs that define a thing by when it happens ("happens when …").
    private static let eventVerbs: Set<String> = ["happens", "occurs", "arises"]

    /// Whether the token at `index` is a defining verb ("lets", "happens when").
    private func isDefiningVerb(_ index: Int, in tokens: [Token]) -> Bool {
        let word = tokens[index].lower
        if Self.verbs.contains(word) { return true }
        guard Self.eventVerbs.contains(word), index + 1 < tokens.count else { return false }
        return ["when", "if", "whenever", "while"].contains(tokens[index + 1].lower)
    }

    /// Whether the subject is a term of the document: a word of the section's headings, repeated in the document, or
    /// of several words or a word that everyday English does not use.
    private func matters(_ subject: Range<Int>, in sentence: SentenceContext) -> Bool {
        let words = sentence.tokens[subject].map(\.lower)
        let headingWords = Set(
            sentence.paragraph.headingPath.flatMap(TextNormalization.words).map(TextNormalization.folded))
        if words.contains(where: { headingWords.contains(TextNormalization.folded($0)) }) { return true }
        if words.count > 1 { return words.contains { !CommonWords.isCommon($0) } }
        guard let word = words.first else { return false }
        return !CommonWords.isCommon(word) && statistics.count(of: word) >= 2
    }
}
