import Foundation

/// How `cardbox serve` listens and runs, as configured.
struct ServerSettings: Equatable, Sendable {
    /// The IPv4 address to listen on.
    var host = "127.0.0.1"
    /// The port.
    var port = 8080
    /// The address users reach the server at, if it differs from http://host:port (behind a proxy).
    var publicOrigin: String?
    /// No accounts: every visitor is the local user.
    var singleUser = false
    /// Worker threads, when set; otherwise ``workerThreads(onPostgres:cores:)`` chooses.
    var threads: Int?
    /// Outgoing mail: `smtp://host:port` or `smtps://host:port`.
    var smtpURL: String?
    /// The SMTP user name.
    var smtpUsername: String?
    /// The SMTP password (environment only).
    var smtpPassword: String?
    /// The sender address of account mail.
    var smtpFrom: String?
    /// Whether STARTTLS is required on `smtp://`.
    var smtpStartTLS = true
    /// Live event streams one user may hold open.
    var streamsPerUser = 8
    /// Host names the server answers to besides the loopback names and the public origin's host.
    var allowedHosts: [String] = []
    /// Reverse proxies whose forwarding headers name the client address.
    var trustedProxies: [String] = []
    /// The token `/metrics` asks for (environment only); `nil` leaves it open.
    var metricsToken: String?
    /// The most connections one client address may hold open (0: no cap).
    var connectionsPerAddress = 256
    /// The most seconds a client may take to send a request's headers.
    var headerTimeoutSeconds = 15
    /// Argon2id memory in MiB (at least 19).
    var passwordMemoryMiB = 64
    /// Argon2id iterations (at least 2).
    var passwordIterations = 2
    /// Background jobs (imports) running at once over the whole store; `nil` for the machine's core count.
    var jobs: Int?
    /// How long a job's lease lasts without renewal, in seconds: a killed node's job moves to another node this long
    /// after the node's last renewal.
    var jobLeaseSeconds = 30
    /// This node's name among the nodes sharing one database; `nil` makes one from the host name at start.
    var nodeID: String?
    /// How long a verified session or API token is used without reading the store again, in seconds (0: never).
    var credentialCacheSeconds = 5

    /// The keys of the config file this reads.
    static let fileKeys: Set<String> = [
        "host", "port", "public-origin", "single-user", "server-threads", "smtp-url", "smtp-username", "smtp-from",
        "smtp-starttls", "password-memory-mib", "password-iterations", "streams-per-user",
        "allowed-hosts", "trusted-proxies", "connections-per-address", "header-timeout-seconds",
        "jobs", "job-lease-seconds", "node-id", "credential-cache-seconds",
    ]

