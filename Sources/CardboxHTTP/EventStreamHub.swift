import CardboxJSON
import Synchronization

/// The open event streams: caps them per key, publishes to a key's streams, sends heartbeats, closes all at
/// shutdown.
public final class EventStreamHub: Sendable {
    /// The most streams one key may hold open at once.
    public let maximumPerKey: Int
    private let state = Mutex(State())
    private let heartbeats = Mutex<BackgroundLoop?>(nil)

    private struct State {
        var streams: [Int: EventStream] = [:]
        var nextIdentifier = 0
        var closed = false
    }

    /// Creates a hub.
    public init(maximumPerKey: Int = 8) {
        self.maximumPerKey = maximumPerKey
    }

    /// Opens a stream for `key`, belonging to `session` when given; throws 429 when the key already holds the maximum,
    /// 503 after shutdown began.
    ///
    /// Streams of `key` whose clients have closed their connections are ended first and no longer count, so a
    /// reloaded page gets its stream at once instead of after the next heartbeat.
    public func open(key: String, session: String? = nil) throws(HTTPError) -> EventStream {
        var ended: [EventStream] = []
        defer { for stream in ended { stream.close() } }
        let result = state.withLock { state -> Result<EventStream, HTTPError> in
            if state.closed { return .failure(HTTPError(.serviceUnavailable, "The server is shutting down.")) }
            var open = state.streams.values.count { $0.key == key }
            if open >= maximumPerKey {
                ended = state.streams.values.filter { $0.key == key && $0.clientHasGone }
                for stream in ended { state.streams.removeValue(forKey: stream.identifier) }
                open -= ended.count
            }
            if open >= maximumPerKey {
                return .failure(
                    HTTPError(
                        .tooManyRequests, "Too many live connections are open (at most \(maximumPerKey)).",
                        headers: HTTPHeaders([("Retry-After", "10")])))
            }
            state.nextIdentifier += 1
            let stream = EventStream(key: key, identifier: state.nextIdentifier, session: session)
            state.streams[stream.identifier] = stream
            return .success(stream)
        }
        return try result.get()
    }

    /// Sends an event to every open stream of `key`.
    public func publish(_ data: String, event: String? = nil, to key: String) {
        for stream in streams() where stream.key == key {
            stream.send(data, event: event)
        }
    }

    /// Closes the streams of `key` except those opened by the session `keeping`, and frees their slots; returns how
    /// many were closed.
    @discardableResult
    public func close(key: String, keepingSession keeping: String? = nil) -> Int {
        close { $0.key == key && (keeping == nil || $0.session != keeping) }
    }

    /// Closes the streams opened by `session` and frees their slots; returns how many were closed.
    @discardableResult
    public func close(session: String) -> Int {
        close { $0.session == session }
    }

    private func close(where matches: (EventStream) -> Bool) -> Int {
        let ended = state.withLock { state -> [EventStream] in
            let ended = state.streams.values.filter(matches)
            for stream in ended { state.streams.removeValue(forKey: stream.identifier) }
            return ended
        }
        for stream in ended { stream.close() }
        return ended.count
    }

    /// Sends a heartbeat comment to every open stream.
    public func sendHeartbeats() {
        for stream in streams() { stream.sendHeartbeat() }
    }

    /// Closes the streams of every session that `isLive` says has ended; returns how many streams were closed.
    ///
    /// `isLive` is asked once per session (expired, or idle too long, is not live). Streams opened without a session
    /// are left open.
    @discardableResult
    public func closeEndedSessions(isLive: (String) -> Bool) -> Int {
        let sessions = Set(streams().compactMap(\.session))
        let ended = sessions.filter { !isLive($0) }
        return ended.isEmpty ? 0 : close { $0.session.map(ended.contains) ?? false }
    }

    /// How many streams are open.
    public var count: Int { state.withLock { $0.streams.count } }

    /// Refuses new streams, stops the heartbeats (waiting for their thread to end) and closes every open stream.
    public func closeAll() {
        let open = state.withLock { state -> [EventStream] in
            state.closed = true
            return Array(state.streams.values)
        }
        if let loop = heartbeats.withLock({ $0 }) {
            loop.stop()
            loop.join()
        }
        for stream in open { stream.close() }
    }

    /// Forgets a stream whose connection has ended.
    func remove(_ stream: EventStream) {
        stream.markGone()
        _ = state.withLock { $0.streams.removeValue(forKey: stream.identifier) }
    }

    private func streams() -> [EventStream] {
        state.withLock { Array($0.streams.values) }
    }

    /// Starts a thread that sends heartbeats every `interval` seconds until ``closeAll()``, first closing the streams
    /// of sessions that `isLive` says have ended (see ``closeEndedSessions(isLive:)``).
    ///
    /// A second call, or a call after ``closeAll()``, does nothing.
    public func startHeartbeats(
        every interval: Double, isLive: @escaping @Sendable (String) -> Bool = { _ in true }
    ) {
        let loop = heartbeats.withLock { loop -> BackgroundLoop? in
            guard loop == nil, !state.withLock({ $0.closed }) else { return nil }
            loop = BackgroundLoop(name: "cardbox-sse-heartbeat", every: interval, waitsFirst: true) { [self] in
                closeEndedSessions(isLive: isLive)
                sendHeartbeats()
            }
            return loop
        }
        loop?.start()
    }
}
