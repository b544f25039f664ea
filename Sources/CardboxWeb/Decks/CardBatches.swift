import CardboxCore
import CardboxHTTP
import Foundation

/// Moving, tagging and deleting many of the user's cards at once, for the deck page's selection and the API.
///
/// Every refusal happens before anything is written: no card chosen or too many (422), a card or deck that is not
/// the user's (404, the same answer as for one that does not exist).
extension WebServices {
    /// The most cards one request may change.
    static let maximumBatch = 1_000

    /// Card ids from form values or JSON numbers: at least one, at most ``maximumBatch``; a value that is not a
    /// positive whole number names no card of the user's (404).
    func batchCardIDs(_ values: [String]) throws -> [CardID] {
        guard !values.isEmpty else { throw WebError.invalid("Choose at least one card.", field: "card_ids") }
        guard values.count <= Self.maximumBatch else {
            throw WebError.invalid("Choose at most \(Self.maximumBatch) cards at once.", field: "card_ids")
        }
        return try values.map { text in
            guard let raw = Int64(text), raw > 0 else { throw WebError.notFound("The card") }
            return CardID(rawValue: raw)
        }
    }

    /// Moves the user's `cards` into the user's deck with id `deckText`; returns that deck.
    func moveCards(_ cards: [CardID], toDeck deckText: String?, user: User) throws -> Deck {
        let deck = try ownedDeck(deckText, of: user)
        try batch { try store.moveCards(cards, owner: user.id, to: deck.id) }
        return deck
    }

    /// Adds `tag` to the user's `cards`; returns the tag as stored (trimmed).
    func tagCards(_ cards: [CardID], tag text: String?, user: User) throws -> String {
        let tag = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !tag.isEmpty else { throw WebError.invalid("Write the tag to add.", field: "tag") }
        guard tag.count <= CardContent.maximumTextLength, !tag.unicodeScalars.contains("\0") else {
            throw WebError.invalid(
                "A tag is at most \(CardContent.maximumTextLength) characters, without NUL characters.", field: "tag")
        }
        try batch { try store.tagCards(cards, owner: user.id, tag: tag) }
        return tag
    }

    /// How many reviews deleting the user's `cards` would delete with them.
    func reviewsOfCards(_ cards: [CardID], user: User) throws -> Int {
        try batch { try store.countReviews(of: cards, owner: user.id) }
    }

    /// Deletes the user's `cards` with their reviews; returns how many reviews went.
    func deleteCards(_ cards: [CardID], user: User) throws -> Int {
        try batch { try store.deleteCards(cards, owner: user.id) }
    }

    /// Runs a store batch, reporting a card or deck that is not the user's as 404.
    private func batch<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch CardError.notFound {
            throw WebError.notFound("The card")
        } catch StoreError.notFound {
            throw WebError.notFound("The deck")
        } catch let error as CardError {
            throw WebError.invalid(error.description, field: "tag")
        }
    }
}
