import CardboxCore
import CardboxHTTP
import CardboxInterchange
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// A backup larger than a signed-in form may be is restored from Settings over a real loopback socket: the upload
/// goes into the blob table while it arrives, is read back, and leaves no blob behind.
@Suite(.serialized, .timeLimit(.minutes(10))) struct LiveRestoreTests {
    /// A backup of one deck whose cards add up to about `megabytes`.
    func backup(for user: UserID, megabytes: Int) throws -> [UInt8] {
        let deck = Deck(id: DeckID(rawValue: 1), ownerID: user, name: "Large", createdAt: Fixtures.now)
        let filler = String(repeating: "spaced repetition ", count: 50)
        let cards = (0..<(megabytes << 20) / filler.utf8.count).map { index in
            Card(
                id: CardID(rawValue: Int64(index + 1)), deckID: deck.id,
                content: CardContent(front: "Card \(index): \(filler)", back: "answer \(index)"),
                createdAt: Fixtures.now, schedule: .new(dueOn: Fixtures.today))
        }
        let snapshot = UserSnapshot(decks: [deck], cards: cards, reviews: [], sessions: [], settings: [:])
        return Array(try BackupFile(exportedAt: Fixtures.now, snapshot: snapshot).encoded())
    }

    @Test func aLargeBackupIsRestoredThroughTheBlobTable() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "cardbox-restore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try WebHarness(storePath: folder.appending(path: "cards.sqlite").path)
        let ada = try app.signedUp("Ada")
        ada.get("/settings")
        let user = try #require(try ada.user(in: app))
        let file = try backup(for: user.id, megabytes: 3)
        #expect(file.count > 2 << 20)
        let server = try LiveAdmissionTests().serve(app)
        defer { server.stop() }

        let head = Array(
            ("--Bnd\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(ada.csrf)\r\n"
                + "--Bnd\r\nContent-Disposition: form-data; name=\"current\"\r\n\r\ncorrect horse battery\r\n"
                + "--Bnd\r\nContent-Disposition: form-data; name=\"backup\"; filename=\"backup.json\"\r\n"
                + "Content-Type: application/json\r\n\r\n").utf8)
        let tail = Array("\r\n--Bnd--\r\n".utf8)
        let cookie = ada.cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ")
        let connection = try RawHTTPConnection(port: server.port, timeout: 60)
        try connection.send(
            "POST /settings/restore HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nCookie: \(cookie)\r\n"
                + "Sec-Fetch-Site: same-origin\r\nContent-Type: multipart/form-data; boundary=Bnd\r\n"
                + "Content-Length: \(head.count + file.count + tail.count)\r\n\r\n")
        try connection.send(head)
        try connection.send(file)
        try connection.send(tail)
        let reply = try connection.readReply()
        #expect(reply.status == 303, "\(reply.text.prefix(2_000))")
        let restored = try app.store.exportSnapshot(owner: user.id)
        #expect(restored.decks.map(\.name) == ["Large"])
        #expect(restored.cards.count == (3 << 20) / String(repeating: "spaced repetition ", count: 50).utf8.count)
        LiveUploadTests.waitUntilIdle(server)
        #expect(try app.store.collectBlobs(unfinishedBefore: .distantFuture) == 0)
    }
}
