public import CardboxCore

/// The first rows of a spreadsheet as the import would read them, with the columns it would give each role, so the
/// user can check or change the mapping before importing.
///
/// Only the file's head is read (``headBytes``, cut at a line break), and a caller may pass no more than that: a
/// preview of a large file costs no more than one of a small one.
///
/// ```swift
/// let preview = try CardFilePreview(bytes: Array("Question;Answer\nDNA;deoxyribonucleic acid\n".utf8))
/// preview.separator   // ";"
/// preview.roles       // [.front, .back]
/// preview.rows        // [["Question", "Answer"], ["DNA", "deoxyribonucleic acid"]]
/// ```
public struct CardFilePreview: Sendable, Equatable {
    /// The separator found, or the one asked for.
    public var separator: Unicode.Scalar
    /// Whether the first row names the columns (and so holds no card).
    public var firstRowIsHeader: Bool
    /// The role the import gives each column, one per column.
    public var roles: [CardColumns.Role]
    /// The first rows, header included, each field cut to ``maximumFieldCharacters``.
    public var rows: [[String]]

    /// How many bytes of the file are read.
    public static let headBytes = 65_536
    /// How many rows are shown.
    public static let maximumRows = 6
    /// How many characters of a field are shown.
    public static let maximumFieldCharacters = 80

    /// The preview of the spreadsheet `bytes`, split at `separator` when given, else at the one its headers name or
    /// its text suggests.
    ///
    /// - Throws: ``TextImportError`` for bytes that are not UTF-8, a quote never closed within the head, a field too
    ///   long, or no row at all.
    public init(bytes: [UInt8], separator: Unicode.Scalar? = nil) throws(TextImportError) {
        // A head as long as the limit may end inside a line or a character: it ends at its last line break.
        var head = bytes.prefix(Self.headBytes)
        if head.count == Self.headBytes, let lastBreak = head.lastIndex(of: 0x0A) { head = head[...lastBreak] }
        let text = try DelimitedText(reading: Array(head), separator: separator)
        guard let first = text.records.first else { throw .empty }
        let detected = CardColumns.detect(headers: text.headers, firstRecord: first.fields)
        let shown = text.records.prefix(Self.maximumRows)
        let width = max(shown.map(\.fields.count).max() ?? 0, detected.columns.roles.count)
        var roles = Array(detected.columns.roles.prefix(width))
        roles += Array(repeating: .skip, count: width - roles.count)
        self.separator = text.separator
        firstRowIsHeader = detected.firstRecordIsHeader
        self.roles = roles
        rows = shown.map { record in
            record.fields.map { field in
                let clean = DeckTextExport.unprotected(field)
                return clean.count > Self.maximumFieldCharacters
                    ? String(clean.prefix(Self.maximumFieldCharacters - 1)) + "…" : clean
            }
        }
    }

    /// The columns, as `--columns` and the import form take them ("front,back,skip").
    public var columnList: String { roles.map(\.rawValue).joined(separator: ",") }
}
