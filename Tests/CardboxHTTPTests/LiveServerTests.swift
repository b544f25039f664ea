import CardboxHTTP
import CardboxTestSupport
import Foundation
import Synchronization
import Testing

/// The real server on 127.0.0.1 with an ephemeral port.
@Suite(.serialized) struct LiveServerTests {
    func startServer(
        maximumBodyBytes: Int = 1 << 20, streamsPerKey: Int = 2, extra: (inout Router<EmptyContext>) -> Void = { _ in }
    ) throws -> HTTPServer {
        let hub = EventStreamHub(maximumPerKey: streamsPerKey)
        var router = Router<EmptyContext>()
        router.get("/hello/:name") { request, _ in .text("hello \(request.parameters["name"] ?? "")") }
        router.post("/echo") { request, _ in
            .text("\(request.body.count) bytes: \(request.form()["word"] ?? "-") from \(request.remoteAddress)")
        }
        router.get("/events/:key") { request, _ in
            let stream = try hub.open(key: request.parameters["key"] ?? "")
            stream.send("ready", event: "hello")
            return .eventStream(stream)
        }
        extra(&router)
        let responder = router
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(port: 0, threadPoolSize: 2, maximumBodyBytes: maximumBodyBytes),
            eventStreams: hub
        ) { responder.respond(to: $0) }
        try server.start()
        return server
    }

    @Test func answersSeveralRequestsOnOneKeepAliveConnection() throws {
        let server = try startServer()
        defer { server.stop() }
        #expect(server.port > 0)
        let connection = try RawHTTPConnection(port: server.port)
        for name in ["ada", "grace", "edsger"] {
            try connection.send("GET /hello/\(name) HTTP/1.1\r\nHost: localhost\r\n\r\n")
            let reply = try connection.readReply()
            #expect(reply.status == 200)
            #expect(reply.text == "hello \(name)")
            #expect(reply.headers["connection"]?.lowercased() != "close")
        }
    }

    @Test func readsTheWholeBodyBeforeAnswering() throws {
        let server = try startServer()
        defer { server.stop() }
        let connection = try RawHTTPConnection(port: server.port)
        let body = "word=mitochondrion&padding=" + String(repeating: "x", count: 100_000)
        try connection.send(
            "POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n")
        try connection.send(body)
        let reply = try connection.readReply()
        #expect(reply.text == "\(body.utf8.count) bytes: mitochondrion from 127.0.0.1")
        try connection.send("GET /hello/again HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(try connection.readReply().text == "hello again")
    }

    @Test func refusesBodiesOverTheCap() throws {
        let server = try startServer(maximumBodyBytes: 1000)
        defer { server.stop() }
        let declared = try RawHTTPConnection(port: server.port)
        try declared.send("POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5000\r\n\r\n")
        #expect(try declared.readReply().status == 413)

        let chunked = try RawHTTPConnection(port: server.port)
        let piece = String(repeating: "y", count: 800)
        try chunked.send(
            "POST /echo HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "320\r\n\(piece)\r\n320\r\n\(piece)\r\n0\r\n\r\n")
        let reply = try chunked.readReply()
        #expect(reply.status == 413)
        #expect(reply.text.contains("larger than the server accepts"))
    }

    @Test func streamsEventsAndCapsStreamsPerKey() throws {
        let server = try startServer(streamsPerKey: 2)
        defer { server.stop() }
        let first = try RawHTTPConnection(port: server.port)
        try first.send("GET /events/ada HTTP/1.1\r\nHost: localhost\r\n\r\n")
        let head = try first.readHead()
        #expect(head.status == 200)
        #expect(head.headers["content-type"] == "text/event-stream; charset=utf-8")
        #expect(try first.readChunk() == "event: hello\ndata: ready\n\n")

        let second = try RawHTTPConnection(port: server.port)
        try second.send("GET /events/ada HTTP/1.1\r\nHost: localhost\r\n\r\n")
        _ = try second.readHead()
        _ = try second.readChunk()
        let third = try RawHTTPConnection(port: server.port)
        try third.send("GET /events/ada HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(try third.readReply().status == 429)
        let other = try RawHTTPConnection(port: server.port)
        try other.send("GET /events/grace HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(try other.readHead().status == 200)
        _ = try other.readChunk()

        // The connections are suspended now; publishing resumes them.
        server.eventStreams.publish("{\"card\":1}\nline two", event: "due", to: "ada")
        #expect(try first.readChunk() == "event: due\ndata: {\"card\":1}\ndata: line two\n\n")
        #expect(try second.readChunk() == "event: due\ndata: {\"card\":1}\ndata: line two\n\n")
        server.eventStreams.sendHeartbeats()
        #expect(try first.readChunk() == ":\n\n")
        #expect(try other.readChunk() == ":\n\n")
        #expect(server.eventStreams.count == 3)
    }

    @Test func forgetsStreamsWhoseClientLeft() throws {
        let server = try startServer()
        defer { server.stop() }
        do {
            let client = try RawHTTPConnection(port: server.port)
            try client.send("GET /events/ada HTTP/1.1\r\nHost: localhost\r\n\r\n")
            _ = try client.readHead()
            _ = try client.readChunk()
        }
        #expect(server.eventStreams.count == 1)
        // A suspended connection notices the client has gone only when it writes: the heartbeat does that.
        for _ in 0..<200 where server.eventStreams.count > 0 {
            server.eventStreams.sendHeartbeats()
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(server.eventStreams.count == 0)
    }

    @Test func stoppingEndsStreamsAndLetsInFlightRequestsFinish() throws {
        let started = DispatchSemaphore(value: 0)
        let server = try startServer { router in
            router.get("/slow") { _, _ in
                started.signal()
                Thread.sleep(forTimeInterval: 0.5)
                return .text("finished")
            }
        }
        let stream = try RawHTTPConnection(port: server.port)
        try stream.send("GET /events/ada HTTP/1.1\r\nHost: localhost\r\n\r\n")
        _ = try stream.readHead()
        _ = try stream.readChunk()
        let slow = try RawHTTPConnection(port: server.port)
        try slow.send("GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n")
        started.wait()
        server.stop()
        #expect(try slow.readReply().text == "finished")
        #expect(try stream.readChunk() == "")
        #expect(server.requestsInFlight == 0)
        #expect(throws: (any Error).self) { try RawHTTPConnection(port: server.port) }
    }

    @Test func keepAliveConnectionsOpenedTogetherAreSharedEvenlyByTheWorkers() throws {
        let workers = Mutex<[String: UInt]>([:])
        let server = try startServer { router in
            router.get("/worker/:client") { request, _ in
                workers.withLock { $0[request.parameters["client"] ?? ""] = UInt(pthread_self()) }
                return .text("ok")
            }
        }
        defer { server.stop() }
        var connections: [Int: RawHTTPConnection] = [:]
        for client in 0..<30 {
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send("GET /worker/\(client) HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try connection.readReply().text == "ok")
            connections[client] = connection
        }
        let servedBy = workers.withLock { $0 }
        let clientsPerThread = Dictionary(grouping: servedBy.keys) { servedBy[$0] ?? 0 }.values.map(\.count)
        #expect(clientsPerThread == [15, 15])
        #expect(server.connectionsByWorker == [15, 15])

        // The connections of one worker close; the next ones go to it.
        let emptied = try #require(servedBy["0"])
        for client in 0..<30 where servedBy[String(client)] == emptied {
            connections[client] = nil  // closes it
        }
        let deadline = Date().addingTimeInterval(5)
        while server.connectionsByWorker.min() != 0 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(server.connectionsByWorker.sorted() == [0, 15])
        for client in 30..<40 {
            let connection = try RawHTTPConnection(port: server.port)
            try connection.send("GET /worker/\(client) HTTP/1.1\r\nHost: localhost\r\n\r\n")
            #expect(try connection.readReply().text == "ok")
            connections[client] = connection
        }
        #expect(workers.withLock { $0 }.filter { Int($0.key)! >= 30 }.allSatisfy { $0.value == emptied })
        #expect(server.connectionsByWorker.sorted() == [10, 15])
    }

    @Test func reportsAPortInUse() throws {
        let server = try startServer()
        defer { server.stop() }
        let clash = HTTPServer(configuration: HTTPServerConfiguration(port: server.port)) { _ in .text("") }
        #expect(throws: HTTPServerError.self) { try clash.start() }
        let bad = HTTPServer(configuration: HTTPServerConfiguration(host: "not-an-address", port: 0)) { _ in .text("") }
        #expect(throws: HTTPServerError.self) { try bad.start() }
    }
}
