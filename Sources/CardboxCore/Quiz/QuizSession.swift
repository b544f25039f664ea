import FoundationEssentials

/// A study session as a state machine: it decides what to show and what to store, and the caller does both.
///
/// Cards are asked in queue order. A card that its scheduler makes due again today (Again, or a short learning
/// step) comes back later in the same session, a few cards on. Multiple-choice options are shuffled with the
/// session's seeded generator, so a session replays exactly.
///
/// ```swift
/// var session = QuizSession(cards: due, mode: .choice, seed: 42)
/// var action = session.start(today: today)
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
        let outcome = try grade(answer, prompt: current.prompt)
        self.current = nil
        seen.insert(card.id)
        guard let rating = outcome.rating else { return [advance(in: context)] }

        let scheduler = current.item.deckOptions.makeScheduler()
        let newState = scheduler.nextStates(from: card.schedule, in: Self.context(for: card, context))[rating]
        answered += 1
        if outcome.isCorrect { correct += 1 }

        let returns = newState.dueDay <= context.today
        if returns {
            var again = current.item
            again.card.schedule = newState
            queue.insert(again, at: min(Self.returnGap, queue.count))
        }
        let record = ReviewRecord(
            cardID: card.id, reviewedAt: context.now, studyDay: context.today, mode: current.prompt.mode,
            rating: rating, givenAnswer: outcome.isCorrect ? nil : outcome.given, isCorrect: outcome.isCorrect,
            elapsedMilliseconds: max(0, elapsedMilliseconds), newState: newState
        )
        let feedback = QuizFeedback(
            card: card, isCorrect: outcome.isCorrect, rating: rating, correctAnswer: card.content.back,
            givenAnswer: outcome.isCorrect ? nil : outcome.given, nearMiss: outcome.nearMiss,
            explanation: card.content.explanation, pitfall: card.content.pitfall, source: card.content.source,
            nextDue: newState.dueDay, returnsThisSession: returns
        )
        return [.persist(record), .feedback(feedback), advance(in: context)]
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
        var nearMiss: String?
    }

    private func grade(_ answer: QuizAnswer, prompt: QuizPrompt) throws(QuizError) -> Outcome {
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
            return Outcome(
                rating: .graded(correct: check.isCorrect), isCorrect: check.isCorrect, given: text,
                nearMiss: check.nearMiss
            )
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
        let card = item.card
        var promptMode = mode
        if mode == .choice && !card.content.supportsMultipleChoice { promptMode = .flip }
        var options: [String] = []
        if promptMode == .choice {
            options = ([card.content.back] + card.content.distractors).shuffled(using: &generator)
        }
        var intervals: [Rating: String] = [:]
        if promptMode == .flip {
            let states = item.deckOptions.makeScheduler().nextStates(
                from: card.schedule, in: Self.context(for: card, context)
            )
            for rating in Rating.allCases { intervals[rating] = IntervalText.describe(states[rating], from: context) }
        }
        let prompt = QuizPrompt(
            card: card, mode: promptMode, options: options, intervals: intervals, remaining: queue.count + 1,
            answered: answered
        )
        current = Current(item: item, prompt: prompt)
        return .show(prompt)
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
