import CardboxCore

/// The `#key:value` lines Anki writes at the top of an exported text file, and reads back when importing one.
///
/// Keys are case-insensitive; unknown keys and other lines starting with `#` are comments. Column numbers count
/// from 1 in the file and from 0 here.
///
/// ```text
/// #separator:tab
/// #html:true
/// #deck:Spanish
/// #tags column:3
/// ```
public struct AnkiTextHeaders: Sendable, Equatable {
    /// The separator `#separator:` names.
    public var separator: Unicode.Scalar?
    /// Whether fields are HTML (`#html:`).
    public var isHTML: Bool?
    /// Tags for every card (`#tags:`).
    public var tags: [String] = []
    /// The column names (`#columns:`), split at the separator.
    public var columns: [String]?
    /// The deck every card goes to (`#deck:`).
    public var deck: String?
    /// The column holding each card's deck (`#deck column:`).
    public var deckColumn: Int?
    /// The column holding each card's tags (`#tags column:`).
    public var tagsColumn: Int?
    /// The column holding each note's GUID (`#guid column:`).
    public var guidColumn: Int?
    /// The column holding each note's note type (`#notetype column:`).
    public var notetypeColumn: Int?

    /// No headers.
    public init() {}

    /// The headers at the top of `text`, the text after them, and the line that text starts on.
    static func read(_ text: String) -> (headers: AnkiTextHeaders, rest: Substring, firstLine: Int) {
        var headers = AnkiTextHeaders()
        var rest = text[...]
        var line = 1
        var columnsText: String?
        while rest.hasPrefix("#") {
            let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
            let header = rest[rest.index(after: rest.startIndex)..<end]
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[end...]
            line += 1
            guard let colon = header.firstIndex(of: ":") else { continue }
            let key = header[..<colon].lowercased().split(separator: " ").joined(separator: " ")
            let value = String(header[header.index(after: colon)...])
            switch key {
            case "separator": headers.separator = separator(named: value)
            case "html": headers.isHTML = value.lowercased() == "true"
            case "tags": headers.tags = value.split(separator: " ").map(String.init)
            case "columns": columnsText = value
            case "deck": headers.deck = value.trimmed
            case "deck column": headers.deckColumn = column(value)
            case "tags column": headers.tagsColumn = column(value)
            case "guid column": headers.guidColumn = column(value)
            case "notetype column": headers.notetypeColumn = column(value)
            default: continue
            }
        }
        if let columnsText {
            let separator = headers.separator ?? DelimitedText.sniffSeparator(in: columnsText[...])
            headers.columns = columnsText.unicodeScalars.split(separator: separator, omittingEmptySubsequences: false)
                .map { String(String.UnicodeScalarView($0)).trimmed }
        }
        return (headers, rest, line)
    }

    /// The separator a `#separator:` value names: a name Anki writes or the character itself.
    private static func separator(named value: String) -> Unicode.Scalar? {
        switch value.trimmed.lowercased() {
        case "comma": ","
        case "semicolon": ";"
        case "tab": "\t"
        case "space": " "
        case "pipe": "|"
        case "colon": ":"
        default:
            // A quote or a line break cannot separate fields: the header is ignored and the separator found instead.
            value.unicodeScalars.count == 1 && !["\"", "\r", "\n"].contains(value.unicodeScalars.first)
                ? value.unicodeScalars.first : nil
        }
    }

    /// A 1-based column number as a 0-based index.
    private static func column(_ value: String) -> Int? {
        guard let number = Int(value.trimmed), number >= 1 else { return nil }
        return number - 1
    }
}
