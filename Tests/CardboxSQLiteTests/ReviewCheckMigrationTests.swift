import CardboxSQLite
import CardboxTestSupport
import Testing

/// Migration 21 rebuilds the answer log with a `CHECK` on its mode that SQLite tests without a temporary table, keeping
/// every answer, its id and the ids already handed out.
@Suite struct ReviewCheckMigrationTests {
    /// The local user, deck 5 and its card 7.
    static let userDeckAndCard = """
        INSERT INTO user (id, name, time_zone, rollover_hour, is_local, created_at) VALUES (1, 'local', 'UTC', 4, 1, 0);
        INSERT INTO deck (id, owner_id, name, name_key, scheduler, options, created_at)
            VALUES (5, 1, 'Spanish', 'spanish', 'sm2', '{}', 0);
        INSERT INTO card (id, deck_id, front, back, created_at, phase, due_day) VALUES (7, 5, 'uno', 'one', 0, 'new', 0);
        """

    /// A database migrated up to 20 with two answers, the newer one deleted again, so that the log's high-water mark
    /// (12) is above its highest id (11).
    private func makeOldDatabase(at path: String) throws {
        let old = try SQLiteDatabase(path: path, migrations: Schema.migrations.filter { $0.version < 21 })
        try old.write { connection in
            try connection.execute(Self.userDeckAndCard)
            try connection.execute(
                """
                INSERT INTO study_session (id, user_id, deck_id, mode, started_at, study_day)
                    VALUES (3, 1, 5, 'choice', 0, 0);
                INSERT INTO review_log (id, card_id, session_id, reviewed_at, study_day, mode, rating, given_answer,
                        is_correct, elapsed_ms, previous_state)
                    VALUES (11, 7, 3, 1000, 2, 'choice', 3, 'one', 1, 900, '{"phase":"new"}'),
                        (12, 7, NULL, 2000, 3, 'flip', 1, NULL, 0, 400, NULL);
                DELETE FROM review_log WHERE id = 12;
                """
            )
        }
    }

    @Test func everyAnswerAndTheIDsHandedOutAreKept() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("old.sqlite")
        try makeOldDatabase(at: path)
        let database = try SQLiteDatabase(path: path)
        let kept = try database.read { connection in
            try connection.query(
                """
                SELECT id, card_id, session_id, reviewed_at, study_day, mode, rating, given_answer, is_correct,
                    elapsed_ms, previous_state
                FROM review_log
                """
            ).map { row in (0..<11).map { row.isNull($0) ? "-" : row.string($0) }.joined(separator: "|") }
        }
        #expect(kept == [#"11|7|3|1000|2|choice|3|one|1|900|{"phase":"new"}"#])
        let newID = try database.write { connection in
            try connection.queryOne(
                """
                INSERT INTO review_log (card_id, reviewed_at, study_day, mode, rating, is_correct, elapsed_ms)
                    VALUES (7, 3000, 4, 'type', 4, 1, 100) RETURNING id
                """
            )?.int(0)
        }
        #expect(newID == 13)
        let indexes = try database.read { connection in
            try connection.query(
                "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'review_log' AND sql IS NOT NULL"
            ).map { $0.string(0) }.sorted()
        }
        #expect(indexes == ["review_log_card", "review_log_session"])
        try database.write { connection in try connection.run("DELETE FROM card WHERE id = 7") }
        #expect(try database.read { try $0.queryOne("SELECT count(*) FROM review_log")?.int(0) } == 0)
    }

    @Test func aModeOutsideTheFourIsStillRefused() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        try database.write { connection in try connection.execute(Self.userDeckAndCard) }
        for mode in ["flip", "choice", "type", "play"] {
            try database.write { connection in
                try connection.run(
                    """
                    INSERT INTO review_log (card_id, reviewed_at, study_day, mode, rating, is_correct, elapsed_ms)
                        VALUES (7, 0, 0, $1, 3, 1, 0)
                    """, [mode])
            }
        }
        #expect(throws: SQLiteError.self) {
            try database.write { connection in
                try connection.run(
                    """
                    INSERT INTO review_log (card_id, reviewed_at, study_day, mode, rating, is_correct, elapsed_ms)
                        VALUES (7, 0, 0, 'guess', 3, 1, 0)
                    """)
            }
        }
    }

    /// The cause itself: an `IN` list of three or more values in a `CHECK` makes SQLite open a temporary b-tree for
    /// each row inserted.
    @Test func insertingAnAnswerOpensNoTemporaryTable() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let opcodes = try database.read { connection in
            try connection.query(
                """
                EXPLAIN INSERT INTO review_log (card_id, reviewed_at, study_day, mode, rating, is_correct, elapsed_ms)
                    VALUES (7, 0, 0, 'flip', 3, 1, 0), (7, 1, 0, 'flip', 3, 1, 0)
                """
            ).map { $0.string(1) }
        }
        #expect(opcodes.contains("Insert"))
        #expect(!opcodes.contains("OpenEphemeral"))
    }
}
