import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// The draft review page's counts, "Keep all" and "Drop the rest", the save rule (undecided cards only when the user
/// ticks the box) and editable wrong answers, on the pages and over the API.
@Suite struct DraftReviewBarTests {
    /// Ada, her draft of two undecided cards, and a script with her API token.
    func setUp() throws -> (WebHarness, TestBrowser, Draft, TestBrowser) {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let user = try #require(try ada.user(in: app))
        let draft = try DraftSavingRuleTests().seededDraft(app, user: user, status: .ready)
        let script = try DraftSavingRuleTests().script(of: ada, in: app)
        ada.get("/drafts/\(draft.id)")
        return (app, ada, draft, script)
    }

    @Test func thePageCountsDecisionsAndOffersSaveAboveAndBelow() throws {
        let (app, ada, draft, _) = try setUp()
        let page = ada.get("/drafts/\(draft.id)").bodyText
        #expect(page.contains("<strong data-count=\"kept\">0</strong> kept"))
        #expect(page.contains("<strong data-count=\"dropped\">0</strong> dropped"))
        #expect(page.contains("<strong data-count=\"undecided\">2</strong> undecided"))
        #expect(page.contains("data-save=\"top\""))
        #expect(page.contains("data-save=\"bottom\""))
        #expect(page.components(separatedBy: "name=\"undecided\" value=\"keep\"").count == 3)
        #expect(page.contains("data-keep-all") && page.contains("data-drop-rest"))
        let cards = try app.store.fetchDraftCards(draft.id)
        let decided = ada.send(
            .post, "/drafts/\(draft.id)/cards/\(cards[0].id)/decision",
            body: Array("decision=drop&_csrf=\(ada.csrf)".utf8), contentType: "application/x-www-form-urlencoded",
            headers: [("Accept", "application/json")])
        #expect(decided.status == .ok)
        let counts = try decided.jsonObject()
        #expect(counts["decision"] as? String == "dropped")
        #expect(counts["kept"] as? Int == 0)
        #expect(counts["dropped"] as? Int == 1)
        #expect(counts["undecided"] as? Int == 1)
        #expect(ada.get("/drafts/\(draft.id)").bodyText.contains("<strong data-count=\"undecided\">1</strong>"))
    }

    @Test func undecidedCardsAreSavedOnlyWhenTheBoxIsTicked() throws {
        let (app, ada, draft, _) = try setUp()
        let user = try #require(try ada.user(in: app))
        let refused = try ada.submit("/drafts/\(draft.id)/save", ["deck": "Biology"])
        #expect(refused.status == .unprocessableContent)
        #expect(refused.bodyText.contains("No card is kept, so nothing was saved."))
        #expect(try app.store.findDeck(owner: user.id, name: "Biology") == nil)
        #expect(try app.store.findDraft(draft.id)?.status == .ready)

        let cards = try app.store.fetchDraftCards(draft.id)
        try app.store.setDecision(.kept, for: cards[1].id)
        #expect(try ada.submit("/drafts/\(draft.id)/save", ["deck": "Biology"]).status == .seeOther)
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Biology"))
        #expect(try app.store.fetchCards(deck: deck.id).map(\.content.back) == [cards[1].card.answer])
    }

