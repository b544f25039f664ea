import FoundationEssentials

/// A study session as a state machine: it decides what to show and what to store, and the caller does both.
///
/// Cards are asked in queue order. A card that its scheduler makes due again today (Again, or a short learning
/// step) comes back later in the same session by ``StudyQueue``'s rule. The last answers can be undone, and the card
/// on show can be buried or suspended. Multiple-choice options are shuffled with the session's seeded generator, so
/// a session replays exactly.
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
    public static let returnGap = StudyQueue.returnGap
    /// How many answers can be undone one after another.
    public static let undoDepth = 20

    private var state: State
    private var generator: SplitMix64
    private var history: [Answered] = []

    private struct Current: Sendable {
        var item: StudyCard
        var prompt: QuizPrompt
    }

    /// Everything an answer changes, so undoing it puts all of it back.
    private struct State: Sendable {
        var queue: [StudyCard]
        var current: Current?
        var answered = 0
        var correct = 0
        var seen: Set<CardID> = []
        var recent: [CardID] = []
        var isFinished = false
    }

    /// One undoable answer: the session as it was before it, the card's schedule then, and the answer itself.
    private struct Answered: Sendable {
        var before: State
        var cardID: CardID
        var previousState: SchedulingState
        var outcome: Outcome
        var context: ReviewContext
        var elapsedMilliseconds: Int
    }

    /// Creates a session over `cards`, asked in the given order.
    ///
    /// - Parameters:
    ///   - cards: The cards to study, first asked first.
    ///   - mode: How cards are asked; in multiple choice, a card without three distractors is asked as a flip card.
    ///   - seed: Seeds the shuffling of multiple-choice options.
    public init(cards: [StudyCard], mode: StudyMode, seed: UInt64) {
        self.mode = mode
        state = State(queue: cards)
        generator = SplitMix64(seed: seed)
    }

    /// The prompt currently shown, if any.
    public var currentPrompt: QuizPrompt? { state.current?.prompt }

    /// Whether an answer can be undone.
    public var canUndo: Bool { !history.isEmpty }

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
        guard let current = state.current else { throw .noCardShown }
        let outcome = try Self.grade(answer, prompt: current.prompt)
        return apply(outcome, to: current, in: context, elapsedMilliseconds: elapsedMilliseconds)
    }

    /// Records `outcome` for the card on show and moves on: the one path of a graded answer, also taken when a
    /// wrong typed answer is overruled.
    private mutating func apply(
        _ outcome: Outcome, to current: Current, in context: ReviewContext, elapsedMilliseconds: Int,
        overruled: Bool = false
    ) -> [QuizAction] {
        let card = current.item.card
        let before = state
        state.current = nil
        state.seen.insert(card.id)
        guard
            var graded = Self.score(
                outcome, of: current.item, asked: current.prompt.mode, options: current.prompt.options, in: context,
                elapsedMilliseconds: elapsedMilliseconds)
        else { return [advance(in: context)] }
        graded.feedback.overruled = overruled
        history.append(
            Answered(
                before: before, cardID: card.id, previousState: card.schedule, outcome: outcome, context: context,
                elapsedMilliseconds: elapsedMilliseconds))
        if history.count > Self.undoDepth { history.removeFirst() }
        state.answered += 1
        state.recent.append(card.id)
        if outcome.isCorrect { state.correct += 1 }
        if graded.feedback.returnsThisSession {
            var again = current.item
            again.card.schedule = graded.record.newState
            state.queue.insert(again, at: min(Self.returnGap, state.queue.count))
        }
        return [.persist(graded.record), .feedback(graded.feedback), advance(in: context)]
    }

    /// "I was right": the last answer, a wrong typed one, counts as Good instead, as if it had been given so.
    ///
    /// - Returns: `.revert` for the stored wrong answer, `.persist` and `.feedback` for the answer as Good, then
    ///   `.show` for the next card or `.finished`.
    /// - Throws: ``QuizError/cannotOverrule`` when the last answer was not a wrong typed answer.
    public mutating func overrule() throws(QuizError) -> [QuizAction] {
        guard let last = history.last, let current = last.before.current, current.prompt.mode == .type,
            !last.outcome.isCorrect
        else { throw .cannotOverrule }
        history.removeLast()
        state = last.before
        let right = Outcome(rating: .good, isCorrect: true, given: last.outcome.given)
        let revert = ReviewRevert(reviewID: nil, cardID: last.cardID, previousState: last.previousState)
        return [.revert(revert)]
            + apply(
                right, to: current, in: last.context, elapsedMilliseconds: last.elapsedMilliseconds, overruled: true)
    }

    /// Undoes the last answer: the card is shown again as it was, and the caller removes the stored review and
    /// restores the card's schedule.
    ///
    /// - Returns: `.revert` with the card's schedule before the answer, then `.show` for the card again.
    /// - Throws: ``QuizError/nothingToUndo`` when no answer of this session is left to undo.
    public mutating func undo() throws(QuizError) -> [QuizAction] {
        guard let last = history.popLast(), let current = last.before.current else { throw .nothingToUndo }
        state = last.before
        return [
            .revert(ReviewRevert(reviewID: nil, cardID: last.cardID, previousState: last.previousState)),
            .show(current.prompt),
        ]
    }

    /// Buries the card on show until tomorrow and shows the next one.
    ///
    /// - Returns: `.setAside` for the card, then `.show` for the next card or `.finished`.
    /// - Throws: ``QuizError/noCardShown``.
    public mutating func bury(in context: ReviewContext) throws(QuizError) -> [QuizAction] {
        try setAside(.buried(on: context.today), in: context)
    }

    /// Suspends the card on show until the learner takes it back, and shows the next one.
    ///
    /// - Returns: `.setAside` for the card, then `.show` for the next card or `.finished`.
    /// - Throws: ``QuizError/noCardShown``.
    public mutating func suspend(in context: ReviewContext) throws(QuizError) -> [QuizAction] {
        try setAside(.suspended, in: context)
    }

    /// Puts the edited text of the card on show into the session and asks the card again with it.
    ///
    /// The card keeps its place, its schedule and the session's answers. Later rounds of the card, and an undo, see the new text too.
    ///
    /// - Returns: `.show` for the card as edited.
    /// - Throws: ``QuizError/noCardShown``.
    public mutating func replaceCurrentContent(
        with content: CardContent, in context: ReviewContext
    ) throws(QuizError) -> QuizAction {
        guard var current = state.current else { throw .noCardShown }
        let id = current.item.card.id
        func edited(_ state: inout State) {
            for index in state.queue.indices where state.queue[index].card.id == id {
                state.queue[index].card.content = content
            }
            state.current?.item.card.content = content
            state.current?.prompt.card.content = content
        }
        edited(&state)
        for index in history.indices { edited(&history[index].before) }
        current.item.card.content = content
        let prompt = Self.makePrompt(
            current.item, mode: mode, generator: &generator, remaining: current.prompt.remaining,
            answered: state.answered, in: context)
        state.current = Current(item: current.item, prompt: prompt)
        return .show(prompt)
    }

    /// Ends the session early.
    public mutating func stop() -> QuizAction {
        let stoppedEarly = state.current != nil || !state.queue.isEmpty
        state.current = nil
        state.queue.removeAll()
        state.isFinished = true
        history.removeAll()
        return .finished(summary(stoppedEarly: stoppedEarly))
    }

    // MARK: - Private

    struct Outcome: Sendable {
        var rating: Rating?
        var isCorrect: Bool
        var given: String?
    }

    static func grade(_ answer: QuizAnswer, prompt: QuizPrompt) throws(QuizError) -> Outcome {
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

    private mutating func setAside(_ setAside: SetAside, in context: ReviewContext) throws(QuizError) -> [QuizAction] {
        guard let current = state.current else { throw .noCardShown }
        let card = current.item.card.id
        state.current = nil
        state.queue.removeAll { $0.card.id == card }
        // An undo would bring back a card the store has set aside.
        history.removeAll()
        return [.setAside(CardSetAside(cardID: card, setAside: setAside)), advance(in: context)]
    }

    private mutating func advance(in context: ReviewContext) -> QuizAction {
        guard !state.isFinished,
            let index = StudyQueue.nextIndex(
                in: state.queue.map(\.card), recentlyAnswered: state.recent, now: context.now)
        else {
            state.isFinished = true
            return .finished(summary(stoppedEarly: false))
        }
        let item = state.queue.remove(at: index)
        let prompt = Self.makePrompt(
            item, mode: mode, generator: &generator, remaining: state.queue.count + 1, answered: state.answered,
            in: context)
        state.current = Current(item: item, prompt: prompt)
        return .show(prompt)
    }

    /// How `item` is asked in `mode` (multiple choice falls back to flip without three wrong answers, its own or
    /// its deck's; choice and typing fall back to flip for an answer that is only an image or a sound; a card whose
    /// answer is typed is typed in a flip session) and its options, shuffled with `generator`.
    static func askedMode(
        of item: StudyCard, in mode: StudyMode, generator: inout SplitMix64
    ) -> (StudyMode, [String]) {
        if mode == .choice || mode == .type, item.card.content.answerIsOnlyMedia { return (.flip, []) }
        if mode == .flip, item.card.content.answerIsTyped, !item.card.content.answerIsOnlyMedia { return (.type, []) }
        guard mode == .choice else { return (mode, []) }
        guard let wrong = item.wrongAnswers else { return (.flip, []) }
        return (.choice, ([item.card.content.back] + wrong).shuffled(using: &generator))
    }

    static func makePrompt(
        _ item: StudyCard, mode: StudyMode, generator: inout SplitMix64, remaining: Int, answered: Int,
        in context: ReviewContext
    ) -> QuizPrompt {
        let card = item.card
        let (askedMode, options) = askedMode(of: item, in: mode, generator: &generator)
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
    static func score(
        _ outcome: Outcome, of item: StudyCard, asked mode: StudyMode, options: [String], in context: ReviewContext,
        elapsedMilliseconds: Int
    ) -> (record: ReviewRecord, feedback: QuizFeedback)? {
        guard let rating = outcome.rating else { return nil }
        let card = item.card
        let newState = item.deckOptions.makeScheduler().nextStates(
            from: card.schedule, in: Self.context(for: card, context))[rating]
        let record = ReviewRecord(
            cardID: card.id, reviewedAt: context.now, studyDay: context.today, mode: mode, rating: rating,
            givenAnswer: outcome.isCorrect && !isOverruled(outcome.given, card: card, mode: mode) ? nil : outcome.given,
            isCorrect: outcome.isCorrect,
            elapsedMilliseconds: max(0, elapsedMilliseconds), newState: newState, previousState: card.schedule
        )
        var feedback = QuizFeedback(
            card: card, mode: mode, rating: rating, isCorrect: outcome.isCorrect, givenAnswer: outcome.given,
            nextDue: newState.dueDay, today: context.today)
        if mode == .choice { feedback.options = options }
        return (record, feedback)
    }

    /// Whether `given`, typed to `card`, counts as right only because the learner said so ("I was right").
    ///
    /// The typed text itself is wrong; such an answer keeps the text in its review.
    static func isOverruled(_ given: String?, card: Card, mode: StudyMode) -> Bool {
        guard mode == .type, let given else { return false }
        return !AnswerCheck(given: given, expected: card.content.back, isCode: card.content.answerIsCode).isCorrect
    }

    /// The context a card is scheduled in: the moment, plus the card's reproducible fuzz factor.
    private static func context(for card: Card, _ context: ReviewContext) -> ReviewContext {
        ReviewContext(
            now: context.now, today: context.today,
            fuzzFactor: FuzzFactor.value(cardID: card.id, repetitions: card.schedule.repetitions)
        )
    }

    private func summary(stoppedEarly: Bool) -> SessionSummary {
        SessionSummary(
            answered: state.answered, correct: state.correct, cardsSeen: state.seen.count, stoppedEarly: stoppedEarly)
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
    /// `undo` was called with no answer left to take back.
    case nothingToUndo
    /// "I was right" was asked for an answer that is not a wrong typed answer.
    case cannotOverrule

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .noCardShown: "No card is being asked."
        case .answerDoesNotFitMode(let mode): "That answer does not fit a \(mode.rawValue) question."
        case .noSuchOption(let index): "There is no option \(index + 1)."
        case .nothingToUndo: "There is no answer to undo."
        case .cannotOverrule: "Only a wrong typed answer can be counted as right."
        }
    }
}
