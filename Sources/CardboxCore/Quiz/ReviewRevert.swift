/// An answer to take back: the stored review to remove and the schedule the card had before it, restored exactly.
public struct ReviewRevert: Sendable, Equatable {
    /// The stored review, or `nil` for the newest review of ``cardID`` (a session that kept no ids).
    public var reviewID: ReviewID?
    /// The card answered.
    public var cardID: CardID
    /// The card's scheduling state before the answer.
    public var previousState: SchedulingState

    /// Creates the request.
    public init(reviewID: ReviewID?, cardID: CardID, previousState: SchedulingState) {
        self.reviewID = reviewID
        self.cardID = cardID
        self.previousState = previousState
    }
}
