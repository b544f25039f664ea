import CardboxHTTP
import CardboxTestSupport
import Foundation
import Testing

/// Half-open connections: a cap per client address and a deadline for a request's headers.
@Suite(.serialized) struct ConnectionLimitTests {
    func startServer(_ configure: (inout HTTPServerConfiguration) -> Void) throws -> HTTPServer {
        var router = Router<EmptyContext>()
        router.get("/hello") { _, _ in .text("hello") }
        let responder = router
        var configuration = HTTPServerConfiguration(port: 0, threadPoolSize: 2)
        configure(&configuration)
        let server = HTTPServer(configuration: configuration) { responder.respond(to: $0) }
        try server.start()
        return server
    }

    @Test func oneAddressHoldsAtMostItsShareOfConnections() throws {
        let server = try startServer { $0.connectionsPerAddress = 3 }
        defer { server.stop() }
        var held: [RawHTTPConnection] = []
        for _ in 0..<3 {
            let connection = try RawHTTPConnection(port: server.port, timeout: 5)
            try connection.send("GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try connection.readReply().text == "hello")
            held.append(connection)
        }
        let extra = try RawHTTPConnection(port: server.port, timeout: 5)
        try? extra.send("GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(throws: (any Error).self) { try extra.readReply() }
        // The held connections still work.
        try held[0].send("GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(try held[0].readReply().text == "hello")
    }

    @Test func aClientDribblingItsHeadersIsCutOffAtTheDeadline() throws {
        let server = try startServer {
            $0.headerDeadlineSeconds = 1
            $0.idleTimeoutSeconds = 30
        }
        defer { server.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        let slow = try RawHTTPConnection(port: server.port, timeout: 5)
        try slow.send("GET /hello HTTP/1.1\r\nHost: localhost\r\n")
        var cutOff: Duration?
        // One header byte every 0.1 s never leaves the connection silent, so only a total deadline ends it.
        for _ in 0..<40 {
            if (try? slow.send("X")) == nil {
                cutOff = clock.now - start
                break
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        let elapsed = try #require(cutOff, "the connection stayed open for 4 s")
        #expect(elapsed >= .milliseconds(900))
        #expect(elapsed < .seconds(3))

        // A client that sends its request promptly is answered, and may keep the connection for the next one.
        let prompt = try RawHTTPConnection(port: server.port, timeout: 5)
        try prompt.send("GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(try prompt.readReply().text == "hello")
        try prompt.send("GET /hello HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(try prompt.readReply().text == "hello")
    }
}
