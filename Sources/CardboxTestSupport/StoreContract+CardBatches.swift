import CardboxCore
import Foundation
import Testing

/// Moving, tagging and deleting many cards at once: the cases of ``StoreContract`` for this area.
extension StoreContract {
    /// A batch changes every card named or none: another owner's card or deck refuses it with nothing written;
    /// tags are added once; deleting reports the reviews that went with the cards.
    public static func cardBatchesChangeAllCardsOrNone(_ start: Start) throws {
        let store = start.store
        let (user, deck, now, today) = (start.user, start.deck, Fixtures.now, Fixtures.today)
        var cards: [Card] = []
        for index in 0..<3 {
            var content = Fixtures.content(front: "q\(index)", back: "a\(index)")
            content.tags = index == 0 ? ["Verbs"] : []
            cards.append(try store.insertCard(content, into: deck.id, createdAt: now, today: today))
        }
        _ = try store.record(review(cards[0], rating: .good, at: now), session: nil)
        _ = try store.record(review(cards[0], rating: .again, at: now), session: nil)
        let target = try store.insertDeck(NewDeck(ownerID: user.id, name: "French", createdAt: now))
        let other = try store.insertUser(Fixtures.newUser("other"))
        let otherDeck = try store.insertDeck(NewDeck(ownerID: other.id, name: "Theirs", createdAt: now))
        let theirs = try store.insertCard(
            Fixtures.content(front: "theirs", back: "x"), into: otherDeck.id, createdAt: now, today: today)
        let before = try store.exportSnapshot(owner: user.id)

        #expect(throws: CardError.notFound(theirs.id)) {
            try store.moveCards([cards[0].id, theirs.id], owner: user.id, to: target.id)
        }
        #expect(throws: StoreError.notFound("The deck")) {
            try store.moveCards([cards[0].id], owner: user.id, to: otherDeck.id)
        }
        #expect(throws: CardError.notFound(theirs.id)) {
            try store.tagCards([cards[1].id, theirs.id], owner: user.id, tag: "verbs")
        }
        #expect(throws: CardError.notFound(theirs.id)) { try store.deleteCards([theirs.id], owner: user.id) }
        #expect(throws: CardError.notFound(theirs.id)) { try store.countReviews(of: [theirs.id], owner: user.id) }
        #expect(try store.exportSnapshot(owner: user.id) == before)
        #expect(try store.findCard(theirs.id) == theirs)

        try store.moveCards([cards[0].id, cards[1].id, cards[0].id], owner: user.id, to: target.id)
        #expect(try store.fetchCards(deck: target.id).map(\.id) == [cards[0].id, cards[1].id])
        #expect(try store.fetchCards(deck: target.id).first?.schedule == store.findCard(cards[0].id)?.schedule)
        #expect(try store.fetchReviews(deck: target.id).count == 2)

        try store.tagCards([cards[0].id, cards[2].id], owner: user.id, tag: " verbs ")
        #expect(try store.findCard(cards[0].id)?.content.tags == ["Verbs"])
        #expect(try store.findCard(cards[2].id)?.content.tags == ["verbs"])

        #expect(try store.countReviews(of: [cards[0].id, cards[2].id], owner: user.id) == 2)
        #expect(try store.deleteCards([cards[0].id, cards[2].id], owner: user.id) == 2)
        #expect(try store.findCard(cards[0].id) == nil)
        #expect(try store.findCard(cards[2].id) == nil)
        #expect(try store.fetchReviews(deck: target.id).isEmpty)
        #expect(try store.fetchCards(deck: target.id).map(\.id) == [cards[1].id])
    }
}
