public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// aiosmtpd from the project virtualenv (`peers/smtp_sink.py`) on a loopback port the kernel picks, storing every
/// message it receives in a Maildir.
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

    /// Starts the sink on a port the kernel picks and waits (up to about ten seconds) until it reports the port, once
    /// it accepts connections.
    ///
    /// - Throws: ``PythonPeer/Failure`` when the virtualenv or aiosmtpd is missing or the sink does not come up.
    public init() throws {
        guard FileManager.default.isExecutableFile(atPath: PythonPeer.interpreter) else {
            throw PythonPeer.Failure(
                description: "No Python peer interpreter at \(PythonPeer.interpreter); run scripts/setup first.")
        }
        let directory = try TemporaryDirectory()
        let maildir = directory.file("maildir")
        let portFile = directory.file("port")
        let log = directory.file("sink.log")
        FileManager.default.createFile(atPath: log, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PythonPeer.interpreter)
        process.arguments = [
            PythonPeer.repositoryRoot.appendingPathComponent("peers/smtp_sink.py").path, maildir, portFile,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: log)
        try process.run()
        do {
            port = try ServedPort.read(fromPortFileAt: portFile, of: process, timeout: 10) {
                let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
                return output.isEmpty ? "is aiosmtpd installed?" : output
            }
        } catch {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            throw error
        }
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
}
