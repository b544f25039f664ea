import CardboxCore

/// Looks up things by the id in a URL for their owner: anything else is "not found", so nobody can learn which ids
/// exist in other accounts. The store's owner-scoped finders make each look-up one query.
extension WebServices {
    func ownedDeck(_ text: String?, of user: User) throws -> Deck {
        guard let id = Self.positiveID(text), let deck = try store.findDeck(DeckID(rawValue: id), owner: user.id)
        else { throw WebError.notFound("The deck") }
        return deck
    }

    /// The deck id in `text`, for a store look-up that checks the owner itself; "not found" when it is no id.
    func deckID(_ text: String?) throws -> DeckID {
        guard let id = Self.positiveID(text) else { throw WebError.notFound("The deck") }
        return DeckID(rawValue: id)
    }

    func ownedCard(_ text: String?, of user: User) throws -> (card: Card, deck: Deck) {
        guard let id = Self.positiveID(text), let owned = try store.findCard(CardID(rawValue: id), owner: user.id)
        else { throw WebError.notFound("The card") }
        return (owned.card, owned.deck)
    }

    func ownedDraft(_ text: String?, of user: User) throws -> Draft {
        guard let id = Self.positiveID(text), let draft = try store.findDraft(DraftID(rawValue: id), owner: user.id)
        else { throw WebError.notFound("The draft") }
        return draft
    }

    /// The id in `text` when it is a positive whole number.
    static func positiveID(_ text: String?) -> Int64? {
        guard let raw = text.flatMap(Int64.init), raw > 0 else { return nil }
        return raw
    }
}
