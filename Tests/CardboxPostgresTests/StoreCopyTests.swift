import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxPostgres

/// Moving an install between SQLite and PostgreSQL: every table with its ids, into empty databases only.
@Suite(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
struct StoreCopyTests {
    /// A SQLite store with a bit of everything: decks, cards, answers, a session, words, an account, mail.
    private func filledSQLiteStore(_ directory: TemporaryDirectory) throws -> (SQLiteStore, User) {
        let store = try SQLiteStore(path: directory.path + "/source.sqlite")
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        let deck = try store.insertDeck(NewDeck(ownerID: user.id, name: "Spanish", createdAt: Fixtures.now))
        let card = try store.insertCard(
            Fixtures.content(), into: deck.id, createdAt: Fixtures.now, today: Fixtures.today)
        let session = try store.startSession(
            NewSession(userID: user.id, deckID: deck.id, mode: .flip, startedAt: Fixtures.now, studyDay: Fixtures.today)
        )
        var state = card.schedule
        state.phase = .review
        _ = try store.record(
            ReviewRecord(
                cardID: card.id, reviewedAt: Fixtures.now, studyDay: Fixtures.today, mode: .flip, rating: .good,
                givenAnswer: "hola", isCorrect: true, elapsedMilliseconds: 900, newState: state),
            session: session.id)
        _ = try store.addFavourite("zebra", for: user.id, at: Fixtures.now)
        _ = try store.addFavourite("apple", for: user.id, at: Fixtures.now)
        _ = try store.createAccount(Fixtures.newUser("Ada"), email: "ada@example.org", passwordHash: "h1")
        try store.enqueueMail(
            OutgoingMail(id: 0, recipient: "ada@example.org", subject: "Hi", body: "Hello", createdAt: Fixtures.now))
        let upload = try store.beginBlob(mediaType: "audio/mpeg", at: Fixtures.now)
        try store.appendBlobChunk(Self.blobBytes, to: upload, position: 0)
        _ = try store.finishBlob(
            upload, key: Self.blobKey, size: Self.blobBytes.count, owner: user.id, at: Fixtures.now)
        _ = try store.enqueueJob(NewJob(kind: "import", owner: user.id, payload: "{}", createdAt: Fixtures.now))
        return (store, user)
    }

    /// The bytes of the one blob in ``filledSQLiteStore(_:)``, every byte value once.
    private static let blobBytes = (0...255).map { UInt8($0) }

    /// The key the blob is filed under.
    private static let blobKey = BlobKey(rawValue: String(repeating: "ab", count: 32))

    @Test func anInstallMovesToPostgreSQLAndBackWithItsIds() throws {
        let directory = try TemporaryDirectory()
        let (source, user) = try filledSQLiteStore(directory)
        let target = try TestDatabase.freshStore()
        let report = try StoreCopy.copy(from: source.database, to: target.database)
        #expect(report.counts.first { $0.table == "review_log" }?.rows == 1)
        #expect(report.counts.first { $0.table == "user" }?.rows == 2)
        #expect(try target.exportSnapshot(owner: user.id) == source.exportSnapshot(owner: user.id))
        #expect(try target.fetchFavourites(for: user.id).map(\.word) == ["zebra", "apple"])
        #expect(try target.findAccount(email: "ADA@example.org")?.passwordHash == "h1")
        #expect(try target.readBlobChunk(Self.blobKey, position: 0) == Self.blobBytes)
        #expect(try target.findJob(JobID(rawValue: 1), owner: user.id)?.state == .waiting)
        let copiedDeck = try #require(try source.fetchDecks(owner: user.id).first)
        let newDeck = try target.insertDeck(NewDeck(ownerID: user.id, name: "New", createdAt: Fixtures.now))
        #expect(newDeck.id.rawValue > copiedDeck.id.rawValue)

        let back = try SQLiteDatabase(path: directory.path + "/back.sqlite")
        _ = try StoreCopy.copy(from: target.database, to: back)
        let returned = SQLiteStore(database: back)
        #expect(try returned.exportSnapshot(owner: user.id) == target.exportSnapshot(owner: user.id))
        #expect(try returned.fetchFavourites(for: user.id).map(\.word) == ["zebra", "apple"])
        #expect(try returned.readBlobChunk(Self.blobKey, position: 0) == Self.blobBytes)
        #expect(try returned.findJob(JobID(rawValue: 1), owner: user.id)?.kind == "import")
    }

    @Test func checksumsIgnoreRowOrderButNotValues() {
        let rows: [[SQLValue]] = [[.integer(1), .text("a"), .real(2.5)], [.integer(2), .null, .real(3)]]
        let same = StoreCopy.checksum(rows)
        #expect(StoreCopy.checksum(rows.reversed()) == same)
        #expect(StoreCopy.checksum([[.integer(2), .null, .integer(3)], rows[0]]) == same)
        #expect(StoreCopy.checksum([[.integer(1), .text("b"), .real(2.5)], rows[1]]) != same)
        #expect(StoreCopy.checksum([rows[0], [.integer(2), .text(""), .real(3)]]) != same)
        #expect(StoreCopy.checksum([rows[0]]) != same)
    }

    @Test func aTargetWithRowsIsRefusedAndLeftAlone() throws {
        let directory = try TemporaryDirectory()
        let (source, _) = try filledSQLiteStore(directory)
        let target = try TestDatabase.freshStore()
        let other = try target.localUser(creatingWith: Fixtures.newUser("someone"))
        #expect(throws: StoreCopy.Failure.targetNotEmpty(table: "user")) {
            try StoreCopy.copy(from: source.database, to: target.database)
        }
        #expect(try target.fetchDecks(owner: other.id).isEmpty)
        #expect(throws: StoreCopy.Failure.targetNotEmpty(table: "user")) {
            try StoreCopy.copy(from: target.database, to: source.database)
        }
    }

    @Test func theCommandCopiesTheSQLiteFileIntoPostgreSQL() throws {
        let url = try TestDatabase.freshSchema()
        let cardbox = try CardboxProcess()
        #expect(try cardbox.run(["deck", "new", "Verbs"]).status == 0)
        let copied = try cardbox.run(["store", "copy", "--to", url])
        #expect(copied.status == 0)
        #expect(copied.stdout.contains("deck: 2\n"))
        #expect(copied.stdout.hasSuffix("every table's count matches.\n"))
        let listed = try cardbox.run(["deck", "list"], environment: ["CARDBOX_DATABASE_URL": url])
        #expect(listed.stdout.contains("Verbs"))
        let again = try cardbox.run(["store", "copy", "--to", url])
        #expect(again.status == 65)
        #expect(again.stderr.contains("not empty"))
    }
}
