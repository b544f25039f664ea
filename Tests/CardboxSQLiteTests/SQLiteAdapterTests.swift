import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// The SQLite adapter itself: pragmas, transactions, errors and migrations.
@Suite struct SQLiteAdapterTests {
    @Test func everyConnectionEnforcesForeignKeysAndFilesUseWAL() throws {
        let directory = try TemporaryDirectory()
        let connection = try SQLiteConnection(path: directory.file("a.sqlite"))
        #expect(try connection.queryOne("PRAGMA foreign_keys")?.int(0) == 1)
        #expect(try connection.queryOne("PRAGMA journal_mode")?.string(0) == "wal")
        #expect(try connection.queryOne("PRAGMA busy_timeout")?.int(0) == 5_000)
        let full = try SQLiteConnection(path: directory.file("a.sqlite"), durability: .full)
        #expect(try full.queryOne("PRAGMA synchronous")?.int(0) == 2)
    }

    @Test func openingAndClosingRepeatedlyLeavesNothingBehind() throws {
        let directory = try TemporaryDirectory()
        for _ in 0..<200 {
            let connection = try SQLiteConnection(path: directory.file("loop.sqlite"))
            try connection.run("CREATE TABLE IF NOT EXISTS t (x INTEGER)")
            try connection.run("INSERT INTO t (x) VALUES ($1)", [1])
        }
        let connection = try SQLiteConnection(path: directory.file("loop.sqlite"))
        #expect(try connection.queryOne("SELECT count(*) FROM t")?.int(0) == 200)
    }

