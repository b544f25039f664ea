/// Writes comma-separated values as RFC 4180 describes them, safe to open in a spreadsheet.
///
/// A field is quoted when it holds a comma, a double quote, a carriage return or a line feed, with each double quote
/// doubled; records end with CRLF. A field that a spreadsheet would run as a formula (one starting with `=`, `+`,
/// `-`, `@`, a tab or a carriage return) gets a single quote in front, so a student named `=HYPERLINK(…)` stays text.
///
/// ```swift
/// var writer = CSVWriter()
/// writer.append(["name", "score"])
/// writer.append(["Ada, L.", "3"])
/// writer.text  // "name,score\r\n\"Ada, L.\",3\r\n"
/// ```
public struct CSVWriter: Sendable {
    /// The records written so far.
    public private(set) var text = ""

    /// Starts an empty document.
    public init() {}

    /// Appends one record.
    public mutating func append(_ fields: [String]) {
        text += fields.map(Self.field).joined(separator: ",") + "\r\n"
    }

    /// A whole document from its records.
    public static func document(_ records: [[String]]) -> String {
        var writer = CSVWriter()
        for record in records { writer.append(record) }
        return writer.text
    }

    /// One field as written: defused against formulas, then quoted if it needs to be.
    public static func field(_ value: String) -> String {
        var value = value
        if let first = value.unicodeScalars.first, formulaStarts.contains(first) { value = "'" + value }
        let needsQuotes = value.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        guard needsQuotes else { return value }
        return "\"" + value.replacingAll("\"", with: "\"\"") + "\""
    }

    /// The first characters that make a spreadsheet read a cell as a formula.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]
}

extension String {
    /// The string with every `target` scalar replaced by `replacement`.
    ///
    /// Scalars, not characters: a quote followed by a combining mark is one character, yet it still ends a quoted
    /// field for every program that reads the file, so it must be doubled too.
    fileprivate func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar == target { result.append(contentsOf: replacement.unicodeScalars) } else { result.append(scalar) }
        }
        return String(result)
    }
}
