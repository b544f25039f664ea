public import FoundationEssentials

extension CardImport {
    /// The batch with each answered card's schedule rebuilt from its answers by its deck's scheduler, as a deck's
    /// switch of scheduler rebuilds it; cards without answers keep the schedule they brought.
    public func rebuildingSchedules(calendar: StudyCalendar) -> CardImport {
        var batch = self
        for deckIndex in batch.decks.indices {
            let scheduler = batch.decks[deckIndex].options.makeScheduler()
            for cardIndex in batch.decks[deckIndex].cards.indices {
                let card = batch.decks[deckIndex].cards[cardIndex]
                guard !card.reviews.isEmpty else { continue }
                let id = CardID(rawValue: Int64(cardIndex + 1))
                let reviews = card.reviews.enumerated().map { index, review in
                    ReviewLog(
                        id: ReviewID(rawValue: Int64(index + 1)), cardID: id, sessionID: nil,
                        reviewedAt: review.reviewedAt, studyDay: review.studyDay, mode: .flip, rating: review.rating,
                        givenAnswer: nil, isCorrect: review.rating != .again,
                        elapsedMilliseconds: review.elapsedMilliseconds)
                }
                batch.decks[deckIndex].cards[cardIndex].schedule = scheduler.replay(
                    reviews, cardID: id, from: calendar.studyDay(at: card.createdAt))
            }
        }
        return batch
    }
}
