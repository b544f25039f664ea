import CardboxCore

/// Turns short "S is P" statements into clozes of the part that carries the fact.
///
/// | sentence | cloze | answer |
/// | --- | --- | --- |
/// | "The header file of this library is libtasn1.h." | "The header file of this library is {{answer}}." | "libtasn1.h" |
/// | "The rows of the matrix are taxa / individuals." | "The rows of the matrix are {{answer}}." | "taxa / individuals" |
/// | "ASN1_MAX_NAME_SIZE is the maximum number of …" | "{{answer}} is the maximum number of …" | "ASN1_MAX_NAME_SIZE" |
///
/// The predicate is blanked when it is short (one to four words, no article, not a passive verb such as "used",
/// "allowed" or "converted to uppercase"): slides, notes and manuals state facts this way. The subject is blanked instead when it is
/// an identifier (written with "_", "." or digits inside, or in capitals) and the predicate defines it ("is the …",
/// "is a …"), since a reader is then asked for the name. Only sentences of at most 20 words that stand alone and
/// do not deny ("is not") qualify, and a predicate that opens a series ("Typical examples are X, Y or Z") is no answer.
struct StatementRule {
    /// The document's statistics (for salience).
    var statistics: TermStatistics

    /// The statement cloze of `sentence`, if it is a short "S is P" statement.
    func candidates(in sentence: SentenceContext) -> [ExtractiveCandidate] {
        let tokens = sentence.tokens
        let end = sentence.bodyEnd
        guard (3...20).contains(sentence.wordCount), !sentence.opensWithPronoun, sentence.lead < end,
            let copula = (sentence.lead + 1..<min(end, sentence.lead + 12)).first(where: {
                ["is", "are"].contains(tokens[$0].lower)
            }),
            copula + 1 < end, !["not", "also", "then"].contains(tokens[copula + 1].lower)
        else { return [] }
        let subject = sentence.lead..<copula
        guard tokens[subject].allSatisfy({ $0.kind != .punctuation || Self.joiners.contains($0.text) }),
            !tokens[subject].contains(where: { Self.clauseWords.contains($0.lower) })
        else { return [] }
        if let candidate = subjectCloze(sentence, subject: subject, copula: copula) { return [candidate] }
        return predicateCloze(sentence, copula: copula, end: end).map { [$0] } ?? []
    }

    // MARK: - Private

    /// Marks that join the parts of one identifier ("libtasn1.h", "asn1_node").
    private static let joiners: Set<String> = [".", "_", "-", "/", "?"]
    /// Words that show the subject is a clause, not a noun phrase.
    private static let clauseWords: Set<String> = [
        "if", "when", "whether", "because", "although", "while", "that", "which", "who", "what", "how", "there",
    ]
    /// Participles that make "is P" a passive verb, not a fact about the subject.
    private static let participles: Set<String> = [
        "allowed", "used", "required", "supported", "done", "given", "known", "called", "made", "found", "shown",
        "based", "needed", "defined", "described", "listed", "included", "provided", "available", "possible",
        "important", "useful", "true", "false", "able", "likely", "different", "similar", "same", "new", "good",
    ]

    /// "{{answer}} is the …" when the subject is an identifier the predicate defines.
    private func subjectCloze(_ sentence: SentenceContext, subject: Range<Int>, copula: Int) -> ExtractiveCandidate? {
        let tokens = sentence.tokens
        guard subject.count <= 7, Phrasing.articles.contains(tokens[copula + 1].lower),
            Self.isIdentifier(tokens[subject])
        else { return nil }
        return candidate(sentence, gap: subject)
    }

    /// "S is {{answer}}." when the predicate is a short term.
    private func predicateCloze(_ sentence: SentenceContext, copula: Int, end: Int) -> ExtractiveCandidate? {
        let tokens = sentence.tokens
        let start = copula + 1
        var stop = start
        while stop < end, tokens[stop].kind != .punctuation || Self.isJoined(stop, in: tokens) {
            stop += 1
        }
        let gap = start..<stop
        let words = tokens[gap].filter { $0.kind != .punctuation }
        guard (1...4).contains(words.count), let first = words.first,
            !Phrasing.articles.contains(first.lower), !CommonWords.isStopword(first.lower),
            !Self.participles.contains(first.lower), !first.lower.hasSuffix("ly"),
            !(first.lower.hasSuffix("ed") && words.count > 1),
            let last = words.last, !CommonWords.isStopword(last.lower),
            tokens[sentence.lead..<copula].count(where: { $0.kind != .punctuation }) >= 2
                || Self.isIdentifier(tokens[sentence.lead..<copula]),
            // "Typical examples are X, Y or Z": any item would fill the gap.
            !KeyTermRule.isInASeries(gap, in: tokens)
        else { return nil }
        return candidate(sentence, gap: gap)
    }

    /// Whether the punctuation token at `index` joins two parts of one term: a "/" between words, or a mark written
    /// without spaces between two tokens ("libtasn1.h").
    private static func isJoined(_ index: Int, in tokens: [Token]) -> Bool {
        guard index > 0, index + 1 < tokens.count, joiners.contains(tokens[index].text) else { return false }
        if tokens[index].text == "/" { return tokens[index + 1].kind != .punctuation }
        return tokens[index - 1].end == tokens[index].start && tokens[index].end == tokens[index + 1].start
            && tokens[index + 1].kind != .punctuation
    }

    /// Whether `tokens` name an identifier: one run written without spaces that holds "_" or "." between parts, or
    /// letters and digits mixed, or capitals throughout.
    static func isIdentifier(_ tokens: ArraySlice<Token>) -> Bool {
        guard let first = tokens.first, let last = tokens.last, tokens.count <= 9 else { return false }
        let glued = zip(tokens.dropLast(), tokens.dropFirst()).allSatisfy { $0.end == $1.start }
        guard glued, last.kind != .punctuation, first.kind != .punctuation || first.text == "?" else { return false }
        if tokens.contains(where: { $0.text == "_" || $0.text == "." }) { return true }
        guard tokens.count == 1 else { return false }
        let text = first.text
        return (text.contains(where: \.isNumber) && text.contains(where: \.isLetter)) || first.isAcronym
    }

    /// A cloze of `gap`, unless the rest of the sentence gives the answer away.
    private func candidate(_ sentence: SentenceContext, gap: Range<Int>) -> ExtractiveCandidate? {
        let answer = sentence.text(of: gap)
        guard !answer.isEmpty, !sentence.clozeLeaks(answer, gap: gap) else { return nil }
        let words = sentence.tokens[gap].filter { $0.kind != .punctuation && !CommonWords.isStopword($0.lower) }
        return ExtractiveCandidate(
            rule: .statement, kind: .cloze, question: sentence.cloze(replacing: gap), answer: answer,
            salience: statistics.salience(of: words.suffix(2).map(\.lower)), sentence: sentence)
    }
}
