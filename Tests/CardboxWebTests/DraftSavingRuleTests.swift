import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// The store's draft-saving rule as the pages and the API report it: a draft still being made, or saved already, is
/// refused with 409 and nothing is written.
@Suite struct DraftSavingRuleTests {
    /// A draft of two cards for `user`, left in `status`.
    func seededDraft(_ app: WebHarness, user: User, status: Draft.Status) throws -> Draft {
        let document = Fixtures.document()
        _ = try app.store.saveDocument(document, owner: user.id, at: Fixtures.now)
        let draft = try app.store.createDraft(
            NewDraft(
                ownerID: user.id, documentID: document.id, documentTitle: document.title, deckName: "Biology",
                engine: "extractive", engineNote: nil, chunksTotal: 2, maxCards: nil, createdAt: Fixtures.now))
        try app.store.appendDraftCards(
            [
                Fixtures.cardDraft(question: "What makes energy in a cell?", answer: "A mitochondrion"),
                Fixtures.cardDraft(question: "How many membranes does it have?", answer: "two"),
            ], to: draft.id, chunksDone: 1, usage: nil)
        if status != .generating {
            try app.store.updateDraft(draft.id, engine: "extractive", engineNote: nil, status: status)
        }
        return try #require(try app.store.findDraft(draft.id))
    }

    /// A script signed in with an API token of `browser`'s user.
    func script(of browser: TestBrowser, in app: WebHarness) throws -> TestBrowser {
        browser.get("/account")
        let page = try browser.submit("/account/tokens", ["label": "tests", "current": "correct horse battery"])
            .bodyText
        let token = try #require(
            page.range(of: "<p><code>").map { String(page[$0.upperBound...].prefix { $0 != "<" }) })
        let script = app.browser()
        script.bearer = token
        return script
    }

    @Test func aDraftStillBeingMadeIsRefusedAndNoDeckIsCreated() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let user = try #require(try ada.user(in: app))
        let draft = try seededDraft(app, user: user, status: .generating)
        ada.get("/drafts/\(draft.id)")
        let page = try ada.submit("/drafts/\(draft.id)/save", ["deck": "Biology"])
        #expect(page.status == .conflict)
        #expect(page.bodyText.contains("This draft is still being made."))
        let api = try script(of: ada, in: app).json(.post, "/api/v1/drafts/\(draft.id)/save", ["deck": "Biology"])
        #expect(api.status == .conflict)
        #expect(api.bodyText.contains("draft_not_ready"))
        #expect(try app.store.findDeck(owner: user.id, name: "Biology") == nil)
        #expect(try app.store.findDraft(draft.id) == draft)
    }

    @Test func aSavedDraftIsRefusedTheSecondTimeAndNothingChanges() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let user = try #require(try ada.user(in: app))
        let draft = try seededDraft(app, user: user, status: .ready)
        ada.get("/drafts/\(draft.id)")
        #expect(
            try ada.submit("/drafts/\(draft.id)/save", ["deck": "Biology", "undecided": "keep"]).status == .seeOther)
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Biology"))
        #expect(try app.store.fetchCards(deck: deck.id).count == 2)
        let page = try ada.submit("/drafts/\(draft.id)/save", ["deck": "Other"])
        #expect(page.status == .conflict)
        #expect(page.bodyText.contains("This draft has been saved already."))
        let api = try script(of: ada, in: app).json(.post, "/api/v1/drafts/\(draft.id)/save", ["deck": "Biology"])
        #expect(api.status == .conflict)
        #expect(try app.store.fetchCards(deck: deck.id).count == 2)
        #expect(try app.store.findDeck(owner: user.id, name: "Other") == nil)
    }

    @Test func anotherUsersDraftIsNotFound() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let grace = try app.signedUp("Grace")
        let user = try #require(try ada.user(in: app))
        let draft = try seededDraft(app, user: user, status: .ready)
        grace.get("/drafts")
        #expect(try grace.submit("/drafts/\(draft.id)/save", ["deck": "Biology"]).status == .notFound)
        #expect(try app.store.findDraft(draft.id)?.status == .ready)
    }
}
