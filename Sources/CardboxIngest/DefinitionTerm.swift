/// Recognises the start of a glossary entry written as `term: definition` on one line.
enum DefinitionTerm {
    /// The longest term, in words, before the colon.
    static let maximumWords = 4

    /// How many lines of a page must open entries before the page is read as a glossary.
    static let minimumLinesPerPage = 3

    /// Whether `text` opens with a term of one to four words followed by a colon and more text.
    ///
    /// The term holds no sentence punctuation, so "Note: see below" qualifies, but so would "He said: yes";
    /// callers therefore accept it only where a paragraph may end (after a finished sentence) and only on
    /// pages where at least ``minimumLinesPerPage`` lines open this way.
    static func opensEntry(_ text: String) -> Bool {
        // Looked for in the bytes: every line of every page comes here, and most hold no colon.
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let term = text[..<colon]
        let rest = text[text.index(after: colon)...]
        guard rest.first == " ", rest.contains(where: \.isLetter), term.contains(where: \.isLetter),
            !term.contains(where: { ".!?;,()".contains($0) })
        else { return false }
        return (1...maximumWords).contains(term.split(separator: " ").count)
    }
}
