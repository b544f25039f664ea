/// The options of the FSRS-6 scheduler.
public struct FSRSParameters: Sendable, Equatable, Codable {
    /// The 21 model weights w0…w20.
    public var weights: [Double]
    /// The probability of recall the intervals aim for.
    public var desiredRetention: Double
    /// Learning steps for new cards, in seconds.
    public var learningSteps: [Int]
    /// Relearning steps after a lapse, in seconds.
    public var relearningSteps: [Int]
    /// The longest interval, in days.
    public var maximumInterval: Int
    /// Whether review intervals are fuzzed.
    public var fuzz: Bool
    /// How elapsed days between reviews are counted.
    public var dayCounting: DayCounting

    /// How the days between two reviews are counted.
    public enum DayCounting: String, Sendable, Codable {
        /// Study days in the user's calendar (Anki's way): a review at 23:00 and one at 05:00 are one day apart.
        case studyDays
        /// Whole 24-hour periods (py-fsrs's way): the same two reviews are zero days apart.
        case elapsedTime
    }

    /// FSRS-6 default weights (fsrs-rs, py-fsrs ≥ 6.3).
    public static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629,
        1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// Creates parameters; the defaults match py-fsrs 6.3.2.
    public init(
        weights: [Double] = defaultWeights, desiredRetention: Double = 0.9, learningSteps: [Int] = [60, 600],
        relearningSteps: [Int] = [600], maximumInterval: Int = 36_500, fuzz: Bool = true,
        dayCounting: DayCounting = .studyDays
    ) {
        precondition(weights.count == 21, "FSRS-6 needs 21 weights, got \(weights.count)")
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.fuzz = fuzz
        self.dayCounting = dayCounting
    }
}
