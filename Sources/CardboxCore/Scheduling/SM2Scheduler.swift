/// The SM-2 variant of the Swift-syntax deck: whole-day intervals, an ease factor from 1.3 to 3.0.
///
/// - Again: interval 0 (the card returns this session), repetitions 0, ease − 0.2.
/// - Hard: interval × 1.2 (at least 1), ease − 0.15.
/// - Good: 1 day after 0, 3 days after 1, otherwise interval × ease.
/// - Easy: interval × ease × 1.3 (at least 2), ease + 0.15.
///
/// Intervals are truncated toward zero, as `Int(x)` does. The card is due on the review's study day plus the interval.
public struct SM2Scheduler: Scheduler {
    /// The lowest ease.
    public static let minimumEase = 1.3
    /// The highest ease.
    public static let maximumEase = 3.0
    /// The longest interval, in days.
    public var maximumInterval: Int

    /// Creates the scheduler.
    public init(maximumInterval: Int = 36_500) {
        self.maximumInterval = maximumInterval
    }

    /// Always ``SchedulerKind/sm2``.
    public var kind: SchedulerKind { .sm2 }

    /// The next state for each rating.
    public func nextStates(from state: SchedulingState, in context: ReviewContext) -> NextStates {
        NextStates { rating in
            var next = state
            let interval = Double(state.intervalDays)
            switch rating {
            case .again:
                next.intervalDays = 0
                next.repetitions = 0
                next.ease = max(Self.minimumEase, state.ease - 0.2)
                if state.phase == .review { next.lapses += 1 }
            case .hard:
                next.intervalDays = max(1, Int(interval * 1.2))
                next.repetitions += 1
                next.ease = max(Self.minimumEase, state.ease - 0.15)
            case .good:
                next.intervalDays =
                    switch state.intervalDays {
                    case 0: 1
                    case 1: 3
                    default: Int(interval * state.ease)
                    }
                next.repetitions += 1
            case .easy:
                next.intervalDays = max(2, Int(interval * state.ease * 1.3))
                next.repetitions += 1
                next.ease = min(Self.maximumEase, state.ease + 0.15)
            }
            next.intervalDays = min(next.intervalDays, maximumInterval)
            next.phase = next.intervalDays == 0 ? (state.phase == .review ? .relearning : .learning) : .review
            next.dueDay = context.today.adding(days: next.intervalDays)
            next.dueAt = nil
            next.recordAnswer(in: context)
            return next
        }
    }
}
