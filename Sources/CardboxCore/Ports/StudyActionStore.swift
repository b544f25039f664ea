/// What a study session's actions other than answering store: undone answers and cards set aside.
public protocol StudyActionStore: Sendable {
    /// The newest answers given in `session`, newest first, at most `limit`.
    func fetchLatestReviews(session: SessionID, limit: Int) throws -> [ReviewLog]
    /// The schedule the card had before `review`, when the store kept it (answers stored before undo existed have
    /// none).
    func previousState(of review: ReviewID) throws -> SchedulingState?
    /// Takes an answer back in one transaction: removes its review (``ReviewRevert/reviewID``, or the card's newest),
    /// restores the card's schedule and first study day, and uncounts it from its session.
    ///
    /// - Throws: ``StoreError/notFound(_:)`` when there is no such review.
    func revert(_ revert: ReviewRevert) throws
    /// Takes an answer back and stores `record` in its place, counted in the same session, in one transaction
    /// ("I was right").
    ///
    /// - Throws: ``StoreError/notFound(_:)`` when there is no such review.
    func replaceReview(_ revert: ReviewRevert, with record: ReviewRecord) throws -> ReviewLog
    /// Buries or suspends a card, or takes it back into study; its schedule is not touched.
    ///
    /// - Throws: ``CardError/notFound(_:)`` when there is no such card.
    func setAside(_ request: CardSetAside) throws
    /// The cards of `deck` kept out of study on `today`, and how.
    func fetchSetAside(deck: DeckID, today: StudyDay) throws -> [CardID: SetAside]
}
