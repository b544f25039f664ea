/// Cardbox's store over one SQLite database: every method is one transaction.
public typealias SQLiteStore = SQLStore<SQLiteDatabase>

extension SQLStore where Database == SQLiteDatabase {
    /// Opens (creating and migrating) the database file at `path`.
    public convenience init(path: String) throws {
        try self.init(database: SQLiteDatabase(path: path))
    }

    /// Opens the database file at `path` with `readers` extra connections for parallel reads (for the server).
    public convenience init(path: String, readers: Int) throws {
        try self.init(database: SQLiteDatabase(path: path, readers: readers))
    }

    /// A store over a fresh private in-memory database.
    public static func inMemory() throws -> SQLiteStore {
        try SQLiteStore(database: SQLiteDatabase(path: ":memory:"))
    }
}
