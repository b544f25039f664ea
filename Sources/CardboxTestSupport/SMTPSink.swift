public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// aiosmtpd from the project virtualenv on a loopback port, storing every message it receives in a Maildir.
///
/// Each sink owns a fresh temporary directory; the Maildir inside it must not exist before aiosmtpd starts (it
/// creates it, and crashes on an empty pre-made one). ``stop()`` ends the process by its ID; so does releasing the
/// sink.
public final class SMTPSink: Sendable {
    /// The port it listens on, on 127.0.0.1.
    public let port: Int
    /// The Maildir aiosmtpd writes to; messages land in its `new/` folder.
    public let maildir: String
    private let process: Process
    private let directory: TemporaryDirectory

    /// A decoded message as Python's email parser sees it (see `peers/read_maildir.py`).
    public struct ReceivedMessage: Decodable, Sendable {
        /// The envelope sender the server saw.
        public var mailFrom: String
        /// The envelope recipients, comma-separated.
        public var rcptTo: String
        /// The decoded `From` header.
        public var from: String
        /// The decoded `To` header.
        public var to: String
        /// The decoded `Subject` header.
        public var subject: String
        /// The `Date` header.
        public var date: String
        /// The `Message-ID` header.
        public var messageID: String
        /// The MIME type, such as `text/plain`.
        public var contentType: String
        /// The `Content-Transfer-Encoding` header.
        public var transferEncoding: String
        /// The body with its transfer encoding and charset undone.
        public var body: String

        enum CodingKeys: String, CodingKey {
            case mailFrom = "mail_from"
            case rcptTo = "rcpt_to"
            case from, to, subject, date
            case messageID = "message_id"
            case contentType = "content_type"
            case transferEncoding = "transfer_encoding"
            case body
        }
    }

    /// Starts the sink on a free port and waits (up to about ten seconds) until it accepts connections.
    ///
    /// - Throws: ``PythonPeer/Failure`` when the virtualenv or aiosmtpd is missing or the sink does not come up.
    public init() throws {
        guard FileManager.default.isExecutableFile(atPath: PythonPeer.interpreter) else {
            throw PythonPeer.Failure(
                description: "No Python peer interpreter at \(PythonPeer.interpreter); run scripts/setup first.")
        }
        let directory = try TemporaryDirectory()
        let port = try Self.freePort()
        let maildir = directory.file("maildir")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PythonPeer.interpreter)
        process.arguments = [
            "-u", "-m", "aiosmtpd", "-n", "-l", "127.0.0.1:\(port)", "-c", "aiosmtpd.handlers.Mailbox", maildir,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var attempts = 0
        while !Self.acceptsConnections(port: port) {
            attempts += 1
            guard process.isRunning, attempts < 200 else {
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                throw PythonPeer.Failure(description: "aiosmtpd did not start on port \(port); is it installed?")
            }
            usleep(50_000)
        }
        self.port = port
        self.maildir = maildir
        self.process = process
        self.directory = directory
    }

    deinit { stop() }

    /// Stops the sink by its process ID and waits for it to exit.
    ///
    /// SIGKILL rather than `terminate()`: a process started from a test thread inherits that thread's signal mask,
    /// which blocks SIGTERM and SIGINT, so aiosmtpd would never see them. Messages are safe either way: the Maildir
    /// handler moves each file into `new/` before the server acknowledges it.
    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Every message received so far, decoded, in file-name order.
    ///
    /// - Throws: ``PythonPeer/Failure`` when decoding fails; a decoding error when the peer's output is unexpected.
    public func receivedMessages() throws -> [ReceivedMessage] {
        guard FileManager.default.fileExists(atPath: maildir + "/new") else { return [] }
        let data = try PythonPeer.run(script: "peers/read_maildir.py", arguments: [maildir])
        return try JSONDecoder().decode([ReceivedMessage].self, from: data)
    }

    /// The raw bytes of every stored message, in file-name order.
    public func rawMessages() throws -> [Data] {
        let folder = maildir + "/new"
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted().compactMap {
            FileManager.default.contents(atPath: folder + "/" + $0)
        }
    }

    /// A loopback port that nothing listened on a moment ago: bound to port 0, read back, released.
    ///
    /// Also useful as a closed port for "server unreachable" tests.
    public static func freePort() throws -> Int {
        let socketHandle = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketHandle >= 0 else { throw PythonPeer.Failure(description: "socket() failed: errno \(errno)") }
        defer { close(socketHandle) }
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(socketHandle, socketAddress, length) == 0 && getsockname(socketHandle, socketAddress, &length) == 0
            }
        }
        guard bound else { throw PythonPeer.Failure(description: "No free loopback port: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func acceptsConnections(port: Int) -> Bool {
        let socketHandle = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketHandle >= 0 else { return false }
        defer { close(socketHandle) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                connect(socketHandle, socketAddress, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}
