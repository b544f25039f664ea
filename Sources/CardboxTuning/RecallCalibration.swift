public import CardboxCore
public import CardboxOptimizer

/// How well the weights in use predict the learner's own reviews: each FSRS deck's history replayed with its own
/// weights, the deciles of predicted recall pooled over the decks.
public struct RecallCalibration: Sendable, Equatable {
    /// Predicted vs observed recall per tenth of predicted recall; empty tenths are left out.
    public var rows: [Evaluation.CalibrationRow]
    /// The reviews scored.
    public var count: Int

    /// The calibration of `decks` (those using FSRS) over their reviews in `store`.
    public static func of(_ decks: [Deck], store: any ReviewStore) throws -> RecallCalibration {
        var pooled: [Int: (count: Int, predicted: Double, observed: Double)] = [:]
        var total = 0
        for deck in decks where deck.options.scheduler == .fsrs {
            let data = TrainingData(reviewLog: try store.fetchReviews(deck: deck.id))
            guard data.scorableCount > 0 else { continue }
            let evaluation = Evaluation.evaluate(deck.options.fsrsWeights, on: data)
            total += evaluation.count
            for row in evaluation.calibration {
                var entry = pooled[row.decile, default: (0, 0, 0)]
                entry.count += row.count
                entry.predicted += row.predicted * Double(row.count)
                entry.observed += row.observed * Double(row.count)
                pooled[row.decile] = entry
            }
        }
        let rows = pooled.keys.sorted().compactMap { decile -> Evaluation.CalibrationRow? in
            guard let entry = pooled[decile], entry.count > 0 else { return nil }
            let count = Double(entry.count)
            return Evaluation.CalibrationRow(
                decile: decile, count: entry.count, predicted: entry.predicted / count,
                observed: entry.observed / count)
        }
        return RecallCalibration(rows: rows, count: total)
    }
}
