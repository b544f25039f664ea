import CardboxCore
import CardboxDocuments
import CardboxGeneration
import CardboxHTTP
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
            store: store, extraction: ExtractionOptions(), relatedTerms: NoRelatedTerms(), monthlyCards: 10, now: now,
            log: { _ in })
        let services = WebServices(
            store: store,
            configuration: WebConfiguration(
                publicOrigin: "http://127.0.0.1:8080", singleUser: false, passwordCost: .owaspMinimum),
            hasher: PasswordHasher(cost: .owaspMinimum),
            secrets: try SecretBox(key: [UInt8](repeating: 7, count: SecretBox.keyByteCount)), now: now,
            log: { _ in }, eventStreams: EventStreamHub(), metrics: HTTPMetrics(), imports: imports)
        return OpenAPIFixture(services: services)
    }

    /// The router, with no local user.
    func router() -> Router<AppContext> {
        WebApplication.router(services: services, localUser: nil)
    }
}