    @Test func aFailedTransactionRollsBack() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        try connection.execute("CREATE TABLE t (x INTEGER NOT NULL UNIQUE)")
        #expect(throws: SQLiteError.self) {
            try connection.transaction {
                try connection.run("INSERT INTO t (x) VALUES ($1)", [1])
                try connection.run("INSERT INTO t (x) VALUES ($1)", [1])
            }
        }
        #expect(try connection.queryOne("SELECT count(*) FROM t")?.int(0) == 0)
    }

    @Test func errorsNameTheStatementButNeverTheBoundValues() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        try connection.execute("CREATE TABLE secret (value TEXT NOT NULL UNIQUE)")
        try connection.run("INSERT INTO secret (value) VALUES ($1)", ["hunter2"])
        do {
            try connection.run("INSERT INTO secret (value) VALUES ($1)", ["hunter2"])
            Issue.record("the duplicate was accepted")
        } catch let error as SQLiteError {
            #expect(error.isConstraintViolation)
            #expect(error.description.contains("INSERT INTO secret"))
            #expect(!error.description.contains("hunter2"))
        }
    }

    @Test func textAndBlobsRoundTripWithTheirRealLength() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        try connection.execute("CREATE TABLE t (text TEXT, blob BLOB)")
        let text = "naïve \u{0}café 🍵"
        let bytes: [UInt8] = [0, 1, 0, 255]
        try connection.run("INSERT INTO t VALUES ($1, $2)", [text, SQLValue.blob(bytes)])
        let row = try #require(try connection.queryOne("SELECT text, blob FROM t"))
        #expect(row.string(0) == text)
        #expect(row[1] == .blob(bytes))
    }

    /// Whole numbers bound as such go in like any other values, in `$n` order; a statement given too few is refused
    /// before it runs.
    @Test func integersAreBoundByTheirNumber() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        try connection.execute("CREATE TABLE t (a INTEGER, b INTEGER, c INTEGER)")
        try connection.run("INSERT INTO t VALUES ($2, -1, $1), ($3, 0, $4)", integers: [7, Int64.max, Int64.min, 0])
        let rows = try connection.query("SELECT a, b, c FROM t ORDER BY rowid").map {
            [$0.int64(0), $0.int64(1), $0.int64(2)]
        }
        #expect(rows == [[Int64.max, -1, 7], [Int64.min, 0, 0]])
    }

    /// A database file's bytes attached under a name are a copy: its tables are read and copied from beside the
    /// connection's own, changing it changes neither the bytes' database nor the rows copied from it, and bytes that
    /// are no database are an error once read.
    @Test func aDatabaseFilesBytesAttachAsACopy() throws {
        let part = try SQLiteConnection(path: ":memory:")
        try part.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        try part.run("INSERT INTO t VALUES (1, 'uno'), (2, 'dos')")
        let bytes = try part.serialized()
        let whole = try SQLiteConnection(path: ":memory:")
        try whole.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        try whole.attach(deserializing: bytes, as: "part")
        try whole.run("INSERT INTO t SELECT * FROM part.t")
        try whole.run("UPDATE part.t SET name = 'tres' WHERE id = 1")
        try whole.run("DETACH part")
        #expect(try whole.query("SELECT name FROM t ORDER BY id").map { $0.string(0) } == ["uno", "dos"])
        #expect(try part.query("SELECT name FROM t ORDER BY id").map { $0.string(0) } == ["uno", "dos"])
        #expect(throws: SQLiteError.self) {
            try whole.attach(deserializing: Array("not a database at all, only text".utf8), as: "other")
            _ = try whole.query("SELECT * FROM other.sqlite_master")
        }
    }

    /// `$n` is the n-th argument wherever and however often it appears, in statements of any width.
    @Test func parametersAreBoundByTheirNumber() throws {
        let connection = try SQLiteConnection(path: ":memory:")
        #expect(try connection.queryOne("SELECT $3 || $1 || $3 || $2", ["a", "b", "c"])?.string(0) == "cacb")
        let width = 1_500
        let columns = (1...width).reversed().map { "$\($0)" }.joined(separator: ", ")
        let values = (1...width).map { $0 * 3 }
        let row = try #require(try connection.queryOne("SELECT " + columns, values))
        #expect((0..<width).map { row.int($0) } == values.reversed())
    }

    @Test func migrationsRunOnceAndAnEditedMigrationIsRefused() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("m.sqlite")
        let first = Migration(version: 1, name: "one", sql: "CREATE TABLE one (x INTEGER)")
        _ = try SQLiteDatabase(path: path, migrations: [first])
        _ = try SQLiteDatabase(path: path, migrations: [first])
        let edited = Migration(version: 1, name: "one", sql: "CREATE TABLE one (y INTEGER)")
        #expect(throws: MigrationError.checksumMismatch(version: 1, name: "one")) {
            try SQLiteDatabase(path: path, migrations: [edited])
        }
        let second = Migration(version: 2, name: "two", sql: "CREATE TABLE two (x INTEGER)")
        _ = try SQLiteDatabase(path: path, migrations: [first, second])
        #expect(throws: MigrationError.newerSchema(found: 2, known: 1)) {
            try SQLiteDatabase(path: path, migrations: [first])
        }
        let database = try SQLiteDatabase(path: path, migrations: [first, second])
        #expect(try database.read { try $0.queryOne("PRAGMA user_version")?.int(0) } == 2)
    }

    @Test func aBrokenMigrationLeavesNoTrace() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("broken.sqlite")
        let broken = Migration(
            version: 1, name: "broken", sql: "CREATE TABLE a (x INTEGER); CREATE TABLE a (y INTEGER);")
        #expect(throws: SQLiteError.self) { try SQLiteDatabase(path: path, migrations: [broken]) }
        let connection = try SQLiteConnection(path: path)
        #expect(try connection.queryOne("SELECT count(*) FROM sqlite_master WHERE name = 'a'")?.int(0) == 0)
    }

    /// Pending migrations that rebuild no table are applied together, so a broken one takes the others of its run
    /// back with it; one that rebuilds tables is applied on its own, and what came before it stays.
    @Test func migrationsThatRebuildNothingAreAppliedTogether() throws {
        let directory = try TemporaryDirectory()
        func tables(_ path: String) throws -> [String] {
            try SQLiteConnection(path: path).query(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('a', 'b', 'c') ORDER BY name"
            ).map { $0.string(0) }
        }
        let a = Migration(version: 1, name: "a", sql: "CREATE TABLE a (x INTEGER)")
        let broken = Migration(version: 3, name: "broken", sql: "CREATE TABLE c (x INTEGER); CREATE TABLE c (y);")
        let together = directory.file("together.sqlite")
        let b = Migration(version: 2, name: "b", sql: "CREATE TABLE b (x INTEGER)")
        #expect(throws: SQLiteError.self) { try SQLiteDatabase(path: together, migrations: [a, b, broken]) }
        #expect(try tables(together).isEmpty)
        let apart = directory.file("apart.sqlite")
        let rebuilt = Migration(
            version: 2, name: "b", sql: "CREATE TABLE b (x INTEGER)", rebuildsKeysWithAutoincrement: true)
        #expect(throws: SQLiteError.self) { try SQLiteDatabase(path: apart, migrations: [a, rebuilt, broken]) }
        #expect(try tables(apart) == ["a", "b"])
        let database = try SQLiteDatabase(path: together, migrations: [a, b])
        #expect(try database.read { try $0.queryOne("PRAGMA user_version")?.int(0) } == 2)
    }

    @Test func onlyAConnectionThatChangedRowsUpdatesStatisticsWhenItCloses() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("stats.sqlite")
        let observer = try SQLiteConnection(path: path)
        try observer.execute("CREATE TABLE t (a INTEGER); CREATE INDEX t_a ON t (a)")
        func version() throws -> Int { try observer.queryOne("PRAGMA data_version")?.int(0) ?? -1 }
        let start = try version()
        do {
            // A command that only reads writes nothing, not even when it closes.
            let reader = try SQLiteConnection(path: path)
            _ = try reader.query("SELECT a FROM t WHERE a = 1")
        }
        #expect(try version() == start)
        do {
            let writer = try SQLiteConnection(path: path)
            try writer.run("INSERT INTO t (a) VALUES (1)")
            _ = try writer.query("SELECT a FROM t WHERE a = 1")
            #expect(try version() == start + 1)
        }
        // Closing, the writer analyzed the table it used.
        #expect(try version() == start + 2)
        #expect(try observer.queryOne("SELECT count(*) FROM sqlite_stat1 WHERE tbl = 't'")?.int(0) == 1)
    }

    @Test func aFileThatIsNotADatabaseIsAnError() throws {
        let directory = try TemporaryDirectory()
        try Data(repeating: 7, count: 4_096).write(to: URL(fileURLWithPath: directory.file("junk.sqlite")))
        #expect(throws: SQLiteError.self) { try SQLiteStore(path: directory.file("junk.sqlite")) }
    }
}
