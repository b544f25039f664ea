import Foundation
import Glibc
import Synchronization

/// One open Server-Sent Events response: events written to it reach the client as the connection allows.
///
/// The server's content reader drains ``pending``; when nothing is pending it suspends the connection, and the next
/// ``send(_:event:id:)`` resumes it. One lock guards the bytes and the `suspended` flag, so a connection is never
/// suspended or resumed twice.
public final class EventStream: Sendable {
    /// The key the stream counts against, such as a user id.
    public let key: String
    /// The sign-in session that opened the stream (its token hash), if any; ending the session ends the stream.
    public let session: String?
    let identifier: Int
    private let state = Mutex(State())

    struct State {
        var pending: [UInt8] = []
        var suspended = false
        var closed = false
        var resume: (@Sendable () -> Void)?
        /// The connection's socket once the server has started sending, to see whether the client has gone.
        var socket: Int32?
    }

    init(key: String, identifier: Int, session: String? = nil) {
        self.key = key
        self.session = session
        self.identifier = identifier
    }

    /// Queues an event, whose `data` may span lines; does nothing once the stream is closed.
    public func send(_ data: String, event: String? = nil, id: String? = nil) {
        var text = ""
        if let event { text += "event: \(Self.singleLine(event))\n" }
        if let id { text += "id: \(Self.singleLine(id))\n" }
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        write(Array((text + "\n").utf8))
    }

    /// Queues a comment line, which keeps the connection alive and reveals a client that has gone.
    public func sendHeartbeat() {
        write(Array(":\n\n".utf8))
    }

    /// Ends the stream after what is queued.
    public func close() {
        let resume = state.withLock { state -> (@Sendable () -> Void)? in
            state.closed = true
            return state.takeResumeIfSuspended()
        }
        resume?()
    }

    /// Whether the stream has been closed by the server or the client.
    public var isClosed: Bool { state.withLock { $0.closed } }

    private func write(_ bytes: [UInt8]) {
        let resume = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.closed else { return nil }
            state.pending += bytes
            return state.takeResumeIfSuspended()
        }
        resume?()
    }

    /// What the server's content reader does next.
    enum ReadResult: Equatable {
        case bytes(Int)
        case suspended
        case finished
    }

    /// Copies up to `capacity` pending bytes into `buffer`; when none are pending, calls `suspend` (under the lock,
    /// so a writer cannot slip in between) and remembers how to resume.
    func read(
        into buffer: UnsafeMutableRawBufferPointer, suspend: () -> Void, resume: @escaping @Sendable () -> Void
    ) -> ReadResult {
        state.withLock { state in
            if !state.pending.isEmpty {
                let count = min(buffer.count, state.pending.count)
                state.pending.withUnsafeBytes { source in
                    buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[0..<count]))
                }
                state.pending.removeFirst(count)
                return .bytes(count)
            }
            if state.closed { return .finished }
            suspend()
            state.suspended = true
            state.resume = resume
            return .suspended
        }
    }

    /// Remembers the socket the stream is sent on.
    func attach(socket: Int32) {
        state.withLock { $0.socket = socket >= 0 ? socket : nil }
    }

    /// Whether the client has closed its end: a suspended connection is not watched by the server, which would
    /// otherwise notice only at the next write (a heartbeat).
    var clientHasGone: Bool {
        state.withLock { state in
            guard !state.closed, let socket = state.socket else { return false }
            // A peek that finds the end of the stream (0) means the client has closed; EAGAIN means it is still there.
            var byte: UInt8 = 0
            let peeked = recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
            return peeked == 0 || (peeked < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
        }
    }

    /// Marks the stream closed after the client went away; it must not be resumed any more.
    func markGone() {
        state.withLock { state in
            state.closed = true
            state.suspended = false
            state.resume = nil
        }
    }

    private static func singleLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    }
}

extension EventStream.State {
    mutating func takeResumeIfSuspended() -> (@Sendable () -> Void)? {
        guard suspended else { return nil }
        suspended = false
        let resume = self.resume
        self.resume = nil
        return resume
    }
}
