#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The FSRS-6 memory model: stability, difficulty and retrievability, as py-fsrs 6.3.2 computes them.
public struct FSRSModel: Sendable {
    /// The weights w0…w20.
    public let w: [Double]
    /// The smallest stability.
    public static let minimumStability = 0.001
    /// The difficulty range.
    public static let difficultyRange = 1.0...10.0

    /// Creates the model from 21 weights.
    public init(weights: [Double]) {
        precondition(weights.count == 21, "FSRS-6 needs 21 weights, got \(weights.count)")
        w = weights
    }

    /// The forgetting-curve exponent, −w20.
    public var decay: Double { -w[20] }
    /// The factor that makes R(S, S) = 0.9.
    public var factor: Double { pow(0.9, 1 / decay) - 1 }

    /// The probability of recall after `elapsedDays` at stability `stability`.
    public func retrievability(elapsedDays: Double, stability: Double) -> Double {
        pow(1 + factor * max(0, elapsedDays) / stability, decay)
    }

    /// The stability after the first rating.
    public func initialStability(_ rating: Rating) -> Double {
        max(Self.minimumStability, w[rating.rawValue - 1])
    }

    /// The difficulty after the first rating, optionally clamped to 1…10.
    public func initialDifficulty(_ rating: Rating, clamped: Bool = true) -> Double {
        let raw = w[4] - ePow(w[5] * Double(rating.rawValue - 1)) + 1
        return clamped ? raw.clamped(to: Self.difficultyRange) : raw
    }

    /// The difficulty after a review: a step by grade, damped towards 10, reverted slightly towards D0(Easy).
    public func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
        let delta = -w[6] * Double(rating.rawValue - 3)
        let damped = difficulty + (10 - difficulty) * delta / 9
        let reverted = w[7] * initialDifficulty(.easy, clamped: false) + (1 - w[7]) * damped
        return reverted.clamped(to: Self.difficultyRange)
    }

    /// The stability after a review a day or more after the previous one.
    public func nextStability(
        difficulty: Double, stability: Double, retrievability: Double, rating: Rating
    ) -> Double {
        let next: Double
        if rating == .again {
            let base: Double = w[11] * pow(difficulty, -w[12])
            let longTerm: Double = base * (pow(stability + 1, w[13]) - 1) * ePow((1 - retrievability) * w[14])
            next = min(longTerm, stability / ePow(w[17] * w[18]))
        } else {
            let hardPenalty = rating == .hard ? w[15] : 1
            let easyBonus = rating == .easy ? w[16] : 1
            let growth: Double = ePow(w[8]) * (11 - difficulty) * pow(stability, -w[9])
            let recallGain: Double = ePow((1 - retrievability) * w[10]) - 1
            next = stability * (1 + growth * recallGain * hardPenalty * easyBonus)
        }
        return max(Self.minimumStability, next)
    }

    /// The stability after a review on the same day as the previous one.
    public func shortTermStability(_ stability: Double, rating: Rating) -> Double {
        var increase = ePow(w[17] * (Double(rating.rawValue) - 3 + w[18])) * pow(stability, -w[19])
        if rating.isPass { increase = max(increase, 1) }
        return max(Self.minimumStability, stability * increase)
    }

    /// The interval in whole days at which recall falls to `desiredRetention`, rounded half to even, 1…`maximum`.
    public func interval(stability: Double, desiredRetention: Double, maximum: Int) -> Int {
        let days = stability / factor * (pow(desiredRetention, 1 / decay) - 1)
        let rounded = Int(days.rounded(.toNearestOrEven))
        return min(max(rounded, 1), maximum)
    }
}

/// e raised to `x`, computed as `pow(e, x)` the way py-fsrs writes `math.e ** x`, so results match to the last bit.
private func ePow(_ x: Double) -> Double { pow(M_E, x) }

extension Double {
    /// The value limited to `range`.
    func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
