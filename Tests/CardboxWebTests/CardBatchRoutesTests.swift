import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// A deck page's selection (move, tag, delete after a question), the same operations over the API, and "Save and
/// add another": every refusal leaves every card as it was.
@Suite struct CardBatchRoutesTests {
    /// Ada's deck "Cells" of three cards (the first with two reviews), her deck "Biology", and Bob with a card.
    func setUp() throws -> (app: WebHarness, ada: TestBrowser, cells: Deck, biology: Deck, cards: [Card], bob: Card) {
        let (app, ada, cells) = try StudyRoutesTests().setUp()
        _ = try ada.submit("/decks", ["name": "Biology"])
        let user = try #require(try ada.user(in: app))
        let biology = try #require(try app.store.findDeck(owner: user.id, name: "Biology"))
        let cards = try app.store.fetchCards(deck: cells.id)
        let deletion = DeletionRoutesTests()
        _ = try app.store.record(deletion.review(cards[0], rating: .good, at: Fixtures.now), session: nil)
        _ = try app.store.record(deletion.review(cards[0], rating: .again, at: Fixtures.now), session: nil)
        let bob = try app.signedUp("Bob", email: "bob@example.com")
        let bobUser = try #require(try bob.user(in: app))
        let bobDeck = try app.store.insertDeck(NewDeck(ownerID: bobUser.id, name: "Bob's", createdAt: Fixtures.now))
        let bobCard = try app.store.insertCard(
            CardContent(front: "Bob's", back: "card"), into: bobDeck.id, createdAt: Fixtures.now,
            today: Fixtures.today)
        ada.get("/decks/\(cells.id)")
        return (app, ada, cells, biology, cards, bobCard)
    }

    /// Posts a form whose `card` field repeats once per card.
    func batch(
        _ browser: TestBrowser, deck: Deck, _ cards: [CardID], _ fields: [(String, String)], token: String? = nil
    ) -> Response {
        let pairs = cards.map { ("card", "\($0)") } + fields + [("_csrf", token ?? browser.csrf)]
        let body = pairs.map { "\(Parameters.encode($0.0))=\(Parameters.encode($0.1))" }.joined(separator: "&")
        return browser.send(
            .post, "/decks/\(deck.id)/cards/batch", body: Array(body.utf8),
            contentType: "application/x-www-form-urlencoded")
    }

    @Test func theDeckPageMovesTheChosenCards() throws {
        let (app, ada, cells, biology, cards, _) = try setUp()
        let page = ada.get("/decks/\(cells.id)").bodyText
        #expect(page.contains("id=\"card-batch\""))
        #expect(page.contains("name=\"card\" value=\"\(cards[0].id)\" form=\"card-batch\""))
        #expect(page.contains("<option value=\"\(biology.id)\">Biology</option>"))
        let moved = batch(
            ada, deck: cells, [cards[0].id, cards[2].id], [("action", "move"), ("deck", "\(biology.id)")])
        #expect(moved.headers["Location"] == "/decks/\(cells.id)?notice=cards-moved")
        #expect(try app.store.fetchCards(deck: biology.id).map(\.id) == [cards[0].id, cards[2].id])
        #expect(try app.store.fetchCards(deck: cells.id).map(\.id) == [cards[1].id])
        #expect(try app.store.fetchReviews(deck: biology.id).count == 2)
        #expect(ada.get("/decks/\(cells.id)?notice=cards-moved").bodyText.contains("The chosen cards have been moved."))
    }

