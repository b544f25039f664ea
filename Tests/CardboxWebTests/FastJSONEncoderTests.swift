import CardboxCore
import CardboxJSON
import CardboxTestSupport
import CardboxWire
import Foundation
import Testing

@testable import CardboxWeb

/// The API's one-pass encoder against Foundation's `JSONEncoder` with the same settings: equal JSON for every
/// response type.
@Suite struct FastJSONEncoderTests {
    func foundation(_ value: some Encodable) throws -> Any {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .withoutEscapingSlashes
        return try JSONSerialization.jsonObject(with: encoder.encode(value), options: [.fragmentsAllowed])
    }

    func ours(_ value: some Encodable) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(FastJSONEncoder().encode(value)), options: [.fragmentsAllowed])
    }

    func expectSame(_ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try foundation(value) as? NSObject
        let actual = try ours(value) as? NSObject
        #expect(expected != nil, sourceLocation: sourceLocation)
        #expect(actual == expected, sourceLocation: sourceLocation)
    }

    static func card(_ id: Int64, source: Bool) -> Card {
        var content = CardContent(
            front: "Quote \" backslash \\ slash / tab\t newline\n control \u{01} Köln 🧬", back: "Mitochondrion",
            explanation: "Why", distractors: ["Ribosome", "Nucleus", "Vacuole"], category: "Organelles",
            tags: ["imported"], style: CardStyle(textColor: HexColor("#112233"), cardColor: nil, viewColor: nil))
        if source {
            content.source = CardSource(document: "cells.pdf", documentID: "abc", page: 3, paragraph: 12, quote: "q")
        }
        return Card(
            id: CardID(rawValue: id), deckID: DeckID(rawValue: 7), content: content,
            createdAt: Date(timeIntervalSince1970: 1_764_544_726.75),
            schedule: .new(dueOn: Fixtures.today))
    }

    @Test func cardsDecksAndPagesMatch() throws {
        let cards = [Self.card(1, source: true), Self.card(2, source: false)].map(API.CardBody.init)
        try expectSame(API.Due(deckId: 7, count: 2, cards: cards))
        let deck = Deck(
            id: DeckID(rawValue: 7), ownerID: UserID(rawValue: 1), name: "Cells", options: DeckOptions(),
            style: .plain, createdAt: Fixtures.now)
        try expectSame(
            API.Page(
                items: [API.DeckBody(DeckSummary(deck: deck, cardCount: 3, newCount: 2, dueCount: 1))], page: 1,
                perPage: 50, total: 1))
        try expectSame(
            API.Next(
                card: cards[0], mode: "choice", options: ["a", "b"], intervals: nil, seed: "42", remaining: 3))
        try expectSame(
            API.Feedback(
                correct: false, rating: 1, correctAnswer: "x", givenAnswer: nil, nearMiss: "close", explanation: "",
                nextDue: "2025-06-25"))
    }

    /// The hand-written JSON of the due-cards answer is the JSON its `Encodable` conformance writes, with and
    /// without a source, a pitfall and colours.
    @Test func writtenDueCardsMatchTheirEncodableForm() throws {
        var plain = Self.card(2, source: false)
        plain.content.style = .plain
        var warned = Self.card(3, source: true)
        warned.content.pitfall = "Not the \"nucleus\"."
        warned.content.source?.documentID = nil
        warned.content.source?.page = nil
        let due = API.Due(
            deckId: 7, count: 3, cards: [Self.card(1, source: true), plain, warned].map(API.CardBody.init))
        let written = try JSONSerialization.jsonObject(with: Data(JSONWriter.bytes(of: due))) as? NSObject
        #expect(written != nil)
        #expect(written == (try foundation(due) as? NSObject))
        let empty = API.Due(deckId: 9, count: 0, cards: [])
        #expect(String(decoding: JSONWriter.bytes(of: empty), as: UTF8.self) == #"{"deck_id":9,"count":0,"cards":[]}"#)
    }

    @Test func numbersDatesAndDictionariesMatch() throws {
        struct Mixed: Encodable {
            var retention = 0.9
            var small = 0.000_012_5
            var whole = 20.0
            var negative = -3
            var big: Int64 = 9_007_199_254_740_993
            var flag = true
            var when = Date(timeIntervalSince1970: 0)
            var missing: String? = nil
            var fieldsByName = ["name": "Taken.", "colors.text": "Bad."]
            var nested = [[1, 2], [3]]
            var documentURLText = "key with capitals"
        }
        try expectSame(Mixed())
    }

    @Test func notANumberIsRefused() {
        struct Bad: Encodable { var value = Double.nan }
        #expect(throws: EncodingError.self) { try FastJSONEncoder().encode(Bad()) }
    }

    /// The path to a bad number is worked out only when it is refused, and still names every key down to it.
    @Test func aRefusedNumberIsNamedByItsPath() throws {
        struct Score: Encodable { var retention = Double.infinity }
        struct Card: Encodable { var score = Score() }
        struct Deck: Encodable {
            var name = "Verbs"
            var cards = [Card()]
        }
        do {
            _ = try FastJSONEncoder().encode(Deck())
            Issue.record("an infinite number was written")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.codingPath.map(\.stringValue) == ["cards", "score", "retention"])
        }
    }

    @Test func datesAddressesAndTextInsideOtherValuesAreWrittenByTheirType() throws {
        struct Inner: Encodable {
            var when = Date(timeIntervalSince1970: 86_400)
            var link = URL(string: "https://example.org/a?b=1")!
            var note = "say \"hi\""
        }
        struct Outer: Encodable {
            var inner = Inner()
            var list = [Date(timeIntervalSince1970: 0)]
            var name: String? = "x"
        }
        let text = String(decoding: try FastJSONEncoder().encode(Outer()), as: UTF8.self)
        #expect(
            text == #"{"inner":{"when":"1970-01-02T00:00:00Z","link":"https://example.org/a?b=1","note":"say \"hi\""},"#
                + #""list":["1970-01-01T00:00:00Z"],"name":"x"}"#)
    }

    @Test func keysBecomeSnakeCase() {
        #expect(SnakeCaseKeys.snakeCase("deckId") == "deck_id")
        #expect(SnakeCaseKeys.snakeCase("createdAt") == "created_at")
        #expect(SnakeCaseKeys.snakeCase("documentURLText") == "document_url_text")
        #expect(SnakeCaseKeys.snakeCase("draft_ids") == "draft_ids")
        #expect(SnakeCaseKeys.snakeCase("page2Count") == "page2_count")
        #expect(SnakeCaseKeys.snakeCase("id") == "id")
    }
}
