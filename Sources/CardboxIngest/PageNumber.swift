/// Recognises lines that are nothing but a page number.
///
/// Accepted, in any letter case and with decorations such as "- 3 -", "— iv —" or "[12]": a number in Arabic
/// or Roman numerals, optionally preceded by "page", "p." or "pg" and followed by "of N" or "/ N".
enum PageNumber {
    /// Whether `text` is a bare page number.
    static func matches(_ text: String) -> Bool {
        // "page", a number, "of" and a number: never more than four words with letters or digits, nor more than 36
        // letters and digits (a Roman numeral has at most 15), so other lines are answered from their bytes without
        // splitting them (every line of every page comes here).
        var alphanumerics = 0
        var words = 0
        var inWord = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") {
                inWord = false
            } else if (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte & 0xDF) {
                alphanumerics += 1
                if !inWord { words += 1 }
                inWord = true
            }
        }
        guard alphanumerics <= 36, words <= 4 else { return false }
        let decorations: Set<Character> = ["-", "–", "—", "|", "·", "•", "[", "]", "(", ")", "."]
        let trimmed = text.lowercased()
            .replacing("/", with: " of ")
            .trimmingCharacters(in: decorations)
        var tokens = trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
        if let first = tokens.first, ["page", "p.", "p", "pg", "pg."].contains(first) { tokens.removeFirst() }
        switch tokens.count {
        case 1: return isNumber(tokens[0])
        case 3: return isNumber(tokens[0]) && tokens[1] == "of" && isNumber(tokens[2])
        default: return false
        }
    }

    /// Digits (at most four) or a well-formed Roman numeral.
    static func isNumber(_ token: some StringProtocol) -> Bool {
        isNumber(utf8: token.utf8)
    }

    /// ``isNumber(_:)`` of a token given as UTF-8.
    static func isNumber(utf8 bytes: some Collection<UInt8>) -> Bool {
        if (1...4).contains(bytes.count), bytes.allSatisfy({ (0x30...0x39).contains($0) }) { return true }
        return romanValue(utf8: bytes) != nil
    }

    /// The value of a canonical lower-case Roman numeral ("iv" → 4, but not "iiii"), up to 3999.
    ///
    /// Worked out on the bytes: every word at either end of every line comes here, and nearly all of them hold a
    /// letter that is no numeral.
    static func romanValue(_ token: some StringProtocol) -> Int? {
        romanValue(utf8: token.utf8)
    }

    /// ``romanValue(_:)`` of a token given as UTF-8.
    static func romanValue(utf8 bytes: some Collection<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.count <= 15 else { return nil }
        var total = 0
        var previous = Int.max
        for byte in bytes {
            guard let value = numeralValue(byte) else { return nil }
            total += value > previous ? value - 2 * previous : value
            previous = value
        }
        guard total > 0, total < 4000, roman(total).elementsEqual(bytes) else { return nil }
        return total
    }

    private static func numeralValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "i"): 1
        case UInt8(ascii: "v"): 5
        case UInt8(ascii: "x"): 10
        case UInt8(ascii: "l"): 50
        case UInt8(ascii: "c"): 100
        case UInt8(ascii: "d"): 500
        case UInt8(ascii: "m"): 1000
        default: nil
        }
    }

    private static let numerals: [(value: Int, symbol: [UInt8])] = [
        (1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"), (40, "xl"),
        (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"),
    ].map { ($0.0, Array($0.1.utf8)) }

    /// The canonical lower-case Roman numeral of `value`, as bytes.
    private static func roman(_ value: Int) -> [UInt8] {
        var rest = value
        var result: [UInt8] = []
        for (amount, symbol) in numerals {
            while rest >= amount {
                result += symbol
                rest -= amount
            }
        }
        return result
    }
}

extension String {
    /// The string without leading and trailing characters from `set`, whitespace included.
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        let isTrimmed = { (character: Character) in set.contains(character) || character.isWhitespace }
        guard let start = firstIndex(where: { !isTrimmed($0) }), let end = lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(self[start...end])
    }
}