    @Test func theDeckPageTagsTheChosenCards() throws {
        let (app, ada, cells, _, cards, _) = try setUp()
        let tagged = batch(ada, deck: cells, [cards[1].id, cards[2].id], [("action", "tag"), ("tag", " nucleus ")])
        #expect(tagged.headers["Location"] == "/decks/\(cells.id)?notice=cards-tagged")
        #expect(try app.store.findCard(cards[1].id)?.content.tags == ["nucleus"])
        #expect(try app.store.findCard(cards[2].id)?.content.tags == ["nucleus"])
        #expect(try app.store.findCard(cards[0].id)?.content.tags == [])
        let page = ada.get("/decks/\(cells.id)").bodyText
        #expect(page.components(separatedBy: "<span class=\"pill\" data-tag>nucleus</span>").count == 3)
        let found = ada.get("/decks/\(cells.id)?q=NUCLEUS").bodyText
        #expect(found.contains(cards[2].content.front) && !found.contains(cards[0].content.front))
        let blank = batch(ada, deck: cells, [cards[0].id], [("action", "tag"), ("tag", "  ")])
        #expect(blank.status == .unprocessableContent)
        #expect(try app.store.findCard(cards[0].id)?.content.tags == [])
    }

    @Test func deletingTheChosenCardsAsksFirstAndSaysWhatGoes() throws {
        let (app, ada, cells, _, cards, _) = try setUp()
        let question = batch(ada, deck: cells, [cards[0].id, cards[1].id], [("action", "delete")])
        #expect(question.status == .ok)
        let text = question.bodyText
        #expect(text.contains("Delete 2 cards?"))
        #expect(text.contains("<strong data-count=\"cards\">2 cards</strong>"))
        #expect(text.contains("<strong data-count=\"reviews\">2 reviews</strong>"))
        #expect(text.contains("name=\"confirm\" value=\"yes\""))
        #expect(try app.store.fetchCards(deck: cells.id).count == 3)
        let deleted = batch(ada, deck: cells, [cards[0].id, cards[1].id], [("action", "delete"), ("confirm", "yes")])
        #expect(deleted.headers["Location"] == "/decks/\(cells.id)?notice=cards-deleted")
        #expect(try app.store.fetchCards(deck: cells.id).map(\.id) == [cards[2].id])
        #expect(try app.store.fetchReviews(deck: cells.id).isEmpty)
    }

