extension Synset {
    /// Parses one record of `data.<pos>`, or returns `nil` when it does not follow the format.
    ///
    /// The format (`wndb(5WN)`) is `offset lex_filenum ss_type w_cnt word lex_id … p_cnt ptr… [frames] | gloss`,
    /// where `w_cnt` and `lex_id` are hexadecimal and each pointer is `symbol offset pos source/target`.
    ///
    /// - Parameters:
    ///   - record: The line's bytes without its newline.
    ///   - partOfSpeech: The part of speech of the file the line comes from.
    ///   - categories: The lexicographer file names, to name the category.
    init?(record: UnsafeRawBufferPointer, partOfSpeech: PartOfSpeech, categories: CategoryNames) {
        guard let bar = Self.glossSeparator(in: record) else { return nil }
        let fields = Fields(UnsafeRawBufferPointer(rebasing: record[..<bar]))
        guard fields.count >= 6, fields.length(0) == 8, let offset = fields.int(0),
            let categoryNumber = fields.int(1), let category = categories.name(of: categoryNumber),
            PartOfSpeech(synsetType: fields.string(2)) == partOfSpeech,
            let wordCount = fields.int(3, radix: 16), wordCount > 0, fields.count >= 5 + 2 * wordCount
        else { return nil }
        var words: [String] = []
        var lexicalIDs: [Int] = []
        for index in 0..<wordCount {
            guard let lexicalID = fields.int(5 + 2 * index, radix: 16) else { return nil }
            words.append(Self.displayForm(of: fields.string(4 + 2 * index)))
            lexicalIDs.append(lexicalID)
        }
        var cursor = 4 + 2 * wordCount
        guard let pointerCount = fields.int(cursor), fields.count >= cursor + 1 + 4 * pointerCount else { return nil }
        cursor += 1
        var pointers: [Pointer] = []
        pointers.reserveCapacity(pointerCount)
        for _ in 0..<pointerCount {
            guard let pointer = Self.pointer(at: cursor, in: fields) else { return nil }
            pointers.append(pointer)
            cursor += 4
        }
        guard Self.hasValidFrames(fields, from: cursor, partOfSpeech: partOfSpeech) else { return nil }
        let gloss = String(decoding: UnsafeRawBufferPointer(rebasing: record[(bar + 3)...]), as: UTF8.self)
        self.init(
            id: SynsetID(partOfSpeech: partOfSpeech, offset: offset), category: category,
            isSatellite: fields.field(2, is: "s"), words: words, gloss: gloss.trimmingSpaces(), pointers: pointers,
            categoryNumber: categoryNumber, lexicalIDs: lexicalIDs)
    }

    /// A data-file word as shown to people: spaces for underscores, without a `(a)`, `(p)` or `(ip)` marker.
    static func displayForm(of word: String) -> String {
        var word = Substring(word)
        if word.hasSuffix(")"), let open = word.lastIndex(of: "(") { word = word[..<open] }
        return String(word.map { $0 == "_" ? " " : $0 })
    }

    /// The offset of the ` | ` between the fields and the gloss.
    private static func glossSeparator(in record: UnsafeRawBufferPointer) -> Int? {
        guard record.count >= 3 else { return nil }
        for index in 0...(record.count - 3)
        where record[index + 1] == UInt8(ascii: "|") && record[index] == 32 && record[index + 2] == 32 {
            return index
        }
        return nil
    }

    /// Parses the pointer `symbol offset pos source/target` whose symbol is field `index`.
    private static func pointer(at index: Int, in fields: Fields) -> Pointer? {
        guard fields.length(index + 1) == 8, let offset = fields.int(index + 1),
            let part = PartOfSpeech(synsetType: fields.string(index + 2)), fields.length(index + 3) == 4,
            let source = fields.int(index + 3, bytes: 0..<2, radix: 16),
            let target = fields.int(index + 3, bytes: 2..<4, radix: 16)
        else { return nil }
        let id = SynsetID(partOfSpeech: part, offset: offset)
        let relation = Relation(rawValue: fields.string(index))
        if source == 0 && target == 0 { return Pointer(relation: relation, target: id) }
        return Pointer(relation: relation, target: id, sourceWord: source, targetWord: target)
    }

    /// Whether the fields from `start` are empty, or for verbs the frames `f_cnt + f_num w_num …`.
    private static func hasValidFrames(_ fields: Fields, from start: Int, partOfSpeech: PartOfSpeech) -> Bool {
        guard start < fields.count else { return true }
        guard partOfSpeech == .verb, let count = fields.int(start), fields.count == start + 1 + 3 * count else {
            return false
        }
        return stride(from: start + 1, to: fields.count, by: 3).allSatisfy { fields.field($0, is: "+") }
    }
}
