/// The order one attempt shows its questions and each question's options in, drawn from the attempt's seed.
///
/// The layout is recomputed from the seed whenever the attempt is shown, so a reload shows the same order and
/// nothing about it needs storing.
public struct AttemptLayout: Sendable, Equatable {
    /// One question as the attempt shows it.
    public struct Item: Sendable, Equatable {
        /// The question.
        public var questionID: QuestionID
        /// The canonical option numbers in the order shown; the answer at shown place `i` is `optionOrder[i]`.
        public var optionOrder: [Int]

        /// Creates the value.
        public init(questionID: QuestionID, optionOrder: [Int]) {
            self.questionID = questionID
            self.optionOrder = optionOrder
        }
    }

    /// The questions in the order shown.
    public var items: [Item]

    /// Creates the value.
    public init(items: [Item]) { self.items = items }

    /// Lays out `questions` (in any order; they are put in their quiz order first) for an attempt with `seed`,
    /// shuffling as `settings` say.
    public static func make(questions: [Question], settings: QuizSettings, seed: UInt64) -> AttemptLayout {
        var generator = SplitMix64(seed: seed)
        var ordered = questions.sorted { ($0.position, $0.id) < ($1.position, $1.id) }
        if settings.shuffleQuestions { ordered.shuffle(using: &generator) }
        let items = ordered.map { question in
            var order = Array(0..<question.optionCount)
            if settings.shuffleOptions { order.shuffle(using: &generator) }
            return Item(questionID: question.id, optionOrder: order)
        }
        return AttemptLayout(items: items)
    }
}
