#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The gradient of the weighted log loss with respect to the 21 FSRS-6 weights, by hand-derived reverse-mode
/// differentiation of the replay that ``MemoryReplay`` runs.
///
/// The replay is written as a few quantities computed once from the weights (the decay, the curve factor, the
/// mean-reversion target and the other factors that ``MemoryReplay`` prepares) and a walk through each card's
/// reviews that uses only those and a few raw weights. So a card is replayed forward once, keeping each step's
/// stability, difficulty and recall, then walked back: every step passes the adjoints (∂loss/∂value) of its new
/// stability and difficulty on to the old ones and adds its share to the adjoints of the prepared quantities and
/// weights it used. Once per mini-batch the prepared quantities' adjoints are carried back to the weights. Clamps
/// pass no gradient where they bind, and `min`/`max` pass it to the side they chose, as in fsrs-rs.
///
/// The cost is a small constant number of scalar operations per review, where forward-mode dual numbers carry all
/// 21 partial derivatives through every operation. Forward-mode dual numbers over the same replay are the tests'
/// reference.
struct LossGradient {
    /// The weights w0…w20.
    private let w: [Double]
    /// The quantities prepared from the weights, as ``MemoryReplay`` computes them.
    private let decay: Double, factor: Double, easyDifficulty: Double, revertedTarget: Double, keptShare: Double
    private let successScale: Double, lapseDivisor: Double
    private let shortTermFactor: [Double]
    private let difficultyStep: [Double]

    /// The adjoints summed so far.
    private var weightAdjoint = [Double](repeating: 0, count: 21)
    private var decayAdjoint = 0.0, factorAdjoint = 0.0, targetAdjoint = 0.0, keptAdjoint = 0.0
    private var successAdjoint = 0.0, divisorAdjoint = 0.0
    private var shortTermAdjoint = [Double](repeating: 0, count: 4)
    private var stepAdjoint = [Double](repeating: 0, count: 4)

    /// One step of a card's walk, as the forward pass left it.
    private struct Step {
        /// The stability and difficulty before the review, after clamping.
        var stability: Double
        var difficulty: Double
        /// The predicted recall before the review.
        var recall: Double
        /// ∂loss/∂recall of this review's own score (zero when it is not scored).
        var slope: Double
        /// The new stability and difficulty before clamping.
        var nextStability: Double
        var nextDifficulty: Double
        /// The powers the stability formula took, kept for the walk back: s^(−w19) for a same-day review;
        /// d^(−w12), (s + 1)^w13 and e^(w14·(1 − r)) for a lapse; s^(−w9) and e^(w10·(1 − r)) for a success.
        var powers: Powers
    }

    /// See ``Step/powers``.
    private struct Powers {
        var first = 0.0
        var second = 0.0
        var surprise = 0.0
    }

    /// Prepares the walk for `weights`.
    init(weights: [Double]) {
        w = weights
        decay = -weights[20]
        factor = exp(log(0.9) / decay) - 1
        easyDifficulty = weights[4] - exp(weights[5] * 3) + 1
        revertedTarget = weights[7] * easyDifficulty
        keptShare = 1 - weights[7]
        successScale = exp(weights[8])
        lapseDivisor = exp(weights[17] * weights[18])
        shortTermFactor = (1...4).map { exp(weights[17] * (Double($0 - 3) + weights[18])) }
        difficultyStep = (1...4).map { -weights[6] * Double($0 - 3) }
    }

