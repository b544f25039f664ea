import FoundationEssentials

/// FSRS-6 with learning and relearning steps and fuzz, step for step as py-fsrs 6.3.2 schedules.
///
/// Stability and difficulty follow ``FSRSModel``. New cards pass through the learning steps (by default 1 and
/// 10 minutes) and graduate with the interval at which recall is predicted to fall to the desired retention; a
/// forgotten review card goes through the relearning steps. Intervals of 2.5 days or more are fuzzed with the
/// context's fuzz factor, drawn as py-fsrs draws its random number.
public struct FSRSScheduler: Scheduler {
    /// The scheduler's options.
    public var parameters: FSRSParameters
    /// The memory model built from the weights.
    public let model: FSRSModel

    /// Creates the scheduler.
    public init(parameters: FSRSParameters = FSRSParameters()) {
        self.parameters = parameters
        model = FSRSModel(weights: parameters.weights)
    }

    /// Always ``SchedulerKind/fsrs``.
    public var kind: SchedulerKind { .fsrs }

    /// The next state for each rating.
    public func nextStates(from state: SchedulingState, in context: ReviewContext) -> NextStates {
        NextStates { rating in next(from: state, rating: rating, in: context) }
    }

    /// The days since the previous review, counted as the parameters say; `nil` for a card never reviewed.
    public func elapsedDays(for state: SchedulingState, in context: ReviewContext) -> Int? {
        switch parameters.dayCounting {
        case .studyDays:
            return state.lastReviewDay.map { context.today.days(since: $0) }
        case .elapsedTime:
            guard let last = state.lastReviewAt else { return nil }
            // Whole milliseconds first (instants are stored in milliseconds): a Date's Double carries float noise.
            let milliseconds = (context.now.timeIntervalSince(last) * 1_000).rounded()
            return Int((milliseconds / 86_400_000).rounded(.down))
        }
    }

    /// The predicted probability of recall at the context's moment, or `nil` for a card never reviewed.
    public func retrievability(of state: SchedulingState, in context: ReviewContext) -> Double? {
        guard let stability = state.stability, let days = elapsedDays(for: state, in: context) else { return nil }
        return model.retrievability(elapsedDays: Double(days), stability: stability)
    }

    private func next(from state: SchedulingState, rating: Rating, in context: ReviewContext) -> SchedulingState {
        var next = state
        updateMemory(&next, rating: rating, in: context)
        let wait: Wait
        switch state.phase {
        case .new, .learning:
            wait = stepWait(&next, rating: rating, steps: parameters.learningSteps, stepping: .learning)
        case .relearning:
            wait = stepWait(&next, rating: rating, steps: parameters.relearningSteps, stepping: .relearning)
        case .review:
            if rating == .again {
                next.lapses += 1
                if parameters.relearningSteps.isEmpty {
                    wait = .days(graduationInterval(next))
                } else {
                    next.phase = .relearning
                    next.step = 0
                    wait = .seconds(Double(parameters.relearningSteps[0]))
                }
            } else {
                wait = .days(graduationInterval(next))
            }
        }
        switch wait {
        case .seconds(let seconds):
            next.dueAt = context.now.addingTimeInterval(seconds)
            next.dueDay = context.today
            next.intervalDays = 0
        case .days(var days):
            next.phase = .review
            next.step = 0
            if parameters.fuzz, let factor = context.fuzzFactor { days = fuzzed(days, factor: factor) }
            next.intervalDays = days
            next.dueDay = context.today.adding(days: days)
            next.dueAt = nil
        }
        next.repetitions += 1
        next.recordAnswer(in: context)
        return next
    }

    private enum Wait {
        case seconds(Double)
        case days(Int)
    }

    private func updateMemory(_ state: inout SchedulingState, rating: Rating, in context: ReviewContext) {
        guard let stability = state.stability, let difficulty = state.difficulty else {
            state.stability = model.initialStability(rating)
            state.difficulty = model.initialDifficulty(rating)
            return
        }
        let days = elapsedDays(for: state, in: context) ?? 0
        if days < 1 {
            state.stability = model.shortTermStability(stability, rating: rating)
        } else {
            let recall = model.retrievability(elapsedDays: Double(days), stability: stability)
            state.stability = model.nextStability(
                difficulty: difficulty, stability: stability, retrievability: recall, rating: rating
            )
        }
        state.difficulty = model.nextDifficulty(difficulty, rating: rating)
    }

    private func stepWait(
        _ state: inout SchedulingState, rating: Rating, steps: [Int], stepping phase: SchedulingState.Phase
    ) -> Wait {
        if steps.isEmpty || (state.step >= steps.count && rating.isPass) {
            return .days(graduationInterval(state))
        }
        state.phase = phase
        switch rating {
        case .again:
            state.step = 0
            return .seconds(Double(steps[0]))
        case .hard:
            if state.step == 0 {
                return .seconds(steps.count == 1 ? Double(steps[0]) * 1.5 : Double(steps[0] + steps[1]) / 2)
            }
            return .seconds(Double(steps[state.step]))
        case .good:
            if state.step + 1 == steps.count { return .days(graduationInterval(state)) }
            state.step += 1
            return .seconds(Double(steps[state.step]))
        case .easy:
            return .days(graduationInterval(state))
        }
    }

    private func graduationInterval(_ state: SchedulingState) -> Int {
        model.interval(
            stability: state.stability ?? model.initialStability(.good),
            desiredRetention: parameters.desiredRetention, maximum: parameters.maximumInterval
        )
    }

    /// Spreads an interval of 2.5 days or more over its fuzz range, picking the day with `factor` in [0, 1).
    public func fuzzed(_ days: Int, factor: Double) -> Int {
        guard Double(days) >= 2.5 else { return days }
        let interval = Double(days)
        var delta = 1.0
        for (start, end, weight) in [(2.5, 7.0, 0.15), (7.0, 20.0, 0.1), (20.0, Double.infinity, 0.05)] {
            delta += weight * max(min(interval, end) - start, 0)
        }
        var lower = Int((interval - delta).rounded(.toNearestOrEven))
        var upper = Int((interval + delta).rounded(.toNearestOrEven))
        lower = max(2, lower)
        upper = min(upper, parameters.maximumInterval)
        lower = min(lower, upper)
        let drawn = factor * Double(upper - lower + 1) + Double(lower)
        return min(Int(drawn.rounded(.toNearestOrEven)), parameters.maximumInterval)
    }
}
