import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A loopback port that refuses connections for as long as this value is held.
///
/// It is a socket bound to 127.0.0.1 on a port the kernel picks, never listening. Nothing else can take the port
/// meanwhile, so a connection to it is refused every time, for tests of an unreachable server.
///
/// Keep it until the test is done (`defer { closed.close() }`); releasing it frees the port.
public final class ClosedPort: @unchecked Sendable {
    // @unchecked: the descriptor is set once in init and only closed (once, under the lock) afterwards.
    private let descriptor: Int32
    private let lock = NSLock()
    private var isOpen = true
    /// The port, on 127.0.0.1.
    public let port: Int

    /// Binds a socket to a free loopback port.
    ///
    /// - Throws: ``PythonPeer/Failure`` when the system has no socket or port to give.
    public init() throws {
        let handle = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard handle >= 0 else { throw PythonPeer.Failure(description: "socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(handle, socketAddress, length) == 0 && getsockname(handle, socketAddress, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            Glibc.close(handle)
            throw PythonPeer.Failure(description: "No free loopback port: errno \(code)")
        }
        descriptor = handle
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    deinit { close() }

    /// Frees the port.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        guard isOpen else { return }
        isOpen = false
        Glibc.close(descriptor)
    }
}
