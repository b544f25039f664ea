/// A bullet or number at the start of a line.
///
/// Bullets are `• ◦ ▪ ‣ ● ○ ■ □ ⁃` and, followed by a space, `– - * ·`; numbers are `1.`, `1)`, `(1)`,
/// `(a)`, `(iv)` and `a)`. Dashes, asterisks, middle dots and numbers also occur at the start of ordinary
/// wrapped lines, so they are *ambiguous*: callers accept them only where a new block may start. On OCR pages
/// a lone "e" before a capital is read as a bullet, which Tesseract often misreads that way.
struct ListMarker: Equatable {
    /// The marker as written ("•", "-", "1.", "(a)").
    var marker: String
    /// The text after the marker, without leading spaces.
    var rest: String
    /// Whether the marker is a bullet (as opposed to a number or letter).
    var isBullet: Bool
    /// Whether the marker may also begin an ordinary line.
    var isAmbiguous: Bool

    /// Whether the line is nothing but the marker.
    var isMarkerOnly: Bool { rest.isEmpty }

    /// The item text with bullets normalised to "• " and numbering kept as written.
    var normalizedText: String {
        let head = isBullet ? "•" : marker
        return rest.isEmpty ? head : head + " " + rest
    }

    static let unambiguousBullets: Set<Character> = ["•", "◦", "▪", "‣", "●", "○", "■", "□", "⁃"]
    static let ambiguousBullets: Set<Character> = ["–", "-", "*", "·"]

    /// The marker at the start of `text`, if any.
    static func parse(_ text: String, ocr: Bool = false) -> ListMarker? {
        guard let leadByte = text.utf8.first else { return nil }
        // Every line of every page comes here; one that opens with an ASCII letter or sign is answered from its
        // first two bytes. Only a lower-case letter before ")" ("a)"), or OCR's "e" before a space, may be a marker.
        if leadByte < 0x80, !Self.mayOpenMarker(leadByte) {
            guard (0x61...0x7A).contains(leadByte) else { return nil }
            let second = text.utf8.dropFirst().first
            guard second == UInt8(ascii: ")") || (ocr && leadByte == UInt8(ascii: "e") && second == 0x20) else {
                return nil
            }
        }
        guard let first = text.first else { return nil }
        let afterFirst = text.dropFirst()
        if unambiguousBullets.contains(first) {
            let rest = afterFirst.drop { $0.isWhitespace }
            if let next = rest.first, unambiguousBullets.contains(next) || ambiguousBullets.contains(next) {
                return nil
            }
            return ListMarker(marker: String(first), rest: String(rest), isBullet: true, isAmbiguous: false)
        }
        if ambiguousBullets.contains(first) {
            guard afterFirst.isEmpty || afterFirst.first?.isWhitespace == true else { return nil }
            let rest = afterFirst.drop { $0.isWhitespace }
            if let next = rest.first, unambiguousBullets.contains(next) || ambiguousBullets.contains(next) {
                return nil
            }
            return ListMarker(marker: String(first), rest: String(rest), isBullet: true, isAmbiguous: true)
        }
        if ocr, first == "e", afterFirst.first == " ", afterFirst.dropFirst().first?.isUppercase == true {
            return ListMarker(marker: "•", rest: String(afterFirst.dropFirst()), isBullet: true, isAmbiguous: false)
        }
        return numbered(text)
    }

    /// Whether an ASCII byte opening a line may open a marker other than `a)`: a digit, "(", "-" or "*".
    private static func mayOpenMarker(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "*")
    }

    /// `1.`, `1)`, `(1)`, `(a)`, `(iv)` or `a)` followed by a space or the end of the line.
    private static func numbered(_ text: String) -> ListMarker? {
        let characters = Array(text.prefix(8))
        var length: Int?
        if characters.first == "(" {
            let label = characters.dropFirst().prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            if isLabel(label), characters.count > label.count + 1, characters[label.count + 1] == ")" {
                length = label.count + 2
            }
        } else {
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            if (1...3).contains(digits.count), digits.count < characters.count, ".)".contains(characters[digits.count])
            {
                length = digits.count + 1
            } else if characters.count >= 2, characters[0].isASCII, characters[0].isLowercase, characters[1] == ")" {
                length = 2
            }
        }
        guard let length else { return nil }
        let rest = text.dropFirst(length)
        guard rest.isEmpty || rest.first?.isWhitespace == true else { return nil }
        return ListMarker(
            marker: String(text.prefix(length)), rest: String(rest.drop { $0.isWhitespace }), isBullet: false,
            isAmbiguous: true)
    }

    /// One to three digits, one letter, or a short lower-case Roman numeral.
    private static func isLabel(_ label: ArraySlice<Character>) -> Bool {
        if (1...3).contains(label.count), label.allSatisfy(\.isNumber) { return true }
        if label.count == 1, let letter = label.first { return letter.isLetter }
        return label.count <= 4 && PageNumber.romanValue(String(label)) != nil
    }
}
