/// Checks and tidies a word typed by a user before it reaches the dictionary, the store or a subprocess.
public enum WordInput {
    /// The most characters a word may have.
    public static let maximumLength = 64

    /// The word trimmed, with runs of spaces as one space.
    ///
    /// A word holds letters, digits, spaces, hyphens, apostrophes and full stops ("mother-in-law", "o'clock",
    /// "St. John's wort"), starts with a letter or digit, and has at most ``maximumLength`` characters. The
    /// first character rule also keeps a word from reading as an option to a program it is passed to.
    ///
    /// - Throws: ``WordError/emptyWord``, ``WordError/wordTooLong(limit:)`` or
    ///   ``WordError/invalidCharacters``.
    public static func normalize(_ text: String) throws(WordError) -> String {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { throw .emptyWord }
        let word = words.joined(separator: " ")
        guard word.count <= maximumLength else { throw .wordTooLong(limit: maximumLength) }
        guard let first = word.first, first.isLetter || first.isNumber,
            word.allSatisfy({ $0.isLetter || $0.isNumber || " -'.".contains($0) })
        else { throw .invalidCharacters }
        return word
    }
}
