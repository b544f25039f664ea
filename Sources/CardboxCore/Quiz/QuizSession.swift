import FoundationEssentials

/// A study session as a state machine: it decides what to show and what to store, and the caller does both.
///
/// Cards are asked in queue order. A card that its scheduler makes due again today (Again, or a short learning
/// step) comes back later in the same session, a few cards on. Multiple-choice options are shuffled with the
/// session's seeded generator, so a session replays exactly.
///
/// ```swift
/// var session = QuizSession(cards: due, mode: .choice, seed: 42)
/// var action = session.start(in: ReviewContext(now: now, today: today))
/// // show the prompt, read an answer, then:
/// let actions = try session.answer(.choice(2), in: ReviewContext(now: now, today: today), elapsedMilliseconds: 4_200)
/// ```
public struct QuizSession: Sendable {
    /// How cards are asked.
    public let mode: StudyMode
    /// How many cards a card answered with Again waits before it comes back.
    public static let returnGap = 3

    private var queue: [StudyCard]
    private var current: Current?
    private var generator: SplitMix64
    private var answered = 0
    private var correct = 0
    private var seen: Set<CardID> = []
    private var isFinished = false

    private struct Current: Sendable {
        var item: StudyCard
        var prompt: QuizPrompt
    }

    /// Creates a session over `cards`, asked in the given order.
    ///
    /// - Parameters:
    ///   - cards: The cards to study, first asked first.
    ///   - mode: How cards are asked; in multiple choice, a card without three distractors is asked as a flip card.
    ///   - seed: Seeds the shuffling of multiple-choice options.
    public init(cards: [StudyCard], mode: StudyMode, seed: UInt64) {
        self.mode = mode
        queue = cards
        generator = SplitMix64(seed: seed)
    }

    /// The prompt currently shown, if any.
    public var currentPrompt: QuizPrompt? { current?.prompt }

    /// Starts the session: shows the first card, or finishes at once when there is nothing to study.
    public mutating func start(in context: ReviewContext) -> QuizAction {
        advance(in: context)
    }

    /// Answers the current card.
    ///
    /// - Parameters:
    ///   - answer: The learner's answer; it must fit the prompt's mode.
    ///   - context: The moment of the answer.
    ///   - elapsedMilliseconds: How long the learner took.
    /// - Returns: In order: `.persist` (except in play mode), `.feedback` (except in play mode), then `.show` for
    ///   the next card or `.finished`.
    /// - Throws: ``QuizError`` when no card is shown or the answer does not fit the mode.
    public mutating func answer(
        _ answer: QuizAnswer, in context: ReviewContext, elapsedMilliseconds: Int
    ) throws(QuizError) -> [QuizAction] {
        guard let current else { throw .noCardShown }
        let card = current.item.card
        let outcome = try Self.grade(answer, prompt: current.prompt)
        self.current = nil
        seen.insert(card.id)
        guard
            let graded = Self.score(
                outcome, of: current.item, asked: current.prompt.mode, in: context,
                elapsedMilliseconds: elapsedMilliseconds)
        else { return [advance(in: context)] }
        answered += 1
        if outcome.isCorrect { correct += 1 }
        if graded.feedback.returnsThisSession {
            var again = current.item
            again.card.schedule = graded.record.newState
            queue.insert(again, at: min(Self.returnGap, queue.count))
        }
        return [.persist(graded.record), .feedback(graded.feedback), advance(in: context)]
    }

    /// The prompt for one card on its own, as a session would show it with `seed`: the same options in the same
    /// order, for front ends that keep no session between a page and the answer that comes back from it.
    public static func prompt(
        for item: StudyCard, mode: StudyMode, seed: UInt64, remaining: Int, in context: ReviewContext
    ) -> QuizPrompt {
        var generator = SplitMix64(seed: seed)
        return makePrompt(item, mode: mode, generator: &generator, remaining: remaining, answered: 0, in: context)
    }

    /// Grades one answer to `item` as asked by ``prompt(for:mode:seed:remaining:in:)`` with the same `mode` and
    /// `seed`, without building the rest of the prompt: the review to store and the feedback, or `nil` for play
    /// mode, which is not graded.
    ///
    /// - Throws: ``QuizError`` when the answer does not fit the mode or names no option.
    public static func grade(
        _ answer: QuizAnswer, to item: StudyCard, mode: StudyMode, seed: UInt64, in context: ReviewContext,
        elapsedMilliseconds: Int
    ) throws(QuizError) -> (record: ReviewRecord, feedback: QuizFeedback)? {
        var generator = SplitMix64(seed: seed)
        let (askedMode, options) = askedMode(of: item.card, in: mode, generator: &generator)
        let prompt = QuizPrompt(
            card: item.card, mode: askedMode, options: options, intervals: [:], remaining: 1, answered: 0)
        let outcome = try grade(answer, prompt: prompt)
        return score(outcome, of: item, asked: askedMode, in: context, elapsedMilliseconds: elapsedMilliseconds)
    }

    /// Ends the session early.
    public mutating func stop() -> QuizAction {
        let stoppedEarly = current != nil || !queue.isEmpty
        current = nil
        queue.removeAll()
        isFinished = true
        return .finished(summary(stoppedEarly: stoppedEarly))
    }

