import CardboxCore
import Foundation
import Testing

/// Whole-account snapshots: the cases of ``StoreContract`` for this area.
extension StoreContract {
    /// A snapshot replaces another user's data with an equal copy.
    public static func snapshotRoundTripsIntoAnotherUser(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let deck = start.deck
        let today = Fixtures.today
        let now = Fixtures.now
        let card = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
        let session = try store.startSession(
            NewSession(userID: user.id, deckID: deck.id, mode: .flip, startedAt: now, studyDay: today)
        )
        _ = try store.record(review(card, rating: .good, at: now), session: session.id)
        try store.setSetting("theme", to: "dark", for: user.id)
        let snapshot = try store.exportSnapshot(owner: user.id)
        let other = try store.insertUser(Fixtures.newUser("other"))
        try store.replaceAll(owner: other.id, with: snapshot)
        let copy = try store.exportSnapshot(owner: other.id)
        #expect(copy.decks.map(\.name) == ["Spanish"])
        #expect(copy.cards.map(\.content) == snapshot.cards.map(\.content))
        #expect(copy.cards.map(\.schedule) == snapshot.cards.map(\.schedule))
        #expect(copy.reviews.map(\.rating) == [.good])
        #expect(copy.reviews.first?.sessionID == copy.sessions.first?.id)
        #expect(copy.settings == ["theme": "dark"])
        #expect(try store.exportSnapshot(owner: user.id) == snapshot)
    }

    /// The note an imported card came from survives a snapshot replacing its owner's data, on the card's new id, so
    /// importing the same note again updates that card; a snapshot whose note names a missing card changes nothing.
    public static func aSnapshotKeepsTheNoteEachImportedCardCameFrom(_ start: Start) throws {
        let store = start.store
        let (user, now, today) = (start.user, Fixtures.now, Fixtures.today)
        let key = NoteKey(guid: "f#Q2x", ordinal: 1)
        func batch(_ back: String) -> CardImport {
            CardImport(decks: [
                ImportedDeck(
                    name: "Spanish",
                    cards: [
                        ImportedCard(content: Fixtures.content(front: "gato", back: back), createdAt: now, note: key)
                    ])
            ])
        }
        _ = try store.insertCard(Fixtures.content(front: "perro"), into: start.deck.id, createdAt: now, today: today)
        #expect(try store.importCards(batch("cat"), owner: user.id, at: now, today: today).added == 1)
        let snapshot = try store.exportSnapshot(owner: user.id)
        let imported = try #require(snapshot.cards.first { $0.content.front == "gato" })
        #expect(snapshot.notes == [imported.id: key])

        try store.replaceAll(owner: user.id, with: snapshot)
        let restored = try store.exportSnapshot(owner: user.id)
        let card = try #require(restored.cards.first { $0.content.front == "gato" })
        #expect(card.id != imported.id, "a restore gives cards new ids")
        #expect(restored.notes == [card.id: key])
        let again = try store.importCards(batch("the cat"), owner: user.id, at: now, today: today)
        #expect(again == CardImportResult(added: 0, updated: 1, unchanged: 0, reviews: 0, createdDecks: []))
        #expect(try store.fetchCards(deck: card.deckID).map(\.content.back).sorted() == ["hello", "the cat"])

        var broken = try store.exportSnapshot(owner: user.id)
        broken.notes[CardID(rawValue: 99_999)] = NoteKey(guid: "lost", ordinal: 0)
        #expect(throws: StoreError.self) { try store.replaceAll(owner: user.id, with: broken) }
        #expect(try store.exportSnapshot(owner: user.id).notes == [card.id: key])
    }

