public import CardboxSQLite

/// Copies every table of a Cardbox store between SQLite and PostgreSQL, ids kept, into a target that is empty.
///
/// Tables are copied in the order their foreign keys allow, in transactions of ``batchSize`` rows; only the
/// columns both schemas have are copied (PostgreSQL's `favourite_word.id` is numbered in the SQLite rowid order).
/// Afterwards the row counts and a checksum of every table's values are compared, and on PostgreSQL every identity
/// sequence is moved past the largest copied id, so new rows never take an id that was copied. Each table is read
/// whole into memory, which suits the text the store holds today. Throttle counters (`throttle_attempt`,
/// `throttle_failure`) are not copied: they matter for minutes and fill again on their own.
public enum StoreCopy {
    /// Every table, parents before children.
    public static let tables = [
        "user", "user_setting", "deck", "card", "study_session", "review_log", "document", "document_paragraph",
        "draft", "draft_card", "generation_usage", "favourite_word", "word_lookup_usage", "account", "auth_session",
        "password_reset", "outbox", "blob", "blob_chunk", "blob_reference", "job", "classroom", "classroom_member",
        "quiz", "quiz_question", "quiz_attempt", "quiz_answer", "deck_trash",
    ]

    /// Rows written per transaction.
    public static let batchSize = 500

    /// Why a copy did not happen or did not finish.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The target already holds rows (in this table), so nothing was copied.
        case targetNotEmpty(table: String)
        /// After copying, a table's row counts differ.
        case countMismatch(table: String, source: Int, target: Int)
        /// After copying, a table's rows differ.
        case checksumMismatch(table: String)

