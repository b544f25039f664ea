import Synchronization

/// A database file (or in-memory database) shared safely between threads.
///
/// One writer connection behind a mutex: every `write` runs with exclusive use of it in a `BEGIN IMMEDIATE`
/// transaction, since SQLite serialises writers anyway. Reads use the writer too unless the database was opened with
/// reader connections: then each `read` takes a free reader (waiting for one when all are busy), so a server's
/// threads read in parallel while WAL keeps them from blocking the writer. An in-memory database is private to its
/// connection, so it never has readers. With `normal` durability a file's log is checkpointed by a thread of its own
/// (``BackgroundCheckpointer``), not inside the commits.
///
/// `@unchecked Sendable` is safe because every connection is only touched while its own lock is held, so at most
/// one thread uses each at a time, as SQLite's `NOMUTEX` connections require.
public final class SQLiteDatabase: @unchecked Sendable {
    private let lock = Mutex(())
    private let connection: SQLiteConnection
    private let readers: [Reader]
    private let nextReader = Atomic<Int>(0)
    /// The thread that folds a file's log back into it; `nil` in memory.
    let checkpointer: BackgroundCheckpointer?
    /// The path the database was opened at.
    public let path: String

    /// A read-only connection and its lock.
    private final class Reader {
        let lock = Mutex(())
        let connection: SQLiteConnection

        init(connection: SQLiteConnection) {
            self.connection = connection
        }
    }

    /// What a reader's closure produced, wrapped so that an optional result is told apart from "reader busy".
    private struct Produced<T> {
        let value: T
    }

    /// How much of the file a database without readers reads through a memory map (256 MiB).
    static let mappedBytes = 256 << 20

    /// Opens the database at `path` (`":memory:"` for a private in-memory one) and applies pending migrations.
    ///
    /// - Parameter readers: Extra connections for reads, for servers whose threads read at once (a file only).
    /// - Throws: ``SQLiteError`` or ``MigrationError``.
    public init(
        path: String, durability: SQLiteConnection.Durability = .normal, migrations: [Migration] = Schema.migrations,
        readers: Int = 0
    ) throws {
        let connection = try SQLiteConnection(path: path, durability: durability)
        try SQLiteMigrator(migrations: migrations).migrate(connection)
        self.connection = connection
        self.path = path
        let isFile = path != ":memory:" && !path.isEmpty
        let count = isFile ? max(0, readers) : 0
        if isFile && count == 0 {
            // A command reads on one thread: through a memory map, pages come straight from the operating system's
            // cache instead of being copied into SQLite's (today's queue of 10,000 cards: about a tenth faster). A
            // server's connections do without: each must map the file again as it grows, and measured, a class
            // taking quizzes lost about a sixth of its throughput to that.
            try connection.execute("PRAGMA mmap_size = \(Self.mappedBytes)")
        }
        self.readers = try (0..<count).map { _ in
            let reader = try SQLiteConnection(path: path, durability: durability)
            try reader.execute("PRAGMA query_only = ON")
            return Reader(connection: reader)
        }
        // With `full` durability every commit flushes the log, and a flush on ext4 also writes out what a concurrent
        // checkpoint has copied: measured, commits got slower. There SQLite checkpoints inside the commits, as usual.
        let checkpointer =
            isFile && durability == .normal ? try BackgroundCheckpointer(path: path, durability: durability) : nil
        do {
            try checkpointer?.attach(to: connection)
        } catch {
            checkpointer?.detach(from: connection)
            throw error
        }
        self.checkpointer = checkpointer
    }

    deinit {
        checkpointer?.detach(from: connection)
    }

    /// Runs `body` with a connection; on a reader, in one read transaction, so its statements see one snapshot
    /// and take the database's read lock once.
    public func read<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        guard !readers.isEmpty else { return try lock.withLock { _ in try body(connection) } }
        let start = nextReader.add(1, ordering: .relaxed).newValue & Int.max
        for offset in 0..<readers.count {
            let reader = readers[(start &+ offset) % readers.count]
            let produced = try reader.lock.withLockIfAvailable { _ in
                Produced(value: try reader.connection.readTransaction { try body(reader.connection) })
            }
            if let produced { return produced.value }
        }
        let reader = readers[start % readers.count]
        return try reader.lock.withLock { _ in try reader.connection.readTransaction { try body(reader.connection) } }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction; it commits if `body` returns and rolls back if it throws.
    public func write<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try lock.withLock { _ in try connection.transaction { try body(connection) } }
    }

    /// The page cache a bulk write may use, in KiB (SQLite's default is 2 MiB).
    static let bulkCacheKibibytes = 256 * 1024

    /// Runs `body` like ``write(_:)``, with a page cache of up to ``bulkCacheKibibytes`` meanwhile.
    ///
    /// With the default cache, a transaction that writes hundreds of thousands of rows keeps spilling changed index
    /// pages to the log and reading them back; a restore of 300,000 cards spent more than half its time so. The cache
    /// grows only as pages are used and goes back to its size when the transaction ends.
    public func writeInBulk<T: Sendable>(_ body: (SQLiteConnection) throws -> T) throws -> T {
        try lock.withLock { _ in
            let previous = try connection.queryOne("PRAGMA cache_size").map { $0.int(0) } ?? -2000
            try connection.execute("PRAGMA cache_size = -\(Self.bulkCacheKibibytes)")
            defer { try? connection.execute("PRAGMA cache_size = \(previous)") }
            return try connection.transaction { try body(connection) }
        }
    }
}
