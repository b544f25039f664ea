/// A set of synonyms sharing one meaning: one line of a `data.<pos>` file.
///
/// Words keep the spelling of the data file with spaces for underscores ("Canis familiaris"); adjective
/// position markers such as `(a)` are removed.
public struct Synset: Hashable, Sendable {
    /// The part of speech and data-file offset.
    public let id: SynsetID
    /// The lexicographer file (category) name, such as `noun.animal` or `verb.motion`.
    public let category: String
    /// Whether this is a satellite adjective (synset type `s`), clustered around a head adjective.
    public let isSatellite: Bool
    /// The synonyms, in the order WordNet lists them.
    public let words: [String]
    /// The gloss as stored: the definition, then example sentences in quotation marks.
    public let gloss: String
    /// The links to other synsets, in file order.
    public let pointers: [Pointer]
    /// The lexicographer file number, part of each word's sense key.
    let categoryNumber: Int
    /// Each word's `lex_id`, which tells apart senses of one word in one lexicographer file.
    let lexicalIDs: [Int]

    /// The part of speech.
    public var partOfSpeech: PartOfSpeech { id.partOfSpeech }

    /// The byte offset of the synset in its data file.
    public var offset: Int { id.offset }

    /// The gloss without its examples.
    ///
    /// Split from ``gloss`` on each access: the text before the first quoted example.
    public var definition: String { Gloss(gloss[...]).definition }

    /// The example sentences quoted in the gloss, without their quotation marks.
    ///
    /// Split from ``gloss`` on each access.
    public var examples: [String] { Gloss(gloss[...]).examples }

    /// The targets of the pointers of the given kinds, without duplicates, in file order.
    public func targets(of relations: Set<Relation>) -> [SynsetID] {
        var seen: Set<SynsetID> = []
        return pointers.compactMap { pointer in
            relations.contains(pointer.relation) && seen.insert(pointer.target).inserted ? pointer.target : nil
        }
    }
}
