import CardboxPostgres
import Foundation
import Testing

/// The PostgreSQL server the tests run against, named by `CARDBOX_TEST_DATABASE_URL`.
///
/// `make test` always provides one (scripts/postgres starts a private cluster). Without it the suites are skipped
/// on a developer's machine and fail under CI (`CI` set), so a CI run can never pass without running them.
enum TestDatabase {
    /// The server's URL, if one is configured.
    static let url: String? = ProcessInfo.processInfo.environment["CARDBOX_TEST_DATABASE_URL"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// Whether the suites run: a server is configured, or this is CI (where a missing server is a failure).
    static let isRunnable = url != nil || ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } == true

    /// The configured URL, or a failure that says how to provide one.
    static func requiredURL() throws -> String {
        guard let url else {
            throw TestDatabaseMissing()
        }
        return url
    }

    /// A fresh, empty schema of its own: the URL with `options=-csearch_path=<schema>`, so each store under test
    /// sees only its own tables.
    static func freshSchema() throws -> String {
        let url = try requiredURL()
        let schema = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let admin = try PostgresConnection(PostgresConfiguration(url))
        try admin.execute("CREATE SCHEMA \(schema)")
        return url + (url.contains("?") ? "&" : "?") + "options=-csearch_path%3D\(schema)"
    }

    /// A store over a fresh schema.
    static func freshStore(poolSize: Int = 2) throws -> PostgresStore {
        try PostgresStore(PostgresConfiguration(freshSchema(), poolSize: poolSize))
    }
}

/// The error a suite fails with when no server is configured under CI.
struct TestDatabaseMissing: Error, CustomStringConvertible {
    var description: String {
        "CARDBOX_TEST_DATABASE_URL is not set: run the tests through `make test` or `scripts/postgres run -- swift test`"
    }
}
