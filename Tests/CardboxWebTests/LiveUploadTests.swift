import CardboxCore
import CardboxHTTP
import CardboxIngest
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Synchronization
import Testing

/// Signed-in uploads on a real loopback socket go into the store's blob table while they arrive.
@Suite(.serialized, .timeLimit(.minutes(10))) struct LiveUploadTests {
    /// Records the blob each import was given and whether its content, read chunk by chunk, is `expected`; fails
    /// the file.
    final class RecordingReader: DocumentReader {
        private let expected: [UInt8]
        private let seen = Mutex<[(Blob, Bool)]>([])
        var blobs: [Blob] { seen.withLock { $0.map(\.0) } }
        var matches: [Bool] { seen.withLock { $0.map(\.1) } }

        init(expected: [UInt8] = []) { self.expected = expected }

        func read(
            _ inputs: [DocumentInput], progress: @escaping @Sendable (Int, Int, String) -> Void
        ) -> [Result<DocumentReading, any Error>] {
            for input in inputs {
                guard case .blob(let source) = input.bytes else { continue }
                var offset = 0
                var same = source.blob.size == expected.count
                try? source.store.readBlob(source.blob) { chunk in
                    guard same, offset + chunk.count <= expected.count else {
                        same = false
                        return
                    }
                    same = chunk.withUnsafeBytes { left in
                        expected.withUnsafeBytes { right in
                            guard let left = left.baseAddress, let right = right.baseAddress else { return false }
                            return memcmp(left, right + offset, chunk.count) == 0
                        }
                    }
                    offset += chunk.count
                }
                seen.withLock { $0.append((source.blob, same && offset == expected.count)) }
            }
            return inputs.map { .failure(ExtractionError.unreadable($0.name)) }
        }
    }

    /// A harness over a database file in a fresh folder, with a signed-in API token.
    func setUp(reader: any DocumentReader) throws -> (WebHarness, bearer: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "cardbox-upload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let app = try WebHarness(reader: reader, storePath: folder.appending(path: "cards.sqlite").path)
        let ada = try app.signedUp("Ada")
        ada.get("/account")
        let page = try ada.submit("/account/tokens", ["label": "tests", "current": "correct horse battery"]).bodyText
        let token = try #require(
            page.range(of: "<p><code>").map { String(page[$0.upperBound...].prefix { $0 != "<" }) })
        return (app, token, folder)
    }

    /// Sends a multipart upload of `content` to `path` with `fields` after the file, in pieces, and reads the reply.
    func upload(
        _ content: [UInt8], fields: [(String, String)], port: Int, bearer: String, to path: String = "/api/v1/imports"
    ) throws -> RawHTTPConnection.Reply {
        let head = Array(
            ("--Bnd\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.txt\"\r\n"
                + "Content-Type: text/plain\r\n\r\n").utf8)
        let tail = Array(
            (fields.map { "\r\n--Bnd\r\nContent-Disposition: form-data; name=\"\($0.0)\"\r\n\r\n\($0.1)" }.joined()
                + "\r\n--Bnd--\r\n").utf8)
        let connection = try RawHTTPConnection(port: port, timeout: 30)
        try connection.send(
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAuthorization: Bearer \(bearer)\r\n"
                + "Content-Type: multipart/form-data; boundary=Bnd\r\n"
                + "Content-Length: \(head.count + content.count + tail.count)\r\n\r\n")
        try connection.send(head)
        var start = 0
        while start < content.count {
            let end = min(content.count, start + blobChunkSize)
            try connection.send(Array(content[start..<end]))
            start = end
        }
        try connection.send(tail)
        return try connection.readReply()
    }

    /// Bytes that do not repeat within a chunk, made cheaply.
    static func content(megabytes: Int) -> [UInt8] {
        let block = (0..<65_521).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 11) }
        var content: [UInt8] = []
        content.reserveCapacity(megabytes << 20)
        while content.count < megabytes << 20 {
            content.append(contentsOf: block.prefix(megabytes << 20 - content.count))
        }
        return content
    }

    static func waitUntilIdle(_ server: HTTPServer) {
        let deadline = Date().addingTimeInterval(10)
        while server.requestsInFlight > 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    }

    /// The server's memory while it receives a large upload is measured in its own process, by `LargeUploadTests`
    /// (end to end), since here every test shares the process.
    @Test func aLargeUploadIsStoredWholeForItsImport() async throws {
        let content = Self.content(megabytes: 4)
        let reader = RecordingReader(expected: content)
        let (app, bearer, folder) = try setUp(reader: reader)
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LiveAdmissionTests().serve(app)
        defer { server.stop() }

        let reply = try upload(content, fields: [("engine", "extractive")], port: server.port, bearer: bearer)
        #expect(reply.status == 202, "\(reply.text)")

        let job =
            try #require(
                try JSONSerialization.jsonObject(with: Data(reply.body)) as? [String: Any])["id"] as? Int
        _ = await app.services.imports.finished(try #require(job), timeout: 30)
        #expect(reader.blobs.map(\.size) == [content.count])
        #expect(reader.matches == [true])
        Self.waitUntilIdle(server)
        #expect(try app.store.collectBlobs(unfinishedBefore: .distantFuture) == 0)
    }

    @Test func anUploadWhoseFormIsRefusedLeavesNothingInTheStore() throws {
        let (app, bearer, folder) = try setUp(reader: RecordingReader())
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try LiveAdmissionTests().serve(app)
        defer { server.stop() }
        let reply = try upload(
            Self.content(megabytes: 2), fields: [("engine", "telepathy")], port: server.port, bearer: bearer)
        #expect(reply.status == 422)
        Self.waitUntilIdle(server)
        #expect(try app.store.collectBlobs(unfinishedBefore: .distantFuture) == 0)
    }

    /// A card's file larger than a signed-in form may be goes into the blob table as it arrives, is held as the
    /// card's media, and leaves no upload behind; a second copy of a page under an image's name leaves nothing.
    @Test func aCardFileLargerThanAFormIsStreamedIntoTheStore() throws {
        let (app, bearer, folder) = try setUp(reader: RecordingReader())
        defer { try? FileManager.default.removeItem(at: folder) }
        let user = try #require(try app.store.findAccount(email: "ada@example.org")).user
        let deck = try app.store.insertDeck(NewDeck(ownerID: user.id, name: "Maps", createdAt: Fixtures.now))
        let card = try app.store.insertCard(
            CardContent(front: "Where is this?", back: "Lisbon"), into: deck.id, createdAt: Fixtures.now,
            today: Fixtures.today)
        let server = try LiveAdmissionTests().serve(app)
        defer { server.stop() }

        let image = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Self.content(megabytes: 3)
        #expect(image.count > app.services.configuration.signedInBodyBytes)
        let reply = try upload(
            image, fields: [("field", "front")], port: server.port, bearer: bearer, to: "/api/v1/cards/\(card.id)/media"
        )
        #expect(reply.status == 201, "\(reply.text)")
        let key = BlobKey(rawValue: SHA256.hex(of: image))
        let blob = try #require(try app.store.findMedia(key, viewer: user.id))
        #expect(blob.size == image.count)
        #expect(try app.store.findCard(card.id)?.content.front.hasSuffix("(media:\(key.rawValue).png)") == true)

        let page = Array("<html><body>not an image</body></html>".utf8) + Self.content(megabytes: 2)
        let refused = try upload(
            page, fields: [], port: server.port, bearer: bearer, to: "/api/v1/cards/\(card.id)/media")
        #expect(refused.status == 415)
        Self.waitUntilIdle(server)
        #expect(try app.store.findBlob(BlobKey(rawValue: SHA256.hex(of: page))) == nil)
        #expect(try app.store.collectBlobs(unfinishedBefore: .distantFuture) == 0)
        #expect(try app.store.fetchMedia(owner: user.id).map(\.key) == [key])
    }
}
