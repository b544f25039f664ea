import CardboxCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fits FSRS-6 weights to a learner's review histories, following fsrs-rs's `compute_parameters`.
///
/// Steps: the outlier filter; fewer than 8 scored reviews keep the defaults; pre-training of w0…w3; fewer than 64
/// scored reviews keep the pre-trained weights; otherwise mini-batch Adam on the recency-weighted log loss plus an L2
/// pull towards the starting weights, the learning rate following a cosine to zero, every weight clipped to its
/// bounds after each step; finally w0…w3 are made monotone again. Gradients are derived by hand in reverse mode
/// (``LossGradient``): one replay of a card forward and back gives all 21 partial derivatives exactly.
public struct ParameterFitter: Sendable {
    /// How far a fit got.
    public enum Outcome: String, Sendable, Equatable {
        /// Too little data: the default weights.
        case defaults
        /// Only the initial stabilities were fitted.
        case initialStabilities
        /// All weights were fitted.
        case full
    }

    /// A fit's weights and how far it got.
    public struct Fit: Sendable, Equatable {
        /// The 21 weights.
        public var weights: [Double]
        /// How far the fit got.
        public var outcome: Outcome
        /// The scored reviews trained on.
        public var trainingReviews: Int
    }

    /// The settings.
    public var configuration: OptimizerConfiguration

    /// Creates a fitter.
    public init(configuration: OptimizerConfiguration = OptimizerConfiguration()) {
        self.configuration = configuration
    }

    /// Fits weights to `data`; `progress` receives the finished share (0…1) after each mini-batch.
    public func fit(_ data: TrainingData, progress: ((Double) -> Void)? = nil) -> Fit {
        let defaults = FSRSParameters.defaultWeights
        let removed = OutlierFilter.removedPairs(data.histories)
        let kept = data.histories.filter { history in
            guard let (rating, review) = OutlierFilter.firstLongTerm(history) else { return false }
            return !removed.contains(OutlierFilter.Pair(rating: rating, elapsedDays: review.elapsedDays))
        }
        let training = TrainingSet(histories: kept, maximumLength: configuration.maximumLength)
        guard training.itemCount >= 8 else {
            return Fit(weights: defaults, outcome: .defaults, trainingReviews: training.itemCount)
        }
        var groups: [Int: [Int: (recalled: Int, count: Int)]] = [:]
        for history in kept {
            guard let (rating, review) = OutlierFilter.firstLongTerm(history) else { continue }
            var entry = groups[rating, default: [:]][review.elapsedDays, default: (0, 0)]
            entry.count += 1
            entry.recalled += review.rating > 1 ? 1 : 0
            groups[rating, default: [:]][review.elapsedDays] = entry
        }
        let initialGroups = groups.mapValues { byDays in
            byDays.sorted { $0.key < $1.key }.map {
                InitialStability.Group(
                    elapsedDays: Double($0.key), recall: Double($0.value.recalled) / Double($0.value.count),
                    count: Double($0.value.count))
            }
        }
        guard let (stabilities, counts) = InitialStability.fit(groups: initialGroups, averageRecall: training.recall)
        else { return Fit(weights: defaults, outcome: .defaults, trainingReviews: training.itemCount) }
        let start = stabilities + defaults[4...]
        if training.itemCount < 64 || training.itemCount == kept.count {
            return Fit(weights: start, outcome: .initialStabilities, trainingReviews: training.itemCount)
        }
        var weights = descend(training, from: start, progress: progress)
        var fitted: [Int: Double] = [:]
        for rating in 1...4 { fitted[rating] = weights[rating - 1] }
        if let smoothed = InitialStability.smoothAndFill(fitted, counts: counts) {
            weights.replaceSubrange(0..<4, with: smoothed)
        }
        return Fit(weights: weights, outcome: .full, trainingReviews: training.itemCount)
    }

    /// Mini-batch Adam from `start`.
    private func descend(_ training: TrainingSet, from start: [Double], progress: ((Double) -> Void)?) -> [Double] {
        let total = training.itemCount
        var generator = SplitMix64(seed: configuration.seed)
        let batches = training.batches(size: configuration.batchSize, generator: &generator)
        let steps = Double((total / configuration.batchSize + 1) * configuration.epochs)
        var schedule = CosineSchedule(initialRate: configuration.learningRate, period: steps)
        var adam = AdamState()
        var weights = start
        var done = 0
        let stepsTotal = batches.count * configuration.epochs
        var order = Array(batches.indices)
        for _ in 0..<configuration.epochs {
            order.shuffle(using: &generator)
            for batchIndex in order {
                let batch = batches[batchIndex]
                let rate = schedule.next()
                var gradient = training.gradient(of: batch.cards, weights: weights)
                let scale = configuration.regularization * Double(batch.items) / Double(total)
                for index in 0..<21 {
                    let spread = ParameterBounds.spread[index]
                    gradient[index] += 2 * (weights[index] - start[index]) / (spread * spread) * scale
                }
                adam.step(&weights, gradient: gradient, rate: rate)
                weights = ParameterBounds.clip(weights)
                done += 1
                progress?(Double(done) / Double(stepsTotal))
            }
        }
        return weights
    }
}
