import CardboxHTTP
import CardboxTestSupport
import Foundation
import Testing

/// Uploads received piece by piece on a real loopback socket: files go to the file store as they arrive, the
/// handler finds them as stored parts, and what it did not keep is dropped once it has answered.
@Suite(.serialized) struct LiveUploadTests {
    func startServer(files: MemoryUploadFiles, keep: Bool) throws -> HTTPServer {
        var router = Router<EmptyContext>()
        router.post("/upload") { request, _ in
            let parts = try request.multipart()
            if keep { parts.compactMap(\.stored).forEach(files.keep) }
            return .text(
                parts.map { "\($0.name)=\($0.stored.map { "stored:\($0.size)" } ?? $0.text)" }
                    .joined(separator: ","))
        }
        let responder = router
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(port: 0, threadPoolSize: 2, maximumBodyBytes: 8 << 20),
            admission: { _ in .receiveUploads(maximumBodyBytes: 4 << 20, files: files) }
        ) { responder.respond(to: $0) }
        try server.start()
        return server
    }

    func upload(
        _ content: [UInt8], port: Int, contentType: String = "multipart/form-data; boundary=B0undary"
    )
        throws -> RawHTTPConnection.Reply
    {
        let head = Array(
            ("--B0undary\r\nContent-Disposition: form-data; name=\"deck\"\r\n\r\nCells\r\n"
                + "--B0undary\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.bin\"\r\n\r\n").utf8)
        let tail = Array("\r\n--B0undary--\r\n".utf8)
        let connection = try RawHTTPConnection(port: port, timeout: 10)
        try connection.send(
            "POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: \(contentType)\r\n"
                + "Content-Length: \(head.count + content.count + tail.count)\r\n\r\n")
        try connection.send(head)
        var start = 0
        while start < content.count {
            let end = min(content.count, start + 100_000)
            try connection.send(Array(content[start..<end]))
            start = end
        }
        try connection.send(tail)
        return try connection.readReply()
    }

    static let content = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }

    @Test func aKeptFileIsInTheStoreAndNeverInTheRequestBody() throws {
        let files = MemoryUploadFiles()
        let server = try startServer(files: files, keep: true)
        defer { server.stop() }
        let reply = try upload(Self.content, port: server.port)
        #expect(reply.status == 200)
        #expect(reply.text == "deck=Cells,file=stored:\(Self.content.count)")
        #expect(files.largestWrite < 1 << 20)
        let file = StoredFile(id: 1, size: Self.content.count, digest: "")
        #expect(files.content(of: file) == Self.content)
    }

    @Test func aFileTheHandlerDidNotKeepIsDroppedAfterTheAnswer() throws {
        let files = MemoryUploadFiles()
        let server = try startServer(files: files, keep: false)
        defer { server.stop() }
        #expect(try upload(Self.content, port: server.port).status == 200)
        let deadline = Date().addingTimeInterval(5)
        while files.heldCount > 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(files.heldCount == 0)
        #expect(files.dropped == [1])
    }

    @Test func aBodyOverItsLimitOrOfAnotherTypeLeavesNothingStored() throws {
        let files = MemoryUploadFiles()
        let server = try startServer(files: files, keep: true)
        defer { server.stop() }
        let plain = try RawHTTPConnection(port: server.port, timeout: 10)
        try plain.send(
            "POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: \(1 << 20)\r\n\r\n"
        )
        #expect(try plain.readReply().status == 400)
        #expect(files.heldCount == 0)
        let connection = try RawHTTPConnection(port: server.port, timeout: 10)
        let head =
            "--B0undary\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.bin\"\r\n\r\n"
        try connection.send(
            "POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=B0undary\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n")
        let piece = [UInt8](repeating: 1, count: 1 << 19)
        var body = Array(head.utf8)
        for _ in 0..<9 {
            body += piece
            try? connection.send(Array("\(String(body.count, radix: 16))\r\n".utf8) + body + Array("\r\n".utf8))
            body = []
        }
        try? connection.send("0\r\n\r\n")
        #expect(try connection.readReply().status == 413)
        let deadline = Date().addingTimeInterval(5)
        while files.heldCount > 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(files.heldCount == 0)
    }
}
