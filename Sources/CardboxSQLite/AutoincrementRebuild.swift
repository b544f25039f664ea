/// Rebuilds every table keyed by a plain `id INTEGER PRIMARY KEY` as `id INTEGER PRIMARY KEY AUTOINCREMENT`, so
/// that SQLite never hands out the id of a deleted row again (without it, deleting the newest row frees its id).
///
/// SQLite cannot add `AUTOINCREMENT` to an existing table, so each table is copied into a new one made from its own
/// stored definition (with any columns added since), dropped, and the copy renamed to its name; its indexes are made
/// again. The caller runs this inside one transaction with foreign keys switched off, as SQLite's documented way to
/// change a table requires; afterwards `PRAGMA foreign_key_check` must find nothing, or the rebuild throws and the
/// transaction rolls back.
enum AutoincrementRebuild {
    /// The column definition that is rebuilt, and what it becomes.
    static let plainKey = "id INTEGER PRIMARY KEY"
    static let autoincrementKey = "id INTEGER PRIMARY KEY AUTOINCREMENT"

    /// Rebuilds every table that needs it on `connection`, in a transaction the caller holds.
    ///
    /// - Throws: ``SQLiteError``, or ``RebuildError`` when rows went missing or a foreign key no longer matches.
    static func run(on connection: SQLiteConnection) throws {
        let tables = try connection.query(
            "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
        )
        for table in tables {
            let name = table.string(0)
            guard let definition = autoincrementDefinition(of: table.string(1)) else { continue }
            try rebuild(name, as: definition, on: connection)
        }
        let problems = try connection.query("PRAGMA foreign_key_check")
        if let problem = problems.first { throw RebuildError.foreignKeyBroken(table: problem.string(0)) }
    }

    /// The body of `createStatement` (from its opening parenthesis) with its `id` key made `AUTOINCREMENT`, or
    /// `nil` when the table has no plain integer `id` key.
    static func autoincrementDefinition(of createStatement: String) -> String? {
        guard let open = createStatement.firstIndex(of: "(") else { return nil }
        let body = createStatement[open...]
        var searchStart = body.startIndex
        while let found = body[searchStart...].firstRange(of: plainKey) {
            let before = found.lowerBound == body.startIndex ? "(" : body[body.index(before: found.lowerBound)]
            let rest = body[found.upperBound...]
            let isWholeColumn = before == "(" || before == "," || before.isWhitespace
            let endsThere = rest.first.map { $0 == "," || $0 == ")" || $0.isWhitespace } ?? true
            let alreadyAutoincrement = rest.drop(while: \.isWhitespace).uppercased().hasPrefix("AUTOINCREMENT")
            if isWholeColumn && endsThere {
                guard !alreadyAutoincrement else { return nil }
                return String(body[..<found.lowerBound]) + autoincrementKey + String(rest)
            }
            searchStart = found.upperBound
        }
        return nil
    }

    private static func rebuild(_ name: String, as definition: String, on connection: SQLiteConnection) throws {
        let quoted = quote(name)
        let copy = quote(name + "_autoincrement")
        let indexes = try connection.query(
            "SELECT sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name = $1 AND sql IS NOT NULL",
            [name]
        ).map { $0.string(0) }
        let before = try count(quoted, on: connection)
        if before == 0 {
            // Nothing to copy (a new database): made again under its own name, without the rename, which makes
            // SQLite rewrite and parse again every definition in the schema.
            try connection.execute("DROP TABLE \(quoted)")
            try connection.execute("CREATE TABLE \(quoted) \(definition)")
        } else {
            try connection.execute("CREATE TABLE \(copy) \(definition)")
            try connection.execute("INSERT INTO \(copy) SELECT * FROM \(quoted)")
            try connection.execute("DROP TABLE \(quoted)")
            try connection.execute("ALTER TABLE \(copy) RENAME TO \(quoted)")
        }
        for index in indexes { try connection.execute(index) }
        let after = try count(quoted, on: connection)
        guard before == after else { throw RebuildError.rowsLost(table: name, before: before, after: after) }
    }

    private static func count(_ quotedTable: String, on connection: SQLiteConnection) throws -> Int {
        try connection.queryOne("SELECT count(*) FROM \(quotedTable)").map { $0.int(0) } ?? 0
    }

    private static func quote(_ identifier: String) -> String {
        "\"" + String(identifier.flatMap { $0 == "\"" ? "\"\"" : String($0) }) + "\""
    }
}

/// A table rebuild that would have changed data, and was rolled back.
enum RebuildError: Error, CustomStringConvertible {
    /// The copy of a table has a different number of rows.
    case rowsLost(table: String, before: Int, after: Int)
    /// A row points at a parent that is not there.
    case foreignKeyBroken(table: String)

    var description: String {
        switch self {
        case .rowsLost(let table, let before, let after):
            "Rebuilding \(table) would change its \(before) rows to \(after)."
        case .foreignKeyBroken(let table):
            "After rebuilding, a row of \(table) points at a row that is not there."
        }
    }
}
