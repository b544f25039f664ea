import CardboxCore
import CardboxPostgres
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// PostgreSQL schemas written by every released schema version open with this Cardbox and keep their data.
///
/// The files in `Tests/Fixtures/old-postgres` are `pg_dump` output made by
/// `scripts/postgres run -- .venv/bin/python peers/make_old_postgres_databases.py` (give it a version number to write
/// just that one); each names its schema `cardbox_old_schema`, which a test replaces with a fresh schema of its own
/// before loading it. Opening a store over it migrates it to the current schema.
@Suite(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
struct OldPostgresDatabaseTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fixtures/old-postgres")

    /// The released schema versions that have a file.
    static let versions = Array(1...21)

    /// The schema name the files are written under.
    static let placeholder = "cardbox_old_schema"

    /// The time the files' data was written at, 2025-06-24 08:00 UTC.
    static let written = OldDatabaseContract.written

    /// The schema a ``TestDatabase/freshSchema()`` URL puts first on the search path.
    static func schema(of url: String) throws -> String {
        let marker = "search_path%3D"
        let range = try #require(url.range(of: marker, options: .backwards))
        return String(url[range.upperBound...].prefix { $0 != "&" })
    }

    /// A fresh schema holding the version's file: its URL.
    func load(_ version: Int) throws -> String {
        let url = try TestDatabase.freshSchema()
        let file = Self.fixtures.appending(path: "schema-\(version).sql")
        let sql = try String(contentsOf: file, encoding: .utf8)
        #expect(sql.contains("\(Self.placeholder).schema_migrations"))
        let connection = try PostgresConnection(PostgresConfiguration(url))
        try connection.execute(sql.replacing(Self.placeholder, with: try Self.schema(of: url)))
        return url
    }

    /// The recorded migrations: version, checksum and when each was applied (seconds since 1970).
    func recorded(in store: PostgresStore) throws -> [[String]] {
        try store.database.read { connection in
            try connection.query(
                "SELECT version, checksum, extract(epoch FROM applied_at)::bigint FROM schema_migrations ORDER BY 1"
            ) { [$0.text(0), $0.text(1), $0.text(2)] }
        }
    }

    @Test(arguments: versions)
    func anOldSchemaOpensAndKeepsItsData(_ version: Int) throws {
        let url = try load(version)
        let store = try PostgresStore(PostgresConfiguration(url))
        let migrations = try recorded(in: store)
        #expect(migrations.map { Int($0[0]) } == PostgresSchema.migrations.map(\.version))
        #expect(migrations.map { $0[1] } == PostgresSchema.migrations.map(\.checksum))
        // The file's migrations keep the time they were applied at; the rest ran just now.
        let written = String(Int(Self.written.timeIntervalSince1970))
        #expect(migrations.prefix(version).allSatisfy { $0[2] == written })
        #expect(migrations.dropFirst(version).allSatisfy { $0[2] != written })
        let (user, deck) = try OldDatabaseContract.expectData(of: version, in: store)
        // The identity sequences carry on after the file's rows: a new deck takes an id no deck had.
        let before = Set(try store.fetchDecks(owner: user.id).map(\.id))
        let added = try store.insertDeck(NewDeck(ownerID: user.id, name: "French", createdAt: Self.written))
        #expect(!before.contains(added.id) && added.id.rawValue > 1)
        if version >= 11 {
            let events = try store.database.read { connection in
                try connection.query("SELECT stream, name, body FROM events") {
                    [$0.text(0), $0.text(1), $0.text(2)]
                }
            }
            #expect(events == [["user:1", "review", #"{"card_id":1}"#]])
        }
        // Opening it again finds every migration recorded and runs none.
        let again = try PostgresStore(PostgresConfiguration(url))
        #expect(try recorded(in: again) == migrations)
        #expect(try again.fetchDecks(owner: user.id).first { $0.id == deck.id }?.name == "Spanish \(version)")
    }

    /// The schema of a store: every column with its type, default and identity, every constraint and index, and
    /// every sequence, with the store's own schema name left out.
    func schema(_ store: PostgresStore) throws -> [String] {
        try store.database.read { connection in
            try connection.query(
                """
                SELECT 'column ' || table_name || '.' || column_name || ' #' || ordinal_position || ' ' || data_type
                    || ' nullable ' || is_nullable || ' default ' || coalesce(column_default, '-')
                    || ' identity ' || is_identity || ' ' || coalesce(identity_generation, '-')
                FROM information_schema.columns WHERE table_schema = current_schema()
                UNION ALL
                SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ': ' || pg_get_constraintdef(oid)
                FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
                UNION ALL
                SELECT 'index ' || tablename || ' ' || indexname || ': '
                    || replace(indexdef, quote_ident(current_schema()) || '.', '')
                FROM pg_indexes WHERE schemaname = current_schema()
                UNION ALL
                SELECT 'sequence ' || sequencename || ' ' || data_type::text || ' from ' || start_value || ' by '
                    || increment_by || ' cache ' || cache_size
                FROM pg_sequences WHERE schemaname = current_schema()
                ORDER BY 1
                """
            ) { $0.text(0) }
        }
    }

    /// The oldest file migrated and the newest file as it is have exactly the columns, constraints, indexes and
    /// sequences a new store gets from the current code, so the script makes what the migrator makes; and the newest
    /// file is at the newest migration, so a migration without a file shows here.
    @Test func theOldestFileMigratedAndTheNewestFileHaveTheSchemaOfANewStore() throws {
        let newest = try #require(Self.versions.last)
        #expect(newest == PostgresSchema.migrations.map(\.version).max())
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0.hasSuffix(".sql") }
        #expect(Set(files) == Set(Self.versions.map { "schema-\($0).sql" }))
        let new = try schema(TestDatabase.freshStore())
        #expect(new.contains { $0.hasPrefix("column card.suspended ") })
        #expect(new.contains { $0.hasPrefix("index blob_reference blob_reference_media: ") })
        let oldest = try PostgresStore(PostgresConfiguration(try load(1)))
        #expect(try schema(oldest) == new)
        let latest = try PostgresStore(PostgresConfiguration(try load(newest)))
        #expect(try recorded(in: latest).allSatisfy { $0[2] == String(Int(Self.written.timeIntervalSince1970)) })
        #expect(try schema(latest) == new)
    }
}
