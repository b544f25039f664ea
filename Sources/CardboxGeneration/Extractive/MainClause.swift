import CardboxCore

/// The main clause of a sentence too long to make a card from.
///
/// "The "acmart" document class can be used to prepare articles for any ACM publication — conference or journal,
/// and for any stage of publication, from review to final copy, …" runs past 40 words, and a card from all of it
/// would ask the reader to hold too much; its main clause, up to the first dash or semicolon, says the fact whole:
/// "The "acmart" document class can be used to prepare articles for any ACM publication."
enum MainClause {
    /// Sentences longer than this many words are cut to their main clause.
    static let longSentenceWords = 40

    /// `sentence` itself when it has at most ``longSentenceWords`` words, else the part before its first dash or
    /// semicolon with a full stop, when that part has 8 to ``longSentenceWords`` words; `sentence` otherwise.
    static func of(_ sentence: String) -> String {
        guard Phrasing.wordCount(sentence) > longSentenceWords,
            let cut = sentence.firstIndex(where: { $0 == "—" || $0 == ";" })
        else { return sentence }
        var clause = String(sentence[..<cut]).trimmed
        while let last = clause.last, ",:".contains(last) { clause.removeLast() }
        guard (8...longSentenceWords).contains(Phrasing.wordCount(clause)), clause.last?.isLetter == true else {
            return sentence
        }
        return clause + "."
    }
}
