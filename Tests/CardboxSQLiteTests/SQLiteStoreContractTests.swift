import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// The store contract on an in-memory database and on a database file.
@Suite struct SQLiteStoreContractTests {
    @Test(arguments: StoreContract.Case.allCases)
    func inMemory(_ test: StoreContract.Case) throws {
        try StoreContract.run(test) { try SQLiteStore.inMemory() }
    }

    @Test(arguments: StoreContract.Case.allCases)
    func onDisk(_ test: StoreContract.Case) throws {
        let directory = try TemporaryDirectory()
        try StoreContract.run(test) { try SQLiteStore(path: directory.path + "/cardbox.sqlite") }
    }
}
