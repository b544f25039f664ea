import CardboxSQLite
import CardboxTestSupport
import Testing

/// The classroom contract on an in-memory database and on a database file.
@Suite struct SQLiteClassroomStoreTests {
    @Test(arguments: ClassroomStoreContract.Case.allCases)
    func inMemory(_ test: ClassroomStoreContract.Case) throws {
        try ClassroomStoreContract.run(test) { try SQLiteStore.inMemory() }
    }

    @Test(arguments: ClassroomStoreContract.Case.allCases)
    func onDisk(_ test: ClassroomStoreContract.Case) throws {
        let directory = try TemporaryDirectory()
        try ClassroomStoreContract.run(test) { try SQLiteStore(path: directory.path + "/cardbox.sqlite") }
    }
}
