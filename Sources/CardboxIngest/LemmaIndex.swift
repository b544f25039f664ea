/// One WordNet `index.<pos>` file kept as bytes and searched in place.
///
/// The files are sorted by lemma in byte order, so a lookup is a binary search over line starts, the way
/// WordNet's own library does it; nothing is parsed into strings at start-up.
struct LemmaIndex: Sendable {
    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")

    private let bytes: [UInt8]
    /// The offset of the first line after the licence header.
    private let start: Int

    /// Wraps a file's bytes, skipping the licence lines that begin with two spaces.
    init(bytes: [UInt8]) {
        self.bytes = bytes
        var offset = 0
        while offset + 1 < bytes.count, bytes[offset] == Self.space, bytes[offset + 1] == Self.space {
            offset = Self.lineEnd(in: bytes, from: offset) + 1
        }
        start = min(offset, bytes.count)
    }

    /// Whether `lemma` (lower case, underscores for spaces) has a line.
    ///
    /// O(log n) comparisons.
    func contains(_ lemma: [UInt8]) -> Bool {
        var low = start
        var high = bytes.count
        while low < high {
            var lineStart = (low + high) / 2
            while lineStart > low, bytes[lineStart - 1] != Self.newline { lineStart -= 1 }
            let lineEnd = Self.lineEnd(in: bytes, from: lineStart)
            switch compare(lemma, withLemmaAt: lineStart, end: lineEnd) {
            case 0: return true
            case ..<0: high = lineStart
            default: low = lineEnd + 1
            }
        }
        return false
    }

    /// Compares `key` with the first field of the line at `lineStart` byte by byte: negative, zero or positive.
    private func compare(_ key: [UInt8], withLemmaAt lineStart: Int, end lineEnd: Int) -> Int {
        var offset = lineStart
        for byte in key {
            guard offset < lineEnd, bytes[offset] != Self.space else { return 1 }
            if byte != bytes[offset] { return byte < bytes[offset] ? -1 : 1 }
            offset += 1
        }
        return offset < lineEnd && bytes[offset] != Self.space ? -1 : 0
    }

    private static func lineEnd(in bytes: [UInt8], from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != newline { end += 1 }
        return end
    }
}
