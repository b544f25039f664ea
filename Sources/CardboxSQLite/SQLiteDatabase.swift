import Synchronization

/// A database file (or in-memory database) shared safely between threads.
///
/// One connection behind a mutex: every read and write runs with exclusive use of it, and `write` wraps its body in
/// a `BEGIN IMMEDIATE` transaction. SQLite itself serialises writers, so one connection loses little for a local
/// study app, and it makes an in-memory database (private to its connection) behave like a file.
///
/// `@unchecked Sendable` is safe because the connection is only ever touched while `lock` is held, so at most one
/// thread uses it at a time, as SQLite's `NOMUTEX` connections require.
public final class SQLiteDatabase: @unchecked Sendable {
    private let lock = Mutex(())
    private let connection: SQLiteConnection
    /// The path the database was opened at.
    public let path: String

    /// Opens the database at `path` (`":memory:"` for a private in-memory one) and applies pending migrations.
    ///
    /// - Throws: ``SQLiteError`` or ``MigrationError``.
    public init(
        path: String, durability: SQLiteConnection.Durability = .normal, migrations: [Migration] = Schema.migrations
    ) throws {
        let connection = try SQLiteConnection(path: path, durability: durability)
        try SQLiteMigrator(migrations: migrations).migrate(connection)
        self.connection = connection
        self.path = path
    }

    /// Runs `body` with the connection, outside any transaction.
    public func read<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try lock.withLock { _ in try body(connection) }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction; it commits if `body` returns and rolls back if it throws.
    public func write<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try lock.withLock { _ in try connection.transaction { try body(connection) } }
    }
}
