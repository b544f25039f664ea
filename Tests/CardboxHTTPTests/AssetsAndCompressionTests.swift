import CardboxHTTP
import Foundation
import Testing

@Suite struct AssetsAndCompressionTests {
    func assets() -> StaticAssets {
        var assets = StaticAssets()
        assets.add("/static/app.css", contentType: "text/css; charset=utf-8", text: "body { color: red }")
        return assets
    }

    @Test func servesWithAnETagAndRevalidates() throws {
        let assets = assets()
        let first = try #require(assets.response(to: Request(method: .get, path: "/static/app.css")))
        #expect(first.status == .ok)
        #expect(first.bodyText == "body { color: red }")
        #expect(first.headers["Cache-Control"] == "public, no-cache")
        let etag = try #require(first.headers["ETag"])
        let again = try #require(
            assets.response(
                to: Request(method: .get, path: "/static/app.css", headers: HTTPHeaders([("If-None-Match", etag)]))))
        #expect(again.status == .notModified)
        #expect(again.bodyBytes.isEmpty)
        #expect(assets.response(to: Request(method: .get, path: "/static/other.css")) == nil)
    }

    @Test func versionedLinksAreCachedForAYear() throws {
        let assets = assets()
        let path = assets.versionedPath("/static/app.css")
        let version = try #require(path.split(separator: "=").last.map(String.init))
        let response = try #require(
            assets.response(
                to: Request(method: .get, path: "/static/app.css", query: Parameters([("v", version)]))))
        #expect(response.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        var changed = StaticAssets()
        changed.add("/static/app.css", contentType: "text/css", text: "body { color: blue }")
        #expect(changed.versionedPath("/static/app.css") != path)
    }

    @Test func compressesTextForClientsThatAcceptGzip() throws {
        let text = String(repeating: "Mitochondria are the powerhouse of the cell. ", count: 100)
        var router = Router<EmptyContext>()
        router.get("/text") { _, _ in .text(text) }
        router.get("/tiny") { _, _ in .text("hi") }
        router.add(middleware: GzipMiddleware())
        let gzipped = router.respond(
            to: Request(method: .get, path: "/text", headers: HTTPHeaders([("Accept-Encoding", "gzip")])))
        #expect(gzipped.headers["Content-Encoding"] == "gzip")
        #expect(gzipped.headers["Vary"] == "Accept-Encoding")
        #expect(gzipped.bodyBytes.count < text.utf8.count / 10)
        #expect(try gunzip(gzipped.bodyBytes) == text)
        let plain = router.respond(to: Request(method: .get, path: "/text"))
        #expect(plain.headers["Content-Encoding"] == nil)
        #expect(plain.bodyText == text)
        let tiny = router.respond(
            to: Request(method: .get, path: "/tiny", headers: HTTPHeaders([("Accept-Encoding", "gzip")])))
        #expect(tiny.headers["Content-Encoding"] == nil)
    }

    /// Text, JSON, JavaScript and XML of any main type are compressed; event streams and binary files are not.
    @Test func compressesByMediaType() {
        let body = Array(String(repeating: "{\"front\": \"Mitochondrion\"} ", count: 100).utf8)
        func compressed(_ contentType: String) -> Bool {
            var router = Router<EmptyContext>()
            router.get("/") { _, _ in Response(status: .ok, contentType: contentType, body: body) }
            router.add(middleware: GzipMiddleware())
            let response = router.respond(
                to: Request(method: .get, path: "/", headers: HTTPHeaders([("Accept-Encoding", "gzip")])))
            return response.headers["Content-Encoding"] == "gzip"
        }
        for type in [
            "application/json", "application/problem+json; charset=utf-8", "Text/CSV", "image/svg+xml",
            "text/javascript", "application/xml", "text/html; charset=utf-8",
        ] {
            #expect(compressed(type), "\(type)")
        }
        for type in ["text/event-stream", "image/png", "application/octet-stream", "application/zip", "json"] {
            #expect(!compressed(type), "\(type)")
        }
    }

    /// Decompresses with the system's gzip, an independent implementation.
    func gunzip(_ bytes: [UInt8]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/gzip")
        process.arguments = ["-dc"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(bytes))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func metricsCountRoutesAndStatuses() {
        let metrics = HTTPMetrics(
            prefix: "cardbox_http_", gauges: { [(name: "cardbox_sse_connections", help: "Open streams.", value: 3)] })
        var router = Router<EmptyContext>()
        router.get("/decks/:deckID") { request, _ in
            guard request.parameters["deckID"] == "1" else { throw HTTPError(.notFound, "No such deck.") }
            return .text("deck")
        }
        router.add(middleware: MetricsMiddleware(metrics: metrics))
        _ = router.respond(to: Request(method: .get, path: "/decks/1"))
        _ = router.respond(to: Request(method: .get, path: "/decks/1"))
        _ = router.respond(to: Request(method: .get, path: "/decks/2"))
        _ = router.respond(to: Request(method: .get, path: "/elsewhere"))
        #expect(metrics.count(route: "/decks/:deckID", status: .ok) == 2)
        #expect(metrics.count(route: "/decks/:deckID", status: .notFound) == 1)
        #expect(metrics.count(route: "unmatched", status: .notFound) == 1)
        let text = metrics.render()
        #expect(text.contains("cardbox_http_requests_total{method=\"GET\",route=\"/decks/:deckID\",status=\"200\"} 2"))
        #expect(text.contains("cardbox_http_request_duration_seconds_count{route=\"/decks/:deckID\"} 3"))
        #expect(text.contains("le=\"+Inf\"} 3"))
        #expect(text.contains("cardbox_sse_connections 3"))
    }

    @Test func metricNamesStartWithTheGivenPrefix() {
        let plain = HTTPMetrics()
        plain.record(method: .get, route: "/a", status: .ok, seconds: 0.01)
        #expect(plain.render().contains("http_requests_total{method=\"GET\",route=\"/a\",status=\"200\"} 1"))
        #expect(plain.render().contains("cardbox") == false)
        let named = HTTPMetrics(prefix: "shop_http_")
        named.record(method: .post, route: "/b", status: .created, seconds: 0.2)
        let text = named.render()
        #expect(text.contains("# TYPE shop_http_requests_total counter"))
        #expect(text.contains("shop_http_request_duration_seconds_count{route=\"/b\"} 1"))
    }
}
