/// A card as a study session holds it: content, identity and scheduling state.
public struct StudyCard: Sendable, Equatable {
    /// The card.
    public var card: Card
    /// The options of the card's deck, which choose the scheduler for its next state.
    public var deckOptions: DeckOptions
    /// For a card without wrong answers of its own: three picked from its deck's other answers by the distractor
    /// service, so multiple choice can ask it; empty when none were picked (it is then asked as a flip card).
    public var deckDistractors: [String]

    /// Creates a study card.
    public init(card: Card, deckOptions: DeckOptions, deckDistractors: [String] = []) {
        self.card = card
        self.deckOptions = deckOptions
        self.deckDistractors = deckDistractors
    }

    /// The wrong answers multiple choice offers: the card's own, else those picked from its deck; `nil` when there
    /// are not three.
    public var wrongAnswers: [String]? {
        if card.content.supportsMultipleChoice { return card.content.distractors }
        return deckDistractors.count == CardContent.distractorCount ? deckDistractors : nil
    }
}
