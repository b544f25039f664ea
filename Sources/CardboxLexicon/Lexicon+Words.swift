extension Lexicon {
    /// Word `index` (0-based) of the synset at `id`, read from its record without parsing the rest.
    ///
    /// Listing related terms needs one word of each related synset; reading just that field skips the pointers
    /// and gloss a full ``synset(_:)`` parses.
    ///
    /// - Returns: The word with spaces for underscores, or `nil` when the record or word does not exist.
    func word(_ index: Int, of id: SynsetID) -> String? {
        files(id.partOfSpeech).data.withLine(at: id.offset) { record in
            // Fields: offset lex_filenum ss_type w_cnt, then (word lex_id) pairs.
            let wanted = 4 + 2 * index
            var field = 0
            var position = 0
            while position < record.count {
                while position < record.count, record[position] == UInt8(ascii: " ") { position += 1 }
                let start = position
                while position < record.count, record[position] != UInt8(ascii: " ") { position += 1 }
                if field == wanted, start < position {
                    let text = String(
                        decoding: UnsafeRawBufferPointer(rebasing: record[start..<position]), as: UTF8.self)
                    return Synset.displayForm(of: text)
                }
                if field == 3, index >= Self.hexValue(UnsafeRawBufferPointer(rebasing: record[start..<position])) {
                    return nil
                }
                field += 1
            }
            return nil
        }
    }

    /// A hexadecimal field's value, or `Int.max` when it is not hexadecimal.
    private static func hexValue(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard !bytes.isEmpty else { return Int.max }
        var value = 0
        for byte in bytes {
            guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { return Int.max }
            value = value * 16 + digit
        }
        return value
    }
}
