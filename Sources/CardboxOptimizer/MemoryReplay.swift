#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replays one card's history through the FSRS-6 model the way fsrs-rs trains it, reporting the predicted recall
/// at every scorable review.
///
/// Stability is kept within 0.001…36500 days and difficulty within 1…10 before each step, same-day reviews
/// (zero elapsed days) use the short-term formula, and the first review sets the initial state.
struct MemoryReplay<Scalar: ModelScalar> {
    /// The weights w0…w20.
    let w: [Scalar]
    /// The forgetting-curve exponent, −w20.
    let decay: Scalar
    /// The factor that makes R(S, S) = 0.9.
    let factor: Scalar
    /// The mean-reversion target share, w7 · D0(Easy) with D0(Easy) unclamped.
    let revertedTarget: Scalar
    /// The share kept by mean reversion, 1 − w7.
    let keptShare: Scalar
    /// e^w8, the success scale.
    let successScale: Scalar
    /// −w9, −w12 and −w19, the exponents of the stability and difficulty powers.
    let successExponent: Scalar, lapseExponent: Scalar, shortTermExponent: Scalar
    /// e^(w17·w18), the least a lapse divides stability by.
    let lapseDivisor: Scalar
    /// Per rating 1…4 (index rating − 1): e^(w17·(G − 3 + w18)), the short-term factor before the power of S.
    let shortTermFactor: [Scalar]
    /// Per rating 1…4: the difficulty step −w6·(G − 3).
    let difficultyStep: [Scalar]

    /// Prepares the replay for `weights`.
    init(weights: [Scalar]) {
        w = weights
        let one = Scalar(constant: 1)
        decay = Scalar(constant: 0) - weights[20]
        factor = (Scalar(constant: log(0.9)) / decay).exponential() - one
        let easyDifficulty = weights[4] - (weights[5] * Scalar(constant: 3)).exponential() + one
        let zero = Scalar(constant: 0)
        revertedTarget = weights[7] * easyDifficulty
        keptShare = one - weights[7]
        successScale = weights[8].exponential()
        successExponent = zero - weights[9]
        lapseExponent = zero - weights[12]
        shortTermExponent = zero - weights[19]
        lapseDivisor = (weights[17] * weights[18]).exponential()
        shortTermFactor = (1...4).map { rating in
            (weights[17] * (Scalar(constant: Double(rating - 3)) + weights[18])).exponential()
        }
        difficultyStep = (1...4).map { rating in zero - weights[6] * Scalar(constant: Double(rating - 3)) }
    }

    /// The predicted recall after `elapsedDays` at `stability`.
    func retrievability(elapsedDays: Double, stability: Scalar) -> Scalar {
        (Scalar(constant: 1) + factor * Scalar(constant: elapsedDays) / stability).power(decay)
    }

    /// Walks `reviews`; for every review after the first with elapsed days > 0 and index below `maximumLength`,
    /// calls `score` with the review's index and the recall predicted just before it.
    func run(
        _ reviews: [TrainingData.Review], maximumLength: Int = .max, score: (Int, Scalar) -> Void
    ) {
        guard let first = reviews.first else { return }
        let one = Scalar(constant: 1)
        var stability = w[first.rating - 1]
        var difficulty = w[4] - (w[5] * Scalar(constant: Double(first.rating - 1))).exponential() + one
        stability = stability.clamped(0.001, 36_500)
        difficulty = difficulty.clamped(1, 10)
        for index in 1..<reviews.count {
            let review = reviews[index]
            let rating = review.rating
            let recall = retrievability(elapsedDays: Double(review.elapsedDays), stability: stability)
            if review.elapsedDays > 0 && index < maximumLength { score(index, recall) }
            let next: Scalar
            if review.elapsedDays == 0 {
                var increase = shortTermFactor[rating - 1] * stability.power(shortTermExponent)
                if rating >= 2 { increase = Scalar.maximum(increase, one) }
                next = stability * increase
            } else if rating == 1 {
                let lapse =
                    w[11] * difficulty.power(lapseExponent) * ((stability + one).power(w[13]) - one)
                    * (w[14] * (one - recall)).exponential()
                next = Scalar.minimum(lapse, stability / lapseDivisor)
            } else {
                var growth =
                    successScale * (Scalar(constant: 11) - difficulty) * stability.power(successExponent)
                    * ((w[10] * (one - recall)).exponential() - one)
                if rating == 2 { growth = growth * w[15] }
                if rating == 4 { growth = growth * w[16] }
                next = stability * (one + growth)
            }
            let damped =
                difficulty + difficultyStep[rating - 1] * (Scalar(constant: 10) - difficulty) / Scalar(constant: 9)
            difficulty = (revertedTarget + keptShare * damped).clamped(1, 10)
            stability = next.clamped(0.001, 36_500)
        }
    }
}
