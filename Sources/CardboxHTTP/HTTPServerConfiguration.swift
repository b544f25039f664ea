/// How the HTTP server listens and what it allows.
public struct HTTPServerConfiguration: Sendable, Equatable {
    /// The IPv4 address to listen on.
    public var host: String
    /// The port; 0 picks a free one (see ``HTTPServer/port``).
    public var port: Int
    /// Worker threads, each polling its own connections with epoll.
    public var threadPoolSize: Int
    /// The most connections open at once, event streams included.
    public var connectionLimit: Int
    /// Seconds of silence after which an idle connection is closed.
    public var idleTimeoutSeconds: Int
    /// The largest request body accepted; larger ones get 413.
    public var maximumBodyBytes: Int
    /// The most bytes the fields of an upload received piece by piece may take together, its files aside.
    public var maximumFieldBytes: Int = 1 << 20
    /// Memory per connection for headers and reading.
    public var connectionMemoryBytes: Int
    /// The listen queue length.
    public var listenBacklog: Int
    /// The most connections one client address may hold open (0: no cap).
    ///
    /// Behind a reverse proxy every client has the proxy's address, so there it should be 0 or large.
    public var connectionsPerAddress: Int = 0
    /// The most seconds a client may take to send a request's headers, counted from when the connection opened or
    /// its previous request ended (0: no deadline); see ``idleTimeoutSeconds`` for silence.
    public var headerDeadlineSeconds: Double = 0

    /// Creates a configuration.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, threadPoolSize: Int = 4, connectionLimit: Int = 16_000,
        idleTimeoutSeconds: Int = 30, maximumBodyBytes: Int = 64 << 20, connectionMemoryBytes: Int = 32 << 10,
        listenBacklog: Int = 4096
    ) {
        self.host = host
        self.port = port
        self.threadPoolSize = threadPoolSize
        self.connectionLimit = connectionLimit
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.maximumBodyBytes = maximumBodyBytes
        self.connectionMemoryBytes = connectionMemoryBytes
        self.listenBacklog = listenBacklog
    }
}