    /// Adds the gradient of card `reviews`' loss, each scored review `index` weighing `weights[index]`; reviews at
    /// or beyond `maximumLength` and with zero weight are not scored.
    mutating func add(_ reviews: [TrainingData.Review], weights: [Double], maximumLength: Int) {
        guard let first = reviews.first, reviews.count > 1 else { return }
        var steps: [Step] = []
        steps.reserveCapacity(reviews.count - 1)
        let rawStability = w[first.rating - 1]
        let rawDifficulty = w[4] - exp(w[5] * Double(first.rating - 1)) + 1
        var stability = min(max(rawStability, 0.001), 36_500)
        var difficulty = min(max(rawDifficulty, 1), 10)
        for index in 1..<reviews.count {
            let review = reviews[index]
            let recall = pow(1 + factor * Double(review.elapsedDays) / stability, decay)
            var slope = 0.0
            if review.elapsedDays > 0 && index < maximumLength && weights[index] > 0 && recall > 1e-7
                && recall < 1 - 1e-7
            {
                let label = review.rating > 1 ? 1.0 : 0.0
                slope = -weights[index] * (label / recall - (1 - label) / (1 - recall))
            }
            let (next, powers) = nextStability(review, stability: stability, difficulty: difficulty, recall: recall)
            let nextDifficulty =
                revertedTarget + keptShare * (difficulty + difficultyStep[review.rating - 1] * (10 - difficulty) / 9)
            steps.append(
                Step(
                    stability: stability, difficulty: difficulty, recall: recall, slope: slope, nextStability: next,
                    nextDifficulty: nextDifficulty, powers: powers))
            stability = min(max(next, 0.001), 36_500)
            difficulty = min(max(nextDifficulty, 1), 10)
        }
        var stabilityAdjoint = 0.0
        var difficultyAdjoint = 0.0
        for index in steps.indices.reversed() {
            let step = steps[index]
            let review = reviews[index + 1]
            let nextStabilityAdjoint = (0.001...36_500).contains(step.nextStability) ? stabilityAdjoint : 0
            let nextDifficultyAdjoint = (1.0...10).contains(step.nextDifficulty) ? difficultyAdjoint : 0
            (stabilityAdjoint, difficultyAdjoint) = backward(
                step, review: review, nextStabilityAdjoint: nextStabilityAdjoint,
                nextDifficultyAdjoint: nextDifficultyAdjoint)
        }
        if (0.001...36_500).contains(rawStability) { weightAdjoint[first.rating - 1] += stabilityAdjoint }
        if (1.0...10).contains(rawDifficulty) {
            weightAdjoint[4] += difficultyAdjoint
            let power = Double(first.rating - 1)
            weightAdjoint[5] -= difficultyAdjoint * exp(w[5] * power) * power
        }
    }

    /// The 21 partial derivatives of the loss added so far.
    func gradient() -> [Double] {
        var result = weightAdjoint
        var decayTotal = decayAdjoint
        // factor = e^(ln 0.9 / decay) − 1.
        decayTotal += factorAdjoint * exp(log(0.9) / decay) * (-log(0.9) / (decay * decay))
        result[20] -= decayTotal
        // revertedTarget = w7 · (w4 − e^(3·w5) + 1), keptShare = 1 − w7.
        result[7] += targetAdjoint * easyDifficulty - keptAdjoint
        result[4] += targetAdjoint * w[7]
        result[5] -= targetAdjoint * w[7] * 3 * exp(3 * w[5])
        result[8] += successAdjoint * successScale
        result[17] += divisorAdjoint * lapseDivisor * w[18]
        result[18] += divisorAdjoint * lapseDivisor * w[17]
        for rating in 1...4 {
            let grade = Double(rating - 3)
            let shortTerm = shortTermFactor[rating - 1]
            result[17] += shortTermAdjoint[rating - 1] * shortTerm * (grade + w[18])
            result[18] += shortTermAdjoint[rating - 1] * shortTerm * w[17]
            result[6] -= stepAdjoint[rating - 1] * grade
        }
        return result
    }

    // MARK: - Private

    /// The new stability after `review`, before clamping, and the powers it took.
    private func nextStability(
        _ review: TrainingData.Review, stability: Double, difficulty: Double, recall: Double
    ) -> (Double, Powers) {
        let rating = review.rating
        var powers = Powers()
        if review.elapsedDays == 0 {
            powers.first = pow(stability, -w[19])
            var increase = shortTermFactor[rating - 1] * powers.first
            if rating >= 2 { increase = max(increase, 1) }
            return (stability * increase, powers)
        }
        if rating == 1 {
            powers.first = pow(difficulty, -w[12])
            powers.second = pow(stability + 1, w[13])
            powers.surprise = exp(w[14] * (1 - recall))
            let lapse = w[11] * powers.first * (powers.second - 1) * powers.surprise
            return (min(lapse, stability / lapseDivisor), powers)
        }
        powers.first = pow(stability, -w[9])
        powers.surprise = exp(w[10] * (1 - recall))
        var growth = successScale * (11 - difficulty) * powers.first * (powers.surprise - 1)
        if rating == 2 { growth *= w[15] }
        if rating == 4 { growth *= w[16] }
        return (stability * (1 + growth), powers)
    }

