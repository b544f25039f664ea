/// The body of the `review` live event: a card of the user's was answered (on this node or another), so open pages
/// showing its deck or the user's progress can refresh.
struct ReviewEvent: Encodable, Equatable {
    /// The answered card.
    var cardId: Int64
    /// Its deck.
    var deckId: Int64
    /// The stored review.
    var reviewId: Int64
    /// The rating the scheduler received (1 again … 4 easy), when there was one.
    var rating: Int?
    /// Whether the answer was right.
    var correct: Bool
    /// The study day the card is due next (`YYYY-MM-DD`), when known.
    var nextDue: String?
}
