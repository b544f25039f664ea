import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Databases written by every released schema version open with this Cardbox and keep their data.
///
/// The files are made by `peers/make_old_databases.py` (`python3 peers/make_old_databases.py 16` adds the next
/// released version's); opening one migrates it to the current schema.
@Suite struct OldDatabaseTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fixtures/old-databases")

    /// The released schema versions that have a database file.
    static let versions = Array(1...21)

    /// A copy of the version's file in a fresh folder, so migrating it leaves the fixture alone.
    func copy(_ version: Int, into folder: TemporaryDirectory) throws -> String {
        let target = folder.file("cardbox.sqlite")
        try FileManager.default.copyItem(
            atPath: Self.fixtures.appending(path: "schema-\(version).sqlite").path, toPath: target)
        return target
    }

    @Test(arguments: versions)
    func anOldDatabaseOpensAndKeepsItsData(_ version: Int) throws {
        let folder = try TemporaryDirectory()
        let store = try SQLiteStore(path: try copy(version, into: folder))
        let (user, deck) = try OldDatabaseContract.expectData(of: version, in: store)
        if version >= 11 {
            let events = try store.database.read { connection in
                try connection.query("SELECT stream, name, body FROM events") {
                    [$0.string(0), $0.string(1), $0.string(2)]
                }
            }
            #expect(events == [["user:1", "review", #"{"card_id":1}"#]])
        }
        // Opening it again finds every migration recorded and runs none.
        let again = try SQLiteStore(path: folder.file("cardbox.sqlite"))
        #expect(try again.fetchDecks(owner: user.id).first { $0.id == deck.id }?.name == "Spanish \(version)")
    }

    /// The newest file has exactly the tables, indexes and keys a new database gets from the current code, so the
    /// script that writes the files makes what the migrator makes.
    @Test func theNewestFileHasTheSchemaOfANewDatabase() throws {
        let folder = try TemporaryDirectory()
        let newest = try #require(Self.versions.last)
        #expect(
            newest == Schema.migrations.map(\.version).max(),
            "every released migration needs its file: python3 peers/make_old_databases.py VERSION")
        let old = try SQLiteStore(path: try copy(newest, into: folder))
        let new = try SQLiteStore(path: folder.file("new.sqlite"))
        func schema(_ store: SQLiteStore) throws -> [String] {
            try store.database.read { connection in
                try connection.query(
                    "SELECT type || ' ' || name || ': ' || coalesce(sql, '') FROM sqlite_master "
                        + "WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name"
                ) { $0.string(0) }
            }
        }
        #expect(try schema(old) == schema(new))
        #expect(try schema(new).contains { $0.contains("AUTOINCREMENT") })
    }
}
