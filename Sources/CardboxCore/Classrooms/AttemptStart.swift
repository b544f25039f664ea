/// What deciding whether a student may start an attempt at a quiz needs, read at once: the quiz, the student's
/// membership of its classroom and their earlier attempts at it.
public struct AttemptStart: Sendable, Equatable {
    /// The quiz.
    public var quiz: Quiz
    /// The student's membership of the quiz's classroom, or `nil` when they are not a member.
    public var membership: Membership?
    /// The student's earlier attempts at the quiz.
    public var earlier: EarlierAttempts

    /// Creates the value.
    public init(quiz: Quiz, membership: Membership?, earlier: EarlierAttempts) {
        self.quiz = quiz
        self.membership = membership
        self.earlier = earlier
    }
}
