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
    /// The unclamped initial difficulty of Easy, the target of mean reversion.
    let easyDifficulty: Scalar

    /// Prepares the replay for `weights`.
    init(weights: [Scalar]) {
        w = weights
        let one = Scalar(constant: 1)
        decay = Scalar(constant: 0) - weights[20]
        factor = (Scalar(constant: log(0.9)) / decay).exponential() - one
        easyDifficulty = weights[4] - (weights[5] * Scalar(constant: 3)).exponential() + one
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
                var increase =
                    (w[17] * (Scalar(constant: Double(rating - 3)) + w[18])).exponential()
                    * stability.power(Scalar(constant: 0) - w[19])
                if rating >= 2 { increase = Scalar.maximum(increase, one) }
                next = stability * increase
            } else if rating == 1 {
                let lapse =
                    w[11] * difficulty.power(Scalar(constant: 0) - w[12])
                    * ((stability + one).power(w[13]) - one) * (w[14] * (one - recall)).exponential()
                next = Scalar.minimum(lapse, stability / (w[17] * w[18]).exponential())
            } else {
                var growth =
                    w[8].exponential() * (Scalar(constant: 11) - difficulty)
                    * stability.power(Scalar(constant: 0) - w[9]) * ((w[10] * (one - recall)).exponential() - one)
                if rating == 2 { growth = growth * w[15] }
                if rating == 4 { growth = growth * w[16] }
                next = stability * (one + growth)
            }
            let change = Scalar(constant: 0) - w[6] * Scalar(constant: Double(rating - 3))
            let damped = difficulty + change * (Scalar(constant: 10) - difficulty) / Scalar(constant: 9)
            difficulty = (w[7] * easyDifficulty + (one - w[7]) * damped).clamped(1, 10)
            stability = next.clamped(0.001, 36_500)
        }
    }
}
