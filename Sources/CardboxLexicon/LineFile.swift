import Foundation

/// A WordNet text file held as bytes and read in place, one line at a time.
///
/// Files are memory-mapped, so opening one costs a system call rather than a read: pages load when a
/// look-up touches them. The licence header (lines starting with two spaces) is skipped. Sorted files
/// (`index.<pos>`, `<pos>.exc`, `cntlist.rev`) are searched by their first field without parsing.
struct LineFile: Sendable {
    /// The line terminator.
    private static let newline = UInt8(ascii: "\n")
    /// The field separator.
    private static let space = UInt8(ascii: " ")

    /// Where the file was read from, for error messages.
    let path: String
    /// The file's bytes, memory-mapped.
    let data: Data
    /// The offset of the first line after the licence header.
    let bodyStart: Int
    /// The number of licence lines; the first body line is line `headerLines + 1`.
    let headerLines: Int

    /// Maps the file at `path`.
    ///
    /// - Throws: ``LexiconError/missingFile(_:)`` when it does not exist or cannot be read.
    init(path: String) throws(LexiconError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw .missingFile(path)
        }
        self.init(path: path, data: data)
    }

    /// Wraps bytes already in memory.
    init(path: String, data: Data) {
        self.path = path
        self.data = data
        (bodyStart, headerLines) = data.withUnsafeBytes { bytes in
            var offset = 0
            var lines = 0
            while offset + 1 < bytes.count, bytes[offset] == Self.space, bytes[offset + 1] == Self.space {
                offset = Self.lineEnd(in: bytes, from: offset) + 1
                lines += 1
            }
            return (min(offset, bytes.count), lines)
        }
    }

    /// Maps the file at `path` when it exists, for optional files such as `adv.exc`.
    static func optional(path: String) -> LineFile? {
        try? LineFile(path: path)
    }

    // MARK: - Reading

    /// Calls `body` with the bytes of the line that starts at byte `offset`, without its newline.
    ///
    /// - Returns: What `body` returns, or `nil` when no body line starts at `offset`.
    func withLine<Result>(at offset: Int, _ body: (UnsafeRawBufferPointer) -> Result?) -> Result? {
        data.withUnsafeBytes { bytes in
            guard offset >= bodyStart, offset < bytes.count, offset == 0 || bytes[offset - 1] == Self.newline else {
                return nil
            }
            return body(UnsafeRawBufferPointer(rebasing: bytes[offset..<Self.lineEnd(in: bytes, from: offset)]))
        }
    }

    /// The text of the line that starts at byte `offset`, or `nil` when no body line starts there.
    func line(at offset: Int) -> String? {
        withLine(at: offset) { String(decoding: $0, as: UTF8.self) }
    }

    /// The offset and 1-based number of the first line after the header, or `nil` for a file with no body.
    var firstLine: (offset: Int, number: Int)? {
        data.count > bodyStart ? (bodyStart, headerLines + 1) : nil
    }

    /// Calls `body` with the offset and bytes of each body line, in order, until it returns `false`.
    func forEachLine(_ body: (_ offset: Int, _ line: UnsafeRawBufferPointer) -> Bool) {
        data.withUnsafeBytes { bytes in
            var start = bodyStart
            while start < bytes.count {
                let end = Self.lineEnd(in: bytes, from: start)
                guard body(start, UnsafeRawBufferPointer(rebasing: bytes[start..<end])) else { return }
                start = end + 1
            }
        }
    }

    // MARK: - Binary search

    /// Every line whose first field is exactly `key`, in file order; the file must be sorted by bytes.
    ///
    /// O(log n) line comparisons plus the matching lines.
    func lines(withKey key: String) -> [String] { lines(matching: key, prefixOnly: false) }

    /// Every line whose first field starts with `prefix`, in file order; the file must be sorted by bytes.
    ///
    /// O(log n) line comparisons plus the matching lines, which a sorted file holds together.
    func lines(withKeyPrefix prefix: String) -> [String] { lines(matching: prefix, prefixOnly: true) }

    /// The lines whose first field is `key`, or starts with it when `prefixOnly`.
    private func lines(matching key: String, prefixOnly: Bool) -> [String] {
        let key = Array(key.utf8)
        guard !key.isEmpty else { return [] }
        return data.withUnsafeBytes { bytes in
            guard let match = Self.search(key, in: bytes, from: bodyStart, prefixOnly: prefixOnly) else { return [] }
            var first = match
            while first > bodyStart {
                let previous = Self.lineStart(in: bytes, before: first - 1, notBefore: bodyStart)
                guard Self.compare(key, bytes, previous, prefixOnly: prefixOnly) == 0 else { break }
                first = previous
            }
            var lines: [String] = []
            var start = first
            while start < bytes.count, Self.compare(key, bytes, start, prefixOnly: prefixOnly) == 0 {
                let end = Self.lineEnd(in: bytes, from: start)
                lines.append(Self.string(bytes, start..<end))
                start = end + 1
            }
            return lines
        }
    }

    /// Whether some line's first field is exactly `key`.
    func containsKey(_ key: String) -> Bool {
        let key = Array(key.utf8)
        return !key.isEmpty && data.withUnsafeBytes { Self.search(key, in: $0, from: bodyStart) != nil }
    }

    /// The start of some line whose first field is `key`, by bisecting the byte range.
    private static func search(
        _ key: [UInt8], in bytes: UnsafeRawBufferPointer, from bodyStart: Int, prefixOnly: Bool = false
    ) -> Int? {
        var low = bodyStart
        var high = bytes.count
        while low < high {
            let start = lineStart(in: bytes, before: (low + high) / 2, notBefore: low)
            switch compare(key, bytes, start, prefixOnly: prefixOnly) {
            case 0: return start
            case ..<0: high = start
            default: low = lineEnd(in: bytes, from: start) + 1
            }
        }
        return nil
    }

    /// Compares `key` with the first field of the line at `start` byte by byte: negative, zero or positive; with
    /// `prefixOnly`, a field that starts with `key` compares equal.
    private static func compare(
        _ key: [UInt8], _ bytes: UnsafeRawBufferPointer, _ start: Int, prefixOnly: Bool = false
    ) -> Int {
        var offset = start
        for byte in key {
            guard offset < bytes.count, bytes[offset] != space, bytes[offset] != newline else { return 1 }
            if byte != bytes[offset] { return byte < bytes[offset] ? -1 : 1 }
            offset += 1
        }
        return prefixOnly ? 0 : offset < bytes.count && bytes[offset] != space && bytes[offset] != newline ? -1 : 0
    }

    /// The start of the line holding byte `offset`, no earlier than `floor`.
    static func lineStart(in bytes: UnsafeRawBufferPointer, before offset: Int, notBefore floor: Int) -> Int {
        var start = offset
        while start > floor, bytes[start - 1] != newline { start -= 1 }
        return start
    }

    /// The offset of the newline ending the line that holds `offset`, or the end of the file.
    static func lineEnd(in bytes: UnsafeRawBufferPointer, from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != newline { end += 1 }
        return end
    }

    /// The bytes in `range` as text.
    private static func string(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