        /// A sentence for the user.
        public var description: String {
            switch self {
            case .targetNotEmpty(let table):
                "The target database is not empty (table \(table) has rows); copy only into an empty database."
            case .countMismatch(let table, let source, let target):
                "Table \(table) has \(source) rows in the source but \(target) in the target after copying."
            case .checksumMismatch(let table):
                "Table \(table) holds different values in the source and the target after copying."
            }
        }
    }

    /// How many rows each table holds after the copy, in ``tables`` order.
    public struct Report: Equatable, Sendable {
        /// Table names with their row counts.
        public var counts: [TableCount]
    }

    /// One table's row count.
    public struct TableCount: Equatable, Sendable {
        /// The table.
        public var table: String
        /// Its rows.
        public var rows: Int
    }

    /// Copies everything from the SQLite database `source` into the empty PostgreSQL database `target`.
    public static func copy(from source: SQLiteDatabase, to target: PostgresDatabase) throws -> Report {
        try refuseNonEmpty(target)
        for table in tables {
            let targetColumns = try columns(of: table, in: target)
            let sourceColumns = try columns(of: table, in: source)
            let shared = sourceColumns.filter(targetColumns.contains)
            let rows = try self.rows(of: table, shared, in: source)
            let insert = insertStatement(table, shared)
            for start in stride(from: 0, to: rows.count, by: batchSize) {
                try target.write { connection in
                    for row in rows[start..<min(rows.count, start + batchSize)] { try connection.run(insert, row) }
                }
            }
        }
        try target.write { connection in
            for table in tables where try columns(of: table, in: connection).contains("id") {
                try connection.run(
                    """
                    SELECT setval(pg_get_serial_sequence($1, 'id'), coalesce(max(id), 0) + 1, false)
                    FROM \(quoted(table))
                    """, [quoted(table)])
            }
        }
        try compareContents(source, target)
        return try verify(sourceCounts: counts(source), targetCounts: counts(target))
    }

    /// Copies everything from the PostgreSQL database `source` into the empty SQLite database `target`.
    public static func copy(from source: PostgresDatabase, to target: SQLiteDatabase) throws -> Report {
        try refuseNonEmpty(target)
        for table in tables {
            let targetColumns = try columns(of: table, in: target)
            let sourceColumns = try columns(of: table, in: source)
            let shared = sourceColumns.filter(targetColumns.contains)
            let rows = try self.rows(of: table, shared, in: source, inOrderOfID: sourceColumns.contains("id"))
            let insert = insertStatement(table, shared)
            for start in stride(from: 0, to: rows.count, by: batchSize) {
                try target.write { connection in
                    for row in rows[start..<min(rows.count, start + batchSize)] { try connection.run(insert, row) }
                }
            }
        }
        try compareContents(target, source)
        return try verify(sourceCounts: counts(source), targetCounts: counts(target))
    }

    /// Compares every table's checksum over the columns both databases have.
    private static func compareContents(_ sqlite: SQLiteDatabase, _ postgres: PostgresDatabase) throws {
        for table in tables {
            let postgresColumns = try columns(of: table, in: postgres)
            let shared = try columns(of: table, in: sqlite).filter(postgresColumns.contains)
            if checksum(try rows(of: table, shared, in: sqlite))
                != checksum(try rows(of: table, shared, in: postgres, inOrderOfID: false))
            {
                throw Failure.checksumMismatch(table: table)
            }
        }
    }

    /// A digest of `rows` that does not depend on their order, equal for equal values read from either database
    /// (a whole real number counts as the integer it equals).
    static func checksum(_ rows: [[SQLValue]]) -> UInt64 {
        let lines = rows.map { row in
            row.map { value -> String in
                switch value {
                case .null: return "N"
                case .integer(let number): return "I\(number)"
                case .real(let number):
                    if let whole = Int64(exactly: number) { return "I\(whole)" }
                    return "R\(number)"
                case .text(let text): return "T\(text.utf8.count):\(text)"
                case .blob(let bytes): return "B" + bytes.map { String($0, radix: 16) }.joined(separator: ".")
                }
            }.joined(separator: "|")
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for line in lines.sorted() {
            for byte in line.utf8 + [0x0a] {
                hash ^= UInt64(byte)
                hash &*= 0x100_0000_01b3
            }
        }
        return hash
    }

    // MARK: - Parts

    private static func rows(of table: String, _ columns: [String], in database: SQLiteDatabase) throws -> [[SQLValue]]
    {
        try database.read { connection in
            try connection.query("SELECT \(list(columns)) FROM \(quoted(table)) ORDER BY rowid").map { row in
                columns.indices.map { row[$0] }
            }
        }
    }

    private static func rows(
        of table: String, _ columns: [String], in database: PostgresDatabase, inOrderOfID: Bool
    ) throws -> [[SQLValue]] {
        try database.read { connection in
            try connection.query(
                "SELECT \(list(columns)) FROM \(quoted(table))\(inOrderOfID ? " ORDER BY id" : "")"
            ) { row in columns.indices.map { row.value($0) } }
        }
    }

    private static func quoted(_ name: String) -> String { "\"\(name)\"" }

    private static func list(_ columns: [String]) -> String { columns.map(quoted).joined(separator: ", ") }

    private static func insertStatement(_ table: String, _ columns: [String]) -> String {
        let placeholders = columns.indices.map { "$\($0 + 1)" }.joined(separator: ", ")
        return "INSERT INTO \(quoted(table)) (\(list(columns))) VALUES (\(placeholders))"
    }

    private static func columns(of table: String, in database: SQLiteDatabase) throws -> [String] {
        try database.read { connection in
            try connection.query("SELECT name FROM pragma_table_info($1)", [table]).map { $0.text(0) }
        }
    }

    private static func columns(of table: String, in database: PostgresDatabase) throws -> [String] {
        try database.read { try columns(of: table, in: $0) }
    }

    private static func columns(of table: String, in connection: PostgresConnection) throws -> [String] {
        try connection.query(
            """
            SELECT column_name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position
            """, [table]
        ) { $0.text(0) }
    }

    private static func counts(_ database: SQLiteDatabase) throws -> [Int] {
        try database.read { connection in
            try tables.map { table in
                try connection.queryOne("SELECT count(*) FROM \(quoted(table))").map { $0.int(0) } ?? 0
            }
        }
    }

    private static func counts(_ database: PostgresDatabase) throws -> [Int] {
        try database.read { connection in
            try tables.map { table in
                try connection.queryOne("SELECT count(*) FROM \(quoted(table))") { $0.int(0) } ?? 0
            }
        }
    }

    private static func refuseNonEmpty(_ target: SQLiteDatabase) throws {
        for (table, count) in zip(tables, try counts(target)) where count > 0 {
            throw Failure.targetNotEmpty(table: table)
        }
    }

    private static func refuseNonEmpty(_ target: PostgresDatabase) throws {
        for (table, count) in zip(tables, try counts(target)) where count > 0 {
            throw Failure.targetNotEmpty(table: table)
        }
    }

    private static func verify(sourceCounts: [Int], targetCounts: [Int]) throws -> Report {
        for (table, (source, target)) in zip(tables, zip(sourceCounts, targetCounts)) where source != target {
            throw Failure.countMismatch(table: table, source: source, target: target)
        }
        return Report(counts: zip(tables, targetCounts).map { TableCount(table: $0, rows: $1) })
    }
}
