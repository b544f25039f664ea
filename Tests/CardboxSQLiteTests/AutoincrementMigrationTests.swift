import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Migration 14 rebuilds the tables keyed by `id` with `AUTOINCREMENT` without losing a row, an id, an index or a
/// foreign key.
@Suite struct AutoincrementMigrationTests {
    /// Writes a user, a deck, two cards, a session and a review with a database migrated up to 13.
    private func makeOldDatabase(at path: String) throws {
        let old = try SQLiteDatabase(path: path, migrations: Schema.migrations.filter { $0.version < 14 })
        try old.write { connection in
            try connection.execute(
                """
                INSERT INTO user (id, name, time_zone, rollover_hour, is_local, created_at)
                    VALUES (1, 'local', 'UTC', 4, 1, 0);
                INSERT INTO deck (id, owner_id, name, name_key, scheduler, options, created_at)
                    VALUES (5, 1, 'Spanish', 'spanish', 'sm2', '{}', 0);
                INSERT INTO card (id, deck_id, front, back, created_at, phase, due_day)
                    VALUES (7, 5, 'uno', 'one', 0, 'new', 0), (8, 5, 'dos', 'two', 0, 'new', 0);
                INSERT INTO study_session (id, user_id, deck_id, mode, started_at, study_day)
                    VALUES (3, 1, 5, 'flip', 0, 0);
                INSERT INTO review_log (id, card_id, session_id, reviewed_at, study_day, mode, rating, is_correct,
                        elapsed_ms)
                    VALUES (11, 8, 3, 0, 0, 'flip', 3, 1, 900);
                """
            )
        }
    }

    @Test func everyRowIDAndForeignKeyIsKept() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("old.sqlite")
        try makeOldDatabase(at: path)
        let database = try SQLiteDatabase(path: path)
        try database.read { connection in
            #expect(try connection.query("SELECT id FROM card ORDER BY id").map { $0.int(0) } == [7, 8])
            #expect(try connection.queryOne("SELECT card_id, session_id FROM review_log WHERE id = 11")?.int(0) == 8)
            #expect(try connection.queryOne("SELECT deck_id FROM study_session WHERE id = 3")?.int(0) == 5)
            #expect(try connection.query("PRAGMA foreign_key_check").isEmpty)
            #expect(try connection.queryOne("PRAGMA foreign_keys")?.int(0) == 1)
            let indexes = try connection.query(
                "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'card' AND sql IS NOT NULL"
            ).map { $0.string(0) }
            #expect(Set(indexes).isSuperset(of: ["card_deck_studied_due", "card_deck_first_review", "card_deck_new"]))
            let plain = try connection.query(
                """
                SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%id INTEGER PRIMARY KEY,%'
                    AND sql NOT LIKE '%user_id INTEGER PRIMARY KEY,%'
                """
            ).map { $0.string(0) }
            #expect(plain.isEmpty, "tables still without AUTOINCREMENT: \(plain)")
        }
    }

    @Test func theNewestIDIsNotReusedAndCascadesStillWork() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("old.sqlite")
        try makeOldDatabase(at: path)
        let database = try SQLiteDatabase(path: path)
        try database.write { connection in
            try connection.run("DELETE FROM card WHERE id = 8")
            try connection.run(
                "INSERT INTO card (deck_id, front, back, created_at, phase, due_day) VALUES (5, 'tres', 'three', 0, 'new', 0)"
            )
        }
        let ids = try database.read { connection in
            try connection.query("SELECT id FROM card ORDER BY id").map { $0.int(0) }
        }
        #expect(ids == [7, 9])
        #expect(try count("review_log", in: database) == 0)
        try database.write { connection in try connection.run("DELETE FROM deck WHERE id = 5") }
        #expect(try count("card", in: database) == 0)
        let detached = try database.read { connection in
            try connection.queryOne("SELECT deck_id FROM study_session WHERE id = 3")?.isNull(0)
        }
        #expect(detached == true)
    }

    /// A new database, whose tables are empty when migration 14 runs, ends with the schema of one that had rows:
    /// the same tables, indexes and triggers, word for word.
    @Test func aNewDatabaseEndsWithTheSchemaOfAnUpgradedOne() throws {
        let directory = try TemporaryDirectory()
        let upgradedPath = directory.file("old.sqlite")
        try makeOldDatabase(at: upgradedPath)
        let upgraded = try schema(of: SQLiteDatabase(path: upgradedPath))
        let new = try schema(of: SQLiteDatabase(path: directory.file("new.sqlite")))
        #expect(new.count > 40)
        #expect(Set(new).symmetricDifference(upgraded).sorted() == [])
        #expect(new.contains { $0.hasPrefix("table card ") && $0.contains("id INTEGER PRIMARY KEY AUTOINCREMENT") })
    }

    /// Each table, index and trigger as "type name sql", sorted.
    private func schema(of database: SQLiteDatabase) throws -> [String] {
        try database.read { connection in
            try connection.query(
                "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'"
            ).map { "\($0.string(0)) \($0.string(1)) \($0.string(2))" }.sorted()
        }
    }

    private func count(_ table: String, in database: SQLiteDatabase) throws -> Int? {
        try database.read { connection in try connection.queryOne("SELECT count(*) FROM \(table)")?.int(0) }
    }
}
