import CardboxCore
import CardboxHTTP
import CardboxInterchange
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Settings' backup download and restore: the `cardbox backup` file, restored only after the password, refused
/// with `cardbox restore`'s message when it fails the checks, and only ever in place of the signed-in user's data.
@Suite struct BackupRoutesTests {
    /// Posts the restore form as `multipart/form-data` with the file's bytes.
    func restore(_ browser: TestBrowser, file: [UInt8], password: String, token: String? = nil) -> Response {
        let boundary = "cardboxbackup"
        var body = Array(
            ("--\(boundary)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(token ?? browser.csrf)\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"current\"\r\n\r\n\(password)\r\n"
                + "--\(boundary)\r\nContent-Disposition: form-data; name=\"backup\"; filename=\"backup.json\"\r\n"
                + "Content-Type: application/json\r\n\r\n").utf8)
        body += file
        body += Array("\r\n--\(boundary)--\r\n".utf8)
        return browser.send(
            .post, "/settings/restore", body: body, contentType: "multipart/form-data; boundary=\(boundary)")
    }

    @Test func theDownloadIsACardboxBackupOfTheUsersDecks() throws {
        let (app, ada, deck) = try StudyRoutesTests().setUp()
        #expect(ada.get("/settings").bodyText.contains("href=\"/settings/backup\""))
        let download = ada.get("/settings/backup")
        #expect(download.status == .ok)
        #expect(download.headers["Content-Type"]?.hasPrefix("application/json") == true)
        #expect(download.headers["Content-Disposition"]?.hasPrefix("attachment; filename=\"cardbox-backup-") == true)
        let backup = try BackupFile(decoding: Data(download.bodyBytes))
        #expect(backup.snapshot.decks.map(\.name) == [deck.name])
        #expect(backup.snapshot.cards.count == 3)
        let user = try #require(try ada.user(in: app))
        #expect(backup.snapshot == (try app.store.exportSnapshot(owner: user.id)))
    }

    @Test func aRestoreReplacesOnlyTheSignedInUsersData() throws {
        let (app, ada, _) = try StudyRoutesTests().setUp()
        let user = try #require(try ada.user(in: app))
        let bob = try app.signedUp("Bob", email: "bob@example.com")
        let bobUser = try #require(try bob.user(in: app))
        let bobDeck = try app.store.insertDeck(NewDeck(ownerID: bobUser.id, name: "Bob's", createdAt: Fixtures.now))
        _ = try app.store.insertCard(
            CardContent(front: "q", back: "a"), into: bobDeck.id, createdAt: Fixtures.now, today: Fixtures.today)
        let bobsBefore = try app.store.exportSnapshot(owner: bobUser.id)

        var snapshot = UserSnapshot(decks: [], cards: [], reviews: [], sessions: [], settings: [:])
        let spanish = Deck(
            id: DeckID(rawValue: 7), ownerID: user.id, name: "Spanish", options: DeckOptions(), style: .plain,
            createdAt: Fixtures.now)
        snapshot.decks = [spanish]
        snapshot.cards = [
            Card(
                id: CardID(rawValue: 70), deckID: spanish.id, content: CardContent(front: "hola", back: "hello"),
                createdAt: Fixtures.now, schedule: .new(dueOn: Fixtures.today))
        ]
        let file = Array(try BackupFile(exportedAt: Fixtures.now, snapshot: snapshot).encoded())
        ada.get("/settings")
        let restored = restore(ada, file: file, password: "correct horse battery")
        #expect(restored.headers["Location"] == "/settings?notice=backup-restored", "\(restored.bodyText)")
        let after = try app.store.exportSnapshot(owner: user.id)
        #expect(after.decks.map(\.name) == ["Spanish"])
        #expect(after.cards.map(\.content.front) == ["hola"])
        #expect(try app.store.exportSnapshot(owner: bobUser.id) == bobsBefore)
    }

    @Test func aRestoreWithoutThePasswordOrAValidFileChangesNothing() throws {
        let (app, ada, _) = try StudyRoutesTests().setUp()
        let user = try #require(try ada.user(in: app))
        let good = Array(
            try BackupFile(
                exportedAt: Fixtures.now,
                snapshot: UserSnapshot(
                    decks: [], cards: [], reviews: [], sessions: [], settings: [:])
            ).encoded())
        let before = try app.store.exportSnapshot(owner: user.id)
        ada.get("/settings")

        let wrongPassword = restore(ada, file: good, password: "not my password")
        #expect(wrongPassword.status == .unprocessableContent)
        #expect(wrongPassword.bodyText.contains("The current password is not right."))
        let noPassword = restore(ada, file: good, password: "")
        #expect(noPassword.bodyText.contains("Enter your current password to restore a backup."))

        let notABackup = restore(ada, file: Array(#"{"decks": []}"#.utf8), password: "correct horse battery")
        #expect(notABackup.status == .unprocessableContent)
        #expect(notABackup.bodyText.contains("The file is not a Cardbox backup"))
        let newer = restore(
            ada, file: Array(#"{"format": "cardbox-backup", "version": 99}"#.utf8), password: "correct horse battery")
        #expect(newer.bodyText.contains("but this Cardbox reads versions up to 2"))
        let broken = restore(ada, file: Array("{not json".utf8), password: "correct horse battery")
        #expect(broken.bodyText.contains("The backup file is malformed"))
        let empty = restore(ada, file: [], password: "correct horse battery")
        #expect(empty.bodyText.contains("Choose a backup file to restore."))
        let forged = restore(ada, file: good, password: "correct horse battery", token: "forged")
        #expect(forged.status == .forbidden)
        #expect(try app.store.exportSnapshot(owner: user.id) == before)
    }
}
