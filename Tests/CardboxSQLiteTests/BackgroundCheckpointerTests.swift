import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxSQLite

/// A file database's log is folded back into the file by the checkpoint thread, not inside the commits.
@Suite(.timeLimit(.minutes(10))) struct BackgroundCheckpointerTests {
    /// Commits rows of about 40 KiB (ten pages each), one per transaction, until the log holds more than `pages`
    /// pages; returns how many rows were added.
    @discardableResult
    func fill(_ database: SQLiteDatabase, pastPages pages: Int) throws -> Int {
        try database.write { try $0.execute("CREATE TABLE IF NOT EXISTS item (n INTEGER PRIMARY KEY, data BLOB)") }
        let rows = pages / 10 + 20
        for n in 0..<rows {
            try database.write { try $0.run("INSERT INTO item (data) VALUES (zeroblob(40000 + $1 % 7))", [n]) }
        }
        return rows
    }

    func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }

    @Test func commitsLeaveTheCheckpointToItsThreadWhichFoldsTheLogIntoTheFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("log.sqlite")
        let database = try SQLiteDatabase(path: path, migrations: [], readers: 1)
        let checkpointer = try #require(database.checkpointer)
        let fileBefore = size(path)
        let rows = try fill(database, pastPages: Int(BackgroundCheckpointer.threshold))
        // The thread wakes once the log passes the threshold; give it up to a minute on a busy machine.
        let deadline = Date().addingTimeInterval(60)
        while checkpointer.checkpointCount == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(checkpointer.checkpointCount >= 1)
        // The pages went into the database file, which a commit's own checkpoint would also do, but the writer
        // never checkpoints below the inline limit: its automatic checkpoint is off.
        let deadlineForFile = Date().addingTimeInterval(60)
        while size(path) < fileBefore + 1_000 * 4_096 && Date() < deadlineForFile {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(size(path) >= fileBefore + 1_000 * 4_096)
        #expect(try database.write { try $0.queryOne("PRAGMA wal_autocheckpoint")?.int(0) } == 0)
        #expect(try database.read { try $0.queryOne("SELECT count(*) FROM item")?.int(0) } == rows)
    }

    @Test func aClosedDatabaseKeepsEveryRowAndReopens() throws {
        let directory = try TemporaryDirectory()
        let path = directory.file("reopen.sqlite")
        do {
            let database = try SQLiteDatabase(path: path, migrations: [])
            try fill(database, pastPages: 1_500)
        }
        let reopened = try SQLiteDatabase(path: path, migrations: [])
        #expect(try reopened.read { try $0.queryOne("SELECT count(*) FROM item")?.int(0) } == 170)
        #expect(try reopened.read { try $0.queryOne("PRAGMA integrity_check")?.string(0) } == "ok")
    }

    @Test func aDatabaseInMemoryOrWithFullDurabilityHasNoCheckpointThread() throws {
        #expect(try SQLiteDatabase(path: ":memory:", migrations: []).checkpointer == nil)
        let directory = try TemporaryDirectory()
        let full = try SQLiteDatabase(path: directory.file("full.sqlite"), durability: .full, migrations: [])
        #expect(full.checkpointer == nil)
        #expect(try full.write { try $0.queryOne("PRAGMA wal_autocheckpoint")?.int(0) } == 1_000)
    }
}
