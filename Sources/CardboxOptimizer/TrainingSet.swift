import CardboxCore

/// The cards a fit trains on, with the recency weight of each scored review.
///
/// Scored reviews are ranked by time; the i-th of N weighs 0.25 + 0.75·(i/(N−1))³, so recent behaviour counts
/// up to four times as much as the oldest.
struct TrainingSet {
    /// The histories.
    let histories: [TrainingData.History]
    /// Per card, the weight of each review (zero when it is not scored).
    let weights: [[Double]]
    /// Per card, how many of its reviews are scored.
    let scoredCounts: [Int]
    /// The number of scored reviews.
    let itemCount: Int
    /// The share of scored reviews recalled.
    let recall: Double
    /// The cap on a scored review's position.
    let maximumLength: Int

    /// A mini-batch: whole cards, and the scored reviews they hold.
    struct Batch {
        /// Indices of the cards.
        var cards: [Int]
        /// Scored reviews in the batch.
        var items: Int
    }

    /// Weighs the scored reviews of `histories`.
    init(histories: [TrainingData.History], maximumLength: Int) {
        var positions: [(time: Double, card: Int, review: Int)] = []
        var recalled = 0
        for (card, history) in histories.enumerated() {
            for index in 1..<max(1, history.reviews.count) where history.reviews[index].elapsedDays > 0 {
                positions.append((history.reviews[index].time, card, index))
                if history.reviews[index].rating > 1 { recalled += 1 }
            }
        }
        positions.sort { left, right in
            if left.time != right.time { return left.time < right.time }
            if left.card != right.card { return left.card < right.card }
            return left.review < right.review
        }
        var weights = histories.map { [Double](repeating: 0, count: $0.reviews.count) }
        var scoredCounts = [Int](repeating: 0, count: histories.count)
        let last = Double(max(1, positions.count - 1))
        var count = 0
        for (rank, position) in positions.enumerated() where position.review < maximumLength {
            let share = Double(rank) / last
            weights[position.card][position.review] = 0.25 + 0.75 * share * share * share
            scoredCounts[position.card] += 1
            count += 1
        }
        self.histories = histories
        self.weights = weights
        self.scoredCounts = scoredCounts
        self.maximumLength = maximumLength
        itemCount = count
        recall = positions.isEmpty ? 0 : Double(recalled) / Double(positions.count)
    }

    /// Shuffles the cards and cuts them into batches of about `size` scored reviews.
    func batches(size: Int, generator: inout SplitMix64) -> [Batch] {
        var cards = histories.indices.filter { scoredCounts[$0] > 0 }
        cards.shuffle(using: &generator)
        var batches: [Batch] = []
        var current = Batch(cards: [], items: 0)
        for card in cards {
            current.cards.append(card)
            current.items += scoredCounts[card]
            if current.items >= size {
                batches.append(current)
                current = Batch(cards: [], items: 0)
            }
        }
        if !current.cards.isEmpty { batches.append(current) }
        return batches
    }

    /// The gradient of the weighted log loss summed over `cards` (``LossGradient``).
    func gradient(of cards: [Int], weights parameters: [Double]) -> [Double] {
        var gradient = LossGradient(weights: parameters)
        for card in cards {
            gradient.add(histories[card].reviews, weights: weights[card], maximumLength: maximumLength)
        }
        return gradient.gradient()
    }
}
