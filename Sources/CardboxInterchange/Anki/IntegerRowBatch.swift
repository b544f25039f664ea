import CardboxSQLite

/// Rows of whole numbers for one table, some columns the same in every row, inserted
/// ``BatchInsert/rowsPerStatement`` to a statement as they come.
struct IntegerRowBatch {
    let connection: SQLiteConnection
    private let table: String
    /// Each column's number when every row has the same, `nil` for a column each row gives.
    private let columns: [Int64?]
    private let full: String
    /// How many columns each row gives.
    private let given: Int
    private var values: [Int64] = []
    private var rows = 0

    init(table: String, columns: [Int64?], connection: SQLiteConnection) {
        self.table = table
        self.columns = columns
        self.connection = connection
        full = Self.sql(table: table, columns: columns, rows: BatchInsert.rowsPerStatement)
        given = columns.count { $0 == nil }
    }

    /// Adds a row of the values of the columns each row gives, in order, writing the batch once it is full.
    mutating func append(_ row: Int64...) throws {
        precondition(row.count == given, "a row gives one value for each column that varies")
        values += row
        rows += 1
        if rows == BatchInsert.rowsPerStatement { try flush() }
    }

    /// Writes the rows added since the last batch.
    mutating func flush() throws {
        guard rows > 0 else { return }
        let sql = rows == BatchInsert.rowsPerStatement ? full : Self.sql(table: table, columns: columns, rows: rows)
        try connection.run(sql, integers: values)
        values.removeAll(keepingCapacity: true)
        rows = 0
    }

    /// `INSERT INTO table VALUES ($1, $2, -1, …), …` for `rows` rows.
    private static func sql(table: String, columns: [Int64?], rows: Int) -> String {
        var parameter = 0
        let tuples = (0..<rows).map { _ in
            "("
                + columns.map { constant in
                    if let constant { return String(constant) }
                    parameter += 1
                    return "$\(parameter)"
                }.joined(separator: ", ") + ")"
        }
        return "INSERT INTO \(table) VALUES " + tuples.joined(separator: ", ")
    }
}
