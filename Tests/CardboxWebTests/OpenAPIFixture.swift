import CardboxCore
import CardboxGeneration
import CardboxHTTP
import CardboxIngest
import CardboxSQLite
import CardboxSecurity
import CardboxTestSupport
import CardboxWeb
import Foundation

/// The web app over an in-memory store with a fixed clock, for the OpenAPI tests.
struct OpenAPIFixture {
    /// The services the router uses.
    let services: WebServices

    /// Services over a fresh in-memory store, the cheapest password cost allowed and a fixed key and clock.
    static func make() throws -> OpenAPIFixture {
        let store = try SQLiteStore.inMemory()
        let now: @Sendable () -> Date = { Fixtures.now }
        let imports = ImportJobs(
            importer: DocumentImport(
                store: store, reader: TextDocumentReader(), relatedTerms: NoRelatedTerms(), monthlyCards: 10),
            store: store, now: now, log: { _ in })
        let services = WebServices(
            store: store,
            configuration: WebConfiguration(
                publicOrigin: "http://127.0.0.1:8080", singleUser: false, passwordCost: .owaspMinimum),
            hasher: PasswordHasher(cost: .owaspMinimum),
            secrets: try SecretBox(key: [UInt8](repeating: 7, count: SecretBox.keyByteCount)), now: now,
            log: { _ in }, eventStreams: EventStreamHub(), metrics: HTTPMetrics(prefix: WebApplication.metricsPrefix),
            imports: imports)
        return OpenAPIFixture(services: services)
    }

    /// The router, with no local user.
    func router() -> Router<AppContext> {
        WebApplication.router(services: services, localUser: nil)
    }

    /// A new account and an API token for it.
    func makeToken() throws -> String {
        let user = try services.store.createAccount(
            Fixtures.newUser("Script"), email: "script@example.com", passwordHash: "unused")
        let token = "test-token-for-the-api"
        try services.store.insertSession(
            AuthSession(
                tokenHash: SecureToken.hash(token), userID: user.id, kind: .api, label: "tests", csrfSecret: "",
                createdAt: Fixtures.now, lastSeenAt: Fixtures.now, expiresAt: nil))
        return token
    }

    /// A request with the token and, when `json` is given, that JSON body.
    static func request(_ method: HTTPMethod, _ path: String, token: String, json: String? = nil) -> Request {
        var headers = HTTPHeaders([("Authorization", "Bearer \(token)")])
        if json != nil { headers["Content-Type"] = "application/json" }
        return Request(method: method, path: path, headers: headers, body: Array((json ?? "").utf8), id: "t1")
    }
}
