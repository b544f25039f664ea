public import CardboxCore
import Foundation

extension SQLStore: CardBatchStore {
    /// Moves the owner's cards into the owner's deck, all or none.
    public func moveCards(_ cards: [CardID], owner: UserID, to deck: DeckID) throws {
        try database.write { connection in
            guard
                try connection.queryOne(
                    DeckQueries.findOwned, [deck.rawValue, owner.rawValue]) { try RowCoding.deck($0) } != nil
            else { throw StoreError.notFound("The deck") }
            for card in try Self.ownedCards(cards, owner, connection) where card.deckID != deck {
                try Self.moveCard(card.id, deck, connection)
            }
        }
    }

    /// Adds a tag to the owner's cards, all or none.
    public func tagCards(_ cards: [CardID], owner: UserID, tag: String) throws {
        try database.write { connection in
            for card in try Self.ownedCards(cards, owner, connection) {
                let folded = tag.trimmed.lowercased()
                if card.content.tags.contains(where: { $0.lowercased() == folded }) { continue }
                var content = card.content
                content.tags.append(tag)
                if content.tags.contains(where: { $0.unicodeScalars.contains("\0") }) {
                    throw CardError.nulCharacter(field: "tag")
                }
                let valid = try content.validated()
                try connection.run(CardQueries.updateContent, RowCoding.contentArguments(valid) + [card.id.rawValue])
            }
        }
    }

    /// How many reviews the owner's cards have.
    public func countReviews(of cards: [CardID], owner: UserID) throws -> Int {
        try database.read { connection in
            try Self.ownedCards(cards, owner, connection).reduce(0) { total, card in
                total + (try connection.queryOne(CardQueries.countReviews, [card.id.rawValue]) { $0.int(0) } ?? 0)
            }
        }
    }

    /// Deletes the owner's cards with their reviews, all or none, and the owner's holds on files only they mentioned.
    public func deleteCards(_ cards: [CardID], owner: UserID) throws -> Int {
        try database.write { connection in
            let owned = try Self.ownedCards(cards, owner, connection)
            return try Self.releasingMedia(of: owned.map(\.id), connection) {
                var reviews = 0
                for card in owned {
                    reviews += try connection.queryOne(CardQueries.countReviews, [card.id.rawValue]) { $0.int(0) } ?? 0
                    try connection.run(CardQueries.delete, [card.id.rawValue])
                }
                return reviews
            }
        }
    }

    /// The cards, each once, in the order given; throws ``CardError/notFound(_:)`` for the first that is not the
    /// owner's.
    private static func ownedCards(
        _ ids: [CardID], _ owner: UserID, _ connection: Database.Connection
    ) throws -> [Card] {
        var seen: Set<CardID> = []
        var cards: [Card] = []
        for id in ids where seen.insert(id).inserted {
            guard
                let card = try connection.queryOne(
                    CardQueries.findOwned, [id.rawValue, owner.rawValue], decoding: RowCoding.card)
            else { throw CardError.notFound(id) }
            cards.append(card)
        }
        return cards
    }
}
