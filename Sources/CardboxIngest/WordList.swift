/// A lexicon that answers whether a word exists, used to decide whether a line-end hyphen is a real one.
///
/// Callers pass lower-case words; implementations may also accept inflected forms ("running" for "run").
/// ``WordSet`` holds a list in memory; CardboxDocuments adapts the WordNet lexicon of CardboxLexicon.
public protocol WordList: Sendable {
    /// Whether `word` (lower case) is a known word or an inflection of one.
    func contains(_ word: String) -> Bool
}

/// A word list that knows no words, for when no dictionary is installed.
///
/// With it the assembler falls back to a spelling rule for line-end hyphens: see ``DocumentAssembler``.
public struct EmptyWordList: WordList {
    /// Creates the empty list.
    public init() {}

    /// Always `false`.
    public func contains(_ word: String) -> Bool { false }
}
