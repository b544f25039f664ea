import CardboxTestSupport
import Foundation
import Testing

/// Decompression and page bombs uploaded to `POST /api/v1/imports` of a running `cardbox serve`: each import fails
/// with a sentence naming the file's size, and the server's peak memory (its `/proc/<pid>/status`) rises by less than
/// 256 MB for all of them together.
@Suite(.timeLimit(.minutes(10))) struct ImportBombTests {
    /// Uploads `file` and waits for the import to end; returns its final status.
    static func importFile(
        _ name: String, _ bytes: Data, type: String, server: ServedCardbox, token: String
    ) throws -> [String: Any] {
        let boundary = "bomb"
        var body = Data(
            ("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\n"
                + "Content-Type: \(type)\r\n\r\n").utf8)
        body.append(bytes)
        body.append(Data("\r\n--\(boundary)--\r\n".utf8))
        let connection = try RawHTTPConnection(port: server.port)
        try connection.send(
            "POST /api/v1/imports HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n"
                + "Authorization: Bearer \(token)\r\nContent-Type: multipart/form-data; boundary=\(boundary)\r\n"
                + "Content-Length: \(body.count)\r\n\r\n")
        try connection.send(Array(body))
        let started = try connection.readReply()
        guard started.status == 202,
            let id = (try JSONSerialization.jsonObject(with: Data(started.body)) as? [String: Any])?["id"] as? Int
        else { throw ServeFailure(description: "the import did not start: \(started.status) \(started.text)") }
        let deadline = Date().addingTimeInterval(90)
        while Date() < deadline {
            let reply = try server.exchange(
                "GET", "/api/v1/imports/\(id)", headers: [("Authorization", "Bearer \(token)")])
            let status = try JSONSerialization.jsonObject(with: Data(reply.body)) as? [String: Any] ?? [:]
            if status["finished"] as? Bool == true { return status }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw ServeFailure(description: "the import of \(name) did not end:\n\(server.log())")
    }

    @Test func bombsFailWithAClearMessageWithinTheMemoryBudget() throws {
        let cli = try CardboxProcess()
        let server = try ServedCardbox(sharing: cli)
        defer { server.stop() }
        let token = try server.createLocalToken()
        try server.waitForStartUpWork(token: token)
        let before = try PeakMemory.peak(of: server.processIdentifier)

        let png = try Self.importFile(
            "bomb.png", try BombFixtures.hugePNG(side: 20_000), type: "image/png", server: server, token: token)
        #expect(png["state"] as? String == "failed")
        #expect(
            (png["error"] as? String)?.contains("'bomb.png' is 20000 × 20000 pixels") == true, "\(png["error"] ?? "")")
        let pdf = try Self.importFile(
            "poster.pdf", BombFixtures.hugePagePDF(side: 3350), type: "application/pdf", server: server, token: token)
        #expect(pdf["state"] as? String == "failed")
        #expect(
            (pdf["error"] as? String)?.contains("Page 1 of 'poster.pdf' is 3350 × 3350 points") == true,
            "\(pdf["error"] ?? "")")

        let rise = try PeakMemory.peak(of: server.processIdentifier) - before
        #expect(rise < 256 * 1_048_576, "the server's peak memory rose by \(rise / 1_048_576) MB")
    }
}
