import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Databases written by every released schema version open with this Cardbox and keep their data.
///
/// The files are made by `peers/make_old_databases.py`; opening one migrates it to the current schema.
@Suite struct OldDatabaseTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fixtures/old-databases")

    /// The released schema versions that have a database file.
    static let versions = Array(1...10)

    /// A copy of the version's file in a fresh folder, so migrating it leaves the fixture alone.
    func copy(_ version: Int, into folder: TemporaryDirectory) throws -> String {
        let target = folder.file("cardbox.sqlite")
        try FileManager.default.copyItem(
            atPath: Self.fixtures.appending(path: "schema-\(version).sqlite").path, toPath: target)
        return target
    }

    @Test(arguments: versions)
    func anOldDatabaseOpensAndKeepsItsData(_ version: Int) throws {
        let folder = try TemporaryDirectory()
        let store = try SQLiteStore(path: try copy(version, into: folder))
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        #expect(user.id == UserID(rawValue: 1))
        let deck = try #require(try store.fetchDecks(owner: user.id).first)
        #expect(deck.name == "Spanish \(version)")
        #expect(deck.options.scheduler == .sm2)
        let card = try #require(try store.fetchCards(deck: deck.id).first)
        #expect(card.content.front == "hola")
        #expect(card.content.distractors == ["goodbye", "please", "thanks"])
        #expect(card.schedule.box == 1)
        let reviews = try store.fetchReviews(deck: deck.id)
        #expect(reviews.map(\.rating) == [.good])
        #expect(reviews.first?.elapsedMilliseconds == 2500)
        if version >= 2 {
            #expect(
                try store.findDocument(owner: user.id, contentID: String(repeating: "a", count: 64))?.title
                    == "Greetings")
        }
        if version >= 3 {
            #expect(try store.fetchDrafts(owner: user.id).map(\.deckName) == ["Greetings"])
        }
        if version >= 5 {
            #expect(try store.fetchFavourites(for: user.id).map(\.word) == ["serendipity"])
        }
        if version >= 6 {
            #expect(try store.findAccount(email: "ada@example.org")?.user.name == "Ada")
        }
        if version >= 9 {
            let key = BlobKey(rawValue: "185f8db32271fe25f561a6fc938b2e264306ec304eda518007d1764826381969")
            #expect(try store.readBlobChunk(key, position: 0) == Array("Hello".utf8))
        }
        if version >= 10 {
            #expect(try store.findJob(JobID(rawValue: 1))?.state == .finished)
        }
        // Opening it again finds every migration recorded and runs none.
        let again = try SQLiteStore(path: folder.file("cardbox.sqlite"))
        #expect(try again.fetchDecks(owner: user.id).map(\.name) == ["Spanish \(version)"])
    }
}
