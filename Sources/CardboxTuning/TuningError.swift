/// Why a deck cannot be optimized, rescheduled or restored.
public enum TuningError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The decks hold fewer scored reviews than a fit needs.
    case tooFewReviews(scored: Int, needed: Int)
    /// There is no saved schedule of the deck to restore.
    case nothingToUndo(deck: String)
    /// The saved schedules cannot be read.
    case unreadableSnapshot(deck: String, reason: String)
    /// The schedules cannot be saved before a reschedule.
    case cannotSaveSnapshot(path: String, reason: String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .tooFewReviews(let scored, let needed):
            "Too few reviews to learn from: \(scored) scored review\(scored == 1 ? "" : "s"), and a fit needs at "
                + "least \(needed) (a review of a card on a later day than its previous one). The weights stay as "
                + "they are."
        case .nothingToUndo(let deck):
            "There is no reschedule of '\(deck)' to undo."
        case .unreadableSnapshot(let deck, let reason):
            "The saved due dates of '\(deck)' cannot be read: \(reason)"
        case .cannotSaveSnapshot(let path, let reason):
            "Cannot save the current due dates to '\(path)': \(reason)"
        }
    }
}
