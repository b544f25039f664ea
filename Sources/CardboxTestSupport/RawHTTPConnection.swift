import Foundation
import Glibc

/// A plain TCP connection to a server on 127.0.0.1 that writes raw HTTP/1.1 and reads raw answers, for tests that
/// need keep-alive, streaming or malformed requests, which URLSession hides.
public final class RawHTTPConnection {
    /// A parsed response.
    public struct Reply: Sendable {
        /// The status code.
        public var status: Int
        /// Header fields with lowercased names.
        public var headers: [String: String]
        /// The body (de-chunked).
        public var body: [UInt8]
        /// The body as UTF-8 text.
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Why a connection failed.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    private let socket: Int32
    private var buffer: [UInt8] = []

    /// Connects to `port` on 127.0.0.1; reads give up after `timeout` seconds.
    public init(port: Int, timeout: Int = 10) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket() failed") }
        var time = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure(description: "could not connect to port \(port)")
        }
    }

    deinit { close(socket) }

    /// Sends raw bytes.
    public func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Sends raw bytes.
    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw Failure(description: "send failed") }
            offset += sent
        }
    }

    /// Reads one response with a `Content-Length` or chunked body.
    public func readReply() throws -> Reply {
        var reply = try readHead()
        if reply.headers["transfer-encoding"]?.lowercased() == "chunked" {
            while true {
                let chunk = try readChunkBytes()
                if chunk.isEmpty { break }
                reply.body += chunk
            }
        } else {
            reply.body = try readExactly(Int(reply.headers["content-length"] ?? "0") ?? 0)
        }
        return reply
    }

    /// Reads the head of a streaming response and returns its status and headers, leaving the body to ``readChunk()``.
    public func readHead() throws -> Reply {
        let head = try readUntil(Array("\r\n\r\n".utf8))
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            // Repeated fields are joined as RFC 9110 allows; cookies, whose values may hold commas, by line.
            headers[name] = headers[name].map { $0 + (name == "set-cookie" ? "\n" : ", ") + value } ?? value
        }
        return Reply(status: status, headers: headers, body: [])
    }

    /// Reads one chunk of a chunked body as text; empty at the end of the body.
    public func readChunk() throws -> String {
        String(decoding: try readChunkBytes(), as: UTF8.self)
    }

    private func readChunkBytes() throws -> [UInt8] {
        let sizeLine = String(decoding: try readUntil(Array("\r\n".utf8)), as: UTF8.self)
        guard let size = Int(sizeLine.split(separator: ";").first ?? "", radix: 16) else {
            throw Failure(description: "bad chunk size \(sizeLine)")
        }
        let chunk = try readExactly(size)
        _ = try readExactly(2)
        return chunk
    }

    /// Whether the server has closed the connection (a read returns end of file).
    public func isClosedByPeer() -> Bool {
        var byte: UInt8 = 0
        return buffer.isEmpty && recv(socket, &byte, 1, 0) == 0
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(socket, &chunk, chunk.count, 0)
        guard count > 0 else { throw Failure(description: count == 0 ? "connection closed" : "read timed out") }
        buffer += chunk[0..<count]
    }

    private func readUntil(_ delimiter: [UInt8]) throws -> [UInt8] {
        while true {
            if let range = buffer.firstRange(of: delimiter) {
                let head = Array(buffer[..<range.lowerBound])
                buffer.removeFirst(range.upperBound)
                return head
            }
            try fill()
        }
    }

    private func readExactly(_ count: Int) throws -> [UInt8] {
        while buffer.count < count { try fill() }
        let bytes = Array(buffer[..<count])
        buffer.removeFirst(count)
        return bytes
    }
}
