import CardboxSQLite

/// Rows for one table, inserted ``BatchInsert/rowsPerStatement`` to a statement as they come.
struct RowBatch {
    let insert: BatchInsert
    let connection: SQLiteConnection
    private var values: [any SQLBindable] = []
    private var rows = 0

    init(table: String, width: Int, connection: SQLiteConnection) {
        insert = BatchInsert(into: table, width: width)
        self.connection = connection
    }

    /// Adds a row of the table's width of values, writing the batch once it is full.
    mutating func append(_ row: [any SQLBindable]) throws {
        values += row
        rows += 1
        if rows == BatchInsert.rowsPerStatement { try flush() }
    }

    /// Writes the rows added since the last batch.
    mutating func flush() throws {
        guard rows > 0 else { return }
        try connection.run(insert.sql(rows: rows), values)
        values.removeAll(keepingCapacity: true)
        rows = 0
    }
}
