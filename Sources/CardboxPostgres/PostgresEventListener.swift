import CardboxCore
import Foundation
import Synchronization

/// One node's listening connection for live events: a thread of its own that holds a dedicated connection with
/// `LISTEN cardbox_events`, waits on its socket, reads each announced event by id and delivers it.
///
/// When the connection drops (the server restarted, or the backend was terminated), the thread reconnects after a
/// pause that doubles up to ``PostgresEventChannel/Timing/maximumBackoff``, listens again and then reads the events
/// stored since the old connection was last known to work, so a short outage loses nothing. Every event is delivered
/// at most once: ids already delivered are remembered (the most recent ``rememberedIDs``), and an announced event
/// older than ``announcementAge`` is ignored. Each schema of a database announces on its own channel, so one
/// schema's ids never reach another's nodes.
final class PostgresEventListener: Sendable {
    /// How many delivered event ids are remembered to skip repeats.
    static let rememberedIDs = 4096
    /// How old, in milliseconds, an announced event may be: an announcement is sent when its event is committed,
    /// so an older event with the announced id is a stale or repeated announcement and is not delivered again.
    static let announcementAge: Int64 = 300_000

    private let configuration: PostgresConfiguration
    private let timing: PostgresEventChannel.Timing
    private let log: @Sendable (String) -> Void
    private let deliver: @Sendable (LiveEvent) -> Void
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    private struct State {
        var stopped = false
        var started = false
        var processID: Int?
    }

    /// A listener that connects with `configuration` and hands each event to `deliver`.
    init(
        configuration: PostgresConfiguration, timing: PostgresEventChannel.Timing,
        log: @escaping @Sendable (String) -> Void, deliver: @escaping @Sendable (LiveEvent) -> Void
    ) {
        self.configuration = configuration
        self.timing = timing
        self.log = log
        self.deliver = deliver
    }

    /// Starts the listening thread (once).
    func start() {
        let first = state.withLock { state -> Bool in
            defer { state.started = true }
            return !state.started && !state.stopped
        }
        guard first else { return }
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.name = "cardbox-events"
        thread.start()
    }

    /// Stops listening and waits for the thread to end (at most one wait on the socket).
    func stop() {
        let wasRunning = state.withLock { state -> Bool in
            state.stopped = true
            return state.started
        }
        wake.signal()
        if wasRunning { finished.wait() }
    }

    /// The server process of the connection while it listens.
    var listeningProcessID: Int? { state.withLock { $0.processID } }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func run() {
        var delivered = DeliveredIDs(capacity: Self.rememberedIDs)
        var backoff = timing.firstBackoff
        var catchUpFrom: Int64?
        var failures = 0
        while !isStopped {
            let connection: PostgresConnection
            let channel: String
            do {
                connection = try PostgresConnection(configuration)
                connection.silenceNotices()
                channel = try PostgresEventChannel.notificationChannel(on: connection)
                try connection.execute("LISTEN \"\(channel.replacingOccurrences(of: "\"", with: "\"\""))\"")
            } catch {
                failures += 1
                if failures == 1 { log("events: cannot listen for live events, retrying: \(error)") }
                _ = wake.wait(timeout: .now() + backoff)
                backoff = min(backoff * 2, timing.maximumBackoff)
                continue
            }
            if failures > 0 { log("events: listening again after \(failures) failed attempts") }
            failures = 0
            backoff = timing.firstBackoff
            state.withLock { $0.processID = connection.backendProcessID }
            catchUpFrom = listen(on: connection, channel: channel, catchingUpFrom: catchUpFrom, delivered: &delivered)
            state.withLock { $0.processID = nil }
            if !isStopped {
                log("events: the listening connection was lost; reconnecting")
                _ = wake.wait(timeout: .now() + timing.firstBackoff)
            }
        }
    }

    /// Listens on `connection` until it breaks or the listener stops.
    ///
    /// It first delivers the events stored since `catchingUpFrom` (milliseconds by the database's clock). Returns
    /// the time from which the next connection must catch up (`nil` when there is nothing to catch up on, or once
    /// stopped).
    private func listen(
        on connection: PostgresConnection, channel: String, catchingUpFrom: Int64?, delivered: inout DeliveredIDs
    ) -> Int64? {
        // A margin of two keep-alive rounds: events committed just before the last good contact are read again
        // (and skipped as repeats) rather than missed.
        let margin = Int64(timing.keepAlive * 2000) + 1000
        guard var lastContact = try? serverClock(connection) else { return catchingUpFrom }
        do {
            if let since = catchingUpFrom {
                let missed = try connection.query(EventQueries.since, [since], decoding: Self.event)
                for (id, event) in missed where delivered.insert(id) { deliver(event) }
            }
        } catch {
            return catchingUpFrom
        }
        let clock = ContinuousClock()
        var nextKeepAlive = clock.now + .seconds(timing.keepAlive)
        var nextPrune = clock.now
        while !isStopped {
            guard connection.awaitInput(milliseconds: 250) else { return lastContact - margin }
            for notification in connection.takeNotifications()
            where notification.channel == channel {
                guard let id = Int64(notification.payload), !delivered.contains(id) else { continue }
                do {
                    guard
                        let found = try connection.queryOne(
                            EventQueries.findRecent, [id, Self.announcementAge], decoding: Self.event)
                    else {
                        continue
                    }
                    if delivered.insert(found.id) { deliver(found.event) }
                } catch {
                    return lastContact - margin
                }
            }
            if clock.now >= nextKeepAlive {
                guard let time = try? serverClock(connection) else { return lastContact - margin }
                lastContact = time
                nextKeepAlive = clock.now + .seconds(timing.keepAlive)
            }
            if clock.now >= nextPrune {
                do {
                    try connection.run(EventQueries.prune, [Int64(timing.retention * 1000)])
                } catch {
                    log("events: pruning old events failed: \(error)")
                }
                nextPrune = clock.now + .seconds(timing.pruneInterval)
            }
        }
        return nil
    }

    private func serverClock(_ connection: PostgresConnection) throws -> Int64 {
        guard let time = try connection.queryOne(EventQueries.now, [], decoding: { $0.int64(0) }) else {
            throw PostgresError(sqlState: nil, message: "The server's clock was not returned.")
        }
        return time
    }

    private static func event(_ row: PostgresRow) -> (id: Int64, event: LiveEvent) {
        (row.int64(0), LiveEvent(stream: row.text(1), name: row.text(2), body: row.text(3)))
    }
}

/// The ids of the most recently delivered events, to deliver each at most once.
struct DeliveredIDs {
    private var members: Set<Int64> = []
    private var order: [Int64] = []
    private let capacity: Int

    /// An empty set that remembers at most `capacity` ids.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Whether `id` was delivered (and is still remembered).
    func contains(_ id: Int64) -> Bool { members.contains(id) }

    /// Remembers `id`; returns `false` when it was remembered already.
    mutating func insert(_ id: Int64) -> Bool {
        guard members.insert(id).inserted else { return false }
        order.append(id)
        if order.count > capacity {
            members.remove(order.removeFirst())
        }
        return true
    }
}
