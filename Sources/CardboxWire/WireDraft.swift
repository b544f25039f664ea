public import CardboxCore
public import Foundation

extension Wire {
    /// A draft: the cards made from one document, waiting for review.
    public struct Draft: Encodable, Sendable {
        /// The draft's id.
        public let id: Int64
        /// The document's content hash.
        public let documentId: String
        /// The document's title.
        public let documentTitle: String
        /// The deck its cards go to when saved.
        public let deckName: String
        /// The engine that made the cards.
        public let engine: String
        /// Why that engine, when it was not the one asked for.
        public let engineNote: String?
        /// `generating`, `ready` or `saved`.
        public let status: String
        /// Chunks of the document done so far.
        public let chunksDone: Int
        /// Chunks in all.
        public let chunksTotal: Int
        /// When it was made.
        public let createdAt: Date

        /// The draft `draft`.
        public init(_ draft: CardboxCore.Draft) {
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

    /// One card of a draft, with the reviewer's decision.
    public struct DraftCard: Encodable, Sendable {
        /// The draft card's id.
        public let id: Int64
        /// Its place in the draft, from 1.
        public let position: Int
        /// The kind of card the engine wrote.
        public let kind: String
        /// The question as shown.
        public let question: String
        /// The answer.
        public let answer: String
        /// Shown after the answer.
        public let explanation: String
        /// Wrong answers for multiple choice.
        public let distractors: [String]
        /// The paragraph it cites.
        public let source: Source
        /// `pending`, `kept` or `dropped`.
        public let decision: String

        /// The draft card `item`.
        public init(_ item: CardboxCore.DraftCard) {
            id = item.id.rawValue
            position = item.position
            kind = item.card.kind.rawValue
            question = item.card.displayQuestion
            answer = item.card.answer
            explanation = item.card.explanation
            distractors = item.card.distractors
            source = Source(item.card.source)
            decision = item.decision.rawValue
        }
    }

    /// A draft with its cards.
    public struct DraftDetail: Encodable, Sendable {
        /// The draft.
        public let draft: Draft
        /// Its cards, in order.
        public let cards: [DraftCard]

        /// The draft `draft` with `cards`.
        public init(draft: Draft, cards: [DraftCard]) {
            self.draft = draft
            self.cards = cards
        }
    }

    /// What saving a draft did.
    public struct Saved: Encodable, Sendable {
        /// The deck the cards went to.
        public let deckId: Int64
        /// How many cards were added.
        public let cardCount: Int

        /// A save of `cardCount` cards into `deckId`.
        public init(deckId: Int64, cardCount: Int) {
            self.deckId = deckId
            self.cardCount = cardCount
        }
    }
}
