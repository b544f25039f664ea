import CMicroHTTPD
import Foundation
import Synchronization

/// The thread that accepts the server's connections and hands each to a worker's daemon.
///
/// libmicrohttpd's workers could each accept for themselves, but then the one that wakes first takes a burst of
/// connections, and a keep-alive connection stays with its worker for life: under a class opening 200 at once one
/// worker could hold three times the other's share and its students wait three times as long. Here one thread
/// accepts, and a ``ConnectionBalancer`` gives each connection to the worker holding the fewest (and enforces the
/// total and per-address caps, which libmicrohttpd would count per worker).
final class ConnectionAcceptor: Sendable {
    private let listener: ListeningSocket
    private let daemons: [DaemonHandle]
    private let balancer: Mutex<ConnectionBalancer>
    private let finished = DispatchSemaphore(value: 0)

    /// Creates an acceptor for `listener` over one daemon per worker; nothing is accepted until ``start()``.
    init(listener: ListeningSocket, daemons: [DaemonHandle], connectionLimit: Int, perAddressLimit: Int) {
        self.listener = listener
        self.daemons = daemons
        self.balancer = Mutex(
            ConnectionBalancer(
                workers: daemons.count, connectionLimit: connectionLimit, perAddressLimit: perAddressLimit))
    }

    /// Accepts connections on a thread of its own until ``stop()``.
    func start() {
        let thread = Thread { self.accept() }
        thread.name = "cardbox-accept"
        thread.start()
    }

    private func accept() {
        let context = Unmanaged.passUnretained(self).toOpaque()
        daemons.map { Optional($0.pointer) }.withUnsafeBufferPointer { daemons in
            cardbox_mhd_accept_connections(
                listener.descriptor, daemons.baseAddress, chooseWorker, forgetRefusedConnection, context)
        }
        finished.signal()
    }

    /// Stops accepting and waits for the accepting thread to end; connections already accepted stay open.
    ///
    /// The acceptor must stay alive until this returns.
    func stop() {
        shutdown(listener.descriptor, Int32(SHUT_RDWR))
        finished.wait()
        listener.close()
    }

    /// The connections each worker holds now.
    var connectionsByWorker: [Int] { balancer.withLock { $0.openByWorker } }

    /// Forgets a connection that has closed.
    func closed(_ connection: OpaquePointer) {
        let daemon = cardbox_mhd_connection_daemon(connection)
        guard let worker = daemons.firstIndex(where: { $0.pointer == daemon }) else { return }
        let address = cardbox_mhd_client_ipv4(connection)
        balancer.withLock { $0.release(worker: worker, address: address) }
    }

    fileprivate func choose(from address: UInt32) -> Int32 {
        balancer.withLock { $0.admit(from: address) }.map(Int32.init) ?? -1
    }

    fileprivate func refused(worker: Int, address: UInt32) {
        balancer.withLock { $0.release(worker: worker, address: address) }
    }
}

/// A TCP socket listening on an IPv4 address.
struct ListeningSocket: Sendable {
    /// The socket.
    let descriptor: Int32
    /// The port it listens on (the one the system picked when 0 was asked for).
    let port: Int

    /// Binds `host`:`port` and listens with a queue of `backlog`.
    init(host: String, port: Int, backlog: Int) throws(HTTPServerError) {
        var boundPort: UInt16 = 0
        let descriptor = host.withCString { cardbox_listen($0, UInt16(port), Int32(clamping: backlog), &boundPort) }
        guard descriptor >= 0 else {
            throw HTTPServerError("Could not listen on \(host):\(port): \(Self.reason(errno: errno))")
        }
        self.descriptor = descriptor
        self.port = Int(boundPort)
    }

    /// Closes the socket.
    func close() {
        _ = Glibc.close(descriptor)
    }

    private static func reason(errno: Int32) -> String {
        switch errno {
        case EINVAL: "the address is not an IPv4 address."
        case EADDRINUSE: "the port is in use."
        case EADDRNOTAVAIL: "the address is not one of this machine's."
        case EACCES: "ports below 1024 need privileges."
        default: String(cString: strerror(errno)) + "."
        }
    }
}

private let chooseWorker: cardbox_connection_chooser = { context, address in
    guard let context else { return -1 }
    return Unmanaged<ConnectionAcceptor>.fromOpaque(context).takeUnretainedValue().choose(from: address)
}

private let forgetRefusedConnection: cardbox_connection_refused = { context, worker, address in
    guard let context else { return }
    Unmanaged<ConnectionAcceptor>.fromOpaque(context).takeUnretainedValue().refused(
        worker: Int(worker), address: address)
}
