import Foundation

extension LineFile {
    /// The first fields of the lines whose first field starts with `prefix`, in file order, at most `limit`.
    ///
    /// The file must be sorted by bytes. O(log n) line comparisons to find the first match, then one step per
    /// line returned.
    func keys(withPrefix prefix: String, limit: Int) -> [String] {
        let prefix = Array(prefix.utf8)
        guard !prefix.isEmpty, limit > 0 else { return [] }
        return data.withUnsafeBytes { bytes in
            var start = Self.firstLine(notBefore: prefix, in: bytes, from: bodyStart)
            var keys: [String] = []
            while start < bytes.count, keys.count < limit, Self.key(at: start, in: bytes, hasPrefix: prefix) {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\n") {
                    end += 1
                }
                keys.append(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                start = Self.lineEnd(in: bytes, from: start) + 1
            }
            return keys
        }
    }

    /// The offset of the first body line starting at or after byte `offset`, wrapping to the first body line at
    /// the end of the file; `nil` for a file without body lines.
    func lineStart(atOrAfter offset: Int) -> Int? {
        data.withUnsafeBytes { bytes in
            guard bytes.count > bodyStart else { return nil }
            var start = max(offset, bodyStart)
            if start > bodyStart, start < bytes.count, bytes[start - 1] != UInt8(ascii: "\n") {
                start = Self.lineEnd(in: bytes, from: start) + 1
            }
            return start < bytes.count ? start : bodyStart
        }
    }

    /// The size of the file in bytes.
    var byteCount: Int { data.count }

    // MARK: - Private

    /// The start of the first line whose first field is not ordered before `prefix` (a lower bound).
    private static func firstLine(
        notBefore prefix: [UInt8], in bytes: UnsafeRawBufferPointer, from bodyStart: Int
    )
        -> Int
    {
        var low = bodyStart
        var high = bytes.count
        while low < high {
            let start = lineStart(in: bytes, before: (low + high) / 2, notBefore: low)
            if keyPrecedes(at: start, in: bytes, prefix) {
                low = lineEnd(in: bytes, from: start) + 1
            } else {
                high = start
            }
        }
        return min(low, bytes.count)
    }

    /// Whether the first field of the line at `start` sorts before `prefix`, byte by byte.
    private static func keyPrecedes(at start: Int, in bytes: UnsafeRawBufferPointer, _ prefix: [UInt8]) -> Bool {
        var offset = start
        for byte in prefix {
            guard offset < bytes.count, bytes[offset] != UInt8(ascii: " "), bytes[offset] != UInt8(ascii: "\n")
            else { return true }
            if bytes[offset] != byte { return bytes[offset] < byte }
            offset += 1
        }
        return false
    }

    /// Whether the first field of the line at `start` begins with `prefix`.
    private static func key(at start: Int, in bytes: UnsafeRawBufferPointer, hasPrefix prefix: [UInt8]) -> Bool {
        guard start + prefix.count <= bytes.count else { return false }
        for (index, byte) in prefix.enumerated() where bytes[start + index] != byte { return false }
        return true
    }
}
