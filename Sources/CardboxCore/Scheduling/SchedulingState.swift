public import FoundationEssentials

/// Everything any scheduler remembers about one card.
///
/// It is a cache: folding a card's review log through its deck's scheduler rebuilds it exactly, which is how a deck
/// switches scheduler. Each scheduler reads and writes the fields it uses and leaves the rest alone.
public struct SchedulingState: Sendable, Equatable, Codable {
    /// Where the card is in its life.
    public var phase: Phase
    /// The study day the card is due on.
    public var dueDay: StudyDay
    /// The exact due instant for cards in a (re)learning step of minutes; `nil` when due on ``dueDay`` at any time.
    public var dueAt: Date?
    /// The index of the current (re)learning step.
    public var step: Int
    /// Leitner box, 0–5.
    public var box: Int
    /// The last scheduled interval, in days.
    public var intervalDays: Int
    /// SM-2 ease factor.
    public var ease: Double
    /// Successful reviews in a row (SM-2), or total reviews.
    public var repetitions: Int
    /// How many times a reviewed card was forgotten.
    public var lapses: Int
    /// FSRS stability in days, once the card has been reviewed.
    public var stability: Double?
    /// FSRS difficulty (1–10), once the card has been reviewed.
    public var difficulty: Double?
    /// When the card was last answered.
    public var lastReviewAt: Date?
    /// The study day the card was last answered on.
    public var lastReviewDay: StudyDay?

    /// The phases of a card.
    public enum Phase: String, Sendable, Codable, CaseIterable {
        /// Never answered.
        case new
        /// Being learnt for the first time, in short steps.
        case learning
        /// Graduated to intervals of days.
        case review
        /// Forgotten after graduating, being relearnt in short steps.
        case relearning
    }

    /// Creates a state from all its fields.
    public init(
        phase: Phase, dueDay: StudyDay, dueAt: Date?, step: Int, box: Int, intervalDays: Int, ease: Double,
        repetitions: Int, lapses: Int, stability: Double?, difficulty: Double?, lastReviewAt: Date?,
        lastReviewDay: StudyDay?
    ) {
        self.phase = phase
        self.dueDay = dueDay
        self.dueAt = dueAt
        self.step = step
        self.box = box
        self.intervalDays = intervalDays
        self.ease = ease
        self.repetitions = repetitions
        self.lapses = lapses
        self.stability = stability
        self.difficulty = difficulty
        self.lastReviewAt = lastReviewAt
        self.lastReviewDay = lastReviewDay
    }

    /// The SM-2 starting ease.
    public static let initialEase = 2.5

    /// The state of a card that has never been answered, due on `day`.
    public static func new(dueOn day: StudyDay) -> SchedulingState {
        SchedulingState(
            phase: .new, dueDay: day, dueAt: nil, step: 0, box: 0, intervalDays: 0, ease: initialEase,
            repetitions: 0, lapses: 0, stability: nil, difficulty: nil, lastReviewAt: nil, lastReviewDay: nil
        )
    }

    /// Whether the card is due at `now` on study day `today`.
    public func isDue(on today: StudyDay, at now: Date) -> Bool {
        if let dueAt { return dueAt <= now }
        return dueDay <= today
    }

    /// Marks the state as answered in `context`.
    mutating func recordAnswer(in context: ReviewContext) {
        lastReviewAt = context.now
        lastReviewDay = context.today
    }
}