    @Test func refusedSelectionsChangeNothing() throws {
        let (app, ada, cells, biology, cards, bobCard) = try setUp()
        let user = try #require(try ada.user(in: app))
        let before = try app.store.exportSnapshot(owner: user.id)
        let theirs = [cards[0].id, bobCard.id]
        for action in [
            [("action", "move"), ("deck", "\(biology.id)")], [("action", "tag"), ("tag", "x")],
            [("action", "delete"), ("confirm", "yes")], [("action", "delete")],
        ] {
            #expect(batch(ada, deck: cells, theirs, action).status == .notFound, "\(action)")
            #expect(batch(ada, deck: cells, [], action).status == .unprocessableContent, "\(action)")
            #expect(batch(ada, deck: cells, [cards[0].id], action, token: "forged").status == .forbidden)
        }
        let bobDeck = bobCard.deckID
        #expect(
            batch(ada, deck: cells, [cards[0].id], [("action", "move"), ("deck", "\(bobDeck)")]).status == .notFound)
        #expect(batch(ada, deck: cells, [cards[0].id], [("action", "move"), ("deck", "999999")]).status == .notFound)
        #expect(batch(ada, deck: cells, [cards[0].id], [("action", "move")]).status == .notFound)
        #expect(batch(ada, deck: cells, [cards[0].id], [("action", "burn")]).status == .unprocessableContent)
        let elsewhere = try #require(try app.store.findDeck(bobDeck))
        #expect(batch(ada, deck: elsewhere, [cards[0].id], [("action", "tag"), ("tag", "x")]).status == .notFound)
        #expect(try app.store.exportSnapshot(owner: user.id) == before)
        #expect(try app.store.findCard(bobCard.id) == bobCard)
    }

    @Test func theAPIMovesTagsAndDeletesManyCardsAllOrNone() throws {
        let (app, ada, cells, biology, cards, bobCard) = try setUp()
        let script = try DraftSavingRuleTests().script(of: ada, in: app)
        let user = try #require(try ada.user(in: app))
        let before = try app.store.exportSnapshot(owner: user.id)
        let mine = cards.map { Int($0.id.rawValue) }
        let foreign = [mine[0], Int(bobCard.id.rawValue)]
        #expect(
            try script.json(.post, "/api/v1/cards/move", ["card_ids": foreign, "deck_id": biology.id.rawValue])
                .status == .notFound)
        #expect(
            try script.json(.post, "/api/v1/cards/move", ["card_ids": mine, "deck_id": bobCard.deckID.rawValue])
                .status == .notFound)
        #expect(
            try script.json(.post, "/api/v1/cards/move", ["card_ids": [Int](), "deck_id": biology.id.rawValue])
                .status == .unprocessableContent)
        #expect(try script.json(.post, "/api/v1/cards/tag", ["card_ids": foreign, "tag": "x"]).status == .notFound)
        #expect(
            try script.json(.post, "/api/v1/cards/tag", ["card_ids": mine, "tag": " "]).status
                == .unprocessableContent)
        #expect(try script.json(.post, "/api/v1/cards/delete", ["card_ids": foreign]).status == .notFound)
        #expect(try script.json(.post, "/api/v1/cards/delete", ["card_ids": [0]]).status == .notFound)
        let cookieOnly = try ada.json(.post, "/api/v1/cards/delete", ["card_ids": mine])
        #expect(cookieOnly.status == .forbidden)
        #expect(try app.store.exportSnapshot(owner: user.id) == before)
        #expect(try app.store.findCard(bobCard.id) == bobCard)

        let moved = try script.json(.post, "/api/v1/cards/move", ["card_ids": mine, "deck_id": biology.id.rawValue])
        #expect(moved.status == .ok, "\(moved.bodyText)")
        #expect(try moved.jsonObject()["card_count"] as? Int == 3)
        #expect(try app.store.fetchCards(deck: biology.id).count == 3)
        let tagged = try script.json(.post, "/api/v1/cards/tag", ["card_ids": [mine[0], mine[0]], "tag": "cells"])
        #expect(try tagged.jsonObject()["card_count"] as? Int == 1)
        #expect(try app.store.findCard(cards[0].id)?.content.tags == ["cells"])
        let deleted = try script.json(.post, "/api/v1/cards/delete", ["card_ids": [mine[0], mine[1]]])
        #expect(try deleted.jsonObject()["review_count"] as? Int == 2)
        #expect(try app.store.fetchCards(deck: biology.id).map(\.id) == [cards[2].id])
        #expect(try app.store.fetchDecks(owner: user.id).map(\.id).contains(cells.id))
    }

    @Test func saveAndAddAnotherReturnsToAnEmptyEditor() throws {
        let (app, ada, cells, _, _, _) = try setUp()
        let editor = ada.get("/decks/\(cells.id)/cards/new").bodyText
        #expect(editor.contains("name=\"then\" value=\"another\""))
        #expect(editor.contains("class=\"grid card-editor\""))
        let saved = try ada.submit(
            "/decks/\(cells.id)/cards", ["front": "Cell wall?", "back": "Cellulose", "then": "another"])
        #expect(saved.headers["Location"] == "/decks/\(cells.id)/cards/new?notice=card-added")
        #expect(try app.store.fetchCards(deck: cells.id).last?.content.front == "Cell wall?")
        let next = ada.get("/decks/\(cells.id)/cards/new?notice=card-added").bodyText
        #expect(next.contains("The card has been saved. Add the next one."))
        #expect(!next.contains("Cell wall?"))
        let plain = try ada.submit("/decks/\(cells.id)/cards", ["front": "Vacuole?", "back": "Storage"])
        #expect(plain.headers["Location"] == "/decks/\(cells.id)?notice=card-saved")
        let invalid = try ada.submit("/decks/\(cells.id)/cards", ["front": "", "back": "x", "then": "another"])
        #expect(invalid.status == .unprocessableContent)
        #expect(try app.store.fetchCards(deck: cells.id).count == 5)
    }
}
