import CardboxCore

extension ScheduleRebuild {
    /// The state of each card in `deck` after replaying its reviews through the scheduler `options` describe.
    static func states(for deck: Deck, options: DeckOptions, context: CLIContext) throws -> [CardID: SchedulingState] {
        states(
            cards: try context.store.fetchCards(deck: deck.id), reviews: try context.store.fetchReviews(deck: deck.id),
            options: options, calendar: context.calendar)
    }
}
