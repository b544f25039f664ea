public import CardboxCore
public import Foundation
import Testing

/// What every old-database fixture holds, checked the same way on each store: a database written by released
/// schema version N (`peers/make_old_databases.py` for SQLite, `peers/make_old_postgres_databases.py` for
/// PostgreSQL) has, once the current code has migrated it, the data its version had.
public enum OldDatabaseContract {
    /// The time the files' data was written at, 2025-06-24 08:00 UTC.
    public static let written = Date(timeIntervalSince1970: 1_750_752_000)

    /// Checks the data of a version-`version` file opened as `store`; returns the local user and its deck.
    @discardableResult
    public static func expectData(of version: Int, in store: any StudyStore) throws -> (user: User, deck: Deck) {
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
        if version >= 12 { try expectThrottles(in: store) }
        if version >= 13 { try expectClassroom(in: store, student: user.id) }
        if version >= 14 { try expectSetAsideAndTrash(in: store, owner: user.id, deck: deck.id) }
        if version >= 15 { try expectMedia(in: store, owner: user.id, deck: deck.id) }
        if version >= 16 { try expectNote(in: store, owner: user.id, deck: deck) }
        if version >= 17 {
            // "adiós" asks for its answer typed; the cards from before keep being flipped.
            let cards = try store.fetchCards(deck: deck.id)
            #expect(cards.filter(\.content.answerIsTyped).map(\.content.front) == ["adiós"])
        }
        return (user, deck)
    }

    /// The note "hola" was imported from: importing a new version of that note updates the card, wherever it is.
    private static func expectNote(in store: any StudyStore, owner: UserID, deck: Deck) throws {
        let newer = ImportedCard(
            content: CardContent(front: "¡hola!", back: "hello", distractors: ["goodbye", "please", "thanks"]),
            createdAt: written, note: NoteKey(guid: "f>X,9tq%2a", ordinal: 0))
        let result = try store.importCards(
            CardImport(decks: [ImportedDeck(name: "Elsewhere", cards: [newer])]), owner: owner, at: written,
            today: StudyDay(year: 2025, month: 6, day: 24))
        #expect(result.added == 0 && result.updated == 1)
        #expect(try store.fetchCards(deck: deck.id).first?.content.front == "¡hola!")
    }

    /// The sign-in counters: five failures for one account and a used-up window for one address.
    private static func expectThrottles(in store: any StudyStore) throws {
        let limits = ThrottleLimits(
            attemptsPerWindow: 5, window: 60, freeFailures: 3, maximumWait: 900, decayInterval: 3600)
        let soon = written.addingTimeInterval(1)
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
    private static func expectClassroom(in store: any StudyStore, student: UserID) throws {
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
    private static func expectSetAsideAndTrash(in store: any StudyStore, owner: UserID, deck: DeckID) throws {
        let today = try #require(StudyDay(iso: "2025-06-24"))
        let setAside = try store.fetchSetAside(deck: deck, today: today)
        #expect(setAside[CardID(rawValue: 2)] == .suspended)
        #expect(setAside[CardID(rawValue: 3)] == .buried(until: try #require(StudyDay(iso: "2025-06-25"))))
        let review = try #require(try store.fetchReviews(deck: deck).first)
        #expect(try store.previousState(of: review.id)?.phase == .new)
        let trash = try store.fetchTrash(owner: owner, at: written)
        #expect(trash.map(\.name) == ["Old verbs"])
        let restored = try store.restoreDeck(trash: try #require(trash.first).id, owner: owner, at: written)
        #expect(restored.name == "Old verbs")
        #expect(restored.id == DeckID(rawValue: 7))
    }

    /// An image held as the owner's card media, shown by a card of the deck.
    private static func expectMedia(in store: any StudyStore, owner: UserID, deck: DeckID) throws {
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
}
