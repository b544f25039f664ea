/// Rebuilds card schedules from the review log, for a switch of scheduler.
public enum ScheduleRebuild {
    /// The state of each card after replaying its reviews through the scheduler `options` describe.
    public static func states(
        cards: [Card], reviews: [ReviewLog], options: DeckOptions, calendar: StudyCalendar
    ) -> [CardID: SchedulingState] {
        let scheduler = options.makeScheduler()
        let byCard = Dictionary(grouping: reviews, by: \.cardID)
        var states: [CardID: SchedulingState] = [:]
        for card in cards {
            let created = calendar.studyDay(at: card.createdAt)
            states[card.id] = scheduler.replay(byCard[card.id] ?? [], cardID: card.id, from: created)
        }
        return states
    }
}
