/// Adopts a fit only if it predicts the learner's newest reviews better than the weights in use.
///
/// The scorable reviews are split by time; the newest `holdback` share is held back. Weights are fitted on the
/// history before the split and scored, together with the current weights, on the held-back reviews (replaying each
/// card's full history before them). If the fit's log loss is lower it is adopted and refitted on the whole history;
/// otherwise the current weights stay.
public struct ParameterAdoption: Sendable {
    /// What the rule decided.
    public struct Decision: Sendable, Equatable {
        /// Whether the new fit was adopted.
        public var adopted: Bool
        /// The weights to use from now on: the refit when adopted, else the current ones.
        public var weights: [Double]
        /// The fit on the earlier part, scored on the held-back reviews.
        public var candidate: Evaluation
        /// The current weights, scored on the same reviews.
        public var current: Evaluation
        /// How far the refit on all reviews got, when there was one.
        public var outcome: ParameterFitter.Outcome?
    }

    /// The fitter.
    public var fitter: ParameterFitter
    /// The share of scorable reviews held back, 0.2 by default.
    public var holdback: Double

    /// Creates the rule.
    public init(fitter: ParameterFitter = ParameterFitter(), holdback: Double = 0.2) {
        self.fitter = fitter
        self.holdback = holdback
    }

    /// Decides between `current` and a new fit on `data`; `progress` receives 0…1 over both fits.
    public func decide(
        _ data: TrainingData, current: [Double], progress: ((Double) -> Void)? = nil
    ) -> Decision {
        guard let split = data.splitTime(holdingBack: holdback) else {
            let empty = Evaluation.evaluate(current, on: data)
            return Decision(adopted: false, weights: current, candidate: empty, current: empty, outcome: nil)
        }
        let early = fitter.fit(data.before(split)) { progress?($0 / 2) }
        let candidate = Evaluation.evaluate(early.weights, on: data, from: split)
        let incumbent = Evaluation.evaluate(current, on: data, from: split)
        guard candidate.count > 0, candidate.logLoss < incumbent.logLoss else {
            progress?(1)
            return Decision(adopted: false, weights: current, candidate: candidate, current: incumbent, outcome: nil)
        }
        let refit = fitter.fit(data) { progress?(0.5 + $0 / 2) }
        progress?(1)
        return Decision(
            adopted: true, weights: refit.weights, candidate: candidate, current: incumbent, outcome: refit.outcome)
    }
}
