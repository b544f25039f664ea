import CardboxCore
import Foundation

/// The JSON shapes of the API (keys are written in snake_case).
enum API {
    struct Colors: Codable, Equatable {
        var text: String?
        var card: String?
        var view: String?

        init(_ style: CardStyle) {
            text = style.textColor?.hex
            card = style.cardColor?.hex
            view = style.viewColor?.hex
        }

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

    struct DeckBody: Encodable {
        let id: Int64
        let name: String
        let scheduler: String
        let newCardsPerDay: Int
        let desiredRetention: Double
        let colors: Colors
        let cardCount: Int
        let newCount: Int
        let dueCount: Int
        let createdAt: Date

        init(_ summary: DeckSummary) {
            let deck = summary.deck
            id = deck.id.rawValue
            name = deck.name
            scheduler = deck.options.scheduler.rawValue
            newCardsPerDay = deck.options.newCardsPerDay
            desiredRetention = deck.options.desiredRetention
            colors = Colors(deck.style)
            cardCount = summary.cardCount
            newCount = summary.newCount
            dueCount = summary.dueCount
            createdAt = deck.createdAt
        }
    }

    struct SourceBody: Encodable {
        let document: String
        let documentId: String?
        let page: Int?
        let paragraph: Int?
    }

    struct CardBody: Encodable {
        let id: Int64
        let deckId: Int64
        let front: String
        let back: String
        let explanation: String
        let distractors: [String]
        let category: String
        let tags: [String]
        let colors: Colors
        let source: SourceBody?
        let phase: String
        let due: String
        let createdAt: Date

        init(_ card: Card) {
            id = card.id.rawValue
            deckId = card.deckID.rawValue
            front = card.content.front
            back = card.content.back
            explanation = card.content.explanation
            distractors = card.content.distractors
            category = card.content.category
            tags = card.content.tags
            colors = Colors(card.content.style)
            source = card.content.source.map {
                SourceBody(document: $0.document, documentId: $0.documentID, page: $0.page, paragraph: $0.paragraph)
            }
            phase = card.schedule.phase.rawValue
            due = card.schedule.dueDay.description
            createdAt = card.createdAt
        }
    }

    /// A file added to a card, and the card with it.
    struct CardMediaBody: Encodable {
        struct Media: Encodable {
            let key: String
            let mediaType: String
            let url: String
            let markdown: String
        }

        let media: Media
        let card: CardBody

        init(_ reference: CardMediaReference, card: Card) {
            media = Media(
                key: reference.key.rawValue, mediaType: reference.format.mediaType, url: reference.path,
                markdown: reference.markdown)
            self.card = CardBody(card)
        }
    }

    struct Page<Item: Encodable>: Encodable {
        let items: [Item]
        let page: Int
        let perPage: Int
        let total: Int
    }

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
        var colors: Colors?
        var deckId: Int64?
    }

    struct Due: Encodable {
        let deckId: Int64
        let count: Int
        let cards: [CardBody]
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

    struct Trash: Encodable {
        let items: [TrashedDeckBody]
    }

    struct TrashedDeckBody: Encodable {
        let id: Int64
        let deckId: Int64
        let name: String
        let cardCount: Int
        let reviewCount: Int
        let deletedAt: Date
        let expiresAt: Date

        init(_ deck: TrashedDeck) {
            id = deck.id
            deckId = deck.deckID.rawValue
            name = deck.name
            cardCount = deck.cardCount
            reviewCount = deck.reviewCount
            deletedAt = deck.deletedAt
            expiresAt = deck.expiresAt
        }
    }

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

    struct DraftBody: Encodable {
        let id: Int64
        let documentId: String
        let documentTitle: String
        let deckName: String
        let engine: String
        let engineNote: String?
        let status: String
        let chunksDone: Int
        let chunksTotal: Int
        let createdAt: Date

        init(_ draft: Draft) {
            id = draft.id.rawValue
            documentId = draft.documentID
            documentTitle = draft.documentTitle
            deckName = draft.deckName
            engine = draft.engine
            engineNote = draft.engineNote
            status = draft.status.rawValue
            chunksDone = draft.chunksDone
            chunksTotal = draft.chunksTotal
            createdAt = draft.createdAt
        }
    }

    struct DraftCardBody: Encodable {
        let id: Int64
        let position: Int
        let kind: String
        let question: String
        let answer: String
        let explanation: String
        let distractors: [String]
        let source: SourceBody
        let decision: String

        init(_ item: DraftCard) {
            id = item.id.rawValue
            position = item.position
            kind = item.card.kind.rawValue
            question = item.card.displayQuestion
            answer = item.card.answer
            explanation = item.card.explanation
            distractors = item.card.distractors
            source = SourceBody(
                document: item.card.source.document, documentId: item.card.source.documentID,
                page: item.card.source.page, paragraph: item.card.source.paragraph)
            decision = item.decision.rawValue
        }
    }

    struct DraftDetail: Encodable {
        let draft: DraftBody
        let cards: [DraftCardBody]
    }

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

    struct Saved: Encodable {
        let deckId: Int64
        let cardCount: Int
    }
}
