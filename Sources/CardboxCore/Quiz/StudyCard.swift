/// A card as a study session holds it: content, identity and scheduling state.
public struct StudyCard: Sendable, Equatable {
    /// The card.
    public var card: Card
    /// The scheduler that decides the card's next state (its deck's).
    public var deckOptions: DeckOptions

    /// Creates a study card.
    public init(card: Card, deckOptions: DeckOptions) {
        self.card = card
        self.deckOptions = deckOptions
    }
}
