/// A link from one synset (or one of its words) to another, as stored in a `data.<pos>` line.
///
/// Semantic pointers join whole synsets (`source/target` field `0000`); lexical pointers, such as antonyms,
/// join one word of each synset and carry the words' 1-based positions.
public struct Pointer: Hashable, Sendable {
    /// The kind of link.
    public let relation: Relation
    /// The synset pointed to.
    public let target: SynsetID
    /// For a lexical pointer, the 1-based position of the word in this synset; `nil` for a semantic pointer.
    public let sourceWord: Int?
    /// For a lexical pointer, the 1-based position of the word in the target synset; `nil` for a semantic one.
    public let targetWord: Int?

    /// Creates a pointer; pass `nil` word positions for a semantic pointer.
    public init(relation: Relation, target: SynsetID, sourceWord: Int? = nil, targetWord: Int? = nil) {
        self.relation = relation
        self.target = target
        self.sourceWord = sourceWord
        self.targetWord = targetWord
    }

    /// Whether the pointer joins whole synsets rather than two words.
    public var isSemantic: Bool { sourceWord == nil }
}
