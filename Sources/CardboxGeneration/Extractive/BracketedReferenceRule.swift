import CardboxCore

/// Asks for the standard or document that a bracket after a name cites as its source.
///
/// | sentence | question | answer |
/// | --- | --- | --- |
/// | "… Notation One (ASN.1, as specified by the X.680 ITU-T recommendation) …" | "ASN.1 is specified by which ITU-T recommendation?" | "X.680" |
/// | "… Encoding Rules (DER, as per X.690) …" | "DER is defined as per which specification?" | "X.690" |
/// | "… dates (timestamps, as defined in ISO 8601) …" | "Timestamps are defined in which specification?" | "ISO 8601" |
///
/// The cited thing must read like a reference code: a capital letter or word joined to a number by "." or "-"
/// ("X.680", "C-99") or a word then a number ("RFC 5280"). The name before the comma has one to five words.
struct BracketedReferenceRule {
    /// The document's statistics (for salience).
    var statistics: TermStatistics

    /// The card of `sentence`'s bracketed reference, if it has one.
    func candidates(in sentence: SentenceContext) -> [ExtractiveCandidate] {
        guard sentence.text.contains(", as ") else { return [] }
        // "(NAME, as VERB PREPOSITION [the] CODE [up to three words])"; built here because a regex is not
        // sendable, and only for the few sentences that hold ", as ".
        let pattern =
            #/\((?<name>[^(),;]{1,60}), as (?<verb>(?:[a-z]+ ){0,2}?(?:by|in|per|under|to)) (?:the )?(?<code>[A-Z][A-Za-z]*(?:[.\-]\d[\w.\-]*\w|[.\-]\d| \d[\d.\-]*\d|\d))(?<tail>(?: [A-Za-z][\w\-]*){0,3})\)/#
        // A sentence may cite several ("ASN.1, as specified by X.680 … DER, as per X.690").
        return sentence.text.matches(of: pattern).compactMap { match in
            card(
                name: match.output.name, verb: match.output.verb, code: match.output.code, tail: match.output.tail,
                in: sentence)
        }
    }

    /// The card asking which `code` the thing `name` is `verb` (by, in, per…), `tail` naming the code's kind.
    private func card(
        name bracketed: Substring, verb matched: Substring, code: Substring, tail matchedTail: Substring,
        in sentence: SentenceContext
    ) -> ExtractiveCandidate? {
        let name = String(bracketed).trimmed
        let nameWords = Phrasing.wordCount(name)
        guard (1...5).contains(nameWords), name.first?.isLetter == true else { return nil }
        let verb = String(matched)
        let verbPhrase = verb == "per" ? "defined as per" : verb
        let tail = String(matchedTail).trimmed
        let noun = tail.isEmpty ? "specification" : tail
        let subject = name.prefix(1).uppercased() + name.dropFirst()
        let plural = nameWords == 1 && name.hasSuffix("s") && !Token.isAcronymText(name)
        let question = "\(subject) \(plural ? "are" : "is") \(verbPhrase) which \(noun)?"
        let answer = String(code)
        guard !AnswerChecks.leaks(answer, in: question) else { return nil }
        let salience = statistics.salience(of: Array(TextNormalization.contentWords(name).suffix(2)))
        return ExtractiveCandidate(
            rule: .definition, kind: .basic, question: question, answer: answer, salience: salience,
            sentence: sentence)
    }
}
