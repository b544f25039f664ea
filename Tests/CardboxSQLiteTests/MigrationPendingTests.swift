import CardboxSQLite
import Testing

/// The one rule both stores' migrators follow: which migrations still run, and when a database is refused.
@Suite struct MigrationPendingTests {
    static let shipped = [
        Migration(version: 2, name: "second", sql: "CREATE TABLE b (x INTEGER)"),
        Migration(version: 1, name: "first", sql: "CREATE TABLE a (x INTEGER)"),
        Migration(version: 3, name: "third", sql: "CREATE TABLE c (x INTEGER)"),
    ]

    @Test func unrecordedMigrationsRunInVersionOrder() throws {
        let recorded = [1: Self.shipped[1].checksum]
        #expect(try Migration.pending(Self.shipped, recorded: recorded).map(\.version) == [2, 3])
        #expect(try Migration.pending(Self.shipped, recorded: [:]).map(\.version) == [1, 2, 3])
    }

    @Test func anEditedMigrationIsRefused() {
        #expect(throws: MigrationError.checksumMismatch(version: 1, name: "first")) {
            try Migration.pending(Self.shipped, recorded: [1: "0000000000000000"])
        }
    }

    @Test func aNewerDatabaseIsRefused() {
        #expect(throws: MigrationError.newerSchema(found: 4, known: 3)) {
            try Migration.pending(Self.shipped, recorded: [4: "x"])
        }
    }
}