    /// Reads the settings through `setting(environmentName, fileKey)`; the SMTP password only from the environment.
    static func resolve(
        _ setting: (String, String) -> String?, environment: [String: String]
    ) throws(ConfigurationError) -> ServerSettings {
        var server = ServerSettings()
        func integer(_ env: String, _ key: String, _ range: ClosedRange<Int>) throws(ConfigurationError) -> Int? {
            guard let text = setting(env, key) else { return nil }
            guard let value = Int(text), range.contains(value) else {
                throw .invalid(
                    "'\(text)' is not a whole number from \(range.lowerBound) to \(range.upperBound) (\(key)).")
            }
            return value
        }
        func boolean(_ env: String, _ key: String) throws(ConfigurationError) -> Bool? {
            guard let text = setting(env, key) else { return nil }
            guard
                let value = ["true": true, "yes": true, "1": true, "false": false, "no": false, "0": false][
                    text.lowercased()]
            else { throw .invalid("'\(text)' is not true or false (\(key)).") }
            return value
        }
        if let host = setting("CARDBOX_HOST", "host") { server.host = host }
        if let port = try integer("CARDBOX_PORT", "port", 0...65535) { server.port = port }
        if let origin = setting("CARDBOX_PUBLIC_ORIGIN", "public-origin") {
            guard let url = URL(string: origin), url.scheme == "http" || url.scheme == "https", url.host != nil,
                url.path.isEmpty || url.path == "/"
            else { throw .invalid("'\(origin)' is not an origin such as https://cards.example.org (public-origin).") }
            server.publicOrigin = origin.hasSuffix("/") ? String(origin.dropLast()) : origin
        }
        if let single = try boolean("CARDBOX_SINGLE_USER", "single-user") { server.singleUser = single }
        if let threads = try integer("CARDBOX_SERVER_THREADS", "server-threads", 1...256) { server.threads = threads }
        if let streams = try integer("CARDBOX_STREAMS_PER_USER", "streams-per-user", 1...100_000) {
            server.streamsPerUser = streams
        }
        if let hosts = setting("CARDBOX_ALLOWED_HOSTS", "allowed-hosts") {
            server.allowedHosts = hosts.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        if let proxies = setting("CARDBOX_TRUSTED_PROXIES", "trusted-proxies") {
            server.trustedProxies = proxies.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        if let cap = try integer("CARDBOX_CONNECTIONS_PER_ADDRESS", "connections-per-address", 0...1_000_000) {
            server.connectionsPerAddress = cap
        }
        if let seconds = try integer("CARDBOX_HEADER_TIMEOUT_SECONDS", "header-timeout-seconds", 1...3600) {
            server.headerTimeoutSeconds = seconds
        }
        server.metricsToken = environment["CARDBOX_METRICS_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        if let jobs = try integer("CARDBOX_JOBS", "jobs", 1...1024) { server.jobs = jobs }
        if let lease = try integer("CARDBOX_JOB_LEASE_SECONDS", "job-lease-seconds", 1...86_400) {
            server.jobLeaseSeconds = lease
        }
        if let seconds = try integer("CARDBOX_CREDENTIAL_CACHE_SECONDS", "credential-cache-seconds", 0...300) {
            server.credentialCacheSeconds = seconds
        }
        if let node = setting("CARDBOX_NODE_ID", "node-id") {
            guard node.count <= 100,
                node.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
            else {
                throw .invalid(
                    "'\(node)' is not a node id: use up to 100 letters, digits, '-', '_' and '.' (node-id).")
            }
            server.nodeID = node
        }
        server.smtpURL = setting("CARDBOX_SMTP_URL", "smtp-url")
        server.smtpUsername = setting("CARDBOX_SMTP_USERNAME", "smtp-username")
        server.smtpPassword = environment["CARDBOX_SMTP_PASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
        server.smtpFrom = setting("CARDBOX_SMTP_FROM", "smtp-from")
        if let startTLS = try boolean("CARDBOX_SMTP_STARTTLS", "smtp-starttls") { server.smtpStartTLS = startTLS }
        if let memory = try integer("CARDBOX_PASSWORD_MEMORY_MIB", "password-memory-mib", 19...4096) {
            server.passwordMemoryMiB = memory
        }
        if let iterations = try integer("CARDBOX_PASSWORD_ITERATIONS", "password-iterations", 2...64) {
            server.passwordIterations = iterations
        }
        if server.smtpURL != nil && server.smtpFrom == nil {
            throw .invalid("smtp-url is set but smtp-from is not: set the address account mail is sent from.")
        }
        return server
    }
}

extension ServerSettings {
    /// The worker threads to run: as set, or else one per core on SQLite, where a request waits on nothing but the
    /// processor and the one writer (measured on two cores, a class taking quizzes as fast as it could got a fifth
    /// more answers through two threads than through four, and a shorter tail), and twice that, at least four, on
    /// PostgreSQL, where every query waits for the network.
    func workerThreads(onPostgres: Bool, cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> Int {
        if let threads { return threads }
        return onPostgres ? max(4, 2 * cores) : max(2, cores)
    }
}