    /// A deck restored from the trash keeps the notes its imported cards came from; a note imported again while the
    /// deck was in the trash stays with the newer card, and the restored one has none.
    public static func aDeckBackFromTheTrashKeepsItsNotesUnlessImportedAgain(_ start: Start) throws {
        let store = start.store
        let (user, now, today) = (start.user, Fixtures.now, Fixtures.today)
        let (kept, taken) = (NoteKey(guid: "kept", ordinal: 0), NoteKey(guid: "taken", ordinal: 0))
        func batch(_ deck: String, _ cards: [(String, NoteKey)]) -> CardImport {
            CardImport(decks: [
                ImportedDeck(
                    name: deck,
                    cards: cards.map {
                        ImportedCard(content: Fixtures.content(front: $0.0), createdAt: now, note: $0.1)
                    })
            ])
        }
        _ = try store.importCards(
            batch("Anki", [("uno", kept), ("dos", taken)]), owner: user.id, at: now, today: today)
        let deck = try #require(try store.fetchDecks(owner: user.id).first { $0.name == "Anki" })
        let before = try store.fetchNoteKeys(deck: deck.id)
        let trashed = try store.trashDeck(deck.id, at: now)
        _ = try store.importCards(batch("Again", [("dos", taken)]), owner: user.id, at: now, today: today)
        let again = try #require(try store.fetchDecks(owner: user.id).first { $0.name == "Again" })
        let newer = try store.fetchNoteKeys(deck: again.id)

        let restored = try store.restoreDeck(trash: trashed.id, owner: user.id, at: now)
        let cards = try store.fetchCards(deck: restored.id)
        let uno = try #require(cards.first { $0.content.front == "uno" })
        #expect(try store.fetchNoteKeys(deck: restored.id) == [uno.id: kept])
        #expect(before[uno.id] == kept)
        #expect(try store.fetchNoteKeys(deck: again.id) == newer)
        #expect(newer.values.map(\.guid) == ["taken"])
    }

    /// A snapshot that refers to missing records is refused and changes nothing.
    public static func inconsistentSnapshotChangesNothing(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let deck = start.deck
        let today = Fixtures.today
        let now = Fixtures.now
        _ = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
        let before = try store.exportSnapshot(owner: user.id)
        var broken = before
        broken.cards.append(Fixtures.card(id: 999, deck: 12_345))
        #expect(throws: StoreError.self) { try store.replaceAll(owner: user.id, with: broken) }
        #expect(try store.exportSnapshot(owner: user.id) == before)
    }

    /// A snapshot of more cards and answers than one insert writes restores every one, each answer on its own card
    /// and its card's schedule with it, under card ids no card had before, also when it replaces itself.
    public static func aLargeSnapshotRestoresEveryCardAndAnswer(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let count = 150
        var snapshot = try store.exportSnapshot(owner: user.id)
        let deck = try #require(snapshot.decks.first)
        snapshot.cards = (1...count).map { index in
            var card = Fixtures.card(
                id: Int64(index), deck: deck.id.rawValue,
                content: Fixtures.content(front: "word \(index)", back: "answer \(index)", distractors: []))
            card.schedule.box = index % 6
            card.schedule.intervalDays = index
            return card
        }
        snapshot.reviews = (1...count).map { index in
            ReviewLog(
                id: ReviewID(rawValue: Int64(index)), cardID: CardID(rawValue: Int64(count + 1 - index)),
                sessionID: nil,
                reviewedAt: Fixtures.now, studyDay: Fixtures.today, mode: .type, rating: .good,
                givenAnswer: "typed \(index)", isCorrect: true, elapsedMilliseconds: index)
        }
        try store.replaceAll(owner: user.id, with: snapshot)
        let first = try store.exportSnapshot(owner: user.id)
        #expect(first.cards.map(\.content.front) == (1...count).map { "word \($0)" })
        #expect(first.cards.map(\.schedule.box) == (1...count).map { $0 % 6 })
        #expect(first.cards.map(\.schedule.intervalDays) == Array(1...count))
        let fronts = Dictionary(uniqueKeysWithValues: first.cards.map { ($0.id, $0.content.front) })
        #expect(first.reviews.count == count)
        for review in first.reviews {
            #expect(fronts[review.cardID] == "word \(count + 1 - review.elapsedMilliseconds)")
        }

        try store.replaceAll(owner: user.id, with: first)
        let second = try store.exportSnapshot(owner: user.id)
        #expect(second.cards.map(\.content) == first.cards.map(\.content))
        #expect(second.reviews.map(\.givenAnswer) == first.reviews.map(\.givenAnswer))
        let highest = try #require(first.cards.map(\.id.rawValue).max())
        #expect(second.cards.allSatisfy { $0.id.rawValue > highest })
    }
}
