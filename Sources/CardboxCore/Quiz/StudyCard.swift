/// A card as a study session holds it: content, identity and scheduling state.
public struct StudyCard: Sendable, Equatable {
    /// The card.
    public var card: Card
    /// The options of the card's deck, which choose the scheduler for its next state.
    public var deckOptions: DeckOptions

    /// Creates a study card.
    public init(card: Card, deckOptions: DeckOptions) {
        self.card = card
        self.deckOptions = deckOptions
    }
}
