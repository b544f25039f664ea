import CardboxCore
import CardboxOptimizer
import CardboxTuning

/// What the stats page shows of the memory model for one FSRS deck: how its weights predicted its reviews, and what
/// each desired retention would cost.
struct MemoryModelReport {
    /// The user's FSRS decks, to choose from.
    let decks: [Deck]
    /// The deck shown.
    let deck: Deck
    /// Predicted vs actual recall with the deck's weights.
    let calibration: RecallCalibration
    /// The retention advisor's curve with the deck's weights.
    let points: [RetentionAdvisor.Point]

    /// The report for the deck `chosen` names (by id), else the FSRS deck with the most reviews; `nil` when the user
    /// has no FSRS deck.
    static func make(_ services: WebServices, user: User, chosen: String?) throws -> MemoryModelReport? {
        let decks = try services.store.fetchDecks(owner: user.id).filter { $0.options.scheduler == .fsrs }
        guard !decks.isEmpty else { return nil }
        var deck = decks[0]
        if let id = chosen.flatMap(Int64.init), let match = decks.first(where: { $0.id.rawValue == id }) {
            deck = match
        } else {
            var most = -1
            for candidate in decks {
                let count = try services.store.fetchReviews(deck: candidate.id).count
                if count > most { (most, deck) = (count, candidate) }
            }
        }
        let advisor = RetentionAdvisor(weights: deck.options.fsrsWeights, newCardsPerDay: deck.options.newCardsPerDay)
        return MemoryModelReport(
            decks: decks, deck: deck, calibration: try RecallCalibration.of([deck], store: services.store),
            points: services.retentionCurves.curve(advisor))
    }
}
