extension String {
    /// The string without leading and trailing whitespace or newlines.
    public var trimmed: String {
        // Most text starts and ends with a visible ASCII character: nothing to trim, and no character to look at.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return self
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        if first == startIndex && index(after: last) == endIndex { return self }
        return String(self[first...last])
    }

    /// The string with every run of whitespace replaced by one space, and no whitespace at either end.
    public var collapsingWhitespace: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether the string shows nothing when drawn: it is empty or made only of whitespace, control and format
    /// characters (such as zero-width spaces and direction overrides) and other default-ignorable code points.
    public var isInvisible: Bool {
        unicodeScalars.allSatisfy { scalar in
            let properties = scalar.properties
            if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return true }
            switch properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator:
                return true
            default:
                return false
            }
        }
    }

    /// Whether the text holds `needle`, compared byte by byte: far cheaper than a search by characters, and the same
    /// answer for an ASCII needle.
    public func containsBytes(of needle: String) -> Bool {
        var text = self
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { pattern in
                guard let first = pattern.first else { return true }
                guard haystack.count >= pattern.count else { return false }
                var index = 0
                let last = haystack.count - pattern.count
                while index <= last {
                    if haystack[index] == first {
                        var offset = 1
                        while offset < pattern.count && haystack[index + offset] == pattern[offset] { offset += 1 }
                        if offset == pattern.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
