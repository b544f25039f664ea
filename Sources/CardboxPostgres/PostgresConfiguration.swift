/// How to reach a PostgreSQL database and how the pool uses it.
public struct PostgresConfiguration: Sendable, Equatable {
    /// A libpq connection URL (`postgres://user@host:port/db?sslmode=verify-full`) or key/value string; every libpq
    /// setting in it (TLS, timeouts, `options`) is passed through unchanged.
    public var connectionString: String
    /// The most connections the pool opens; size it to the HTTP worker threads.
    public var poolSize: Int
    /// How long one statement may run before the server cancels it, in milliseconds (0 for no limit).
    public var statementTimeoutMilliseconds: Int
    /// How long connecting may take, in seconds.
    public var connectTimeoutSeconds: Int
    /// The name the server shows for these connections, unless the URL sets `application_name`.
    public var applicationName: String

    /// A configuration with the given parts; the defaults suit one web server.
    public init(
        _ connectionString: String, poolSize: Int = 4, statementTimeoutMilliseconds: Int = 30_000,
        connectTimeoutSeconds: Int = 10, applicationName: String = "cardbox"
    ) {
        self.connectionString = connectionString
        self.poolSize = max(1, poolSize)
        self.statementTimeoutMilliseconds = statementTimeoutMilliseconds
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.applicationName = applicationName
    }

    /// Whether `text` names a PostgreSQL database (a `postgres://` or `postgresql://` URL).
    public static func isPostgresURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }
}
