import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Every field a user writes, set to markup, shows escaped on every page that shows it and never as markup.
///
/// Each field carries its own payload, `<script>alert('FIELD')</script>"&`, so a page that shows a field raw, or
/// shows the wrong one, is caught by name. The pages each field is expected on are listed, so a field that stops
/// showing (and so stops being checked) fails the scan too.
@Suite struct EscapingScanTests {
    /// The payload for `field`.
    static func payload(_ field: String) -> String { "<script>alert('\(field)')</script>\"&" }

    /// How `field`'s payload reads once escaped (its start, which every page keeps whole).
    static func escaped(_ field: String) -> String { "&lt;script&gt;alert(&#39;\(field)&#39;)&lt;/script&gt;" }

    /// The payload as markup: what must never appear.
    static func raw(_ field: String) -> String { "<script>alert('\(field)')" }

    static let fields = [
        "name", "deck", "front", "back", "explanation", "category", "draftDeck", "draftTitle", "question", "answer",
        "draftExplanation", "typed", "word",
    ]

    /// A user whose every field is a payload, and the pages that show them.
    func scan() throws -> [(path: String, page: String)] {
        let app = try WebHarness()
        let ada = try app.signedUp(Self.payload("name"), email: "ada@example.org")
        ada.get("/")
        #expect(try ada.submit("/decks", ["name": Self.payload("deck"), "scheduler": "sm2"]).status == .seeOther)
        let user = try #require(try ada.user(in: app))
        let deck = try #require(try app.store.fetchDecks(owner: user.id).first { $0.name == Self.payload("deck") })
        let added = try ada.submit(
            "/decks/\(deck.id)/cards",
            [
                "front": Self.payload("front"), "back": Self.payload("back"),
                "explanation": Self.payload("explanation"), "category": Self.payload("category"),
            ])
        #expect(added.status == .seeOther, "\(added.bodyText)")
        let card = try #require(try app.store.fetchCards(deck: deck.id).first)
        let draft = try app.store.createDraft(
            NewDraft(
                ownerID: user.id, documentID: String(repeating: "b", count: 64),
                documentTitle: Self.payload("draftTitle"),
                deckName: Self.payload("draftDeck"), engine: "extractive", engineNote: nil, chunksTotal: 1,
                maxCards: nil, createdAt: Fixtures.now))
        try app.store.appendDraftCards(
            [
                CardDraft(
                    kind: .basic, question: Self.payload("question"), answer: Self.payload("answer"),
                    explanation: Self.payload("draftExplanation"), distractors: [],
                    source: CardSource(document: Self.payload("draftTitle")), engine: "extractive")
            ], to: draft.id, chunksDone: 1, usage: nil)
        try app.store.updateDraft(draft.id, engine: "extractive", engineNote: nil, status: .ready)
        // Answer the card with a typed payload, so the statistics show its category and the feedback what was
        // typed.
        let question = ada.get("/study/\(deck.id)?mode=type").bodyText
        func hidden(_ name: String) -> String {
            question.range(of: "name=\"\(name)\" value=\"").map {
                String(question[$0.upperBound...].prefix { $0 != "\"" })
            } ?? ""
        }
        let answered = try ada.submit(
            "/study/\(deck.id)/answer",
            [
                "card": hidden("card"), "mode": "type", "seed": hidden("seed"), "session": hidden("session"),
                "typed": Self.payload("typed"),
            ])
        let feedback = try #require(answered.headers["Location"], "\(answered.status): \(answered.bodyText)")
        let paths = [
            "/", "/decks", "/decks/\(deck.id)", "/decks/\(deck.id)/edit", "/decks/\(deck.id)/cards/new",
            "/cards/\(card.id)/edit", "/study/\(deck.id)", "/stats", "/account", "/settings", "/drafts",
            "/drafts/\(draft.id)", "/import", feedback,
            "/words?q=" + (Self.payload("word").addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""),
        ]
        return paths.map { ($0, ada.get($0).bodyText) }
    }

    /// The fields each page shows (besides the account name in the header of every page); the word is refused
    /// before it is looked up, so no page shows it, and it is only checked never to appear as markup.
    static let expected: [String: Set<String>] = [
        "/": ["deck"], "/decks": ["deck"], "/decks/1": ["deck", "front", "back", "category"],
        "/decks/1/edit": ["deck"], "/decks/1/cards/new": ["deck"],
        "/cards/1/edit": ["deck", "front", "back", "explanation", "category"], "/study/1": ["deck", "front", "back"],
        "/stats": ["category"], "/account": [], "/settings": [], "/drafts": ["draftDeck", "draftTitle"],
        "/drafts/1": ["deck", "draftDeck", "draftTitle", "question", "answer", "draftExplanation"],
        "/import": ["deck"], "feedback": ["front", "back", "explanation", "typed"], "/words": [],
    ]

    @Test func everyPageEscapesEveryField() throws {
        let pages = try scan()
        #expect(pages.count == Self.expected.count)
        for (path, page) in pages {
            let key = path.contains("/feedback") ? "feedback" : String(path.prefix { $0 != "?" })
            let shown = Set(Self.fields.filter { page.contains(Self.escaped($0)) })
            let markup = Self.fields.filter { page.contains(Self.raw($0)) }
            #expect(markup.isEmpty, "\(path) shows \(markup) as markup")
            #expect(!page.contains("<script>alert("), "\(path) holds a script from a payload")
            let wanted = (Self.expected[key] ?? []).union(["name"])
            #expect(wanted.isSubset(of: shown), "\(path) shows only \(shown.sorted()), expected \(wanted.sorted())")
        }
    }
}
