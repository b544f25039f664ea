/// A quiz as a classroom's quiz list shows it.
public struct QuizSummary: Sendable, Equatable {
    /// The quiz.
    public var quiz: Quiz
    /// How many questions it has.
    public var questionCount: Int
    /// How many attempts have been started; once there is one, the questions are locked.
    public var attemptCount: Int

    /// Creates the value.
    public init(quiz: Quiz, questionCount: Int, attemptCount: Int) {
        self.quiz = quiz
        self.questionCount = questionCount
        self.attemptCount = attemptCount
    }
}

/// The order a classroom's quizzes are listed in.
public enum QuizSort: String, Sendable, CaseIterable {
    /// Soonest deadline first; quizzes without a deadline last, newest first among them.
    case deadline
    /// Newest first.
    case newest
}
