/// The Leitner system: boxes 0–5 reviewed every 0, 1, 3, 7, 14 and 30 days.
///
/// A right answer moves a card up one box (at most box 5); a wrong answer moves it back two boxes (at least box 0).
/// New cards start in box 0, due at once. Hard, Good and Easy all count as right.
public struct LeitnerScheduler: Scheduler {
    /// The review interval of each box, in days.
    public static let boxIntervals = [0, 1, 3, 7, 14, 30]
    /// The highest box.
    public static let topBox = boxIntervals.count - 1
    /// How many boxes a wrong answer moves a card back.
    public static let demotion = 2

    /// Creates the scheduler.
    public init() {}

    /// Always ``SchedulerKind/leitner``.
    public var kind: SchedulerKind { .leitner }

    /// The next state for each rating.
    public func nextStates(from state: SchedulingState, in context: ReviewContext) -> NextStates {
        NextStates { rating in
            var next = state
            if rating.isPass {
                next.box = min(Self.topBox, state.box + 1)
            } else {
                next.box = max(0, state.box - Self.demotion)
                if state.phase == .review { next.lapses += 1 }
            }
            next.intervalDays = Self.boxIntervals[next.box]
            next.phase = next.box == 0 ? .learning : .review
            next.repetitions += 1
            next.dueDay = context.today.adding(days: next.intervalDays)
            next.dueAt = nil
            next.recordAnswer(in: context)
            return next
        }
    }
}
