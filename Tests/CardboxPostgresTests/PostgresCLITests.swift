import CardboxTestSupport
import Foundation
import Testing

/// The built `cardbox` binary with `CARDBOX_DATABASE_URL`: it keeps everything in PostgreSQL, so two data directories
/// (as on two servers) see the same decks.
@Suite(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
struct PostgresCLITests {
    @Test func theDatabaseURLSelectsPostgreSQLForEveryDataDirectory() throws {
        let url = try TestDatabase.freshSchema()
        let first = try CardboxProcess(environment: ["CARDBOX_DATABASE_URL": url])
        let created = try first.run(["deck", "new", "Verbs"])
        #expect(created.status == 0)
        let second = try CardboxProcess(environment: ["CARDBOX_DATABASE_URL": url])
        let listed = try second.run(["deck", "list"])
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("Verbs"))
        #expect(listed.stdout.contains("Swift Syntax"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: first.home.path)
        #expect(!files.contains { $0.hasSuffix(".sqlite") })
    }

    @Test func anUnreachableDatabaseIsReportedAsUnavailable() throws {
        let cardbox = try CardboxProcess(environment: [
            "CARDBOX_DATABASE_URL": "postgresql://nobody@127.0.0.1:1/none?connect_timeout=2"
        ])
        let result = try cardbox.run(["deck", "list"])
        #expect(result.status == 69)
        #expect(result.stderr.hasPrefix("Error: Cannot open the PostgreSQL database: "))
    }

    @Test func aDatabaseURLOfAnotherKindIsAConfigurationError() throws {
        let result = try CardboxProcess(environment: ["CARDBOX_DATABASE_URL": "mysql://localhost/cardbox"])
            .run(["deck", "list"])
        #expect(result.status == 78)
        #expect(result.stderr == "Error: The database URL must start with postgres:// or postgresql://.\n")
    }
}
