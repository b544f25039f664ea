import CardboxHTTP
import CardboxTestSupport
import Foundation
import Testing

/// A stream whose client has left stops counting against its key's limit without waiting for a heartbeat.
@Suite(.serialized) struct EventStreamSlotTests {
    @Test func aClosedStreamFreesItsSlotForTheNextOne() throws {
        let hub = EventStreamHub(maximumPerKey: 1)
        var router = Router<EmptyContext>()
        router.get("/events/:key") { request, _ in
            let stream = try hub.open(key: request.parameters["key"] ?? "")
            stream.send("ready", event: "hello")
            return .eventStream(stream)
        }
        let responder = router
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(port: 0, threadPoolSize: 2), eventStreams: hub
        ) { responder.respond(to: $0) }
        try server.start()
        defer { server.stop() }
        do {
            let first = try RawHTTPConnection(port: server.port, timeout: 5)
            try first.send("GET /events/ada HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try first.readHead().status == 200)
            #expect(try first.readChunk() == "event: hello\ndata: ready\n\n")
        }
        // The first client has closed its socket; no heartbeat runs. The next stream is admitted as soon as the
        // close has reached the server (on loopback, at once), so a few tries within a second must succeed.
        var statuses: [Int] = []
        let deadline = ContinuousClock.now + .seconds(1)
        var next: RawHTTPConnection?
        while ContinuousClock.now < deadline {
            let attempt = try RawHTTPConnection(port: server.port, timeout: 5)
            try attempt.send("GET /events/ada HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let status = try attempt.readHead().status
            statuses.append(status)
            if status == 200 {
                next = attempt
                break
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(statuses.last == 200, "statuses: \(statuses)")
        if let next { #expect(try next.readChunk() == "event: hello\ndata: ready\n\n") }
        #expect(hub.count == 1)
    }
}
