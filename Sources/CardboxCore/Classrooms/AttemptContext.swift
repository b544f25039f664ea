/// An attempt with everything taking it needs, read at one moment: its quiz, the quiz's questions and the student's
/// membership of the quiz's classroom (`nil` when they are no longer a member).
public struct AttemptContext: Sendable, Equatable {
    /// The attempt with its saved answers.
    public var attempt: Attempt
    /// Its quiz.
    public var quiz: Quiz
    /// The quiz's questions in quiz order.
    public var questions: [Question]
    /// The membership, in the quiz's classroom, of the user it was read for (the attempt's student when they are the
    /// one asking), or `nil` when they are not a member.
    public var membership: Membership?

    /// Creates a context value.
    public init(attempt: Attempt, quiz: Quiz, questions: [Question], membership: Membership?) {
        self.attempt = attempt
        self.quiz = quiz
        self.questions = questions
        self.membership = membership
    }
}
