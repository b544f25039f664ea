import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Draft review, "Why?" and the document page show the paragraph a card cites, found by page and paragraph, in a
/// document whose paragraph numbers restart on every page.
@Suite struct SourcePassageRoutesTests {
    /// Two pages of two paragraphs each; the first paragraph of each page has the same number (1).
    static let document = SourceDocument(
        id: String(repeating: "ab", count: 32), title: "cells.pdf", kind: .pdf, pageCount: 2,
        paragraphs: [
            paragraph(page: 1, index: 1, "Cells are the smallest units of life. Every organism is made of cells."),
            paragraph(page: 1, index: 2, "The cell membrane separates the inside of a cell from its surroundings."),
            paragraph(page: 2, index: 1, "Cells divide by mitosis. Mitosis makes two identical daughter cells."),
            paragraph(page: 2, index: 2, "Meiosis makes four cells with half the chromosomes each."),
        ])

    /// A paragraph whose sentences end at each full stop.
    static func paragraph(page: Int, index: Int, _ text: String) -> SourceParagraph {
        var spans: [TextSpan] = []
        var start = 0
        for (offset, character) in text.enumerated() where character == "." {
            spans.append(TextSpan(start: start, end: offset + 1))
            start = offset + 2
        }
        return SourceParagraph(
            page: page, index: index, headingPath: [], role: .body, text: text, sentences: spans, box: nil)
    }

    /// A card citing the second sentence of paragraph 1 on page 2.
    static let card = CardDraft(
        kind: .basic, question: "How many daughter cells does mitosis make?", answer: "two identical daughter cells",
        explanation: "Mitosis makes two identical daughter cells.", distractors: ["four", "one", "three"],
        source: CardSource(
            document: "cells.pdf", documentID: document.id, page: 2, paragraph: 1, sentence: 1,
            quote: "Mitosis makes two identical daughter cells."),
        engine: "extractive", score: 0.9)

    /// A signed-in user with the document stored and a ready draft holding ``card``.
    func setUp() throws -> (WebHarness, TestBrowser, Draft) {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let user = try #require(try ada.user(in: app))
        _ = try app.store.saveDocument(Self.document, owner: user.id, at: Fixtures.now)
        let draft = try app.store.createDraft(
            NewDraft(
                ownerID: user.id, documentID: Self.document.id, documentTitle: Self.document.title, deckName: "Cells",
                engine: "extractive", engineNote: nil, chunksTotal: 1, maxCards: nil, createdAt: Fixtures.now))
        try app.store.appendDraftCards([Self.card], to: draft.id, chunksDone: 1, usage: nil)
        try app.store.updateDraft(draft.id, engine: "extractive", engineNote: nil, status: .ready)
        return (app, ada, draft)
    }

    @Test func draftReviewShowsTheParagraphOfTheCitedPageWithTheSentenceMarked() throws {
        let (_, ada, draft) = try setUp()
        let review = ada.get("/drafts/\(draft.id)")
        #expect(review.status == .ok)
        let text = review.bodyText
        #expect(text.contains("Cells divide by mitosis. <mark>Mitosis makes two identical daughter cells.</mark>"))
        #expect(!text.contains("Cells are the smallest units of life."))
        #expect(text.contains("href=\"/documents/\(Self.document.id)#p2-1\""))
        #expect(!text.contains("#p-1"))
    }

    @Test func theDocumentPageGivesEveryParagraphItsOwnAnchor() throws {
        let (_, ada, _) = try setUp()
        let page = ada.get("/documents/\(Self.document.id)").bodyText
        for anchor in ["p1-1", "p1-2", "p2-1", "p2-2"] {
            #expect(page.components(separatedBy: "id=\"\(anchor)\"").count == 2, "one element with id \(anchor)")
        }
        let target = try #require(page.range(of: "id=\"p2-1\">"))
        #expect(page[target.upperBound...].hasPrefix("Cells divide by mitosis."))
    }

    @Test func theDocumentPageShowsACodeListingWithItsLines() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let user = try #require(try ada.user(in: app))
        var document = Self.document
        let listing = "> statef <- factor(state)\n> levels(statef)"
        document.paragraphs.append(
            SourceParagraph(
                page: 2, index: 3, headingPath: [], role: .code, text: listing,
                sentences: [TextSpan(start: 0, end: listing.count)], box: nil))
        _ = try app.store.saveDocument(document, owner: user.id, at: Fixtures.now)
        let page = ada.get("/documents/\(document.id)").bodyText
        #expect(page.contains("<pre id=\"p2-3\">&gt; statef &lt;- factor(state)\n&gt; levels(statef)</pre>"))
        #expect(page.contains("<p id=\"p2-2\">Meiosis"))
    }

    @Test func whyShowsTheCitedParagraphWithTheSentenceMarked() throws {
        let (app, ada, draft) = try setUp()
        ada.get("/drafts/\(draft.id)")
        #expect(try ada.submit("/drafts/\(draft.id)/save", ["deck": "Cells", "undecided": "keep"]).status == .seeOther)
        let user = try #require(try ada.user(in: app))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Cells"))
        let text = ada.get("/study/\(deck.id)?mode=choice").bodyText
        func hidden(_ name: String) -> String {
            text.range(of: "name=\"\(name)\" value=\"").map { String(text[$0.upperBound...].prefix { $0 != "\"" }) }
                ?? ""
        }
        let options = text.components(separatedBy: "name=\"choice\" value=\"").dropFirst().map { chunk in
            (index: String(chunk.prefix { $0 != "\"" }), label: chunk)
        }
        let wrong = try #require(options.first { !$0.label.prefix(200).contains(Self.card.answer) })
        let posted = try ada.submit(
            "/study/\(deck.id)/answer",
            [
                "card": hidden("card"), "mode": "choice", "seed": hidden("seed"), "session": hidden("session"),
                "choice": wrong.index,
            ])
        let feedback = ada.get(try #require(posted.headers["Location"])).bodyText
        #expect(feedback.contains("<summary>Why?</summary>"))
        #expect(feedback.contains("Cells divide by mitosis. <mark>Mitosis makes two identical daughter cells.</mark>"))
        #expect(!feedback.contains("Cells are the smallest units of life."))
        #expect(feedback.contains("href=\"/documents/\(Self.document.id)#p2-1\""))
    }

    @Test func aQuoteIsMarkedWhenTheSentenceNumberIsMissing() throws {
        let (app, ada, _) = try setUp()
        let user = try #require(try ada.user(in: app))
        var card = Self.card
        card.source = CardSource(
            document: "cells.pdf", documentID: Self.document.id, page: 1, paragraph: 2,
            quote: "separates the inside of a cell")
        let draft = try app.store.createDraft(
            NewDraft(
                ownerID: user.id, documentID: Self.document.id, documentTitle: Self.document.title, deckName: "More",
                engine: "extractive", engineNote: nil, chunksTotal: 1, maxCards: nil, createdAt: Fixtures.now))
        try app.store.appendDraftCards([card], to: draft.id, chunksDone: 1, usage: nil)
        let text = ada.get("/drafts/\(draft.id)").bodyText
        #expect(
            text.contains("The cell membrane <mark>separates the inside of a cell</mark> from its surroundings."))
        #expect(text.contains("#p1-2\""))
    }
}
