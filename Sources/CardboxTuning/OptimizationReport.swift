public import CardboxOptimizer
import Foundation

/// What an optimization of one or more decks found: the weights before and after, and how both predicted the
/// held-back reviews.
public struct OptimizationReport: Sendable, Equatable, Codable {
    /// Metrics of one set of weights on the held-back reviews.
    public struct Metrics: Sendable, Equatable, Codable {
        /// Mean log loss (lower is better).
        public var logLoss: Double
        /// RMSE over srs-benchmark's bins (lower is better).
        public var rmseBins: Double
        /// Area under the ROC curve (higher is better).
        public var auc: Double
        /// Reviews scored.
        public var count: Int

        /// The metrics of `evaluation`.
        public init(_ evaluation: Evaluation) {
            logLoss = evaluation.logLoss
            rmseBins = evaluation.rmseBins
            auc = evaluation.auc
            count = evaluation.count
        }

        enum CodingKeys: String, CodingKey {
            case logLoss = "log_loss", rmseBins = "rmse_bins", auc, count
        }
    }

    /// The decks fitted together.
    public var decks: [String]
    /// Reviews in their history.
    public var reviews: Int
    /// Reviews the fit could score.
    public var scored: Int
    /// Whether the new weights were adopted and stored.
    public var adopted: Bool
    /// The weights before.
    public var previousWeights: [Double]
    /// The weights in use now.
    public var weights: [Double]
    /// The weights before, scored on the held-back reviews.
    public var current: Metrics
    /// The new fit on the earlier reviews, scored on the held-back reviews.
    public var fitted: Metrics

    /// How much lower the fit's log loss is than the current weights', in percent of the current one (negative when
    /// the fit did worse).
    public var logLossGainPercent: Double {
        current.logLoss > 0 ? (current.logLoss - fitted.logLoss) / current.logLoss * 100 : 0
    }

    /// A sentence saying which weights are used now and why.
    public var verdict: String {
        let gain = String(format: "%.1f", abs(logLossGainPercent))
        return adopted
            ? "Adopted: the new weights predict the held-back reviews \(gain) % better (log loss). They are stored; "
                + "intervals from now on use them."
            : "Kept the current weights: the new fit did not predict the held-back reviews better"
                + (fitted.count > 0 && logLossGainPercent < 0 ? " (\(gain) % worse log loss)." : ".")
    }

    enum CodingKeys: String, CodingKey {
        case decks, reviews, scored, adopted, weights, current, fitted
        case previousWeights = "previous_weights"
    }

    /// Creates the report.
    public init(
        decks: [String], reviews: Int, scored: Int, adopted: Bool, previousWeights: [Double], weights: [Double],
        current: Metrics, fitted: Metrics
    ) {
        self.decks = decks
        self.reviews = reviews
        self.scored = scored
        self.adopted = adopted
        self.previousWeights = previousWeights
        self.weights = weights
        self.current = current
        self.fitted = fitted
    }
}
