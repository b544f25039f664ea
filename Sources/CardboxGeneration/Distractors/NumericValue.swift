import CardboxCore

/// A number as written in an answer, split so a variant can be written the same way.
///
/// "about 1,200 metres" is prefix "about ", value 1200 written with digit grouping and no decimals, suffix
/// " metres". Years (four digits from 1000 to 2099 with nothing after), decades ("1960s") and percentages
/// ("%", "percent", "per cent") are recognised.
struct NumericValue: Sendable, Equatable {
    /// Words and signs before the number ("about ", "$").
    var prefix: String
    /// The value.
    var value: Double
    /// Digits after the decimal point.
    var decimals: Int
    /// Whether thousands are grouped with commas.
    var isGrouped: Bool
    /// Everything after the number (" metres", "%", "s").
    var suffix: String

    /// Parses `text`; `nil` unless it holds exactly one number (below 10^15) and at most four words around it.
    init?(parsing text: String) {
        let scalars = Array(text.unicodeScalars)
        guard let start = scalars.firstIndex(where: \.isDigitLike) else { return nil }
        var end = start
        while end < scalars.count {
            let scalar = scalars[end]
            if scalar.isDigitLike {
                end += 1
            } else if scalar == "," || scalar == ".", end + 1 < scalars.count, scalars[end + 1].isDigitLike {
                end += 1
            } else {
                break
            }
        }
        // Digits inside a name, a path or an address are part of it, not a quantity ("libtasn1.h",
        // "ASN1_MAX_NAME_SIZE", "X.680", "dispatch.c:624", "https://example.org/archives/213").
        if start > 0, scalars[start - 1].properties.isAlphabetic || ["_", ".", "/", ":"].contains(scalars[start - 1]) {
            return nil
        }
        // A call's argument is code, not a quantity ("setMaxListeners(11").
        if start > 1, ["(", "["].contains(scalars[start - 1]),
            scalars[start - 2].properties.isAlphabetic || scalars[start - 2].properties.numericType != nil
        {
            return nil
        }
        if end < scalars.count,
            scalars[end] == "_"
                || (scalars[end] == "." && end + 1 < scalars.count && scalars[end + 1].properties.isAlphabetic)
        {
            return nil
        }
        let digits = String(scalars: scalars[start..<end])
        let prefix = String(scalars: scalars[..<start])
        let suffix = String(scalars: scalars[end...])
        guard !suffix.unicodeScalars.contains(where: \.isDigitLike),
            prefix.split(separator: " ").count + suffix.split(separator: " ").count <= 4,
            let value = Double(digits.filter { $0 != "," }), value < 1e15
        else { return nil }
        let fraction = digits.split(separator: ".", omittingEmptySubsequences: false)
        self.prefix = prefix
        self.value = value
        self.decimals = fraction.count == 2 ? fraction[1].count : 0
        self.isGrouped = digits.contains(",")
        self.suffix = suffix
    }

    /// Whether it is a year: four ungrouped digits from 1000 to 2099 with no unit.
    var isYear: Bool {
        decimals == 0 && !isGrouped && (1000...2099).contains(value) && suffix.trimmed.isEmpty
            && !prefix.contains(where: { "$£€¥".contains($0) })
    }

    /// Whether it is a decade such as "1960s".
    var isDecade: Bool {
        decimals == 0 && !isGrouped && (1000...2090).contains(value) && value.truncatingRemainder(dividingBy: 10) == 0
            && suffix == "s"
    }

    /// Whether it is a percentage.
    var isPercentage: Bool {
        let unit = suffix.trimmed.lowercased()
        return unit == "%" || unit == "percent" || unit == "per cent"
    }

    /// The unit in lower case, currency and scale included ("$ billion", "metres"; "" when bare).
    var unit: String {
        let currency = prefix.filter { "$£€¥".contains($0) }
        let after = suffix.trimmed.lowercased()
        return [currency, after].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The text of `value` written like this number.
    func text(for value: Double) -> String {
        prefix + Self.format(value, decimals: decimals, grouped: isGrouped) + suffix
    }

    /// `value` with `decimals` digits after the point and, when `grouped`, commas between thousands.
    static func format(_ value: Double, decimals: Int, grouped: Bool) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled) - whole * Int(scale)
        var digits = String(whole)
        if grouped, digits.count > 3 {
            var groups: [Substring] = []
            var rest = Substring(digits)
            while rest.count > 3 {
                groups.insert(rest.suffix(3), at: 0)
                rest = rest.dropLast(3)
            }
            groups.insert(rest, at: 0)
            digits = groups.joined(separator: ",")
        }
        if decimals > 0 {
            let padded = String(fraction)
            digits += "." + String(repeating: "0", count: max(0, decimals - padded.count)) + padded
        }
        return value < 0 ? "-" + digits : digits
    }
}
