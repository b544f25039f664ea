import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Deleting asks first and says what goes; a deleted deck waits in the trash for 30 days.
@Suite struct DeletionRoutesTests {
    /// An answer to `card` that moves it to tomorrow.
    func review(_ card: Card, rating: Rating, at date: Date) -> ReviewRecord {
        var state = card.schedule
        state.phase = .review
        state.dueDay = Fixtures.today.adding(days: 1)
        state.lastReviewAt = date
        return ReviewRecord(
            cardID: card.id, reviewedAt: date, studyDay: Fixtures.today, mode: .flip, rating: rating, givenAnswer: nil,
            isCorrect: true, elapsedMilliseconds: 1_000, newState: state)
    }

    @Test func deletingADeckAsksFirstAndTheTrashRestoresIt() throws {
        let (app, ada, deck) = try StudyRoutesTests().setUp()
        let cards = try app.store.fetchCards(deck: deck.id)
        _ = try app.store.record(
            review(cards[0], rating: .good, at: Fixtures.now), session: nil)
        #expect(ada.get("/decks/\(deck.id)/edit").bodyText.contains("href=\"/decks/\(deck.id)/delete\""))
        let question = ada.get("/decks/\(deck.id)/delete").bodyText
        #expect(question.contains("Delete “Cells”?"))
        #expect(question.contains("<strong data-count=\"cards\">3 cards</strong>"))
        #expect(question.contains("<strong data-count=\"reviews\">1 review</strong>"))
        #expect(question.contains("30 days"))
        #expect(try app.store.findDeck(deck.id) != nil)
        let deleted = try ada.submit("/decks/\(deck.id)/delete", [:])
        #expect(deleted.headers["Location"] == "/?notice=deck-deleted")
        #expect(try app.store.findDeck(deck.id) == nil)
        let trash = ada.get("/trash").bodyText
        #expect(trash.contains("<strong>Cells</strong> · 3 cards, 1 review"))
        #expect(trash.contains("30 days left"))
        let entry = try #require(try app.store.fetchTrash(owner: deck.ownerID, at: Fixtures.now).first)
        let stranger = try app.signedUp("Bob", email: "bob@example.com")
        stranger.get("/")
        #expect(try stranger.submit("/trash/\(entry.id)/restore", [:]).status == .notFound)
        #expect(!stranger.get("/trash").bodyText.contains("Cells"))
        let restored = try ada.submit("/trash/\(entry.id)/restore", [:])
        #expect(restored.headers["Location"] == "/decks/\(deck.id)?notice=deck-restored")
        #expect(try app.store.fetchCards(deck: deck.id).map(\.id) == cards.map(\.id))
        #expect(try app.store.fetchReviews(deck: deck.id).count == 1)
        #expect(ada.get("/trash").bodyText.contains("The trash is empty."))
    }

    @Test func deletingACardAsksFirstAndSaysHowManyReviewsGo() throws {
        let (app, ada, deck) = try StudyRoutesTests().setUp()
        let card = try #require(try app.store.fetchCards(deck: deck.id).first)
        _ = try app.store.record(review(card, rating: .good, at: Fixtures.now), session: nil)
        _ = try app.store.record(review(card, rating: .easy, at: Fixtures.now), session: nil)
        #expect(ada.get("/cards/\(card.id)/edit").bodyText.contains("href=\"/cards/\(card.id)/delete\""))
        let question = ada.get("/cards/\(card.id)/delete").bodyText
        #expect(question.contains("Delete this card?"))
        #expect(question.contains("<strong data-count=\"reviews\">2 reviews</strong>"))
        #expect(try app.store.findCard(card.id) != nil)
        _ = try ada.submit("/cards/\(card.id)/delete", [:])
        #expect(try app.store.findCard(card.id) == nil)
    }

    @Test func theAPIDeletesIntoTheTrashAndRestores() throws {
        let (_, _, script) = try APIAndImportTests().setUp()
        let deck = try script.json(.post, "/api/v1/decks", ["name": "Spanish"]).jsonObject()
        let deckID = try #require(deck["id"] as? Int)
        _ = try script.json(.post, "/api/v1/decks/\(deckID)/cards", ["front": "hola", "back": "hello"])
        #expect(try script.json(.delete, "/api/v1/decks/\(deckID)").status == .noContent)
        #expect(try script.json(.get, "/api/v1/decks/\(deckID)").status == .notFound)
        let trash = try script.json(.get, "/api/v1/trash").jsonObject()
        let items = try #require(trash["items"] as? [[String: Any]])
        #expect(items.count == 1)
        #expect(items.first?["deck_id"] as? Int == deckID)
        #expect(items.first?["card_count"] as? Int == 1)
        let entry = try #require(items.first?["id"] as? Int)
        let restored = try script.json(.post, "/api/v1/trash/\(entry)/restore")
        #expect(restored.status == .ok, "\(restored.bodyText)")
        #expect(try restored.jsonObject()["id"] as? Int == deckID)
        #expect(try script.json(.post, "/api/v1/trash/\(entry)/restore").status == .notFound)
        let cards = try script.json(.get, "/api/v1/decks/\(deckID)/cards").jsonObject()
        #expect((cards["items"] as? [Any])?.count == 1)
    }
}
