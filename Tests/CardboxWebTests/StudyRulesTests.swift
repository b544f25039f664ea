import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Study rules every front end shares: answers through the API count like answers on the pages, and notes under
/// "Why?" are shown as paragraphs, never as markup.
@Suite struct StudyRulesTests {
    @Test func answersThroughTheAPICountTowardTheStreakAndTheStats() throws {
        let (app, ada, script) = try APIAndImportTests().setUp()
        ada.get("/stats")
        #expect(ada.get("/stats").bodyText.contains("not studied yet today"))
        let deck = try script.json(.post, "/api/v1/decks", ["name": "Spanish"]).jsonObject()
        let deckID = try #require(deck["id"] as? Int)
        for (front, back) in [("hola", "hello"), ("gato", "cat"), ("perro", "dog")] {
            _ = try script.json(.post, "/api/v1/decks/\(deckID)/cards", ["front": front, "back": back])
        }
        var answered = 0
        while answered < 3 {
            let next = try script.json(.get, "/api/v1/study/next?deck_id=\(deckID)").jsonObject()
            let card = try #require((next["card"] as? [String: Any])?["id"] as? Int)
            let seed = try #require(next["seed"] as? String)
            let reply = try script.json(
                .post, "/api/v1/cards/\(card)/answer", ["mode": "flip", "seed": seed, "rating": answered == 0 ? 1 : 3])
            #expect(reply.status == .ok, "\(reply.bodyText)")
            answered += 1
        }
        let page = ada.get("/stats").bodyText
        #expect(page.contains("studied today"))
        #expect(!page.contains("not studied yet today"))
        #expect(page.contains("<strong>1</strong> day in a row"))
        #expect(page.contains("3 answers in"))
        let stats = try script.json(.get, "/api/v1/stats").jsonObject()
        let days = try #require(stats["days"] as? [[String: Any]])
        let today = try #require(days.last)
        #expect(today["answered"] as? Int == 3)
        #expect(today["correct"] as? Int == 2)
        #expect((stats["streak"] as? [String: Any])?["current"] as? Int == 1)
        _ = app
    }

    @Test func aPitfallNoteUnderWhyIsAParagraphNotMarkupShownAsText() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let user = try #require(try ada.user(in: app))
        let deck = try app.store.insertDeck(NewDeck(ownerID: user.id, name: "Swift", createdAt: Fixtures.now))
        var content = Fixtures.content(front: "Which keyword makes a constant?", back: "let")
        content.distractors = ["var", "const", "static"]
        content.pitfall = "`var` <declares> a variable & can change."
        let card = try app.store.insertCard(content, into: deck.id, createdAt: Fixtures.now, today: Fixtures.today)
        let prompt = ada.get("/study/\(deck.id)?mode=choice").bodyText
        let seed = try #require(
            prompt.range(of: "name=\"seed\" value=\"").map { String(prompt[$0.upperBound...].prefix { $0 != "\"" }) })
        let session = try #require(
            prompt.range(of: "name=\"session\" value=\"").map { String(prompt[$0.upperBound...].prefix { $0 != "\"" }) }
        )
        var answered = ""
        for choice in 0..<4 {
            let reply = try ada.submit(
                "/study/\(deck.id)/answer",
                ["mode": "choice", "card": "\(card.id)", "seed": seed, "session": session, "choice": "\(choice)"])
            let location = try #require(reply.headers["Location"])
            let page = ada.get(location).bodyText
            if page.contains("The answer is") || page.contains("Not quite") {
                answered = page
                break
            }
        }
        try #require(!answered.isEmpty, "no wrong answer was found among the options")
        #expect(
            answered.contains(
                "<div class=\"muted\"><div class=\"card-text\"><p><code>var</code> &lt;declares&gt; a variable &amp; "
                    + "can change.</p></div></div>"))
        #expect(!answered.contains("&lt;p class"))
    }
}
