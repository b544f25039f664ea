import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Databases written by every released schema version open with this Cardbox and keep their data.
///
/// The files are made by `peers/make_old_databases.py` (`python3 peers/make_old_databases.py 16` adds the next
/// released version's); opening one migrates it to the current schema.
@Suite struct OldDatabaseTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fixtures/old-databases")

    /// The released schema versions that have a database file.
    static let versions = Array(1...15)

    /// The time the files' data was written at, 2025-06-24 08:00 UTC.
    static let written = Date(timeIntervalSince1970: 1_750_752_000)

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
        if version >= 11 {
            let events = try store.database.read { connection in
                try connection.query("SELECT stream, name, body FROM events") {
                    [$0.string(0), $0.string(1), $0.string(2)]
                }
            }
            #expect(events == [["user:1", "review", #"{"card_id":1}"#]])
        }
        if version >= 12 { try expectThrottles(in: store) }
        if version >= 13 { try expectClassroom(in: store, student: user.id) }
        if version >= 14 { try expectSetAsideAndTrash(in: store, owner: user.id, deck: deck.id) }
        if version >= 15 { try expectMedia(in: store, owner: user.id, deck: deck.id) }
        // Opening it again finds every migration recorded and runs none.
        let again = try SQLiteStore(path: folder.file("cardbox.sqlite"))
        #expect(try again.fetchDecks(owner: user.id).first { $0.id == deck.id }?.name == "Spanish \(version)")
    }

    /// The sign-in counters: five failures for one account and a used-up window for one address.
    func expectThrottles(in store: SQLiteStore) throws {
        let limits = ThrottleLimits(
            attemptsPerWindow: 5, window: 60, freeFailures: 3, maximumWait: 900, decayInterval: 3600)
        let soon = Self.written.addingTimeInterval(1)
        // Two failures past the free three ask for a four-second wait from the last one.
        let failureWait = try store.admitAttempt(
            scope: "signin", failureKey: "ada@example.org", address: "198.51.100.1", limits: limits, now: soon)
        #expect(failureWait == 3)
        let windowWait = try store.admitAttempt(
            scope: "signin", failureKey: nil, address: "192.0.2.7", limits: limits, now: soon)
        #expect(windowWait == 59)
    }

    /// A classroom taught by Ada with the local user as a student, a published quiz of one question, and the
    /// student's submitted attempt.
    func expectClassroom(in store: SQLiteStore, student: UserID) throws {
        let password = try #require(JoinPassword(canonical: "BCDFGH23"))
        let classroom = try #require(try store.findClassroom(joinPassword: password))
        #expect(classroom.name == "Biology")
        #expect(try store.findAccount(email: "ada@example.org")?.user.id == classroom.teacherID)
        let members = try store.members(of: classroom.id)
        #expect(Set(members.map(\.membership.role)) == [.teacher, .student])
        #expect(members.first { $0.membership.userID == student }?.membership.role == .student)
        let quiz = try #require(try store.quizzes(in: classroom.id, sort: .newest).first?.quiz)
        #expect(quiz.name == "Week 1")
        let question = try #require(try store.questions(of: quiz.id).first)
        #expect(question.content.prompt == "Hola means?")
        #expect(question.content.wrongOptions == ["goodbye", "please", "thanks"])
        let attempt = try #require(try store.attempts(in: classroom.id).first)
        #expect(attempt.studentID == student)
        #expect(attempt.answers == [question.id: 0])
        #expect(attempt.score?.right == 1)
    }

    /// A suspended and a buried card, the state the first answer was given from, and a deleted deck in the trash.
    func expectSetAsideAndTrash(in store: SQLiteStore, owner: UserID, deck: DeckID) throws {
        let today = try #require(StudyDay(iso: "2025-06-24"))
        let setAside = try store.fetchSetAside(deck: deck, today: today)
        #expect(setAside[CardID(rawValue: 2)] == .suspended)
        #expect(setAside[CardID(rawValue: 3)] == .buried(until: try #require(StudyDay(iso: "2025-06-25"))))
        let review = try #require(try store.fetchReviews(deck: deck).first)
        #expect(try store.previousState(of: review.id)?.phase == .new)
        let trash = try store.fetchTrash(owner: owner, at: Self.written)
        #expect(trash.map(\.name) == ["Old verbs"])
        let restored = try store.restoreDeck(trash: try #require(trash.first).id, owner: owner, at: Self.written)
        #expect(restored.name == "Old verbs")
        #expect(restored.id == DeckID(rawValue: 7))
    }

    /// An image held as the owner's card media, shown by a card of the deck.
    func expectMedia(in store: SQLiteStore, owner: UserID, deck: DeckID) throws {
        let held = try store.fetchMedia(owner: owner)
        let image = try #require(held.first)
        #expect(held.count == 1)
        #expect(image.mediaType == "image/png")
        let bytes = try #require(try store.readBlobChunk(image.key, position: 0))
        #expect(bytes.count == image.size)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        var hasher = SHA256Hasher()
        hasher.update(bytes)
        #expect(hasher.finishHex() == image.key.rawValue)
        #expect(try store.findMedia(image.key, viewer: owner) == image)
        let card = try #require(try store.fetchCards(deck: deck).first { $0.content.front == "gato" })
        #expect(card.content.back.contains("(media:\(image.key.rawValue).png)"))
        // The card mentions the image, so sweeping keeps it.
        #expect(try store.releaseUnusedMedia(owner: owner) == 0)
        #expect(try store.fetchMedia(owner: owner) == held)
    }

    /// The newest file has exactly the tables, indexes and keys a new database gets from the current code, so the
    /// script that writes the files makes what the migrator makes.
    @Test func theNewestFileHasTheSchemaOfANewDatabase() throws {
        let folder = try TemporaryDirectory()
        let newest = try #require(Self.versions.last)
        #expect(
            newest == Schema.migrations.map(\.version).max(),
            "every released migration needs its file: python3 peers/make_old_databases.py VERSION")
        let old = try SQLiteStore(path: try copy(newest, into: folder))
        let new = try SQLiteStore(path: folder.file("new.sqlite"))
        func schema(_ store: SQLiteStore) throws -> [String] {
            try store.database.read { connection in
                try connection.query(
                    "SELECT type || ' ' || name || ': ' || coalesce(sql, '') FROM sqlite_master "
                        + "WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name"
                ) { $0.string(0) }
            }
        }
        #expect(try schema(old) == schema(new))
        #expect(try schema(new).contains { $0.contains("AUTOINCREMENT") })
    }
}
