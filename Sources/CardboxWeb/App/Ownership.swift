import CardboxCore

/// Looks up things by the id in a URL and makes sure they belong to the user: anything else is "not found", so
/// nobody can learn which ids exist in other accounts.
extension WebServices {
    func ownedDeck(_ text: String?, of user: User) throws -> Deck {
        guard let raw = text.flatMap(Int64.init), raw > 0, let deck = try store.findDeck(DeckID(rawValue: raw)),
            deck.ownerID == user.id
        else { throw WebError.notFound("The deck") }
        return deck
    }

    func ownedCard(_ text: String?, of user: User) throws -> (card: Card, deck: Deck) {
        guard let raw = text.flatMap(Int64.init), raw > 0, let card = try store.findCard(CardID(rawValue: raw)),
            let deck = try store.findDeck(card.deckID), deck.ownerID == user.id
        else { throw WebError.notFound("The card") }
        return (card, deck)
    }

    func ownedDraft(_ text: String?, of user: User) throws -> Draft {
        guard let raw = text.flatMap(Int64.init), raw > 0, let draft = try store.findDraft(DraftID(rawValue: raw)),
            draft.ownerID == user.id
        else { throw WebError.notFound("The draft") }
        return draft
    }
}
