/// One line of an `index.<pos>` file: a lemma and its synsets in that part of speech.
///
/// The format (`wndb(5WN)`) is `lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt offset…`,
/// with the offsets in sense order, most frequent sense first.
struct IndexEntry: Equatable, Sendable {
    /// The lemma, lower case with underscores for spaces.
    let lemma: String
    /// The part of speech of the file.
    let partOfSpeech: PartOfSpeech
    /// The synsets' offsets in `data.<pos>`, in sense order.
    let offsets: [Int]
    /// How many of the senses are tagged in the semantic concordances.
    let taggedSenseCount: Int

    /// Parses a line, or returns `nil` when it does not follow the format.
    init?(line: String) {
        let fields = line.split(separator: " ")
        guard fields.count >= 6, let part = PartOfSpeech(synsetType: fields[1]),
            let synsetCount = Int(fields[2]), let pointerCount = Int(fields[3]), synsetCount > 0, pointerCount >= 0,
            fields.count == 6 + pointerCount + synsetCount,
            Int(fields[4 + pointerCount]) == synsetCount, let tagged = Int(fields[5 + pointerCount])
        else { return nil }
        var offsets: [Int] = []
        offsets.reserveCapacity(synsetCount)
        for field in fields.suffix(synsetCount) {
            guard field.count == 8, let offset = Int(field), offset >= 0 else { return nil }
            offsets.append(offset)
        }
        lemma = String(fields[0])
        partOfSpeech = part
        self.offsets = offsets
        taggedSenseCount = tagged
    }
}
