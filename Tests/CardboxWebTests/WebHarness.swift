import CardboxCore
import CardboxGeneration
import CardboxHTTP
import CardboxIngest
import CardboxJobs
import CardboxSQLite
import CardboxSecurity
import CardboxTestSupport
import CardboxWeb
import Foundation
import Synchronization

/// The web app in process: an in-memory store (or a database file), a clock the test moves, captured log lines, and the router.
final class WebHarness: Sendable {
    let store: SQLiteStore
    let services: WebServices
    let router: Router<AppContext>
    let localUser: User?
    private let clock = Box(Fixtures.now)
    private let logLines = Box<[String]>([])

    /// A value behind a lock, shared with the closures the services hold.
    final class Box<Value: Sendable>: Sendable {
        private let value: Mutex<Value>
        init(_ value: Value) { self.value = Mutex(value) }
        func get() -> Value { value.withLock { $0 } }
        func update(_ change: (inout Value) -> Void) { value.withLock { change(&$0) } }
    }

    init(
        singleUser: Bool = false, origin: String = "http://127.0.0.1:8080", mailer: Bool = false,
        reader: any DocumentReader = TextDocumentReader(), jobs: JobRunner.Configuration? = nil,
        hasher: PasswordHasher = PasswordHasher(cost: .owaspMinimum, maximumConcurrentHashes: 2),
        liveEvents: (any LiveEventChannel)? = nil, storePath: String? = nil,
        configure: (inout WebConfiguration) -> Void = { _ in }, credentials: CredentialCache? = nil,
        classroomRule: (@Sendable (ClassroomRole?, ClassroomAction) -> Bool)? = nil
    ) throws {
        let store = try storePath.map { try SQLiteStore(path: $0) } ?? SQLiteStore.inMemory()
        self.store = store
        let clock = clock
        let logLines = logLines
        let now: @Sendable () -> Date = { clock.get() }
        let log: @Sendable (String) -> Void = { line in logLines.update { $0.append(line) } }
        var configuration = WebConfiguration(
            publicOrigin: origin, singleUser: singleUser, passwordCost: .owaspMinimum,
            defaultTimeZone: "Australia/Sydney")
        configure(&configuration)
        let runner = jobs.map { JobRunner(store: store, kinds: [], configuration: $0, now: now, log: log) }
        let imports = ImportJobs(
            importer: DocumentImport(store: store, reader: reader, relatedTerms: NoRelatedTerms(), monthlyCards: 10),
            store: store, now: now, log: log, runner: runner, events: liveEvents)
        runner?.start()
        var services = WebServices(
            store: store, configuration: configuration,
            hasher: hasher,
            secrets: try SecretBox(key: SecretBox.generateKey()), now: now, log: log,
            eventStreams: EventStreamHub(maximumPerKey: 4), metrics: HTTPMetrics(prefix: WebApplication.metricsPrefix),
            imports: imports,
            mailer: mailer ? { @Sendable _ in } : nil, seed: 7, liveEvents: liveEvents, credentials: credentials)
        if let classroomRule { services.classroomRule = classroomRule }
        self.services = services
        localUser = singleUser ? try store.localUser(creatingWith: Fixtures.newUser()) : nil
        router = WebApplication.router(services: services, localUser: localUser)
    }

    /// Moves the clock.
    func advance(seconds: TimeInterval) {
        clock.update { $0 = $0.addingTimeInterval(seconds) }
    }

    /// What the server logged.
    var log: [String] { logLines.get() }

    /// A new browser with its own cookies.
    func browser(address: String = "127.0.0.1") -> TestBrowser {
        TestBrowser(router: router, address: address)
    }

    /// Signs up a new account in a fresh browser and returns it, signed in.
    func signedUp(
        _ name: String, email: String? = nil, password: String = "correct horse battery"
    ) throws
        -> TestBrowser
    {
        let browser = browser()
        let response = try browser.submit(
            "/signup", ["name": name, "email": email ?? "\(name.lowercased())@example.org", "password": password])
        guard response.status == .seeOther else { throw TestBrowser.Failure("sign-up failed: \(response.bodyText)") }
        return browser
    }
}

