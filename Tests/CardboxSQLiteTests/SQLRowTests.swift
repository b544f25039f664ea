import CardboxSQLite
import Testing

/// A row read in place from the statement answers exactly as the same row copied out of SQLite, for numbers, text,
/// blobs and NULLs (reading a blob as text, or text as a blob, is left to each driver).
@Suite struct SQLRowTests {
    /// The column readers and the conveniences built on them, for one column; bytes only for the blob column.
    struct Reading: Equatable {
        let int64: Int64
        let double: Double
        let text: String?
        let blob: [UInt8]?
        let isNull: Bool
        let optionalInt: Int?
        let optionalDouble: Double?
        let optionalString: String?

        init(_ row: some SQLRow, _ column: Int) {
            let isBlob = column == 3
            int64 = row.int64(column)
            double = row.double(column)
            text = isBlob ? nil : row.text(column)
            blob = isBlob ? row.blob(column) : nil
            isNull = row.isNull(column)
            optionalInt = row.optionalInt(column)
            optionalDouble = row.optionalDouble(column)
            optionalString = isBlob ? nil : row.optionalString(column)
        }
    }

    func connection() throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: ":memory:")
        try connection.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, n INTEGER, x REAL, s TEXT, b BLOB, z TEXT)")
        try connection.run(
            "INSERT INTO t (n, x, s, b, z) VALUES ($1, $2, $3, $4, NULL)",
            [Int64(-42), 2.5, "naïve \u{0}café 🍵", SQLValue.blob([0, 1, 0, 255])])
        try connection.run("INSERT INTO t (n, x, s, b, z) VALUES (7, NULL, '', NULL, 'x')")
        return connection
    }

    @Test func inPlaceAndCopiedRowsReadTheSame() throws {
        let connection = try connection()
        let sql = "SELECT n, x, s, b, z FROM t ORDER BY id"
        let copied = try connection.query(sql).map { row in (0..<5).map { Reading(row, $0) } }
        let inPlace = try connection.query(sql) { row in (0..<5).map { Reading(row, $0) } }
        #expect(inPlace == copied)
        #expect(inPlace.count == 2)
        #expect(inPlace.first?[0].optionalInt == -42)
        #expect(inPlace.first?[1].optionalDouble == 2.5)
        #expect(inPlace.first?[2].text == "naïve \u{0}café 🍵")
        #expect(inPlace.first?[3].blob == [0, 1, 0, 255])
        #expect(inPlace.first?[4].isNull == true)
        #expect(inPlace.first?[4].optionalString == nil)
        #expect(inPlace.last?[1].optionalDouble == nil)
        #expect(inPlace.last?[2].optionalString == "")
    }

    @Test func decodingOneRowLeavesTheStatementReadyToRunAgain() throws {
        let connection = try connection()
        let sql = "SELECT n FROM t WHERE n > $1 ORDER BY id"
        #expect(try connection.queryOne(sql, [0]) { $0.int(0) } == 7)
        #expect(try connection.queryOne(sql, [-100]) { $0.int(0) } == -42)
        #expect(try connection.queryOne(sql, [100]) { $0.int(0) } == nil)
        #expect(try connection.query(sql, [-100]) { $0.int(0) } == [-42, 7])
    }
}
