public import CardboxCore
public import Foundation

extension Wire {
    /// Where a card's text came from.
    public struct Source: Encodable, Sendable {
        /// The document's title or file name.
        public let document: String
        /// The document's content hash, when known.
        public let documentId: String?
        /// The page, from 1.
        public let page: Int?
        /// The paragraph on the page, from 1.
        public let paragraph: Int?

        /// The source of `source`.
        public init(_ source: CardSource) {
            document = source.document
            documentId = source.documentID
            page = source.page
            paragraph = source.paragraph
        }
    }

    /// A card with its schedule.
    public struct Card: Encodable, Sendable {
        /// The card's id.
        public let id: Int64
        /// Its deck's id.
        public let deckId: Int64
        /// The question side.
        public let front: String
        /// The answer side.
        public let back: String
        /// Shown after the answer.
        public let explanation: String
        /// Wrong answers for multiple choice.
        public let distractors: [String]
        /// Its category.
        public let category: String
        /// Its tags.
        public let tags: [String]
        /// A mistake to warn about when the answer is wrong, if the card has one.
        public let pitfall: String?
        /// Whether the answer is code, shown in a monospaced font and compared exactly.
        public let answerIsCode: Bool
        /// Whether the answer is typed in every session, also in a flip session.
        public let answerIsTyped: Bool
        /// Its colours.
        public let colors: Colors
        /// Where its text came from.
        public let source: Source?
        /// `new`, `learning`, `review` or `relearning`.
        public let phase: String
        /// The study day it is due, `YYYY-MM-DD`.
        public let due: String
        /// When it was made.
        public let createdAt: Date

        /// The card `card`.
        public init(_ card: CardboxCore.Card) {
            id = card.id.rawValue
            deckId = card.deckID.rawValue
            front = card.content.front
            back = card.content.back
            explanation = card.content.explanation
            distractors = card.content.distractors
            category = card.content.category
            tags = card.content.tags
            pitfall = card.content.pitfall
            answerIsCode = card.content.answerIsCode
            answerIsTyped = card.content.answerIsTyped
            colors = Colors(card.content.style)
            source = card.content.source.map(Source.init)
            phase = card.schedule.phase.rawValue
            due = card.schedule.dueDay.description
            createdAt = card.createdAt
        }
    }
}

extension Wire {
    /// A file added to a card, and the card with it.
    public struct CardMedia: Encodable, Sendable {
        /// The file.
        public struct Media: Encodable, Sendable {
            /// The file's key in the store.
            public let key: String
            /// Its media type (`image/png`).
            public let mediaType: String
            /// Where the web app serves it.
            public let url: String
            /// The Markdown that shows it on a card.
            public let markdown: String
        }

        /// The file.
        public let media: Media
        /// The card after the file was added.
        public let card: Card

        /// `reference` on `card`.
        public init(_ reference: CardMediaReference, card: CardboxCore.Card) {
            media = Media(
                key: reference.key.rawValue, mediaType: reference.format.mediaType, url: reference.path,
                markdown: reference.markdown)
            self.card = Card(card)
        }
    }
}
