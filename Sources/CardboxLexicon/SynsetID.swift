/// Where a synset lives: its part of speech and the byte offset of its line in `data.<pos>`.
///
/// WordNet names synsets by offset; the pair is unique within one database. The description uses WordNet's
/// usual notation, such as `02084071-n` for the first sense of "dog".
public struct SynsetID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The part of speech, which names the data file.
    public let partOfSpeech: PartOfSpeech
    /// The byte offset of the synset's line in the data file.
    public let offset: Int

    /// Creates an identifier from a part of speech and a data-file offset.
    public init(partOfSpeech: PartOfSpeech, offset: Int) {
        self.partOfSpeech = partOfSpeech
        self.offset = offset
    }

    /// The offset as eight digits, a hyphen and the part-of-speech letter.
    public var description: String {
        let digits = String(offset)
        return String(repeating: "0", count: max(0, 8 - digits.count)) + digits + "-" + String(partOfSpeech.letter)
    }

    /// Orders by part of speech (noun, verb, adjective, adverb), then by offset.
    public static func < (lhs: SynsetID, rhs: SynsetID) -> Bool {
        let left = PartOfSpeech.allCases.firstIndex(of: lhs.partOfSpeech) ?? 0
        let right = PartOfSpeech.allCases.firstIndex(of: rhs.partOfSpeech) ?? 0
        return (left, lhs.offset) < (right, rhs.offset)
    }
}
