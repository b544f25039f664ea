/// A card together with the deck it is in, found for the deck's owner.
public struct OwnedCard: Sendable, Equatable {
    /// The card.
    public var card: Card
    /// Its deck.
    public var deck: Deck

    /// Creates the value.
    public init(card: Card, deck: Deck) {
        self.card = card
        self.deck = deck
    }
}
