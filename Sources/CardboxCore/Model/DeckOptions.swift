/// A deck's scheduler choice and the options that scheduler reads.
public struct DeckOptions: Sendable, Equatable, Codable {
    /// The scheduler that decides when the deck's cards are due.
    public var scheduler: SchedulerKind
    /// The most new cards introduced per study day.
    public var newCardsPerDay: Int
    /// FSRS: the probability of recall the intervals aim for (0.7–0.99).
    public var desiredRetention: Double
    /// FSRS: learning steps for new cards, in seconds.
    public var learningSteps: [Int]
    /// FSRS: relearning steps after a lapse, in seconds.
    public var relearningSteps: [Int]
    /// FSRS and SM-2: the longest interval, in days.
    public var maximumInterval: Int
    /// FSRS: whether review intervals are spread a little so cards learnt together do not stay together.
    public var fuzz: Bool
    /// FSRS: the 21 model weights.
    public var fsrsWeights: [Double]

    /// Creates options; the defaults are those of FSRS-6 and Anki.
    public init(
        scheduler: SchedulerKind = .fsrs, newCardsPerDay: Int = 20, desiredRetention: Double = 0.9,
        learningSteps: [Int] = [60, 600], relearningSteps: [Int] = [600], maximumInterval: Int = 36_500,
        fuzz: Bool = true, fsrsWeights: [Double] = FSRSParameters.defaultWeights
    ) {
        self.scheduler = scheduler
        self.newCardsPerDay = newCardsPerDay
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.fuzz = fuzz
        self.fsrsWeights = fsrsWeights
    }

    /// Builds the scheduler these options describe.
    public func makeScheduler() -> any Scheduler {
        switch scheduler {
        case .leitner: LeitnerScheduler()
        case .sm2: SM2Scheduler(maximumInterval: maximumInterval)
        case .fsrs:
            FSRSScheduler(
                parameters: FSRSParameters(
                    weights: fsrsWeights, desiredRetention: desiredRetention, learningSteps: learningSteps,
                    relearningSteps: relearningSteps, maximumInterval: maximumInterval, fuzz: fuzz
                )
            )
        }
    }
}

/// The scheduling algorithms a deck can use.
public enum SchedulerKind: String, Sendable, Codable, CaseIterable {
    /// Boxes 0–5 with fixed intervals.
    case leitner
    /// The SM-2 variant with whole-day intervals and an ease factor.
    case sm2
    /// FSRS-6, the free spaced repetition scheduler.
    case fsrs

    /// The name shown to users.
    public var displayName: String {
        switch self {
        case .leitner: "Leitner"
        case .sm2: "SM-2"
        case .fsrs: "FSRS-6"
        }
    }
}
