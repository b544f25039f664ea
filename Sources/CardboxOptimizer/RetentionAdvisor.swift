import CardboxCore

/// Simulates a year of study at a range of desired retentions and finds the one that buys memory most cheaply.
///
/// Every simulated day introduces up to `newCardsPerDay` cards and reviews the due cards, most overdue first, up to
/// `reviewLimit`. Recall is drawn from the FSRS-6 model with the learner's weights; a forgotten card is relearnt the
/// same day. Each answer costs seconds by rating (`costs`). The workload is the mean minutes per day; the knowledge
/// is the sum of every card's recall probability at the end. The cheapest retention is the one with the fewest
/// minutes of study per card remembered.
public struct RetentionAdvisor: Sendable {
    /// Seconds an answer takes.
    public struct Costs: Sendable, Equatable {
        /// Learning a new card, its first answer.
        public var learn: Double
        /// A review answered Again, Hard, Good, Easy.
        public var review: [Double]
        /// The same-day relearning answer after a lapse.
        public var relearn: Double

        /// Creates costs; the defaults are typical for a flashcard answered in flip mode.
        public init(learn: Double = 20, review: [Double] = [23, 12, 8, 6], relearn: Double = 10) {
            self.learn = learn
            self.review = review
            self.relearn = relearn
        }
    }

    /// One simulated retention.
    public struct Point: Sendable, Equatable, Codable {
        /// The desired retention.
        public var retention: Double
        /// Mean minutes of study per day.
        public var minutesPerDay: Double
        /// The expected number of cards remembered at the end.
        public var remembered: Double
        /// Minutes of study per card remembered.
        public var minutesPerRememberedCard: Double
    }

    /// The 21 weights.
    public var weights: [Double]
    /// Days simulated.
    public var days: Int
    /// New cards per day.
    public var newCardsPerDay: Int
    /// Reviews per day at most.
    public var reviewLimit: Int
    /// Answer costs.
    public var costs: Costs
    /// The seed of the recall draws.
    public var seed: UInt64

    /// Creates an advisor.
    public init(
        weights: [Double], days: Int = 365, newCardsPerDay: Int = 20, reviewLimit: Int = 200,
        costs: Costs = Costs(), seed: UInt64 = 42
    ) {
        self.weights = weights
        self.days = days
        self.newCardsPerDay = newCardsPerDay
        self.reviewLimit = reviewLimit
        self.costs = costs
        self.seed = seed
    }

    /// Simulates each retention in `retentions` (0.70…0.97 in steps of 0.01 by default).
    public func curve(retentions: [Double] = stride(from: 70, through: 97, by: 1).map { Double($0) / 100 }) -> [Point] {
        retentions.map(simulate)
    }

    /// The point with the fewest minutes per remembered card.
    public static func cheapest(_ points: [Point]) -> Point? {
        points.min { $0.minutesPerRememberedCard < $1.minutesPerRememberedCard }
    }

    /// Simulates one desired retention.
    public func simulate(_ retention: Double) -> Point {
        let model = FSRSModel(weights: weights)
        var generator = SplitMix64(seed: seed)
        var cards: [SimulatedCard] = []
        var seconds = 0.0
        for day in 0..<days {
            var due = cards.indices.filter { cards[$0].due <= day }
            due.sort { cards[$0].due < cards[$1].due }
            for index in due.prefix(reviewLimit) {
                var card = cards[index]
                let elapsed = Double(day - card.lastReview)
                let recall = model.retrievability(elapsedDays: elapsed, stability: card.stability)
                let rating: Rating = draw(&generator) < recall ? passRating(&generator) : .again
                seconds += costs.review[rating.rawValue - 1]
                card.stability = model.nextStability(
                    difficulty: card.difficulty, stability: card.stability, retrievability: recall, rating: rating)
                card.difficulty = model.nextDifficulty(card.difficulty, rating: rating)
                if rating == .again {
                    seconds += costs.relearn
                    card.stability = model.shortTermStability(card.stability, rating: .good)
                    card.difficulty = model.nextDifficulty(card.difficulty, rating: .good)
                }
                card.lastReview = day
                card.due = day + model.interval(stability: card.stability, desiredRetention: retention, maximum: 36_500)
                cards[index] = card
            }
            for _ in 0..<newCardsPerDay {
                let rating = firstRating(&generator)
                seconds += costs.learn
                var stability = model.initialStability(rating)
                var difficulty = model.initialDifficulty(rating)
                if rating == .again {
                    seconds += costs.relearn
                    stability = model.shortTermStability(stability, rating: .good)
                    difficulty = model.nextDifficulty(difficulty, rating: .good)
                }
                let interval = model.interval(stability: stability, desiredRetention: retention, maximum: 36_500)
                cards.append(
                    SimulatedCard(stability: stability, difficulty: difficulty, lastReview: day, due: day + interval))
            }
        }
        let remembered = cards.reduce(0.0) {
            $0 + model.retrievability(elapsedDays: Double(days - $1.lastReview), stability: $1.stability)
        }
        let minutes = seconds / 60
        return Point(
            retention: retention, minutesPerDay: minutes / Double(max(1, days)), remembered: remembered,
            minutesPerRememberedCard: remembered > 0 ? minutes / remembered : .infinity)
    }

    private struct SimulatedCard {
        var stability: Double
        var difficulty: Double
        var lastReview: Int
        var due: Int
    }

    private func draw(_ generator: inout SplitMix64) -> Double {
        Double(generator.next() >> 11) / Double(1 << 53)
    }

    private func passRating(_ generator: inout SplitMix64) -> Rating {
        let value = draw(&generator)
        return value < 0.1 ? .hard : value < 0.9 ? .good : .easy
    }

    private func firstRating(_ generator: inout SplitMix64) -> Rating {
        let value = draw(&generator)
        return value < 0.2 ? .again : value < 0.3 ? .hard : value < 0.9 ? .good : .easy
    }
}
