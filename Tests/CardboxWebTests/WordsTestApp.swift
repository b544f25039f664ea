import CardboxCore
import CardboxGeneration
import CardboxHTTP
import CardboxIngest
import CardboxLexicon
import CardboxSQLite
import CardboxSecurity
import CardboxTestSupport
import CardboxWeb
import CardboxWords
import Foundation
import Synchronization

/// A clock tests move by hand.
final class WordsTestClock: Sendable {
    private let value: Mutex<Date>

    init(_ date: Date) {
        value = Mutex(date)
    }

    /// The current time.
    var now: Date { value.withLock { $0 } }

    /// Moves the clock to `date`.
    func set(_ date: Date) {
        value.withLock { $0 = date }
    }
}

/// The web app over an in-memory store and the installed WordNet, called in process.
struct WordsTestApp {
    /// WordNet as Debian installs it; the words tests need it.
    static let lexicon = Lexicon.installed()
    /// Whether espeak-ng is installed.
    static let hasEspeak = FileManager.default.isExecutableFile(atPath: Pronouncer.defaultExecutable)

    let store: SQLiteStore
    let clock: WordsTestClock
    let router: Router<AppContext>
    let services: WebServices

    /// Creates the app; `pronouncer` defaults to one whose espeak-ng is missing.
    init(
        monthlyLookups: Int? = nil, singleUser: Bool = false, lexicon: Lexicon? = WordsTestApp.lexicon,
        pronouncer: Pronouncer? = nil, now: Date = Fixtures.now
    ) throws {
        let store = try SQLiteStore.inMemory()
        let clock = WordsTestClock(now)
        let now: @Sendable () -> Date = { clock.now }
        let log: @Sendable (String) -> Void = { _ in }
        let services = WebServices(
            store: store,
            configuration: WebConfiguration(
                publicOrigin: "http://localhost:8080", singleUser: singleUser, monthlyLookups: monthlyLookups),
            hasher: PasswordHasher(cost: .owaspMinimum), secrets: try SecretBox(key: Array(repeating: 7, count: 32)),
            now: now, log: log, eventStreams: EventStreamHub(),
            metrics: HTTPMetrics(prefix: WebApplication.metricsPrefix),
            imports: ImportJobs(
                importer: DocumentImport(
                    store: store, reader: TextDocumentReader(), relatedTerms: NoRelatedTerms(), monthlyCards: 0),
                store: store, now: now, log: log),
            seed: 42, lexicon: lexicon,
            pronouncer: pronouncer
                ?? Pronouncer(executable: "/nonexistent/espeak-ng", cacheDirectory: NSTemporaryDirectory()))
        let local = singleUser ? try store.localUser(creatingWith: Fixtures.newUser()) : nil
        self.store = store
        self.clock = clock
        self.services = services
        self.router = WebApplication.router(services: services, localUser: local)
    }

    /// A signed-in browser for a new user named `name`.
    func browser(_ name: String, timeZone: String = "UTC") throws -> WordsTestClient {
        let user = try store.insertUser(NewUser(name: name, timeZoneIdentifier: timeZone, createdAt: clock.now))
        let token = SecureToken.generate()
        let csrf = SecureToken.generate()
        try store.insertSession(
            AuthSession(
                tokenHash: SecureToken.hash(token), userID: user.id, kind: .browser, label: "test", csrfSecret: csrf,
                createdAt: clock.now, lastSeenAt: clock.now, expiresAt: nil))
        return WordsTestClient(router: router, user: user, cookie: "cardbox_session=\(token)", bearer: nil, csrf: csrf)
    }

    /// A script with an API token for the user of `client`.
    func script(for client: WordsTestClient) throws -> WordsTestClient {
        guard let user = client.user else { throw CocoaError(.userCancelled) }
        let token = SecureToken.generate()
        try store.insertSession(
            AuthSession(
                tokenHash: SecureToken.hash(token), userID: user.id, kind: .api, label: "script",
                csrfSecret: "", createdAt: clock.now, lastSeenAt: clock.now, expiresAt: nil))
        return WordsTestClient(router: router, user: client.user, cookie: nil, bearer: token, csrf: "")
    }

    /// Someone who has not signed in.
    var anonymous: WordsTestClient {
        WordsTestClient(router: router, user: nil, cookie: nil, bearer: nil, csrf: "")
    }
}

/// Sends requests to the router as one user would.
struct WordsTestClient {
    let router: Router<AppContext>
    let user: User?
    let cookie: String?
    let bearer: String?
    let csrf: String

    private func headers(_ extra: [(String, String)] = []) -> HTTPHeaders {
        var fields = extra
        if let cookie { fields.append(("Cookie", cookie)) }
        if let bearer { fields.append(("Authorization", "Bearer \(bearer)")) }
        return HTTPHeaders(fields)
    }

    /// `GET path?query`.
    func get(_ path: String, _ query: [(String, String)] = []) -> Response {
        router.respond(to: Request(method: .get, path: path, query: Parameters(query), headers: headers()))
    }

    /// A form post; `withToken: false` leaves the CSRF field out.
    func post(_ path: String, _ form: [(String, String)] = [], withToken: Bool = true) -> Response {
        let fields = (withToken ? [("_csrf", csrf)] : []) + form
        let body = fields.map { "\(Parameters.encode($0.0))=\(Parameters.encode($0.1))" }.joined(separator: "&")
        return router.respond(
            to: Request(
                method: .post, path: path,
                headers: headers([("Content-Type", "application/x-www-form-urlencoded")]), body: Array(body.utf8)))
    }

    /// A JSON request; browsers send their CSRF token in a header.
    func send(_ method: HTTPMethod, _ path: String, json: String? = nil, withToken: Bool = true) -> Response {
        var extra: [(String, String)] = []
        if json != nil { extra.append(("Content-Type", "application/json")) }
        if cookie != nil && withToken { extra.append(("X-CSRF-Token", csrf)) }
        return router.respond(
            to: Request(method: method, path: path, headers: headers(extra), body: Array((json ?? "").utf8)))
    }
}

extension Response {
    /// The body parsed as a JSON object, or an empty one.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(bodyText.utf8))) as? [String: Any] ?? [:]
    }

    /// The `code` of an API error object.
    var errorCode: String? { (json["error"] as? [String: Any])?["code"] as? String }
}
