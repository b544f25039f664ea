import CMicroHTTPD
import Foundation
import Synchronization

/// An HTTP/1.1 server over libmicrohttpd: one thread accepts connections and spreads them over a pool of worker
/// threads, each polling its connections with epoll.
///
/// Each request is answered only once its body has arrived in full (answering earlier would make libmicrohttpd
/// close a keep-alive connection). HTTP/1.1 requests without `Host` get 400; then the admission decides from the
/// headers whether the body is read and how much of it, so a refused or oversized body is never buffered (413). Responses with an ``EventStream`` body
/// stay open; their connections are suspended while nothing is queued.
public final class HTTPServer: Sendable {
    /// The configuration.
    public let configuration: HTTPServerConfiguration
    /// The open event streams.
    public let eventStreams: EventStreamHub
    let responder: @Sendable (Request) -> Response
    let refuser: @Sendable (Request, HTTPError) -> Response
    let admission: @Sendable (Request) -> RequestAdmission
    let log: @Sendable (String) -> Void
    private let running = Mutex<Running?>(nil)
    private let inFlight = Mutex(0)
    private let requestCounter = Atomic<Int>(0)
    private let boundPort = Atomic<Int>(0)
    /// The header deadline's watch, when one is configured.
    let headerDeadline: HeaderDeadline?

    /// Creates a server; nothing listens until ``start()``.
    ///
    /// - Parameters:
    ///   - refuser: Answers a request the server refuses before it reaches `responder` (its body is over its limit,
    ///     or `admission` refused it); the request has headers but no body. The default is the error's plain-text
    ///     response.
    ///   - admission: Decides, from the headers alone, whether to read a request's body and how much of it; see
    ///     ``RequestAdmission``. The default accepts every request up to
    ///     ``HTTPServerConfiguration/maximumBodyBytes``.
    ///   - responder: Answers every other request.
    public init(
        configuration: HTTPServerConfiguration, eventStreams: EventStreamHub = EventStreamHub(),
        log: @escaping @Sendable (String) -> Void = { _ in },
        refuser: @escaping @Sendable (Request, HTTPError) -> Response = { $1.response(to: $0) },
        admission: @escaping @Sendable (Request) -> RequestAdmission = { _ in .accept(maximumBodyBytes: .max) },
        responder: @escaping @Sendable (Request) -> Response
    ) {
        self.configuration = configuration
        self.eventStreams = eventStreams
        self.log = log
        self.refuser = refuser
        self.admission = admission
        self.headerDeadline =
            configuration.headerDeadlineSeconds > 0 ? HeaderDeadline(seconds: configuration.headerDeadlineSeconds) : nil
        self.responder = responder
    }

    /// The port the server listens on once started.
    public var port: Int { boundPort.load(ordering: .relaxed) }

    /// Requests being answered now, open event streams included.
    public var requestsInFlight: Int { inFlight.withLock { $0 } }

    /// Starts listening.
    public func start() throws(HTTPServerError) {
        let flags =
            MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
            | MHD_USE_ERROR_LOG.rawValue
        guard (0...65535).contains(configuration.port) else {
            throw HTTPServerError("Port \(configuration.port) is out of range (0–65535).")
        }
        let listener = try ListeningSocket(
            host: configuration.host, port: configuration.port, backlog: configuration.listenBacklog)
        // libmicrohttpd keeps the context pointer for the daemon's lifetime; the server object outlives the daemon
        // because `stop` runs before it can be released.
        let context = Unmanaged.passUnretained(self).toOpaque()
        var daemons: [DaemonHandle] = []
        for _ in 0..<max(1, configuration.threadPoolSize) {
            guard
                let handle = cardbox_mhd_start(
                    UInt32(flags), accessHandler, context, requestCompleted, context,
                    UInt32(configuration.connectionLimit), UInt32(configuration.idleTimeoutSeconds),
                    configuration.connectionMemoryBytes, connectionNotified, context)
            else {
                for daemon in daemons { MHD_stop_daemon(daemon.pointer) }
                listener.close()
                throw HTTPServerError("Could not start the HTTP server's worker threads.")
            }
            daemons.append(DaemonHandle(pointer: handle))
        }
        let acceptor = ConnectionAcceptor(
            listener: listener, daemons: daemons, connectionLimit: configuration.connectionLimit,
            perAddressLimit: max(0, configuration.connectionsPerAddress))
        boundPort.store(listener.port, ordering: .relaxed)
        running.withLock { $0 = Running(daemons: daemons, acceptor: acceptor) }
        acceptor.start()
        headerDeadline?.start()
    }

    /// Stops accepting connections, ends event streams, lets in-flight requests finish (up to `gracePeriod`
    /// seconds), then stops the worker threads.
    public func stop(gracePeriod: Double = 10) {
        guard let stopping = running.withLock({ $0 }) else { return }
        stopping.acceptor.stop()
        eventStreams.closeAll()
        let deadline = Date().addingTimeInterval(gracePeriod)
        while requestsInFlight > 0 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        running.withLock { $0 = nil }
        headerDeadline?.stop()
        for daemon in stopping.daemons { MHD_stop_daemon(daemon.pointer) }
    }

    /// The connections each worker thread holds now.
    public var connectionsByWorker: [Int] { running.withLock { $0?.acceptor }?.connectionsByWorker ?? [] }

    // MARK: - Called by libmicrohttpd

    func nextRequestID() -> String {
        String(requestCounter.add(1, ordering: .relaxed).newValue, radix: 36)
    }

    func connectionClosed(_ connection: OpaquePointer) {
        running.withLock { $0?.acceptor }?.closed(connection)
    }

    func requestStarted() {
        inFlight.withLock { $0 += 1 }
    }

    func requestFinished() {
        inFlight.withLock { $0 -= 1 }
    }
}

/// A started server's daemons, one per worker thread, and the acceptor that feeds them.
private struct Running: Sendable {
    let daemons: [DaemonHandle]
    let acceptor: ConnectionAcceptor
}

/// The daemon pointer, which only ``HTTPServer`` uses.
struct DaemonHandle: @unchecked Sendable {
    // Safe because libmicrohttpd's daemon functions used here (add a connection, stop) may be called from any thread,
    // and the server clears its copy before stopping the daemon.
    let pointer: OpaquePointer
}
