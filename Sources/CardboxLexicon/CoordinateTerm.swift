/// A term of the same kind as another: a co-hyponym, one word of a sibling synset.
public struct CoordinateTerm: Hashable, Sendable {
    /// The sibling synset's most frequent word, with spaces.
    public let word: String
    /// The sibling synset.
    public let synset: Synset

    /// Creates a term.
    public init(word: String, synset: Synset) {
        self.word = word
        self.synset = synset
    }
}
