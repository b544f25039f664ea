/// A multi-row `INSERT` into one table: up to ``rowsPerStatement`` rows of `width` values a statement, bound as `$1`,
/// `$2`, … row after row.
///
/// The statement of a full batch, which almost every row of a large insert goes through, is made once.
///
/// ```swift
/// let answers = BatchInsert(into: "review_log", columns: "card_id, reviewed_at", width: 2)
/// answers.sql(rows: 2)  // INSERT INTO review_log (card_id, reviewed_at) VALUES ($1, $2), ($3, $4)
/// ```
package struct BatchInsert: Sendable {
    /// The most rows one statement writes: 64 rows of at most 30 values bind 1,920, well inside both databases'
    /// limits on parameters.
    package static let rowsPerStatement = 64

    /// How many values one row binds.
    package let width: Int
    private let head: String
    private let full: String

    /// An insert into `table` of `width` values a row, into `columns` (a list as SQL writes it) or, when `nil`,
    /// every column in the table's order.
    package init(into table: String, columns: String? = nil, width: Int) {
        self.width = width
        head = "INSERT INTO \(table) " + (columns.map { "(\($0)) " } ?? "") + "VALUES "
        full = head + Self.placeholders(rows: Self.rowsPerStatement, width: width)
    }

    /// The statement that inserts `rows` rows.
    package func sql(rows: Int) -> String {
        rows == Self.rowsPerStatement ? full : head + Self.placeholders(rows: rows, width: width)
    }

    /// `($1, …, $width), ($width+1, …)` for `rows` rows.
    private static func placeholders(rows: Int, width: Int) -> String {
        (0..<rows).map { row in
            "(" + (1...width).map { "$\(row * width + $0)" }.joined(separator: ", ") + ")"
        }.joined(separator: ", ")
    }
}
