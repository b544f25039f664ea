public import FoundationEssentials

/// An attempt to start, numbered by ``AttemptRules/mayStart(_:previous:at:gracePeriodSeconds:)``.
public struct NewAttempt: Sendable, Equatable {
    /// The quiz.
    public var quizID: QuizID
    /// The student.
    public var studentID: UserID
    /// Which attempt of theirs it is, from 1.
    public var number: Int
    /// The seed its question and option order is drawn from.
    public var seed: UInt64
    /// When.
    public var startedAt: Date

    /// Creates the value.
    public init(quizID: QuizID, studentID: UserID, number: Int, seed: UInt64, startedAt: Date) {
        self.quizID = quizID
        self.studentID = studentID
        self.number = number
        self.seed = seed
        self.startedAt = startedAt
    }
}
