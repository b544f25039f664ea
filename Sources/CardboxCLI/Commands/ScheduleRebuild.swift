import CardboxCore

/// Rebuilds a deck's card schedules from the review log, for a scheduler switch.
enum ScheduleRebuild {
    /// The state of each card in `deck` after replaying its reviews through the scheduler `options` describe.
    static func states(for deck: Deck, options: DeckOptions, context: CLIContext) throws -> [CardID: SchedulingState] {
        let scheduler = options.makeScheduler()
        let reviews = Dictionary(grouping: try context.store.fetchReviews(deck: deck.id), by: \.cardID)
        var states: [CardID: SchedulingState] = [:]
        for card in try context.store.fetchCards(deck: deck.id) {
            let created = context.calendar.studyDay(at: card.createdAt)
            states[card.id] = scheduler.replay(reviews[card.id] ?? [], cardID: card.id, from: created)
        }
        return states
    }
}
