import CSQLite

/// One SQLite connection: opens the database file, prepares statements and runs transactions.
///
/// Not thread-safe by itself: use it from one thread at a time, which ``SQLiteDatabase`` guarantees. Every connection
/// turns foreign keys on, waits up to five seconds for a lock and folds case in `lower()` beyond ASCII
/// (``UnicodeLower``); file databases use WAL with `synchronous=NORMAL`.
public final class SQLiteConnection {
    private let handle: OpaquePointer
    private var statementCache: [StatementKey: SQLiteStatement] = [:]

    /// Library-wide settings, made once before the first connection opens: no memory statistics, which would take
    /// a process-wide lock on every allocation of every connection (nothing here reads them).
    private static let libraryConfigured: Bool = cardbox_sqlite_disable_memory_statistics() == SQLITE_OK

    /// How hard a commit works to reach the disk.
    public enum Durability: String, Sendable {
        /// `synchronous=NORMAL` in WAL mode: a commit survives a crash of the program; the last commits may be lost
        /// on power failure.
        case normal
        /// `synchronous=FULL`: every commit is flushed to disk before it returns.
        case full
    }

    /// Opens (creating if needed) the database at `path`; `":memory:"` opens a private in-memory database.
    ///
    /// - Throws: ``SQLiteError`` when the file cannot be opened or is not a database.
    public init(path: String, durability: Durability = .normal) throws {
        _ = Self.libraryConfigured
        var pointer: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &pointer, flags, nil)
        guard code == SQLITE_OK, let pointer else {
            // "Whether or not an error occurs when it is opened, resources associated with the database connection
            // handle should be released by passing it to sqlite3_close() when it is no longer required."
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(pointer)
            throw SQLiteError(code: code, message: message)
        }
        handle = pointer
        sqlite3_extended_result_codes(handle, 1)
        do {
            try UnicodeLower.install(on: handle)
            try execute("PRAGMA foreign_keys = ON")
            try execute("PRAGMA busy_timeout = 5000")
            if path != ":memory:" {
                try switchToWriteAheadLog()
                try execute(durability == .full ? "PRAGMA synchronous = FULL" : "PRAGMA synchronous = NORMAL")
            }
        } catch {
            statementCache.removeAll()
            sqlite3_close_v2(handle)
            throw error
        }
    }

    /// Switches a file to write-ahead logging.
    ///
    /// SQLite answers a journal-mode change with "busy" at once, without the
    /// busy timeout, while another process is opening the same new file, so the change is tried again for up to
    /// five seconds.
    private func switchToWriteAheadLog() throws {
        var tries = 0
        while true {
            do {
                try execute("PRAGMA journal_mode = WAL")
                return
            } catch let error as SQLiteError where error.isBusy && tries < 100 {
                tries += 1
                sqlite3_sleep(50)
            }
        }
    }

    deinit {
        statementCache.removeAll()
        // "Applications that use long-lived database connections should run PRAGMA optimize when closing." Only a
        // connection that changed rows does: SQLite 3.40 analyzes again, and writes, every table it finds without
        // statistics (an empty one stays so), which cost a command that only reads a write, a checkpoint and four
        // flushes to disk on every run.
        if sqlite3_total_changes64(handle) > 0 { _ = sqlite3_exec(handle, "PRAGMA optimize", nil, nil, nil) }
        sqlite3_close_v2(handle)
    }

    /// Calls `body` with the connection's handle, for the C calls other files of this module make.
    func withHandle<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T { try body(handle) }

    /// Runs one or more statements that take no parameters and return no rows.
    public func execute(_ sql: String) throws {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if code != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? lastErrorMessage
            sqlite3_free(errorMessage)
            throw SQLiteError(code: code, message: message, sql: sql)
        }
    }

    /// A prepared statement for `sql`, reused from a cache; parameters are `$1`, `$2`, ….
    public func statement(_ sql: String) throws -> SQLiteStatement {
        if let cached = statementCache[StatementKey(sql)] {
            cached.reset()
            return cached
        }
        var pointer: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard code == SQLITE_OK, let pointer else {
            throw SQLiteError(code: code, message: lastErrorMessage, sql: sql)
        }
        let statement = SQLiteStatement(handle: pointer, connection: self, sql: sql)
        statementCache[StatementKey(sql)] = statement
        return statement
    }

    /// Runs `sql` with `arguments` and returns every row.
    @discardableResult
    public func query(_ sql: String, _ arguments: [any SQLBindable] = []) throws -> [SQLiteRow] {
        let statement = try statement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.rows()
    }

    /// Runs `sql` with `arguments` and returns the first row, if any.
    public func queryOne(_ sql: String, _ arguments: [any SQLBindable] = []) throws -> SQLiteRow? {
        let statement = try statement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.step()
    }

    /// Runs `sql` with `arguments` and decodes every row in place with `decode`, without copying it out first.
    public func query<T>(
        _ sql: String, _ arguments: [any SQLBindable] = [], decoding decode: (SQLiteStatement) throws -> T
    ) throws -> [T] {
        let statement = try statement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        var values: [T] = []
        while try statement.advance() { values.append(try decode(statement)) }
        return values
    }

    /// Runs `sql` with `arguments` and decodes the first row in place with `decode`, if there is one.
    public func queryOne<T>(
        _ sql: String, _ arguments: [any SQLBindable] = [], decoding decode: (SQLiteStatement) throws -> T
    ) throws -> T? {
        let statement = try statement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.advance() ? decode(statement) : nil
    }

    /// Runs `sql` with `arguments`, ignoring any rows.
    public func run(_ sql: String, _ arguments: [any SQLBindable] = []) throws {
        let statement = try statement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        while try statement.step() != nil {}
    }

    /// Runs `sql` once with `integers` bound to `$1`, `$2`, … in order: rows of numbers written many at a time.
    public func run(_ sql: String, integers: [Int64]) throws {
        let statement = try statement(sql)
        try statement.bind(integers: integers)
        defer { statement.reset() }
        while try statement.step() != nil {}
    }

    /// The rowid of the last inserted row.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the last statement.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`, rolling back if it throws.
    ///
    /// `IMMEDIATE` takes the write lock at the start, so a busy database is waited for (busy timeout) instead of
    /// failing half-way when a read transaction tries to upgrade.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        // Prepared once and reused: a study session commits once per answer.
        try run("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try run("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `body` in a deferred (read) transaction, ended whether `body` returns or throws.
    public func readTransaction<T>(_ body: () throws -> T) throws -> T {
        try run("BEGIN")
        defer { try? run("COMMIT") }
        return try body()
    }

    var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }
}

@available(*, unavailable, message: "Use SQLiteDatabase to share a connection between threads")
extension SQLiteConnection: Sendable {}
