import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Synchronization
import Testing

/// Processes opening one new database file at the same moment (the command line beside `cardbox serve`) each
/// migrate it without failing, and every migration runs once.
@Suite struct ConcurrentMigrationTests {
    @Test func openersRacingOnANewFileAllSucceed() throws {
        for round in 0..<5 {
            let folder = try TemporaryDirectory()
            let path = folder.file("race-\(round).sqlite")
            let failures = Mutex<[String]>([])
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                do {
                    _ = try SQLiteStore(path: path)
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
            #expect(failures.withLock { $0 } == [])
            let store = try SQLiteStore(path: path)
            #expect(try store.fetchDecks(owner: store.localUser(creatingWith: Fixtures.newUser()).id).isEmpty)
        }
    }
}
