/// Recognises lines that are nothing but a page number.
///
/// Accepted, in any letter case and with decorations such as "- 3 -", "— iv —" or "[12]": a number in Arabic
/// or Roman numerals, optionally preceded by "page", "p." or "pg" and followed by "of N" or "/ N".
enum PageNumber {
    /// Whether `text` is a bare page number.
    static func matches(_ text: String) -> Bool {
        // "page", a number, "of" and a number: never more than 36 letters and digits (a Roman numeral has at most
        // 15), so a longer line is answered without splitting it (every line of every page comes here).
        guard text.utf8.count(where: { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0 & 0xDF) }) <= 36
        else { return false }
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
    static func isNumber(_ token: String) -> Bool {
        if !token.isEmpty, token.count <= 4, token.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        return romanValue(token) != nil
    }

    /// The value of a canonical lower-case Roman numeral ("iv" → 4, but not "iiii"), up to 3999.
    static func romanValue(_ token: String) -> Int? {
        let values: [Character: Int] = ["i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000]
        guard !token.isEmpty, token.count <= 15 else { return nil }
        var total = 0
        var previous = Int.max
        for character in token {
            guard let value = values[character] else { return nil }
            total += value > previous ? value - 2 * previous : value
            previous = value
        }
        guard total > 0, total < 4000, roman(total) == token else { return nil }
        return total
    }

    private static func roman(_ value: Int) -> String {
        let table: [(Int, String)] = [
            (1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"), (40, "xl"),
            (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i"),
        ]
        var rest = value
        var result = ""
        for (amount, symbol) in table {
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
