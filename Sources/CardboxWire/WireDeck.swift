public import CardboxCore
public import Foundation

extension Wire {
    /// A deck with its counts for today.
    public struct Deck: Encodable, Sendable {
        /// The deck's id.
        public let id: Int64
        /// Its name.
        public let name: String
        /// `leitner`, `sm2` or `fsrs`.
        public let scheduler: String
        /// New cards introduced per day.
        public let newCardsPerDay: Int
        /// The recall probability FSRS schedules for.
        public let desiredRetention: Double
        /// Its colours.
        public let colors: Colors
        /// All its cards.
        public let cardCount: Int
        /// Cards never studied.
        public let newCount: Int
        /// Cards due today.
        public let dueCount: Int
        /// When it was made.
        public let createdAt: Date

        /// The deck of `summary`.
        public init(_ summary: DeckSummary) {
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

    /// A deck in the trash, restorable until `expiresAt`.
    public struct TrashedDeck: Encodable, Sendable {
        /// The trash entry's id.
        public let id: Int64
        /// The deck's id, kept on restore.
        public let deckId: Int64
        /// Its name.
        public let name: String
        /// Its cards.
        public let cardCount: Int
        /// Its reviews.
        public let reviewCount: Int
        /// When it was deleted.
        public let deletedAt: Date
        /// When it is deleted for good.
        public let expiresAt: Date

        /// The entry of `deck`.
        public init(_ deck: CardboxCore.TrashedDeck) {
            id = deck.id
            deckId = deck.deckID.rawValue
            name = deck.name
            cardCount = deck.cardCount
            reviewCount = deck.reviewCount
            deletedAt = deck.deletedAt
            expiresAt = deck.expiresAt
        }
    }
}
