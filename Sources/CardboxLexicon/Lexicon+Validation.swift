extension Lexicon {
    /// Checks every line of the index, data and exception files and of `cntlist.rev`.
    ///
    /// Opening a lexicon checks only the first record of each file, and look-ups skip records that do not
    /// parse; this reads everything, for a health check or a test. Index files must be sorted with one line
    /// per lemma, exception lists and `cntlist.rev` sorted, and every data record must start at the byte
    /// offset it names. O(size of the database).
    ///
    /// - Throws: ``LexiconError/malformed(file:line:)`` for the first line that breaks a rule.
    public func validate() throws(LexiconError) {
        for part in PartOfSpeech.allCases {
            let files = files(part)
            try Self.check(files.index, strictlySorted: true) { _, line in
                IndexEntry(line: String(decoding: line, as: UTF8.self))?.partOfSpeech == part
            }
            try Self.check(files.data) { offset, line in
                Synset(record: line, partOfSpeech: part, categories: categoryNames)?.offset == offset
            }
            if let exceptions = files.exceptions {
                try Self.check(exceptions, sorted: true) { _, line in
                    ExceptionEntry(line: String(decoding: line, as: UTF8.self)) != nil
                }
            }
        }
        if let tagCounts {
            try Self.check(tagCounts, sorted: true) { _, line in
                let fields = Fields(line)
                return fields.count == 3 && fields.int(1) != nil && fields.int(2) != nil
            }
        }
    }

    /// Throws for the first line of `file` that `isValid` rejects or that breaks the order asked for.
    private static func check(
        _ file: LineFile, sorted: Bool = false, strictlySorted: Bool = false,
        _ isValid: (_ offset: Int, _ line: UnsafeRawBufferPointer) -> Bool
    ) throws(LexiconError) {
        var lineNumber = file.headerLines
        var previousKey: [UInt8] = []
        var failure: Int?
        file.forEachLine { offset, bytes in
            lineNumber += 1
            let key = Array(bytes.prefix { $0 != UInt8(ascii: " ") })
            let order = key.lexicographicallyPrecedes(previousKey) ? -1 : (key == previousKey ? 0 : 1)
            let isOrdered = (!sorted && !strictlySorted) || order > 0 || (order == 0 && !strictlySorted)
            guard isOrdered, isValid(offset, bytes) else {
                failure = lineNumber
                return false
            }
            previousKey = key
            return true
        }
        if let failure { throw .malformed(file: file.path, line: failure) }
    }
}
