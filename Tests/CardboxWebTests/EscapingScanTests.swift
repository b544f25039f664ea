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

    static let classroomFields = [
        "teacher", "student", "classroom", "quiz", "instructions", "prompt", "right", "wrongA", "wrongB", "wrongC",
        "explain",
    ]

    /// A classroom whose every field is a payload, a quiz in it answered and submitted by a student whose name is
    /// one too, and the pages that show them, from the teacher's side and the student's.
    func classroomScan() throws -> [(path: String, page: String)] {
        let app = try WebHarness()
        let teacher = try app.signedUp(Self.payload("teacher"), email: "tess@example.org")
        let classroom = try ClassroomPagesTests.createClassroom(teacher, Self.payload("classroom"))
        let password = try ClassroomPagesTests.joinPassword(in: teacher.get(classroom).bodyText)
        let student = try app.signedUp(Self.payload("student"), email: "sam@example.org")
        student.get("/join")
        #expect(try student.submit("/join", ["password": password]).status == .seeOther)
        teacher.get(classroom + "/quizzes/new")
        let wrongs = ["wrongA", "wrongB", "wrongC"].map { "- " + Self.payload($0) }.joined(separator: "\n")
        let made = try teacher.submit(
            classroom + "/quizzes",
            [
                "name": Self.payload("quiz"), "instructions": Self.payload("instructions"), "publish": "on",
                "answer_visibility": "after_submit",
                "questions": Self.payload("prompt") + "\n* " + Self.payload("right") + "\n" + wrongs + "\n> "
                    + Self.payload("explain"),
            ])
        #expect(made.status == .seeOther, "\(made.bodyText)")
        let quiz = try #require(made.headers["Location"]?.split(separator: "?").first.map(String.init))
        student.get(quiz)
        let started = try student.submit(quiz + "/attempts", [:])
        let attempt = try #require(started.headers["Location"]?.split(separator: "?").first.map(String.init))
        let page = student.get(attempt).bodyText
        let question = try #require(
            page.range(of: "name=\"q").map { String(page[$0.upperBound...].prefix { $0 != "\"" }) })
        _ = try student.submit(attempt + "/answers", ["question": question, "position": "0"])
        _ = try student.submit(attempt + "/submit", [:])
        return [
            ("teacher /classrooms", teacher.get("/classrooms").bodyText),
            ("student /classrooms", student.get("/classrooms?view=enrolled").bodyText),
            ("teacher classroom", teacher.get(classroom).bodyText),
            ("student classroom", student.get(classroom).bodyText),
            ("teacher quiz", teacher.get(quiz).bodyText), ("student quiz", student.get(quiz).bodyText),
            ("dashboard", teacher.get(quiz + "/dashboard").bodyText),
            ("student attempt", student.get(attempt).bodyText),
        ]
    }

    /// The classroom fields each page shows (besides the account name in every page's header).
    static let classroomExpected: [String: Set<String>] = [
        "teacher /classrooms": ["classroom", "teacher"], "student /classrooms": ["classroom", "teacher"],
        "teacher classroom": ["classroom", "quiz", "student"], "student classroom": ["classroom", "quiz", "teacher"],
        "teacher quiz": ["quiz", "instructions"], "student quiz": ["quiz", "instructions"],
        "dashboard": ["quiz", "student"],
        "student attempt": ["quiz", "prompt", "right", "wrongA", "wrongB", "wrongC", "explain"],
    ]

    @Test func everyClassroomPageEscapesEveryField() throws {
        let pages = try classroomScan()
        #expect(pages.count == Self.classroomExpected.count)
        for (name, page) in pages {
            let shown = Set(Self.classroomFields.filter { page.contains(Self.escaped($0)) })
            let markup = Self.classroomFields.filter { page.contains(Self.raw($0)) }
            #expect(markup.isEmpty, "\(name) shows \(markup) as markup")
            #expect(!page.contains("<script>alert("), "\(name) holds a script from a payload")
            let wanted = Self.classroomExpected[name] ?? []
            #expect(wanted.isSubset(of: shown), "\(name) shows only \(shown.sorted()), expected \(wanted.sorted())")
        }
    }
}
