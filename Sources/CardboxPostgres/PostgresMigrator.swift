public import CardboxSQLite

/// Applies pending migrations to a PostgreSQL database, once, even when several servers start at the same time.
///
/// The whole run holds a session-level `pg_advisory_lock`, so a second node waits for the first and then finds
/// every migration recorded; neither the wait nor the migrations count against the statement timeout. Each migration runs in its own transaction with its row in `schema_migrations`;
/// a recorded migration whose checksum differs from the known one, or a database newer than this program, stops the
/// start with ``MigrationError``.
public struct PostgresMigrator: Sendable {
    /// The key of the advisory lock held while migrating ("cardbox" in ASCII).
    public static let lockKey: Int64 = 0x63_61_72_64_62_6f_78

    /// The migrations to apply, oldest first.
    public var migrations: [Migration]

    /// A migrator for `migrations`.
    public init(migrations: [Migration] = PostgresSchema.migrations) {
        self.migrations = migrations
    }

    /// Brings the database behind `connection` up to date.
    ///
    /// - Throws: ``MigrationError`` or ``PostgresError``.
    public func migrate(_ connection: PostgresConnection) throws {
        // Waiting for another server's migrations, or a long migration, must not hit the statement timeout.
        let timeout = try connection.queryOne("SHOW statement_timeout") { $0.text(0) } ?? "0"
        try connection.execute("SET statement_timeout = 0")
        defer { _ = try? connection.run("SELECT set_config('statement_timeout', $1, false)", [timeout]) }
        try connection.run("SELECT pg_advisory_lock($1)", [Self.lockKey])
        defer { _ = try? connection.run("SELECT pg_advisory_unlock($1)", [Self.lockKey]) }
        try connection.execute(
            """
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version BIGINT PRIMARY KEY,
                name TEXT NOT NULL,
                checksum TEXT NOT NULL,
                applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
            )
            """
        )
        let rows = try connection.query("SELECT version, checksum FROM schema_migrations") {
            (version: $0.int(0), checksum: $0.text(1))
        }
        let recorded = Dictionary(rows.map { ($0.version, $0.checksum) }, uniquingKeysWith: { first, _ in first })
        for migration in try Migration.pending(migrations, recorded: recorded) {
            try connection.transaction {
                try connection.execute(migration.sql)
                try connection.run(
                    "INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)",
                    [migration.version, migration.name, migration.checksum]
                )
            }
        }
    }
}
