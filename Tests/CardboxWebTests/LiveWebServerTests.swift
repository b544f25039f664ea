import CardboxCore
import CardboxGeneration
import CardboxHTTP
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// The web app behind the real server on a loopback socket.
@Suite(.serialized) struct LiveWebServerTests {
    func serve(_ app: WebHarness) throws -> HTTPServer {
        let router = app.router
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(port: 0, threadPoolSize: 2), eventStreams: app.services.eventStreams
        ) { router.respond(to: $0) }
        try server.start()
        return server
    }

    @Test func pagesAndHealthOverKeepAlive() throws {
        let app = try WebHarness()
        let server = try serve(app)
        defer { server.stop() }
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let health = try connection.readReply()
        let report = try JSONSerialization.jsonObject(with: Data(health.body)) as? [String: String]
        #expect(report == ["status": "ok", "node": "cardbox"])
        try connection.send("GET /signin HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n\r\n")
        let page = try connection.readReply()
        #expect(page.status == 200)
        #expect(page.headers["content-encoding"] == "gzip")
        #expect(page.headers["set-cookie"]?.hasPrefix("cardbox_pre=") == true)
        try connection.send("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let metrics = try connection.readReply().text
        #expect(metrics.contains("cardbox_http_requests_total{method=\"GET\",route=\"/healthz\",status=\"200\"} 1"))
        #expect(metrics.contains("cardbox_sse_connections") == false || metrics.contains("cardbox_sse_connections 0"))
    }

    @Test func importProgressArrivesAsServerSentEvents() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let user = try #require(try ada.user(in: app))
        let server = try serve(app)
        defer { server.stop() }
        let job = try app.services.imports.start(
            ImportJobs.Request(
                owner: user,
                uploads: [
                    ImportJobs.Upload(name: "cells.md", mediaType: nil, bytes: Array(APIAndImportTests.notes.utf8))
                ],
                deckName: "Cells", engine: .extractive, makeSelector: { _ in EngineSelector() }, maxCards: nil,
                today: StudyDay(year: 2025, month: 6, day: 24)))
        let cookie = ada.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
        let stream = try RawHTTPConnection(port: server.port)
        try stream.send("GET /imports/\(job.id)/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(cookie)\r\n\r\n")
        let head = try stream.readHead()
        #expect(head.status == 200)
        #expect(head.headers["content-type"] == "text/event-stream; charset=utf-8")
        var events: [String] = []
        while true {
            let chunk = try stream.readChunk()
            if chunk.isEmpty { break }
            events.append(chunk)
        }
        #expect(events.allSatisfy { $0.hasPrefix("event: progress\ndata: {") })
        let last = try #require(events.last)
        #expect(last.contains("\"finished\":true"))
        #expect(last.contains("\"next\":\"/drafts/"))
        let stranger = try app.signedUp("Grace")
        let strangerCookie = stranger.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
        let other = try RawHTTPConnection(port: server.port)
        try other.send(
            "GET /imports/\(job.id)/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(strangerCookie)\r\n\r\n")
        #expect(try other.readReply().status == 404)
        // The finished stream is forgotten once its response is released.
        for _ in 0..<200 where app.services.eventStreams.count > 0 { Thread.sleep(forTimeInterval: 0.01) }
        #expect(app.services.eventStreams.count == 0)
    }
}
