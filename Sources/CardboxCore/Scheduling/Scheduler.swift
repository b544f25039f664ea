public import FoundationEssentials

/// Decides when a card is next due.
///
/// A scheduler is pure: given a card's state and the moment of review it returns the state for every possible
/// answer, so a UI can show the interval behind each button before the user answers.
public protocol Scheduler: Sendable {
    /// The kind of scheduler.
    var kind: SchedulerKind { get }

    /// The next state for each rating.
    ///
    /// - Parameters:
    ///   - state: The card's current state.
    ///   - context: The time of the review and the card's fuzz factor.
    /// - Returns: One state per rating.
    func nextStates(from state: SchedulingState, in context: ReviewContext) -> NextStates
}

extension Scheduler {
    /// Folds a card's reviews, oldest first, into its state, starting from a new card due on `creationDay`.
    ///
    /// - Parameters:
    ///   - reviews: The card's review log entries in any order.
    ///   - creationDay: The day the card was created.
    ///   - fuzz: The fuzz factor source, as used when the reviews were first made.
    /// - Returns: The state after the last review.
    public func replay(_ reviews: [ReviewLog], cardID: CardID, from creationDay: StudyDay) -> SchedulingState {
        var state = SchedulingState.new(dueOn: creationDay)
        for review in reviews.sorted(by: { ($0.reviewedAt, $0.id) < ($1.reviewedAt, $1.id) }) {
            let context = ReviewContext(
                now: review.reviewedAt, today: review.studyDay,
                fuzzFactor: FuzzFactor.value(cardID: cardID, repetitions: state.repetitions)
            )
            state = nextStates(from: state, in: context)[review.rating]
        }
        return state
    }
}

/// The moment of a review, as a scheduler needs it.
public struct ReviewContext: Sendable, Equatable {
    /// The instant of the review.
    public var now: Date
    /// The user's study day at that instant.
    public var today: StudyDay
    /// A number in [0, 1) that picks the day inside a fuzz range; `nil` turns fuzz off.
    public var fuzzFactor: Double?

    /// Creates a context.
    public init(now: Date, today: StudyDay, fuzzFactor: Double? = nil) {
        self.now = now
        self.today = today
        self.fuzzFactor = fuzzFactor
    }
}

/// The states a card moves to for each rating.
public struct NextStates: Sendable, Equatable {
    /// After Again.
    public var again: SchedulingState
    /// After Hard.
    public var hard: SchedulingState
    /// After Good.
    public var good: SchedulingState
    /// After Easy.
    public var easy: SchedulingState

    /// Creates the four outcomes.
    public init(again: SchedulingState, hard: SchedulingState, good: SchedulingState, easy: SchedulingState) {
        self.again = again
        self.hard = hard
        self.good = good
        self.easy = easy
    }

    /// Builds the outcomes by calling `make` once per rating.
    public init(_ make: (Rating) -> SchedulingState) {
        self.init(again: make(.again), hard: make(.hard), good: make(.good), easy: make(.easy))
    }

    /// The state after `rating`.
    public subscript(rating: Rating) -> SchedulingState {
        switch rating {
        case .again: again
        case .hard: hard
        case .good: good
        case .easy: easy
        }
    }
}