    /// Walks one step back: the adjoints of the step's old stability and difficulty, given those of its new
    /// (unclamped) ones, adding the step's share to the prepared quantities and weights.
    private mutating func backward(
        _ step: Step, review: TrainingData.Review, nextStabilityAdjoint: Double, nextDifficultyAdjoint: Double
    ) -> (stability: Double, difficulty: Double) {
        let rating = review.rating
        let s = step.stability
        let d = step.difficulty
        var sAdjoint = 0.0
        var dAdjoint = 0.0
        var recallAdjoint = step.slope
        // nextDifficulty = target + kept · (d + stepSize · (10 − d) / 9).
        let stepSize = difficultyStep[rating - 1]
        targetAdjoint += nextDifficultyAdjoint
        keptAdjoint += nextDifficultyAdjoint * (d + stepSize * (10 - d) / 9)
        stepAdjoint[rating - 1] += nextDifficultyAdjoint * keptShare * (10 - d) / 9
        dAdjoint += nextDifficultyAdjoint * keptShare * (1 - stepSize / 9)
        let a = nextStabilityAdjoint
        if review.elapsedDays == 0 {
            // next = s · shortTerm · s^(−w19), or s when the increase is held at 1.
            let shortTerm = shortTermFactor[rating - 1]
            let increase = shortTerm * step.powers.first
            if rating >= 2 && increase < 1 {
                sAdjoint += a
            } else {
                let next = s * increase
                sAdjoint += a * next * (1 - w[19]) / s
                shortTermAdjoint[rating - 1] += a * next / shortTerm
                weightAdjoint[19] -= a * next * log(s)
            }
        } else if rating == 1 {
            let difficultyPower = step.powers.first
            let growthPower = step.powers.second
            let surprise = step.powers.surprise
            let lapse = w[11] * difficultyPower * (growthPower - 1) * surprise
            if lapse <= s / lapseDivisor {
                weightAdjoint[11] += a * difficultyPower * (growthPower - 1) * surprise
                dAdjoint += a * lapse * (-w[12]) / d
                weightAdjoint[12] -= a * lapse * log(d)
                let grown = w[11] * difficultyPower * surprise
                sAdjoint += a * grown * w[13] * growthPower / (s + 1)
                weightAdjoint[13] += a * grown * growthPower * log(s + 1)
                weightAdjoint[14] += a * lapse * (1 - step.recall)
                recallAdjoint -= a * lapse * w[14]
            } else {
                sAdjoint += a / lapseDivisor
                divisorAdjoint -= a * s / (lapseDivisor * lapseDivisor)
            }
        } else {
            // next = s · (1 + growth), growth = scale · (11 − d) · s^(−w9) · (e^(w10·(1 − r)) − 1) · bonus.
            let bonus = rating == 2 ? w[15] : rating == 4 ? w[16] : 1
            let stabilityPower = step.powers.first
            let surprise = step.powers.surprise
            let unscaled = successScale * (11 - d) * stabilityPower * (surprise - 1)
            let growth = unscaled * bonus
            let growthAdjoint = a * s
            sAdjoint += a * (1 + growth) + growthAdjoint * growth * (-w[9]) / s
            successAdjoint += growthAdjoint * growth / successScale
            dAdjoint -= growthAdjoint * successScale * stabilityPower * (surprise - 1) * bonus
            weightAdjoint[9] -= growthAdjoint * growth * log(s)
            let surpriseAdjoint = growthAdjoint * successScale * (11 - d) * stabilityPower * bonus
            weightAdjoint[10] += surpriseAdjoint * surprise * (1 - step.recall)
            recallAdjoint -= surpriseAdjoint * surprise * w[10]
            if rating == 2 { weightAdjoint[15] += growthAdjoint * unscaled }
            if rating == 4 { weightAdjoint[16] += growthAdjoint * unscaled }
        }
        // recall = (1 + factor · t / s)^decay.
        if recallAdjoint != 0 {
            let t = Double(review.elapsedDays)
            let base = 1 + factor * t / s
            let slope = recallAdjoint * decay * step.recall / base
            factorAdjoint += slope * t / s
            sAdjoint -= slope * factor * t / (s * s)
            decayAdjoint += recallAdjoint * step.recall * log(base)
        }
        return (sAdjoint, dAdjoint)
    }
}
