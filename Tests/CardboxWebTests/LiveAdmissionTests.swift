import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// The web app's admission on a real loopback socket: refusals arrive before any body is read.
@Suite(.serialized) struct LiveAdmissionTests {
    func serve(_ app: WebHarness) throws -> HTTPServer {
        let router = app.router
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(port: 0, threadPoolSize: 2),
            eventStreams: app.services.eventStreams, refuser: WebApplication.refusal,
            admission: WebAdmission(services: app.services, localUser: app.localUser).admit
        ) { router.respond(to: $0) }
        try server.start()
        return server
    }

    @Test func aReboundHostNameGets421InSingleUserMode() throws {
        let app = try WebHarness(singleUser: true)
        let server = try serve(app)
        defer { server.stop() }
        let rebound = "rebind.attacker.example:\(server.port)"
        let read = try RawHTTPConnection(port: server.port, timeout: 5)
        try read.send(
            "GET /api/v1/decks HTTP/1.1\r\nHost: \(rebound)\r\nOrigin: http://\(rebound)\r\n\r\n")
        let refused = try read.readReply()
        #expect(refused.status == 421)
        #expect(refused.headers["content-type"] == "application/json")
        #expect(refused.text.contains(#""code":"misdirected_request""#))
        let body = #"{"name":"Stolen","scheduler":"sm2"}"#
        let write = try RawHTTPConnection(port: server.port, timeout: 5)
        try write.send(
            "POST /api/v1/decks HTTP/1.1\r\nHost: \(rebound)\r\nOrigin: http://\(rebound)\r\n"
                + "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)")
        #expect(try write.readReply().status == 421)
        let user = try #require(app.localUser)
        #expect(try app.store.fetchDecks(owner: user.id).isEmpty)

        let local = try RawHTTPConnection(port: server.port, timeout: 5)
        try local.send("GET /api/v1/decks HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n")
        #expect(try local.readReply().status == 200)
    }

    @Test func manyLargeAnonymousBodiesAreRefusedQuicklyWithoutBuffering() throws {
        let app = try WebHarness()
        let server = try serve(app)
        defer { server.stop() }
        let clients = 20
        let declared = 60 << 20
        let filler = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
        ProcessMemory.resetPeak()
        let before = ProcessMemory.residentBytes()
        let clock = ContinuousClock()
        let start = clock.now
        let statuses = ProcessMemory.Results(count: clients)
        DispatchQueue.concurrentPerform(iterations: clients) { index in
            guard let connection = try? RawHTTPConnection(port: server.port, timeout: 5) else { return }
            let path = index.isMultiple(of: 2) ? "/signin" : "/import"
            try? connection.send(
                "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
                    + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(declared)\r\n\r\n")
            statuses.set(index, (try? connection.readReply())?.status ?? 0)
            // Whatever the client still sends goes nowhere: the server has answered and closed.
            for _ in 0..<8 { if (try? connection.send(filler)) == nil { break } }
        }
        let elapsed = clock.now - start
        #expect(statuses.all == Array(repeating: 413, count: clients))
        #expect(elapsed < .seconds(5))
        let growth = ProcessMemory.peakBytes() - before
        #expect(growth < 64 << 20, "peak memory grew by \(growth >> 20) MB")
    }
}
