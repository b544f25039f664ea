import CMicroHTTPD
import CardboxJSON
import Glibc
import Synchronization

/// Closes connections that take longer than a deadline to send a request's headers, counted from when the
/// connection opened or its previous request ended.
///
/// libmicrohttpd's own timeout only measures silence, so a client sending one byte now and then could hold a
/// connection open for ever. A connection whose request is being answered (an event stream included) is not timed.
/// The watch shuts the socket down; libmicrohttpd then sees the end of the connection and closes it as usual.
final class HeaderDeadline: Sendable {
    /// The most seconds a client may take to send a request's headers.
    let seconds: Double
    private let clock = ContinuousClock()
    private let entries = Mutex<[Int: Entry]>([:])
    private let loop = Mutex<BackgroundLoop?>(nil)

    private struct Entry {
        let socket: Int32
        var waitingSince: ContinuousClock.Instant?
    }

    init(seconds: Double) {
        self.seconds = seconds
    }

    /// Starts checking a few times per deadline.
    func start() {
        let sweeper = BackgroundLoop(name: "cardbox-header-deadline", every: min(1, seconds / 4), waitsFirst: true) {
            [self] in sweep()
        }
        loop.withLock { $0 = sweeper }
        sweeper.start()
    }

    /// Stops checking, waiting for the checking thread to end.
    func stop() {
        guard let sweeper = loop.withLock({ $0 }) else { return }
        sweeper.stop()
        sweeper.join()
    }

    /// A connection opened: its first request's headers are due.
    func opened(_ connection: OpaquePointer) {
        let socket = cardbox_mhd_connection_socket(connection)
        guard socket >= 0 else { return }
        let now = clock.now
        entries.withLock { $0[Self.key(connection)] = Entry(socket: socket, waitingSince: now) }
    }

    /// A request's headers are in: the connection is not timed while the request is answered.
    func headersArrived(_ connection: OpaquePointer) {
        entries.withLock { $0[Self.key(connection)]?.waitingSince = nil }
    }

    /// A request was answered: the next one's headers are due.
    func requestEnded(_ connection: OpaquePointer) {
        let now = clock.now
        entries.withLock { $0[Self.key(connection)]?.waitingSince = now }
    }

    /// A connection closed; libmicrohttpd closes its socket after this returns.
    func closed(_ connection: OpaquePointer) {
        _ = entries.withLock { $0.removeValue(forKey: Self.key(connection)) }
    }

    /// Shuts down the sockets of connections past the deadline.
    ///
    /// Runs under the lock that ``closed(_:)`` takes, so a socket number is never used after its connection has
    /// closed.
    func sweep() {
        let now = clock.now
        let limit = Duration.milliseconds(Int64(seconds * 1000))
        entries.withLock { entries in
            for (key, entry) in entries {
                guard let since = entry.waitingSince, now - since > limit else { continue }
                shutdown(entry.socket, Int32(SHUT_RDWR))
                entries[key]?.waitingSince = nil
            }
        }
    }

    private static func key(_ connection: OpaquePointer) -> Int {
        Int(bitPattern: UnsafeRawPointer(connection))
    }
}
