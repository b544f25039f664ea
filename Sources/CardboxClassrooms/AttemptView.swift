public import CardboxCore
public import Foundation

/// An attempt as its student sees it: questions and options in the attempt's own order, the choices saved so far,
/// and the right answers only once the quiz's settings allow.
///
/// Options are addressed by their place as shown (from 0), never by their stored number, so a page never reveals
/// which option is right before it may.
public struct AttemptView: Sendable, Equatable {
    /// One question as shown.
    public struct Item: Sendable, Equatable {
        /// The question.
        public var questionID: QuestionID
        /// The prompt (Markdown).
        public var prompt: String
        /// The options in the order shown.
        public var options: [String]
        /// The place of the option chosen, if any.
        public var chosen: Int?
        /// The place of the right option, when answers may be shown.
        public var right: Int?
        /// The explanation, when answers may be shown.
        public var explanation: String?

        /// Creates the value.
        public init(
            questionID: QuestionID, prompt: String, options: [String], chosen: Int?, right: Int?, explanation: String?
        ) {
            self.questionID = questionID
            self.prompt = prompt
            self.options = options
            self.chosen = chosen
            self.right = right
            self.explanation = explanation
        }
    }

    /// The quiz.
    public var quiz: Quiz
    /// The attempt as stored.
    public var attempt: Attempt
    /// The questions in the attempt's order.
    public var items: [Item]
    /// Whether the right answers and explanations are included.
    public var showsAnswers: Bool
    /// When the attempt is due (deadline or time limit), if ever; a submission after it is late.
    public var dueAt: Date?
    /// The last moment answers are saved and a submission is accepted (``dueAt`` plus the grace period).
    public var closesAt: Date?

    /// Creates the value.
    public init(
        quiz: Quiz, attempt: Attempt, items: [Item], showsAnswers: Bool, dueAt: Date?, closesAt: Date?
    ) {
        self.quiz = quiz
        self.attempt = attempt
        self.items = items
        self.showsAnswers = showsAnswers
        self.dueAt = dueAt
        self.closesAt = closesAt
    }

    /// Lays out `attempt` at `quiz` with `questions` as seen at `now`.
    public static func make(
        quiz: Quiz, questions: [Question], attempt: Attempt, at now: Date, gracePeriodSeconds: Int
    ) -> AttemptView {
        let layout = AttemptLayout.make(questions: questions, settings: quiz.settings, seed: attempt.seed)
        let byID = Dictionary(uniqueKeysWithValues: questions.map { ($0.id, $0) })
        let shows = AttemptRules.mayShowAnswers(attempt, quiz: quiz, at: now)
        let items = layout.items.compactMap { item -> Item? in
            guard let question = byID[item.questionID] else { return nil }
            let options = question.content.options
            return Item(
                questionID: question.id, prompt: question.content.prompt,
                options: item.optionOrder.map { options[$0] },
                chosen: attempt.answers[question.id].flatMap { item.optionOrder.firstIndex(of: $0) },
                right: shows ? item.optionOrder.firstIndex(of: QuestionContent.rightOptionIndex) : nil,
                explanation: shows ? question.content.explanation : nil)
        }
        return AttemptView(
            quiz: quiz, attempt: attempt, items: items, showsAnswers: shows,
            dueAt: AttemptRules.dueAt(attempt, quiz: quiz),
            closesAt: AttemptRules.closesAt(attempt, quiz: quiz, gracePeriodSeconds: gracePeriodSeconds))
    }
}
