import CardboxCore
import CardboxJSON
import CardboxWire
import Foundation

/// The JSON shapes of the API (keys are written in snake_case).
enum API {
    typealias Colors = Wire.Colors
    typealias DeckBody = Wire.Deck
    typealias SourceBody = Wire.Source
    typealias CardBody = Wire.Card
    typealias Page = Wire.Page

    typealias CardMediaBody = Wire.CardMedia

    struct DeckInput: Decodable {
        var name: String?
        var scheduler: String?
        var newCardsPerDay: Int?
        var desiredRetention: Double?
        var colors: Colors?
    }

    struct CardInput: Decodable {
        var front: String?
        var back: String?
        var explanation: String?
        var distractors: [String]?
        var category: String?
        var tags: [String]?
        var pitfall: String?
        var answerIsCode: Bool?
        var answerIsTyped: Bool?
        var colors: Colors?
        var deckId: Int64?
    }

    struct Due: Encodable, JSONWritable {
        let deckId: Int64
        let count: Int
        let cards: [CardBody]

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.member("deck_id", deckId)
            writer.member("count", count)
            writer.member("cards", cards)
            writer.endObject()
        }
    }

    struct Intervals: Encodable {
        let again: String
        let hard: String
        let good: String
        let easy: String
    }

    struct Next: Encodable {
        let card: CardBody?
        let mode: String
        let options: [String]
        let intervals: Intervals?
        let seed: String?
        let remaining: Int
    }

    struct AnswerInput: Decodable {
        var mode: String
        var seed: String
        var rating: Int?
        var choice: Int?
        var typed: String?
        var elapsedMs: Int?
        var sessionId: Int64?
    }

    typealias TrashedDeckBody = Wire.TrashedDeck

    struct UndoInput: Decodable {
        var sessionId: Int64
    }

    struct Undone: Encodable {
        let cardId: Int64
    }

    struct SetAside: Encodable {
        let cardId: Int64
        let state: String
        let until: String?
    }

    struct Feedback: Encodable {
        let correct: Bool
        let rating: Int?
        let correctAnswer: String
        let givenAnswer: String?
        let nearMiss: String?
        let explanation: String
        let nextDue: String?
        var reviewId: Int64?
        var optionMarks: [String]?
        var diff: [DiffPiece]?
        var overruled: Bool?
    }

    struct DiffPiece: Encodable {
        let kind: String
        let text: String
    }

    struct OverruleInput: Decodable {
        var reviewId: Int64
    }

    struct User: Encodable {
        let id: Int64
        let name: String
        let email: String?
        let timeZone: String
        let rolloverHour: Int
    }

    typealias DraftBody = Wire.Draft
    typealias DraftCardBody = Wire.DraftCard
    typealias DraftDetail = Wire.DraftDetail

    struct DraftCardInput: Decodable {
        var decision: String?
        var question: String?
        var answer: String?
        var explanation: String?
        var distractors: [String]?
    }

    struct SaveInput: Decodable {
        var deck: String?
        var undecided: String?
    }

    struct UndecidedInput: Decodable {
        var decision: String
    }

    /// A decision and the draft's counts after it.
    struct DraftDecided: Encodable {
        let decision: String
        let kept: Int
        let dropped: Int
        let undecided: Int

        init(decision: DraftCard.Decision, tally: DraftTally) {
            self.decision = decision.rawValue
            kept = tally.kept
            dropped = tally.dropped
            undecided = tally.undecided
        }
    }

    typealias Saved = Wire.Saved
}

extension Wire.Colors {
    /// The style these colours describe, or a 400 naming the colour that is not `#rrggbb`.
    func style() throws -> CardStyle {
        func color(_ text: String?, _ field: String) throws -> HexColor? {
            guard let text else { return nil }
            guard let color = HexColor(text) else {
                throw WebError.invalid("Colours are written as #rrggbb.", field: "colors.\(field)")
            }
            return color
        }
        return CardStyle(
            textColor: try color(text, "text"), cardColor: try color(card, "card"),
            viewColor: try color(view, "view"))
    }
}
