/// A lexicon that answers whether a word exists, used to decide whether a line-end hyphen is a real one.
///
/// Callers pass lower-case words; implementations may also accept inflected forms ("running" for "run").
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

/// A word list held in memory, with the same suffix stripping as ``WordNetWordList``.
///
/// Useful for small vocabularies and tests: `WordSet(["run"]).contains("running")` is `true`.
public struct WordSet: WordList {
    private let words: Set<String>

    /// Creates a list of base forms; they are lower-cased.
    public init(_ words: some Sequence<String>) {
        self.words = Set(words.map { $0.lowercased() })
    }

    /// Whether `word` or one of its suffix-stripped base forms is in the set.
    public func contains(_ word: String) -> Bool {
        Morphology.candidates(for: word.lowercased()).contains { words.contains($0) }
    }
}
