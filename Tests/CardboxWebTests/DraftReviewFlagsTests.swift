import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// The draft review page shows each card's flags under "Notes:", as the terminal review does, with the text
/// escaped.
@Suite struct DraftReviewFlagsTests {
    /// A one-paragraph document the cards cite.
    static let document = SourceDocument(
        id: String(repeating: "cd", count: 32), title: "classes.md", kind: .markdown, pageCount: 1,
        paragraphs: [
            SourceParagraph(
                page: 1, index: 1, headingPath: [], role: .body,
                text: "The parent class is called the base class.",
                sentences: [TextSpan(start: 0, end: 42)], box: nil)
        ])

    /// A card citing the document's only sentence, with `flags`.
    static func card(question: String, flags: [String]) -> CardDraft {
        CardDraft(
            kind: .basic, question: question, answer: "the base class",
            explanation: "The parent class is called the base class.", distractors: [],
            source: CardSource(
                document: "classes.md", documentID: document.id, page: 1, paragraph: 1, sentence: 0,
                quote: "The parent class is called the base class."),
            engine: "extractive", score: 0.8, flags: flags)
    }

    /// The review page of a ready draft holding `cards`.
    func review(_ cards: [CardDraft]) throws -> String {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let user = try #require(try ada.user(in: app))
        _ = try app.store.saveDocument(Self.document, owner: user.id, at: Fixtures.now)
        let draft = try app.store.createDraft(
            NewDraft(
                ownerID: user.id, documentID: Self.document.id, documentTitle: Self.document.title,
                deckName: "Classes", engine: "extractive", engineNote: nil, chunksTotal: 1, maxCards: nil,
                createdAt: Fixtures.now))
        try app.store.appendDraftCards(cards, to: draft.id, chunksDone: 1, usage: nil)
        try app.store.updateDraft(draft.id, engine: "extractive", engineNote: nil, status: .ready)
        let page = ada.get("/drafts/\(draft.id)")
        #expect(page.status == .ok)
        return page.bodyText
    }

    @Test func aFlippedCardSaysSoUnderNotes() throws {
        let text = try review([
            Self.card(question: "What is the parent class called?", flags: ["flip-card", "long-answer"])
        ])
        #expect(text.contains("Notes: flip-card, long-answer"))
    }

    @Test func aCardWithoutFlagsHasNoNotes() throws {
        let text = try review([Self.card(question: "What is the parent class called?", flags: [])])
        #expect(!text.contains("Notes:"))
        #expect(!text.contains("data-flags"))
    }

    @Test func flagsAreEscaped() throws {
        let text = try review([
            Self.card(question: "What is the parent class called?", flags: ["<script>alert(1)</script>"])
        ])
        #expect(!text.contains("<script>alert(1)</script>"))
        #expect(text.contains("Notes: &lt;script&gt;alert(1)&lt;/script&gt;"))
    }
}
