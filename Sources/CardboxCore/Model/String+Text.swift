extension String {
    /// The string without leading and trailing whitespace or newlines.
    public var trimmed: String {
        String(self.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// The string with every run of whitespace replaced by one space, and no whitespace at either end.
    public var collapsingWhitespace: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
