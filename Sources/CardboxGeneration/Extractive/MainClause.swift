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
    /// semicolon with a full stop, when that part has 8 to ``longSentenceWords`` words, or else the longest such part
    /// before a comma and a conjunction or relative word that opens a clause of its own (", and since …", ", so this
    /// …", ", which …"); `sentence`
    /// when neither has a part of that length.
    static func of(_ sentence: String) -> String {
        guard Phrasing.wordCount(sentence) > longSentenceWords else { return sentence }
        if let cut = sentence.firstIndex(where: { $0 == "—" || $0 == ";" }),
            let clause = clause(before: cut, in: sentence)
        {
            return clause
        }
        for cut in clauseBoundaries(in: sentence).reversed() {
            if let clause = clause(before: cut, in: sentence) { return clause }
        }
        return sentence
    }

    /// The words before `cut` as a sentence of their own, when they are 8 to ``longSentenceWords`` words ending in a
    /// letter.
    private static func clause(before cut: String.Index, in sentence: String) -> String? {
        var clause = String(sentence[..<cut]).trimmed
        while let last = clause.last, ",:".contains(last) { clause.removeLast() }
        guard (8...longSentenceWords).contains(Phrasing.wordCount(clause)), clause.last?.isLetter == true else {
            return nil
        }
        return clause + "."
    }

    /// Where a comma starts a new clause: ", but", ", so", ", yet", ", and" before a word that opens a clause (not
    /// another item of a series: "apples, pears, and plums"), ", while", ", whereas", and a relative clause that
    /// only adds to what precedes it (", which is placed just before …").
    private static func clauseBoundaries(in sentence: String) -> [String.Index] {
        let words = sentence.split(separator: " ", omittingEmptySubsequences: true)
        var cuts: [String.Index] = []
        for index in words.indices.dropLast(2) where words[index].hasSuffix(",") {
            let conjunction = words[index + 1].lowercased()
            let next = String(words[index + 2].lowercased().filter(\.isLetter))
            let opensClause =
                ["while", "whereas", "which", "who", "whose"].contains(conjunction)
                || (["and", "but", "so", "yet"].contains(conjunction) && clauseOpeners.contains(next))
            if opensClause { cuts.append(words[index].endIndex) }
        }
        return cuts
    }

    /// Words that start a clause after a conjunction: subordinators and pronouns.
    private static let clauseOpeners: Set<String> = [
        "since", "because", "if", "when", "although", "though", "as", "this", "that", "these", "those", "it", "they",
        "there", "we", "he", "she", "you", "i", "then", "thus", "therefore",
    ]
}
