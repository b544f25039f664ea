import CardboxCore
import CardboxHTTP
import CardboxInterchange

extension API {
    /// A spreadsheet's first rows and the role the import would give each column.
    struct SpreadsheetPreview: Encodable {
        /// The field separator found or asked for, as one character.
        let separator: String
        /// Whether the first row names the columns.
        let firstRowIsHeader: Bool
        /// The role of each column, as the import form's `columns` field takes them.
        let columns: [String]
        /// The first rows, the header row included.
        let rows: [[String]]
        /// Every role a column can have.
        let roles: [String]

        init(_ preview: CardFilePreview) {
            separator = String(Character(preview.separator))
            firstRowIsHeader = preview.firstRowIsHeader
            columns = preview.roles.map(\.rawValue)
            rows = preview.rows
            roles = CardColumns.Role.allCases.map(\.rawValue)
        }
    }
}

extension ImportController {
    /// The preview of the spreadsheet in `request`'s `file` part (its first ``CardFilePreview/headBytes`` bytes are
    /// enough), split at its `separator` field when there is one, for the pages and the JSON API alike.
    ///
    /// - Throws: ``WebError/invalid(_:field:)`` for no file, a file that is no spreadsheet, or one that cannot be
    ///   read.
    static func spreadsheetPreview(_ request: Request) throws -> Response {
        let parts = try request.multipart()
        guard let file = parts.first(where: { $0.name == "file" && $0.filename != nil }), !file.body.isEmpty else {
            throw WebError.invalid("Choose a spreadsheet (.csv, .tsv) to preview.", field: "file")
        }
        let separator = formField("separator", in: parts)
        let preview: CardFilePreview?
        do {
            preview = try CardFileImport.preview(
                bytes: Array(file.body.prefix(CardFilePreview.headBytes)), fileName: file.filename ?? "",
                separator: separator)
        } catch let error as CardFileImportError {
            throw WebError.invalid(error.description, field: "separator")
        } catch let error as TextImportError {
            throw WebError.invalid(error.description, field: "file")
        }
        guard let preview else {
            throw WebError.invalid("Only a spreadsheet (.csv, .tsv) has columns to preview.", field: "file")
        }
        return try JSONResponse.ok(API.SpreadsheetPreview(preview))
    }
}
