import CardboxPostgres
import CardboxSQLite
import Foundation
import Testing

/// The libpq adapter itself: connections, parameters, results, errors, timeouts and the pool.
@Suite(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
struct PostgresAdapterTests {
    private func connection() throws -> PostgresConnection {
        try PostgresConnection(PostgresConfiguration(TestDatabase.requiredURL()))
    }

    @Test func connectionsOpenAndCloseInALoop() throws {
        for _ in 0..<20 {
            let connection = try connection()
            #expect(connection.isHealthy())
        }
    }

    @Test func parametersAndResultsRoundTripEveryKind() throws {
        let connection = try connection()
        let bytes: [UInt8] = [0, 1, 0x7f, 0x80, 0xff]
        let row = try connection.queryOne(
            "SELECT $1::bigint, $2::double precision, $3::text, $4::bytea, $5::text IS NULL, $6::text",
            [Int64.max, 2.5, "it's ☃ \"quoted\"", SQLValue.blob(bytes), SQLValue.null, "; DROP TABLE x; --"]
        ) { row in
            (row.int64(0), row.double(1), row.text(2), row.blob(3), row.bool(4), row.text(5), row.isNull(5))
        }
        let values = try #require(row)
        #expect(values.0 == Int64.max)
        #expect(values.1 == 2.5)
        #expect(values.2 == "it's ☃ \"quoted\"")
        #expect(values.3 == bytes)
        #expect(values.4)
        #expect(values.5 == "; DROP TABLE x; --")
        #expect(!values.6)
        let nulls = try connection.queryOne("SELECT NULL::bigint, NULL::text") { ($0.isNull(0), $0.optionalString(1)) }
        #expect(nulls?.0 == true)
        #expect(nulls?.1 == nil)
    }

    @Test func errorsCarryTheSQLStateAndNeverTheBoundValues() throws {
        let connection = try connection()
        try connection.execute("CREATE TEMPORARY TABLE secret_test (value TEXT PRIMARY KEY)")
        try connection.run("INSERT INTO secret_test (value) VALUES ($1)", ["hunter2-secret"])
        let duplicate = #expect(throws: PostgresError.self) {
            try connection.run("INSERT INTO secret_test (value) VALUES ($1)", ["hunter2-secret"])
        }
        #expect(duplicate?.sqlState == "23505")
        #expect(duplicate?.isUniqueViolation == true)
        #expect(duplicate?.constraint == "secret_test_pkey")
        #expect(duplicate.map { !"\($0)".contains("hunter2") } == true)
        let badNumber = #expect(throws: PostgresError.self) {
            try connection.run("SELECT $1::bigint", ["hunter2-not-a-number"])
        }
        #expect(badNumber?.sqlState == "22P02")
        #expect(badNumber.map { !"\($0)".contains("hunter2") } == true)
        #expect(badNumber.map { "\($0)".contains("SELECT $1::bigint") } == true)
    }

    @Test func statementsPastTheTimeoutAreCancelled() throws {
        let connection = try PostgresConnection(
            PostgresConfiguration(TestDatabase.requiredURL(), statementTimeoutMilliseconds: 100))
        let error = #expect(throws: PostgresError.self) { try connection.run("SELECT pg_sleep(5)") }
        #expect(error?.isCancelled == true)
        #expect(connection.isHealthy())
    }

    @Test func aFailedStatementRollsTheTransactionBack() throws {
        let connection = try connection()
        try connection.execute("CREATE TEMPORARY TABLE rollback_test (value BIGINT NOT NULL)")
        #expect(throws: PostgresError.self) {
            try connection.transaction {
                try connection.run("INSERT INTO rollback_test (value) VALUES ($1)", [1])
                try connection.run("INSERT INTO rollback_test (value) VALUES ($1)", [SQLValue.null])
            }
        }
        #expect(connection.isIdle)
        #expect(try connection.queryOne("SELECT count(*) FROM rollback_test") { $0.int(0) } == 0)
    }

    @Test func connectionSettingsInTheURLArePassedThrough() throws {
        let url = try TestDatabase.requiredURL()
        let named = url + (url.contains("?") ? "&" : "?") + "application_name=cardbox-url-test"
        let connection = try PostgresConnection(PostgresConfiguration(named))
        #expect(try connection.queryOne("SHOW application_name") { $0.text(0) } == "cardbox-url-test")
        let tls = url.replacingOccurrences(of: "sslmode=disable", with: "sslmode=require")
        let refused = #expect(throws: PostgresError.self) {
            try PostgresConnection(PostgresConfiguration(tls.contains("sslmode") ? tls : tls + "?sslmode=require"))
        }
        #expect(refused.map { "\($0)".lowercased().contains("ssl") } == true)
    }

    @Test func aWrongAddressFailsWithAConnectionError() throws {
        let error = #expect(throws: PostgresError.self) {
            try PostgresConnection(
                PostgresConfiguration("postgresql://nobody@127.0.0.1:1/none", connectTimeoutSeconds: 2))
        }
        #expect(error?.isConnectionFailure == true)
    }

    @Test func thePoolReconnectsAfterTheServerDropsAConnection() throws {
        let database = try PostgresDatabase(PostgresConfiguration(TestDatabase.requiredURL(), poolSize: 1))
        let first = try database.withConnection { $0.backendProcessID }
        let admin = try connection()
        try admin.run("SELECT pg_terminate_backend($1)", [first])
        // The backend is gone once the server no longer lists it (at most ten seconds).
        let deadline = Date().addingTimeInterval(10)
        while try admin.exists("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [first]), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        let failed = try? database.withConnection { try $0.queryOne("SELECT 1") { $0.int(0) } }
        let answer = try database.withConnection { try $0.queryOne("SELECT 1") { $0.int(0) } }
        #expect(answer == 1)
        #expect(failed == nil || failed == 1)
        #expect(try database.withConnection { $0.backendProcessID } != first)
        #expect(database.openConnections == 1)
    }

    @Test func thePoolNeverOpensMoreThanItsSize() throws {
        let database = try PostgresDatabase(PostgresConfiguration(TestDatabase.requiredURL(), poolSize: 3))
        DispatchQueue.concurrentPerform(iterations: 12) { _ in
            _ = try? database.read { try $0.queryOne("SELECT pg_sleep(0.02)") { $0.isNull(0) } }
        }
        #expect(database.openConnections <= 3)
        #expect(database.openConnections >= 1)
    }
}