    @Test func keepAllAndDropTheRestDecideOnlyUndecidedCards() throws {
        let (app, ada, draft, _) = try setUp()
        let cards = try app.store.fetchDraftCards(draft.id)
        try app.store.setDecision(.dropped, for: cards[0].id)
        let kept = try ada.submit("/drafts/\(draft.id)/undecided", ["decision": "keep"])
        #expect(kept.headers["Location"] == "/drafts/\(draft.id)")
        #expect(try app.store.fetchDraftCards(draft.id).map(\.decision) == [.dropped, .kept])

        try app.store.setDecision(.pending, for: cards[0].id)
        _ = try ada.submit("/drafts/\(draft.id)/undecided", ["decision": "drop"])
        #expect(try app.store.fetchDraftCards(draft.id).map(\.decision) == [.dropped, .kept])

        try app.store.setDecision(.pending, for: cards[0].id)
        #expect(try ada.submit("/drafts/\(draft.id)/undecided", ["decision": "maybe"]).status == .unprocessableContent)
        #expect(
            try ada.submit("/drafts/\(draft.id)/undecided", ["decision": "keep"], token: "forged").status == .forbidden)
        let grace = try app.signedUp("Grace")
        grace.get("/drafts")
        #expect(try grace.submit("/drafts/\(draft.id)/undecided", ["decision": "keep"]).status == .notFound)
        #expect(try app.store.fetchDraftCards(draft.id).map(\.decision) == [.pending, .kept])
    }

    @Test func wrongAnswersAreEditedOnTheDraftCard() throws {
        let (app, ada, draft, _) = try setUp()
        let card = try app.store.fetchDraftCards(draft.id)[0]
        #expect(ada.get("/drafts/\(draft.id)").bodyText.contains("name=\"distractors\""))
        let fields = [
            "question": card.card.question, "answer": card.card.answer, "explanation": "",
            "distractors": "A ribosome\n\nA nucleus\nA vacuole\n",
        ]
        #expect(try ada.submit("/drafts/\(draft.id)/cards/\(card.id)/edit", fields).status == .seeOther)
        let edited = try app.store.fetchDraftCards(draft.id)[0]
        #expect(edited.card.distractors == ["A ribosome", "A nucleus", "A vacuole"])
        #expect(edited.decision == .kept)
        var wrong = fields
        wrong["distractors"] = "A ribosome\n\(card.card.answer)\nA vacuole"
        #expect(
            try ada.submit("/drafts/\(draft.id)/cards/\(card.id)/edit", wrong).status == .unprocessableContent)
        #expect(try app.store.fetchDraftCards(draft.id)[0] == edited)
    }

    @Test func theAPIKeepsAllDropsTheRestEditsWrongAnswersAndSavesByTheSameRule() throws {
        let (app, ada, draft, script) = try setUp()
        let user = try #require(try ada.user(in: app))
        let cards = try app.store.fetchDraftCards(draft.id)
        let edited = try script.json(
            .patch, "/api/v1/drafts/\(draft.id)/cards/\(cards[0].id)",
            ["distractors": ["Golgi", "Ribosome", "Vacuole"]])
        #expect(edited.status == .ok, "\(edited.bodyText)")
        #expect(try edited.jsonObject()["distractors"] as? [String] == ["Golgi", "Ribosome", "Vacuole"])
        let bad = try script.json(
            .patch, "/api/v1/drafts/\(draft.id)/cards/\(cards[1].id)", ["distractors": ["Golgi", "Ribosome"]])
        #expect(bad.status == .unprocessableContent)

        let refused = try script.json(.post, "/api/v1/drafts/\(draft.id)/save", ["undecided": "sometimes"])
        #expect(refused.status == .unprocessableContent)
        let dropped = try script.json(.post, "/api/v1/drafts/\(draft.id)/undecided", ["decision": "dropped"])
        #expect(dropped.status == .ok)
        #expect(try dropped.jsonObject()["dropped"] as? Int == 1)
        #expect(try dropped.jsonObject()["kept"] as? Int == 1)
        #expect(
            try script.json(.post, "/api/v1/drafts/\(draft.id)/undecided", ["decision": "pending"]).status
                == .unprocessableContent)
        let saved = try script.json(.post, "/api/v1/drafts/\(draft.id)/save", ["undecided": "keep"])
        #expect(saved.status == .created)
        #expect(try saved.jsonObject()["card_count"] as? Int == 1)
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Biology"))
        #expect(try app.store.fetchCards(deck: deck.id).first?.content.distractors == ["Golgi", "Ribosome", "Vacuole"])
        #expect(
            try script.json(.post, "/api/v1/drafts/\(draft.id)/undecided", ["decision": "kept"]).status
                == .conflict)
    }

    @Test func theAPIRefusesASaveOfNoCard() throws {
        let (app, ada, draft, script) = try setUp()
        let user = try #require(try ada.user(in: app))
        let refused = try script.json(.post, "/api/v1/drafts/\(draft.id)/save", [:])
        #expect(refused.status == .unprocessableContent)
        #expect(refused.bodyText.contains("nothing_to_save"))
        #expect(try app.store.findDeck(owner: user.id, name: "Biology") == nil)
        #expect(try app.store.findDraft(draft.id)?.status == .ready)
    }
}
