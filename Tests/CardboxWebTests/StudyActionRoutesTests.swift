import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Undo, bury, suspend and in-session relearning on the study pages and through the API, all through the core's
/// quiz-session operations.
@Suite struct StudyActionRoutesTests {
    /// The value of the first hidden field `name` on `page`.
    func field(_ name: String, in page: String) -> String? {
        page.range(of: "name=\"\(name)\" value=\"").map { String(page[$0.upperBound...].prefix { $0 != "\"" }) }
    }

    /// Starts a flip session on `deck` and returns the first page and the session id.
    func start(_ ada: TestBrowser, deck: Deck) throws -> (page: String, session: String) {
        let location = try #require(ada.send(.get, "/study/\(deck.id)").headers["Location"])
        return (ada.get(location).bodyText, String(location.split(separator: "=").last ?? ""))
    }

    /// Rates the card on `page` and returns the next page.
    func rate(_ ada: TestBrowser, deck: Deck, page: String, session: String, rating: Int) throws -> String {
        let card = try #require(field("card", in: page))
        let seed = try #require(field("seed", in: page))
        let answered = try ada.submit(
            "/study/\(deck.id)/answer",
            ["card": card, "mode": "flip", "seed": seed, "session": session, "rating": String(rating)])
        return ada.get(try #require(answered.headers["Location"])).bodyText
    }

    @Test func undoRemovesTheReviewRestoresTheScheduleAndAsksTheCardAgain() throws {
        let (app, ada, deck) = try StudyRoutesTests().setUp()
        let (first, session) = try start(ada, deck: deck)
        #expect(first.contains("<progress value=\"0\""))
        #expect(!first.contains("data-key=\"z\""))
        #expect(first.contains("class=\"rating rating-again\""))
        #expect(first.contains("data-key=\"-\""))
        #expect(first.contains("data-key=\"@\""))
        let cardID = try #require(field("card", in: first).flatMap(Int64.init))
        let before = try #require(try app.store.findCard(CardID(rawValue: cardID)))
        app.advance(seconds: 5)
        let second = try rate(ada, deck: deck, page: first, session: session, rating: 3)
        #expect(second.contains("<progress value=\"1\""))
        #expect(second.contains("data-key=\"z\""))
        #expect(try app.store.findCard(before.id)?.schedule != before.schedule)
        let undone = try ada.submit("/study/\(deck.id)/undo", ["session": session, "mode": "flip"])
        let location = try #require(undone.headers["Location"])
        #expect(location == "/study/\(deck.id)?mode=flip&session=\(session)&card=\(cardID)")
        #expect(try app.store.findCard(before.id) == before)
        #expect(try app.store.fetchReviews(deck: deck.id).isEmpty)
        #expect(try app.store.findSession(SessionID(rawValue: Int64(session) ?? 0))?.answered == 0)
        let again = ada.get(location).bodyText
        #expect(field("card", in: again) == String(cardID))
        let nothing = try ada.submit("/study/\(deck.id)/undo", ["session": session, "mode": "flip"])
        #expect(nothing.status == .conflict)
        let stranger = try app.signedUp("Bob", email: "bob@example.com")
        stranger.get("/")
        #expect(try stranger.submit("/study/all/undo", ["session": session]).status == .notFound)
    }

    @Test func aMissedCardComesBackAfterTheOthersInTheSameSession() throws {
        let (_, ada, deck) = try StudyRoutesTests().setUp()
        var (page, session) = try start(ada, deck: deck)
        let missed = try #require(field("card", in: page))
        page = try rate(ada, deck: deck, page: page, session: session, rating: 1)
        var order: [String] = []
        while let card = field("card", in: page), order.count < 5 {
            order.append(card)
            page = try rate(ada, deck: deck, page: page, session: session, rating: 4)
        }
        #expect(order.count == 3)
        #expect(order.last == missed)
        #expect(Set(order.dropLast()).count == 2 && !order.dropLast().contains(missed))
        #expect(page.contains("All done for now"))
        #expect(page.contains("data-next-due"))
        #expect(page.contains("Next: ") && page.contains(" due "))
    }

    @Test func buriedAndSuspendedCardsLeaveTheSessionUntilTheirTime() throws {
        let (app, ada, deck) = try StudyRoutesTests().setUp()
        let (first, session) = try start(ada, deck: deck)
        let buried = try #require(field("card", in: first))
        let response = try ada.submit(
            "/study/\(deck.id)/bury", ["card": buried, "mode": "flip", "session": session])
        let next = ada.get(try #require(response.headers["Location"])).bodyText
        let suspended = try #require(field("card", in: next))
        #expect(suspended != buried)
        _ = try ada.submit("/study/\(deck.id)/suspend", ["card": suspended, "mode": "flip", "session": session])
        let setAside = try app.store.fetchSetAside(deck: deck.id, today: Fixtures.today)
        #expect(setAside[CardID(rawValue: Int64(buried) ?? 0)] == .buried(until: Fixtures.today.adding(days: 1)))
        #expect(setAside[CardID(rawValue: Int64(suspended) ?? 0)] == .suspended)
        #expect(try app.store.fetchReviews(deck: deck.id).isEmpty)
        let deckPage = ada.get("/decks/\(deck.id)").bodyText
        #expect(deckPage.contains(">suspended<"))
        #expect(deckPage.contains(">buried until tomorrow<"))
        #expect(deckPage.contains("action=\"/cards/\(suspended)/restore\""))
        let restored = try ada.submit("/cards/\(suspended)/restore", [:])
        #expect(restored.headers["Location"] == "/decks/\(deck.id)")
        #expect(try app.store.fetchSetAside(deck: deck.id, today: Fixtures.today).count == 1)
        let stranger = try app.signedUp("Bob", email: "bob@example.com")
        stranger.get("/")
        #expect(try stranger.submit("/cards/\(buried)/restore", [:]).status == .notFound)
    }

    @Test func theAPIUndoesBuriesSuspendsAndRestores() throws {
        let (app, ada, script) = try APIAndImportTests().setUp()
        let deck = try script.json(.post, "/api/v1/decks", ["name": "Spanish"]).jsonObject()
        let deckID = try #require(deck["id"] as? Int)
        for (front, back) in [("hola", "hello"), ("gato", "cat")] {
            _ = try script.json(.post, "/api/v1/decks/\(deckID)/cards", ["front": front, "back": back])
        }
        let user = try #require(try ada.user(in: app)).id
        let session = try app.store.startSession(
            NewSession(userID: user, deckID: nil, mode: .flip, startedAt: Fixtures.now, studyDay: Fixtures.today))
        let next = try script.json(.get, "/api/v1/study/next?deck_id=\(deckID)&session_id=\(session.id)").jsonObject()
        let card = try #require((next["card"] as? [String: Any])?["id"] as? Int)
        let before = try app.store.findCard(CardID(rawValue: Int64(card)))
        let seed = try #require(next["seed"] as? String)
        let reply = try script.json(
            .post, "/api/v1/cards/\(card)/answer",
            ["mode": "flip", "seed": seed, "rating": 3, "session_id": session.id.rawValue])
        #expect(reply.status == .ok)
        let undone = try script.json(.post, "/api/v1/study/undo", ["session_id": session.id.rawValue])
        #expect(undone.status == .ok, "\(undone.bodyText)")
        #expect(try undone.jsonObject()["card_id"] as? Int == card)
        #expect(try app.store.findCard(CardID(rawValue: Int64(card))) == before)
        #expect(try script.json(.post, "/api/v1/study/undo", ["session_id": session.id.rawValue]).status == .conflict)
        #expect(try script.json(.post, "/api/v1/study/undo", ["session_id": 999_999]).status == .notFound)
        let buried = try script.json(.post, "/api/v1/cards/\(card)/bury").jsonObject()
        #expect(buried["state"] as? String == "buried")
        #expect(buried["until"] as? String == Fixtures.today.adding(days: 1).description)
        let other = try script.json(.get, "/api/v1/study/next?deck_id=\(deckID)").jsonObject()
        #expect((other["card"] as? [String: Any])?["id"] as? Int != card)
        #expect(try script.json(.post, "/api/v1/cards/\(card)/suspend").jsonObject()["state"] as? String == "suspended")
        #expect(try script.json(.post, "/api/v1/cards/\(card)/restore").jsonObject()["state"] as? String == "studied")
        #expect(try script.json(.post, "/api/v1/cards/999999/bury").status == .notFound)
        let document = try script.json(.get, "/api/openapi.json").jsonObject()
        let paths = try #require(document["paths"] as? [String: Any])
        for path in ["/api/v1/study/undo", "/api/v1/cards/{cardID}/bury", "/api/v1/cards/{cardID}/suspend"] {
            #expect(paths[path] != nil, "\(path) is not documented")
        }
    }
}
