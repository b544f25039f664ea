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
