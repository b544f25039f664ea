import CMicroHTTPD
import Foundation
import Synchronization

/// An HTTP/1.1 server over libmicrohttpd: a pool of worker threads, each polling its connections with epoll.
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
    private let daemon = Mutex<DaemonHandle?>(nil)
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
        // libmicrohttpd keeps the context pointer for the daemon's lifetime; the server object outlives the daemon
        // because `stop` runs before it can be released.
        let context = Unmanaged.passUnretained(self).toOpaque()
        let handle = configuration.host.withCString { host in
            cardbox_mhd_start(
                UInt32(flags), host, UInt16(configuration.port), accessHandler, context, requestCompleted, context,
                UInt32(max(1, configuration.threadPoolSize)), UInt32(configuration.connectionLimit),
                UInt32(configuration.idleTimeoutSeconds), configuration.connectionMemoryBytes,
                UInt32(configuration.listenBacklog), UInt32(max(0, configuration.connectionsPerAddress)),
                headerDeadline == nil ? nil : connectionNotified, context)
        }
        guard let handle else {
            throw HTTPServerError(
                "Could not listen on \(configuration.host):\(configuration.port): the address is not an IPv4 "
                    + "address of this machine, or the port is in use.")
        }
        boundPort.store(Int(cardbox_mhd_bound_port(handle)), ordering: .relaxed)
        daemon.withLock { $0 = DaemonHandle(pointer: handle) }
        headerDeadline?.start()
    }

    /// Stops accepting connections, ends event streams, lets in-flight requests finish (up to `gracePeriod`
    /// seconds), then stops the worker threads.
    public func stop(gracePeriod: Double = 10) {
        guard let handle = daemon.withLock({ $0 }) else { return }
        let listener = MHD_quiesce_daemon(handle.pointer)
        eventStreams.closeAll()
        let deadline = Date().addingTimeInterval(gracePeriod)
        while requestsInFlight > 0 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        daemon.withLock { $0 = nil }
        headerDeadline?.stop()
        MHD_stop_daemon(handle.pointer)
        if listener >= 0 { close(listener) }
    }

    // MARK: - Called by libmicrohttpd

    func nextRequestID() -> String {
        String(requestCounter.add(1, ordering: .relaxed).newValue, radix: 36)
    }

    func requestStarted() {
        inFlight.withLock { $0 += 1 }
    }

    func requestFinished() {
        inFlight.withLock { $0 -= 1 }
    }
}

/// The daemon pointer, which only ``HTTPServer`` uses.
struct DaemonHandle: @unchecked Sendable {
    // Safe because libmicrohttpd's daemon functions used here (quiesce, stop, info) may be called from any thread,
    // and the server clears its copy before stopping the daemon.
    let pointer: OpaquePointer
}
