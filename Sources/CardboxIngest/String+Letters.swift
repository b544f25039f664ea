extension StringProtocol {
    /// Whether every character is one byte: ASCII without a carriage return ("\r\n" is one character of two).
    var hasOneByteCharacters: Bool {
        utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// The number of characters, counted from the bytes when each is one byte, and by grapheme clusters otherwise.
    var characterCount: Int {
        hasOneByteCharacters ? utf8.count : count
    }

    /// The letters of the text, counted over its Unicode scalars without a look-up in Unicode's tables for ASCII
    /// (nearly every character of a page).
    var letterCount: Int {
        unicodeScalars.count { scalar in
            scalar.isASCII
                ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) : scalar.properties.isAlphabetic
        }
    }
}
