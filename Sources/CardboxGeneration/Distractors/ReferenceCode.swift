import CardboxCore

/// A standard or document cited by its series and number: "X.680", "RFC 5280", "ISO 8601", "IEEE 754",
/// "ISO/IEC 9899".
///
/// The series is one to eight capitals (two groups joined by "/" allowed) followed by a full stop ("X.") or, for two
/// letters or more, a space ("RFC "); the number is two to six digits with nothing after it. A quantity is no code
/// ("12 MB"), nor an everyday word in capitals with a number ("PAGE 12", "TABLE 3"), nor a version glued to a name
/// ("C89", "MP3").
///
/// Its wrong answers are other codes of the same series: those the document cites first, then neighbours that differ
/// in the last digit ("X.681", "X.682" for "X.680"), which is what a student who half remembers the number confuses.
struct ReferenceCode: Sendable, Equatable {
    /// The series with its separator: "X.", "RFC ".
    var series: String
    /// The number's digits: "680".
    var digits: String

    /// The code in `text`, or `nil` when `text` is anything else.
    init?(parsing text: String) {
        let scalars = Array(text.trimmed.unicodeScalars)
        var letters = 0
        var index = 0
        var groups = 1
        while index < scalars.count {
            let scalar = scalars[index]
            if ("A"..."Z").contains(scalar) {
                letters += 1
            } else if scalar == "/", letters > 0, groups == 1, index + 1 < scalars.count,
                ("A"..."Z").contains(scalars[index + 1])
            {
                groups += 1
            } else {
                break
            }
            index += 1
        }
        guard (1...8).contains(letters), index < scalars.count else { return nil }
        let separator = scalars[index]
        let word = String(String.UnicodeScalarView(scalars[..<index])).lowercased()
        guard separator == "." || (separator == " " && letters >= 2 && !CommonWords.isCommon(word)) else { return nil }
        let number = scalars[(index + 1)...]
        guard (2...6).contains(number.count), number.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        series = String(String.UnicodeScalarView(scalars[...index]))
        digits = String(String.UnicodeScalarView(number))
    }

    /// The code as written: "X.680".
    var text: String { series + digits }

    /// Up to `count` codes of the same series whose last digit differs (+1, +2, … modulo ten), in that order.
    func neighbours(count: Int) -> [String] {
        guard let last = digits.last?.wholeNumberValue else { return [] }
        let stem = digits.dropLast()
        return (1...9).prefix(count).map { series + stem + String((last + $0) % 10) }
    }

    /// The codes cited in `sentence`, as written.
    ///
    /// A series written with a space must be followed by its number in the next word ("RFC 5280"); punctuation after
    /// the number ends it ("X.690)").
    static func codes(in sentence: String) -> [String] {
        // Most sentences hold no digit at all.
        guard sentence.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return [] }
        let words = sentence.split(whereSeparator: \.isWhitespace).map { word in
            word.drop { "([\"“‘".contains($0) }.reversed().drop { ",;:!?)]\"”’".contains($0) || $0 == "." }
                .reversed()
        }.map { String($0) }
        var codes: [String] = []
        for (index, word) in words.enumerated() {
            if let code = ReferenceCode(parsing: word) {
                codes.append(code.text)
            } else if index + 1 < words.count, let code = ReferenceCode(parsing: word + " " + words[index + 1]),
                code.series.hasSuffix(" ")
            {
                codes.append(code.text)
            }
        }
        return codes
    }
}
