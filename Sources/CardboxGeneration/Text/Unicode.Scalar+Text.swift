extension Unicode.Scalar {
    /// Whether the scalar is a letter (or a combining mark, which belongs to the letter before it).
    var isLetterLike: Bool {
        if isASCII { return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A) }
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether the scalar is a digit or another numeric character.
    var isDigitLike: Bool {
        if isASCII { return value >= 0x30 && value <= 0x39 }
        return properties.numericType != nil
    }

    /// Whether the scalar is a letter or a digit.
    var isWordCharacter: Bool { isLetterLike || isDigitLike }

    /// Whether the scalar is white space.
    var isSpace: Bool {
        if isASCII { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
        return properties.isWhitespace
    }

    /// Whether the scalar is an upper-case letter.
    var isUppercaseLetter: Bool {
        if isASCII { return value >= 0x41 && value <= 0x5A }
        return properties.isUppercase
    }
}
