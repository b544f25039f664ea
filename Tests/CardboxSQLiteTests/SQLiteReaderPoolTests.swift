import CardboxSQLite
import CardboxTestSupport
import Dispatch
import Synchronization
import Testing

@Suite struct SQLiteReaderPoolTests {
    @Test func readersSeeCommittedWritesFromManyThreadsAndCannotWrite() throws {
        let directory = try TemporaryDirectory()
        let database = try SQLiteDatabase(path: directory.file("pool.sqlite"), readers: 3)
        try database.write { try $0.execute("CREATE TABLE item (n INTEGER NOT NULL)") }
        for n in 1...50 {
            try database.write { try $0.run("INSERT INTO item (n) VALUES ($1)", [n]) }
        }
        let sums = Sums()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<100 {
                let sum = (try? database.read { try $0.queryOne("SELECT sum(n) FROM item")?.int(0) }) ?? nil
                sums.add(sum ?? -1)
            }
        }
        #expect(sums.all.count == 800)
        #expect(Set(sums.all) == [1275])
        #expect(throws: SQLiteError.self) {
            try database.read { try $0.run("INSERT INTO item (n) VALUES (51)") }
        }
        try database.write { try $0.run("INSERT INTO item (n) VALUES (51)") }
        #expect(try database.read { try $0.queryOne("SELECT count(*) FROM item")?.int(0) } == 51)
    }

    @Test func anInMemoryDatabaseReadsThroughItsOnlyConnection() throws {
        let database = try SQLiteDatabase(path: ":memory:", readers: 3)
        try database.write { try $0.execute("CREATE TABLE item (n INTEGER)") }
        try database.write { try $0.run("INSERT INTO item (n) VALUES (7)") }
        #expect(try database.read { try $0.queryOne("SELECT n FROM item")?.int(0) } == 7)
    }
}

/// Results gathered from many threads.
private final class Sums: Sendable {
    private let values = Mutex<[Int]>([])
    func add(_ value: Int) { values.withLock { $0.append(value) } }
    var all: [Int] { values.withLock { $0 } }
}