    // MARK: - Private

    private struct Outcome {
        var rating: Rating?
        var isCorrect: Bool
        var given: String?
    }

    private static func grade(_ answer: QuizAnswer, prompt: QuizPrompt) throws(QuizError) -> Outcome {
        switch (prompt.mode, answer) {
        case (.flip, .rating(let rating)):
            return Outcome(rating: rating, isCorrect: rating.isPass)
        case (.choice, .choice(let index)):
            guard prompt.options.indices.contains(index) else { throw .noSuchOption(index) }
            let chosen = prompt.options[index]
            let isCorrect = chosen == prompt.card.content.back
            return Outcome(rating: .graded(correct: isCorrect), isCorrect: isCorrect, given: chosen)
        case (.type, .typed(let text)):
            let check = AnswerCheck(
                given: text, expected: prompt.card.content.back, isCode: prompt.card.content.answerIsCode
            )
            return Outcome(rating: .graded(correct: check.isCorrect), isCorrect: check.isCorrect, given: text)
        case (.play, .advance):
            return Outcome(rating: nil, isCorrect: true)
        default:
            throw .answerDoesNotFitMode(prompt.mode)
        }
    }

    private mutating func advance(in context: ReviewContext) -> QuizAction {
        guard !isFinished, !queue.isEmpty else {
            isFinished = true
            return .finished(summary(stoppedEarly: false))
        }
        let item = queue.removeFirst()
        let prompt = Self.makePrompt(
            item, mode: mode, generator: &generator, remaining: queue.count + 1, answered: answered, in: context)
        current = Current(item: item, prompt: prompt)
        return .show(prompt)
    }

    /// How `card` is asked in `mode` (multiple choice falls back to flip without three distractors) and its
    /// options, shuffled with `generator`.
    private static func askedMode(
        of card: Card, in mode: StudyMode, generator: inout SplitMix64
    ) -> (StudyMode, [String]) {
        guard mode == .choice else { return (mode, []) }
        guard card.content.supportsMultipleChoice else { return (.flip, []) }
        return (.choice, ([card.content.back] + card.content.distractors).shuffled(using: &generator))
    }

    private static func makePrompt(
        _ item: StudyCard, mode: StudyMode, generator: inout SplitMix64, remaining: Int, answered: Int,
        in context: ReviewContext
    ) -> QuizPrompt {
        let card = item.card
        let (askedMode, options) = askedMode(of: card, in: mode, generator: &generator)
        var intervals: [Rating: String] = [:]
        if askedMode == .flip {
            let states = item.deckOptions.makeScheduler().nextStates(
                from: card.schedule, in: Self.context(for: card, context)
            )
            for rating in Rating.allCases { intervals[rating] = IntervalText.describe(states[rating], from: context) }
        }
        return QuizPrompt(
            card: card, mode: askedMode, options: options, intervals: intervals, remaining: remaining,
            answered: answered)
    }

    /// The review and feedback for a graded outcome; `nil` for an ungraded one (play mode).
    private static func score(
        _ outcome: Outcome, of item: StudyCard, asked mode: StudyMode, in context: ReviewContext,
        elapsedMilliseconds: Int
    ) -> (record: ReviewRecord, feedback: QuizFeedback)? {
        guard let rating = outcome.rating else { return nil }
        let card = item.card
        let newState = item.deckOptions.makeScheduler().nextStates(
            from: card.schedule, in: Self.context(for: card, context))[rating]
        let record = ReviewRecord(
            cardID: card.id, reviewedAt: context.now, studyDay: context.today, mode: mode, rating: rating,
            givenAnswer: outcome.isCorrect ? nil : outcome.given, isCorrect: outcome.isCorrect,
            elapsedMilliseconds: max(0, elapsedMilliseconds), newState: newState
        )
        let feedback = QuizFeedback(
            card: card, mode: mode, rating: rating, isCorrect: outcome.isCorrect, givenAnswer: outcome.given,
            nextDue: newState.dueDay, today: context.today)
        return (record, feedback)
    }

    /// The context a card is scheduled in: the moment, plus the card's reproducible fuzz factor.
    private static func context(for card: Card, _ context: ReviewContext) -> ReviewContext {
        ReviewContext(
            now: context.now, today: context.today,
            fuzzFactor: FuzzFactor.value(cardID: card.id, repetitions: card.schedule.repetitions)
        )
    }

    private func summary(stoppedEarly: Bool) -> SessionSummary {
        SessionSummary(answered: answered, correct: correct, cardsSeen: seen.count, stoppedEarly: stoppedEarly)
    }
}

/// A misuse of a quiz session by its caller.
public enum QuizError: Error, Equatable, CustomStringConvertible {
    /// `answer` was called with no card on show.
    case noCardShown
    /// The answer's kind does not match how the card was asked.
    case answerDoesNotFitMode(StudyMode)
    /// A multiple-choice index out of range.
    case noSuchOption(Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .noCardShown: "No card is being asked."
        case .answerDoesNotFitMode(let mode): "That answer does not fit a \(mode.rawValue) question."
        case .noSuchOption(let index): "There is no option \(index + 1)."
        }
    }
}