/// A client with a cookie jar that talks to the router in process and reads the CSRF token from pages.
final class TestBrowser: @unchecked Sendable {
    // Safe because each test drives its browser from one task.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    let router: Router<AppContext>
    var address: String
    var cookies: [String: String] = [:]
    var csrf = ""
    var bearer: String?
    /// Headers sent with every request, such as a proxy's `X-Forwarded-For`.
    var extraHeaders: [(String, String)] = []

    init(router: Router<AppContext>, address: String) {
        self.router = router
        self.address = address
    }

    /// Sends a request with the cookies (or Bearer token), stores cookies and the page's CSRF token.
    @discardableResult
    func send(
        _ method: HTTPMethod, _ path: String, body: [UInt8] = [], contentType: String? = nil,
        headers extra: [(String, String)] = []
    ) -> Response {
        let parts = path.split(separator: "?", maxSplits: 1)
        var headers = HTTPHeaders([("Host", "127.0.0.1:8080")])
        if let bearer {
            headers["Authorization"] = "Bearer \(bearer)"
        } else if !cookies.isEmpty {
            headers["Cookie"] = cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
        }
        if let contentType { headers["Content-Type"] = contentType }
        for (name, value) in extraHeaders + extra { headers[name] = value }
        let request = Request(
            method: method, path: String(parts[0]),
            query: parts.count > 1 ? Parameters(urlEncoded: String(parts[1])) : Parameters(), headers: headers,
            body: body, remoteAddress: address, id: "t")
        let response = router.respond(to: request)
        for value in response.headers.values("Set-Cookie") {
            let pair = value.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
            guard pair.count >= 1 else { continue }
            let name = String(pair[0])
            let cookie = pair.count > 1 ? String(pair[1]) : ""
            if value.contains("Max-Age=0") { cookies[name] = nil } else { cookies[name] = cookie }
        }
        let text = response.bodyText
        if let range = text.range(of: "<meta name=\"csrf-token\" content=\"") {
            csrf = String(text[range.upperBound...].prefix { $0 != "\"" })
        }
        return response
    }

    /// Makes an API token labelled `label` on the account page (signed in with the harness's usual password) and
    /// returns it.
    func createToken(label: String, password: String = "correct horse battery") throws -> String {
        get("/account")
        let page = try submit("/account/tokens", ["label": label, "current": password]).bodyText
        guard let start = page.range(of: "<p><code>") else { throw Failure("no new token on:\n\(page.prefix(2_000))") }
        return String(page[start.upperBound...].prefix { $0 != "<" })
    }

    /// GET, following redirects within the app.
    @discardableResult
    func get(_ path: String) -> Response {
        var response = send(.get, path)
        var hops = 0
        while response.status == .seeOther || response.status.code == 302, hops < 5,
            let location = response.headers["Location"], location.hasPrefix("/")
        {
            response = send(.get, location)
            hops += 1
        }
        return response
    }

    /// Loads the page to get a CSRF token if needed, then posts the form with it.
    @discardableResult
    func submit(
        _ path: String, _ fields: [String: String], token: String? = nil, method: HTTPMethod = .post
    ) throws -> Response {
        if csrf.isEmpty { get("/signin") }
        var pairs = fields.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        pairs.append((name: "_csrf", value: token ?? csrf))
        let body = pairs.map { "\(Parameters.encode($0.name))=\(Parameters.encode($0.value))" }.joined(separator: "&")
        return send(method, path, body: Array(body.utf8), contentType: "application/x-www-form-urlencoded")
    }

    /// Sends JSON.
    @discardableResult
    func json(_ method: HTTPMethod, _ path: String, _ object: Any? = nil) throws -> Response {
        let body = try object.map { try JSONSerialization.data(withJSONObject: $0) }.map(Array.init) ?? []
        return send(method, path, body: body, contentType: object == nil ? nil : "application/json")
    }
}

extension Response {
    /// The body parsed as a JSON object.
    func jsonObject() throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(bodyBytes)) as? [String: Any] else {
            throw TestBrowser.Failure("not a JSON object: \(bodyText)")
        }
        return object
    }
}
