extension String {
    /// Whether the ASCII `pattern` occurs in the string, comparing UTF-8 bytes.
    ///
    /// O(n·m) over contiguous bytes without allocating, which beats the generic `contains` on the long paragraphs
    /// the engine screens.
    func containsASCII(_ pattern: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
        guard let first = needle.first else { return true }
        var copy = self
        return copy.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            var index = 0
            let last = bytes.count - needle.count
            while index <= last {
                if bytes[index] == first {
                    var matched = true
                    for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return true }
                }
                index += 1
            }
            return false
        }
    }
}
