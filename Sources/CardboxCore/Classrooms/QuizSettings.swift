/// The rules a teacher sets for a quiz: attempts, grading, shuffling, feedback and time limit.
public struct QuizSettings: Sendable, Equatable, Codable {
    /// How many attempts a student may start; 0 means unlimited.
    public var attemptsAllowed: Int
    /// How several attempts become one graded score.
    public var grading: GradingMethod
    /// Whether each attempt shows the questions in its own order.
    public var shuffleQuestions: Bool
    /// Whether each attempt shows each question's options in its own order.
    public var shuffleOptions: Bool
    /// When the right answers may be shown.
    public var answerVisibility: AnswerVisibility
    /// The time an attempt may take, in seconds, or `nil` for no limit.
    public var timeLimitSeconds: Int?

    /// Creates settings; the defaults are one attempt, highest grade, both shuffles, answers shown after submitting,
    /// no time limit.
    public init(
        attemptsAllowed: Int = 1, grading: GradingMethod = .highest, shuffleQuestions: Bool = true,
        shuffleOptions: Bool = true, answerVisibility: AnswerVisibility = .afterSubmit, timeLimitSeconds: Int? = nil
    ) {
        self.attemptsAllowed = attemptsAllowed
        self.grading = grading
        self.shuffleQuestions = shuffleQuestions
        self.shuffleOptions = shuffleOptions
        self.answerVisibility = answerVisibility
        self.timeLimitSeconds = timeLimitSeconds
    }

    /// The most attempts a teacher may allow (other than unlimited).
    public static let maximumAttemptsAllowed = 100
    /// The longest time limit, in seconds (one day).
    public static let maximumTimeLimitSeconds = 86_400

    /// Checks the numbers are in range.
    ///
    /// - Throws: ``ClassroomQuizError/invalidAttemptsAllowed`` or ``ClassroomQuizError/invalidTimeLimit``.
    public func validated() throws(ClassroomQuizError) -> QuizSettings {
        guard (0...Self.maximumAttemptsAllowed).contains(attemptsAllowed) else { throw .invalidAttemptsAllowed }
        if let limit = timeLimitSeconds, !(1...Self.maximumTimeLimitSeconds).contains(limit) {
            throw .invalidTimeLimit
        }
        return self
    }
}
