import CardboxTestSupport
import Testing

/// The classroom contract, every case, on PostgreSQL (a fresh schema per case, several connections for the races).
@Suite(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
struct PostgresClassroomStoreTests {
    @Test(arguments: ClassroomStoreContract.Case.allCases)
    func classroomStore(_ test: ClassroomStoreContract.Case) throws {
        try ClassroomStoreContract.run(test) { try TestDatabase.freshStore(poolSize: 4) }
    }
}
