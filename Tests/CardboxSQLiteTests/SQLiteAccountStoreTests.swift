import CardboxSQLite
import CardboxTestSupport
import Testing

/// The account contract on an in-memory database and on a database file.
@Suite struct SQLiteAccountStoreTests {
    @Test(arguments: AccountStoreContract.Case.allCases)
    func inMemory(_ test: AccountStoreContract.Case) throws {
        try AccountStoreContract.run(test) { try SQLiteStore.inMemory() }
    }

    @Test(arguments: AccountStoreContract.Case.allCases)
    func onDisk(_ test: AccountStoreContract.Case) throws {
        let directory = try TemporaryDirectory()
        try AccountStoreContract.run(test) { try SQLiteStore(path: directory.path + "/cardbox.sqlite") }
    }
}
