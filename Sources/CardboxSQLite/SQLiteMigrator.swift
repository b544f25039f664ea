import CSQLite

/// A numbered change to the schema.
///
/// Shipped migrations are never edited; a change is a new migration.
public struct Migration: Sendable {
    /// The version, increasing from 1.
    public var version: Int
    /// A short name.
    public var name: String
    /// The SQL to run.
    public var sql: String
    /// Whether, on SQLite, every table keyed by a plain `id INTEGER PRIMARY KEY` is rebuilt after `sql`.
    ///
    /// The rebuild adds `AUTOINCREMENT`, keeping every row, id, index and foreign key, so no id is ever handed out
    /// twice. PostgreSQL's identity columns never reuse an id, so its migrator ignores this.
    public var rebuildsKeysWithAutoincrement: Bool

    /// Creates a migration.
    public init(version: Int, name: String, sql: String, rebuildsKeysWithAutoincrement: Bool = false) {
        self.version = version
        self.name = name
        self.sql = sql
        self.rebuildsKeysWithAutoincrement = rebuildsKeysWithAutoincrement
    }

    /// A stable checksum of the SQL (64-bit FNV-1a, hex), recorded so an edited migration is noticed.
    public var checksum: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in sql.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

extension Migration {
    /// The migrations of `migrations` still to apply, in version order, given the versions and checksums a database
    /// has recorded: the one rule every store's migrator follows.
    ///
    /// - Throws: ``MigrationError/newerSchema(found:known:)`` when the database knows a later version,
    ///   ``MigrationError/checksumMismatch(version:name:)`` when a recorded migration was edited since.
    public static func pending(
        _ migrations: [Migration], recorded: [Int: String]
    ) throws(MigrationError) -> [Migration] {
        let known = migrations.map(\.version).max() ?? 0
        if let newest = recorded.keys.max(), newest > known {
            throw .newerSchema(found: newest, known: known)
        }
        var pending: [Migration] = []
        for migration in migrations.sorted(by: { $0.version < $1.version }) {
            guard let checksum = recorded[migration.version] else {
                pending.append(migration)
                continue
            }
            guard checksum == migration.checksum else {
                throw .checksumMismatch(version: migration.version, name: migration.name)
            }
        }
        return pending
    }
}

/// A schema that cannot be brought up to date.
public enum MigrationError: Error, Equatable, CustomStringConvertible {
    /// A recorded migration's SQL differs from the one shipped.
    case checksumMismatch(version: Int, name: String)
    /// The database was migrated by a newer Cardbox.
    case newerSchema(found: Int, known: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .checksumMismatch(let version, let name):
            "Migration \(version) (\(name)) in the database differs from this version of Cardbox."
        case .newerSchema(let found, let known):
            "The database has schema version \(found), but this Cardbox knows only up to \(known). Upgrade Cardbox."
        }
    }
}

/// Applies pending migrations, recording them in `schema_migrations`; a migration another process applied meanwhile
/// is skipped.
///
/// A run of pending migrations that rebuild no table goes in one transaction (a new database's schema in three
/// commits rather than one per migration), a migration that rebuilds tables in its own, with foreign keys off around
/// it.
struct SQLiteMigrator {
    var migrations: [Migration]

    func migrate(_ connection: SQLiteConnection) throws {
        try connection.execute(
            """
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                checksum TEXT NOT NULL,
                applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
            )
            """
        )
        let applied = try connection.query("SELECT version, checksum FROM schema_migrations ORDER BY version")
        var recorded: [Int: String] = [:]
        for row in applied { recorded[row.int(0)] = row.string(1) }
        var groups: [[Migration]] = []
        for migration in try Migration.pending(migrations, recorded: recorded) {
            if migration.rebuildsKeysWithAutoincrement || groups.last?.last?.rebuildsKeysWithAutoincrement != false {
                groups.append([migration])
            } else {
                groups[groups.count - 1].append(migration)
            }
        }
        for group in groups {
            let rebuilds = group.contains(where: \.rebuildsKeysWithAutoincrement)
            // Foreign keys can only be switched off outside a transaction; with them on, dropping a table that
            // others reference would delete its rows' children.
            if rebuilds { try connection.execute("PRAGMA foreign_keys = OFF") }
            defer { if rebuilds { try? connection.execute("PRAGMA foreign_keys = ON") } }
            try connection.transaction {
                for migration in group { try apply(migration, connection) }
            }
        }
    }

    /// Applies `migration` inside the caller's transaction, unless another process applied it first.
    private func apply(_ migration: Migration, _ connection: SQLiteConnection) throws {
        // Another process opening the same file may have applied it since the list was read.
        let done = try connection.query("SELECT 1 FROM schema_migrations WHERE version = $1", [migration.version])
        if !done.isEmpty { return }
        try connection.execute(migration.sql)
        if migration.rebuildsKeysWithAutoincrement { try AutoincrementRebuild.run(on: connection) }
        try connection.run(
            "INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)",
            [migration.version, migration.name, migration.checksum]
        )
        try connection.execute("PRAGMA user_version = \(migration.version)")
    }
}
