import CardboxTestSupport
import Testing

/// The store contract and the account contract, every case, on PostgreSQL (a fresh schema per case).
@Suite(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
struct PostgresStoreContractTests {
    @Test(arguments: StoreContract.Case.allCases)
    func studyStore(_ test: StoreContract.Case) throws {
        try StoreContract.run(test) { try TestDatabase.freshStore() }
    }

    @Test(arguments: AccountStoreContract.Case.allCases)
    func accountStore(_ test: AccountStoreContract.Case) throws {
        try AccountStoreContract.run(test) { try TestDatabase.freshStore() }
    }
}
