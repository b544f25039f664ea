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
}
