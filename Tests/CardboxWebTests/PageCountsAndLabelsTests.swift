import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// What the drafts list, the deck table and the stats page say agrees with what the store holds.
@Suite struct PageCountsAndLabelsTests {
    @Test func theDraftsListShowsTheDeckADraftWasSavedTo() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let user = try #require(try ada.user(in: app))
        let document = Fixtures.document()
        _ = try app.store.saveDocument(document, owner: user.id, at: Fixtures.now)
        let draft = try app.store.createDraft(
            NewDraft(
                ownerID: user.id, documentID: document.id, documentTitle: document.title, deckName: "Biology",
                engine: "extractive", engineNote: nil, chunksTotal: 1, maxCards: nil, createdAt: Fixtures.now))
        try app.store.appendDraftCards(
            [Fixtures.cardDraft(question: "What makes energy in a cell?", answer: "A mitochondrion")],
            to: draft.id, chunksDone: 1, usage: nil)
        try app.store.updateDraft(draft.id, engine: "extractive", engineNote: nil, status: .ready)
        ada.get("/drafts/\(draft.id)")
        #expect(
            try ada.submit("/drafts/\(draft.id)/save", ["deck": "Cell biology", "undecided": "keep"]).status
                == .seeOther)
        let list = ada.get("/drafts").bodyText
        #expect(list.contains("<td>Cell biology</td>"))
        #expect(!list.contains("<td>Biology</td>"))
    }

    /// A deck of one card that `Ada` has just answered Again, so it is learning and due again in minutes.
    func deckWithALearningCard() throws -> (WebHarness, TestBrowser, Deck) {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        _ = try ada.submit("/decks", ["name": "Cells", "scheduler": "fsrs"])
        let user = try #require(try ada.user(in: app))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Cells"))
        _ = try ada.submit(
            "/decks/\(deck.id)/cards",
            ["front": "Powerhouse of the cell?", "back": "Mitochondrion", "category": "Organelles"])
        let location = try #require(ada.send(.get, "/study/\(deck.id)").headers["Location"])
        let page = ada.get(location).bodyText
        func hidden(_ name: String) -> String {
            page.range(of: "name=\"\(name)\" value=\"").map { String(page[$0.upperBound...].prefix { $0 != "\"" }) }
                ?? ""
        }
        let session = String(location.split(separator: "=").last ?? "")
        let answered = try ada.submit(
            "/study/\(deck.id)/answer",
            ["card": hidden("card"), "mode": "flip", "seed": hidden("seed"), "session": session, "rating": "1"])
        #expect(answered.status == .seeOther)
        return (app, ada, deck)
    }

    @Test func theDeckTableCallsACardDueOnlyWhenTheDeckListCountsIt() throws {
        let (app, ada, deck) = try deckWithALearningCard()
        let card = try #require(try app.store.fetchCards(deck: deck.id).first)
        #expect(card.schedule.phase != .new)
        #expect(try #require(card.schedule.dueAt) > Fixtures.now)

        #expect(ada.get("/").bodyText.contains("<span>0 due</span>"))
        let table = ada.get("/decks/\(deck.id)").bodyText
        #expect(!table.contains("<td class=\"optional\">due</td>"))
        #expect(table.contains("<td class=\"optional\">later</td>"))
        app.advance(seconds: 10 * 60)
        #expect(ada.get("/").bodyText.contains("<span>1 due</span>"))
        #expect(ada.get("/decks/\(deck.id)").bodyText.contains("<td class=\"optional\">due</td>"))
    }

    @Test func theAccuracyTableFitsItsPanel() throws {
        let (_, ada, _) = try deckWithALearningCard()
        let css = ada.get("/static/app.css").bodyText
        #expect(css.contains(".grid > * { min-width: 0; }"))
        #expect(css.contains("overflow-wrap: anywhere;"))
        #expect(css.contains("table.accuracy th + th, table.accuracy td + td"))
        let stats = ada.get("/stats").bodyText
        #expect(stats.contains("<table class=\"accuracy\">"))
        #expect(stats.contains("Organelles"))
    }
}
