import CardboxHTTP
import CardboxTestSupport
import Foundation
import Synchronization
import Testing

/// The server's decisions made when a request's headers are in, before its body is read.
@Suite(.serialized) struct RequestAdmissionTests {
    func startServer(admission: @escaping @Sendable (Request) -> RequestAdmission) throws -> HTTPServer {
        var router = Router<EmptyContext>()
        router.post("/echo") { request, _ in .text("\(request.body.count) bytes") }
        router.get("/hello") { _, _ in .text("hello") }
        let responder = router
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(port: 0, threadPoolSize: 2, maximumBodyBytes: 1 << 20),
            admission: admission
        ) { responder.respond(to: $0) }
        try server.start()
        return server
    }

    @Test func anHTTP11RequestWithoutHostIsABadRequest() throws {
        let server = try startServer { _ in .accept(maximumBodyBytes: .max) }
        defer { server.stop() }
        let missing = try RawHTTPConnection(port: server.port, timeout: 5)
        try missing.send("GET /hello HTTP/1.1\r\n\r\n")
        #expect(try missing.readReply().status == 400)
        let old = try RawHTTPConnection(port: server.port, timeout: 5)
        try old.send("GET /hello HTTP/1.0\r\n\r\n")
        #expect(try old.readReply().text == "hello")
        let named = try RawHTTPConnection(port: server.port, timeout: 5)
        try named.send("GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(try named.readReply().text == "hello")
    }

    @Test func aRefusalIsAnsweredBeforeTheBodyArrives() throws {
        let seen = Mutex<[String]>([])
        let server = try startServer { request in
            seen.withLock { $0.append(request.headers["Host"] ?? "") }
            guard request.headers["Host"] == "localhost" else {
                return .refuse(HTTPError(.misdirectedRequest, "Not this host."))
            }
            return .accept(maximumBodyBytes: .max)
        }
        defer { server.stop() }
        let connection = try RawHTTPConnection(port: server.port, timeout: 5)
        // The declared body never comes: only an answer from the headers can arrive.
        try connection.send("POST /echo HTTP/1.1\r\nHost: elsewhere.example\r\nContent-Length: 500000\r\n\r\n")
        let reply = try connection.readReply()
        #expect(reply.status == 421)
        #expect(reply.text == "Not this host.\n")
        #expect(seen.withLock { $0 } == ["elsewhere.example"])
    }

    @Test func theAdmissionsLimitIsEnforcedWithinTheServersCap() throws {
        let server = try startServer { request in
            .accept(maximumBodyBytes: request.headers["X-Trusted"] == nil ? 100 : 10 << 20)
        }
        defer { server.stop() }
        let small = try RawHTTPConnection(port: server.port, timeout: 5)
        try small.send("POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 50\r\n\r\n")
        try small.send(String(repeating: "x", count: 50))
        #expect(try small.readReply().text == "50 bytes")

        let declared = try RawHTTPConnection(port: server.port, timeout: 5)
        try declared.send("POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5000\r\n\r\n")
        let refused = try declared.readReply()
        #expect(refused.status == 413)
        #expect(refused.text.contains("(1 KB)"))

        let chunked = try RawHTTPConnection(port: server.port, timeout: 5)
        let piece = String(repeating: "y", count: 0x80)
        try chunked.send(
            "POST /echo HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n80\r\n\(piece)\r\n0\r\n\r\n")
        #expect(try chunked.readReply().status == 413)

        // A larger admission still stops at the server's own cap (1 MB here).
        let capped = try RawHTTPConnection(port: server.port, timeout: 5)
        try capped.send(
            "POST /echo HTTP/1.1\r\nHost: localhost\r\nX-Trusted: yes\r\nContent-Length: \(2 << 20)\r\n\r\n")
        #expect(try capped.readReply().status == 413)
        let trusted = try RawHTTPConnection(port: server.port, timeout: 5)
        try trusted.send("POST /echo HTTP/1.1\r\nHost: localhost\r\nX-Trusted: yes\r\nContent-Length: 5000\r\n\r\n")
        try trusted.send(String(repeating: "z", count: 5000))
        #expect(try trusted.readReply().text == "5000 bytes")
    }

    @Test func aLongBodyWithoutADeclaredLengthIsCutOffRatherThanReadToItsEnd() throws {
        let server = try startServer { _ in .accept(maximumBodyBytes: 100) }
        defer { server.stop() }
        let connection = try RawHTTPConnection(port: server.port, timeout: 5)
        try connection.send("POST /echo HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n")
        let piece = Array("10000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 0x10000) + Array("\r\n".utf8)
        var sent = 0
        // 64 MB in 64 KB chunks; the server stops reading about 1 MB past the limit and closes the connection, so
        // the sending fails once the socket buffers are full.
        for _ in 0..<1024 {
            guard (try? connection.send(piece)) != nil else { break }
            sent += 1
        }
        #expect(sent < 1024, "the server read all 64 MB")
    }
}
