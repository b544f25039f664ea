import CardboxCore

/// Why a spreadsheet or text file of cards was refused as a whole.
public enum TextImportError: Error, Equatable, CustomStringConvertible {
    /// The bytes from `line` on are not UTF-8.
    case invalidUTF8(line: Int)
    /// A quoted field opened on `line` never closes.
    case unclosedQuote(line: Int)
    /// A field of the record on `line` is longer than a card's text may be.
    case fieldTooLong(line: Int, column: Int, limit: Int)
    /// A column name given for the mapping is not one Cardbox knows.
    case unknownColumn(String)
    /// The mapping names no column for the front or none for the back.
    case missingColumn(String)
    /// The file has no cards.
    case empty
    /// No record could be made into a card; the first, on `line`, for `reason`.
    case noCard(line: Int, reason: String)
    /// The file is larger than an import reads.
    case tooLarge(limit: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .invalidUTF8(let line):
            "Line \(line) is not UTF-8 text; save the file as UTF-8 (in a spreadsheet: CSV UTF-8) and try again."
        case .unclosedQuote(let line): "The quoted field that starts on line \(line) is never closed."
        case .fieldTooLong(let line, let column, let limit):
            "Line \(line), column \(column) holds more than \(limit) characters, more than a card's text may have."
        case .unknownColumn(let name):
            "There is no column kind \"\(name)\"; use front, back, wrong, explanation, category, tags, deck, guid "
                + "or skip."
        case .missingColumn(let role): "No column holds the \(role) of the cards."
        case .empty: "The file holds no cards."
        case .noCard(let line, let reason): "No line makes a card; line \(line): \(reason)"
        case .tooLarge(let limit): "The file is larger than \(limit / 1_048_576) MiB, the most a text import reads."
        }
    }
}
