import Foundation

/// A pool of connections to one PostgreSQL database, shared safely between threads.
///
/// Connections are opened on demand up to ``PostgresConfiguration/poolSize``; a caller waits when all are busy.
/// A connection is checked before it is handed out: one idle for longer than ``trustedIdleTime`` is asked
/// `SELECT 1` first, and one that libpq reports broken, that failed that check or that is left inside a transaction
/// is reset (reconnected) first, and one that failed with a connection error is reset when returned.
/// `write` runs its body in one read-committed transaction; `read` runs its statements each on its own.
///
/// `@unchecked Sendable` is safe because the idle list and the open count are only touched while `condition` is
/// locked, and a checked-out connection belongs to exactly one caller until it is returned.
public final class PostgresDatabase: @unchecked Sendable {
    /// How the pool was configured.
    public let configuration: PostgresConfiguration
    private let condition = NSCondition()
    private var idle: [(connection: PostgresConnection, since: ContinuousClock.Instant)] = []
    private var open = 0

    /// Opens the first connection (so a wrong URL fails here) and keeps it in the pool.
    ///
    /// - Throws: ``PostgresError`` when the server cannot be reached.
    public init(_ configuration: PostgresConfiguration) throws {
        self.configuration = configuration
        idle = [(try PostgresConnection(configuration), .now)]
        open = 1
    }

    /// The connections open now, idle or checked out.
    public var openConnections: Int {
        condition.lock()
        defer { condition.unlock() }
        return open
    }

    /// Runs `body` with a connection of its own, outside any transaction.
    public func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        let connection = try checkOut()
        var broken = false
        defer { checkIn(connection, broken: broken) }
        do {
            return try body(connection)
        } catch let error as PostgresError {
            broken = error.isConnectionFailure
            throw error
        }
    }

    /// Runs `body`'s reads on one connection, each statement on its own.
    ///
    /// At read committed, the level this store uses, a transaction would give the statements nothing more (each
    /// sees what was committed when it began) and cost two round trips to the server: most of a short read's time.
    public func read<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try withConnection(body)
    }

    /// Runs `body` in one transaction; it commits if `body` returns and rolls back if it throws.
    public func write<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        try withConnection { connection in try connection.transaction { try body(connection) } }
    }

    /// How long a connection may sit idle and still be handed out without asking the server first.
    static let trustedIdleTime = Duration.seconds(30)

    private func checkOut() throws -> PostgresConnection {
        condition.lock()
        while idle.isEmpty && open >= configuration.poolSize { condition.wait() }
        if let (connection, since) = idle.popLast() {
            condition.unlock()
            let checked = since.duration(to: .now) < Self.trustedIdleTime || connection.isHealthy()
            if checked && connection.isOpen && connection.isIdle { return connection }
            if connection.reset() && connection.isIdle { return connection }
            return try openConnection()
        }
        open += 1
        condition.unlock()
        return try openConnection()
    }

    /// A new connection, counted as open already; on failure the count is given back.
    private func openConnection() throws -> PostgresConnection {
        do {
            return try PostgresConnection(configuration)
        } catch {
            discard()
            throw error
        }
    }

    private func discard() {
        condition.lock()
        open -= 1
        condition.signal()
        condition.unlock()
    }

    private func checkIn(_ connection: PostgresConnection, broken: Bool) {
        if broken || !connection.isOpen {
            if !connection.reset() {
                discard()
                return
            }
        }
        condition.lock()
        idle.append((connection, .now))
        condition.signal()
        condition.unlock()
    }
}
