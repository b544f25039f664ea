public import CardboxCore
import Synchronization

/// The live-event channel of server nodes that share one PostgreSQL database.
///
/// Publishing stores the event in the `events` table and sends its id with `NOTIFY cardbox_events` in the same
/// transaction, so the notification goes out exactly when the event is committed. Each node that subscribes keeps one
/// connection of its own listening (``PostgresEventListener``): it reads each announced event by id and hands it to
/// the node's receivers, reconnecting with growing pauses when the connection drops and catching up on the events
/// stored meanwhile. Events older than ``Timing/retention`` are deleted by the listening nodes.
public final class PostgresEventChannel: LiveEventChannel {
    /// The notification channel events are announced on in the default schema; another schema's channel has the
    /// schema's name appended (``notificationChannel()``).
    public static let defaultNotificationChannel = "cardbox_events"

    /// How long events are kept and how the listening connection is looked after.
    public struct Timing: Sendable {
        /// How long an event is kept before it is pruned, in seconds.
        public var retention: Double
        /// How often an idle listening connection asks the server whether it is still there, in seconds.
        public var keepAlive: Double
        /// How often a listening node prunes old events, in seconds.
        public var pruneInterval: Double
        /// The first pause before reconnecting, in seconds; it doubles after each failed attempt.
        public var firstBackoff: Double
        /// The longest pause before reconnecting, in seconds.
        public var maximumBackoff: Double

        /// Timings; by default events are kept for an hour, the connection is checked every five seconds, old
        /// events are pruned every minute, and reconnecting pauses from a tenth of a second up to five seconds.
        public init(
            retention: Double = 3600, keepAlive: Double = 5, pruneInterval: Double = 60, firstBackoff: Double = 0.1,
            maximumBackoff: Double = 5
        ) {
            self.retention = retention
            self.keepAlive = keepAlive
            self.pruneInterval = pruneInterval
            self.firstBackoff = firstBackoff
            self.maximumBackoff = maximumBackoff
        }
    }

    /// The database events are stored in and announced through.
    public let database: PostgresDatabase
    /// How long events are kept and how the listening connection is looked after.
    public let timing: Timing
    private let log: @Sendable (String) -> Void
    private let receivers = Mutex<[@Sendable (LiveEvent) -> Void]>([])
    private let listener = Mutex<PostgresEventListener?>(nil)
    private let closed = Atomic<Bool>(false)

    /// A channel over `database`, which listens only once something subscribes.
    ///
    /// `log` hears about a lost listening connection and failed reconnects.
    public init(
        database: PostgresDatabase, timing: Timing = Timing(), log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.database = database
        self.timing = timing
        self.log = log
    }

    /// Stores `event` and announces it to every listening node when the transaction commits.
    ///
    /// - Throws: ``PostgresError`` when the database cannot take it (then nobody hears of it).
    public func publish(_ event: LiveEvent) throws {
        try database.withConnection { connection in
            try connection.run(EventQueries.publish, [event.stream, event.name, event.body])
            guard connection.changes == 1 else {
                throw PostgresError(sqlState: nil, message: "The new event was not stored.")
            }
        }
    }

    /// The notification channel of the database's schema, which events are announced on.
    ///
    /// - Throws: ``PostgresError`` when the database cannot be asked.
    public func notificationChannel() throws -> String {
        try database.read { try Self.notificationChannel(on: $0) }
    }

    /// The notification channel of `connection`'s schema.
    static func notificationChannel(on connection: PostgresConnection) throws -> String {
        guard let name = try connection.queryOne(EventQueries.channel, [], decoding: { $0.text(0) }) else {
            throw PostgresError(sqlState: nil, message: "The notification channel was not returned.")
        }
        return name
    }

    /// Adds `receiver`, called on the listening thread; the first receiver starts the listening connection.
    public func subscribe(_ receiver: @escaping @Sendable (LiveEvent) -> Void) {
        guard !closed.load(ordering: .acquiring) else { return }
        receivers.withLock { $0.append(receiver) }
        let started = listener.withLock { listener -> PostgresEventListener? in
            guard listener == nil, !closed.load(ordering: .acquiring) else { return nil }
            let created = PostgresEventListener(
                configuration: database.configuration, timing: timing, log: log,
                deliver: { [weak self] event in self?.deliver(event) })
            listener = created
            return created
        }
        started?.start()
    }

    /// Stops listening (waiting for the listening thread to end) and forgets the receivers.
    public func close() {
        closed.store(true, ordering: .releasing)
        let running = listener.withLock { listener -> PostgresEventListener? in
            defer { listener = nil }
            return listener
        }
        running?.stop()
        receivers.withLock { $0.removeAll() }
    }

    /// Deletes the events older than ``Timing/retention`` (by the database's clock); returns how many.
    @discardableResult
    public func prune() throws -> Int {
        try database.write { connection in
            try connection.run(EventQueries.prune, [Int64(timing.retention * 1000)])
            return connection.changes
        }
    }

    /// The server process of the listening connection while it is connected and listening, else `nil`.
    public var listeningProcessID: Int? {
        listener.withLock { $0 }?.listeningProcessID
    }

    private func deliver(_ event: LiveEvent) {
        for receiver in receivers.withLock({ $0 }) { receiver(event) }
    }
}
