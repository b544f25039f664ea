import CardboxCore

/// Quizlet's plain-text sets: a term, a separator, its definition, then a row separator, with no quoting.
///
/// Quizlet exports with a tab between term and definition and a new line between rows unless told otherwise, and
/// imports the same choices. Since nothing is quoted, a term holding a separator would split wrongly: the writer
/// replaces separators and line breaks inside a term or definition with spaces, and says how many it changed.
///
/// ```swift
/// QuizletText.write([("perro", "dog")], separators: .standard).text  // "perro\tdog\n"
/// ```
public enum QuizletText {
    /// What separates a term from its definition and one row from the next.
    public struct Separators: Sendable, Equatable {
        /// Between term and definition.
        public var term: String
        /// Between rows.
        public var row: String

        /// Creates separators; neither may be empty.
        public init(term: String, row: String) {
            self.term = term.isEmpty ? "\t" : term
            self.row = row.isEmpty ? "\n" : row
        }

        /// Tab and new line, Quizlet's defaults.
        public static let standard = Separators(term: "\t", row: "\n")
    }

    /// The rows of `bytes` as two-field records (term, definition); a row without the term separator is one
    /// field, which makes no card.
    ///
    /// - Throws: ``TextImportError`` for bytes that are not UTF-8 or a field longer than a card's text.
    static func records(
        in bytes: [UInt8], separators: Separators
    ) throws(TextImportError) -> [DelimitedText.Record] {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            let valid = body.prefix { $0 < 0x80 }
            throw .invalidUTF8(line: 1 + valid.count(where: { $0 == 0x0A }))
        }
        let rowSeparator = separators.row
        var records: [DelimitedText.Record] = []
        var line = 1
        for row in text.replacing("\r\n", with: "\n").split(separator: rowSeparator, omittingEmptySubsequences: false) {
            defer { line += rowSeparator == "\n" ? 1 : 0 }
            let lineOfRow = line
            if rowSeparator != "\n" { line += row.count(where: { $0 == "\n" }) }
            let trimmed = String(row).trimmed
            guard !trimmed.isEmpty else { continue }
            let fields: [String]
            if let range = trimmed.firstRange(of: separators.term) {
                fields = [String(trimmed[..<range.lowerBound]).trimmed, String(trimmed[range.upperBound...]).trimmed]
            } else {
                fields = [trimmed]
            }
            if let long = fields.firstIndex(where: { $0.count > DelimitedText.maximumFieldLength }) {
                throw .fieldTooLong(line: lineOfRow, column: long + 1, limit: DelimitedText.maximumFieldLength)
            }
            records.append(DelimitedText.Record(line: lineOfRow, fields: fields))
        }
        return records
    }

    /// Whether `bytes` look like a Quizlet export rather than prose: most non-empty lines hold exactly one tab.
    public static func looksLikeTermList(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(65_536), as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).filter { !String($0).trimmed.isEmpty }.prefix(200)
        guard !lines.isEmpty else { return false }
        let pairs = lines.count(where: { $0.count(where: { $0 == "\t" }) == 1 })
        return pairs * 10 >= lines.count * 9
    }

    /// Term and definition pairs as Quizlet text, and how many separators or line breaks inside them became spaces.
    public static func write(
        _ pairs: [(term: String, definition: String)], separators: Separators
    ) -> (text: String, replaced: Int) {
        var text = ""
        var replaced = 0
        // Separators are matched scalar by scalar, so a tab followed by a combining mark is still found.
        let breaks: [[Unicode.Scalar]] = Set([separators.term, separators.row, "\r\n", "\n", "\r"])
            .map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
        func clean(_ value: String) -> String {
            let scalars = Array(value.unicodeScalars)
            var cleaned = String.UnicodeScalarView()
            var index = 0
            while index < scalars.count {
                if let match = breaks.first(where: { scalars[index...].starts(with: $0) }) {
                    cleaned.append(" ")
                    replaced += 1
                    index += match.count
                } else {
                    cleaned.append(scalars[index])
                    index += 1
                }
            }
            return String(cleaned).trimmed
        }
        for (term, definition) in pairs {
            text += clean(term) + separators.term + clean(definition) + separators.row
        }
        return (text, replaced)
    }
}
