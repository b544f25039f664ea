extension String {
    /// The string without leading and trailing whitespace or newlines.
    public var trimmed: String {
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
}
