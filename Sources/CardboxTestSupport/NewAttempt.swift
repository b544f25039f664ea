public import CardboxCore
public import Foundation

/// An attempt a test starts with the number it chooses, whatever the rules would say.
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

extension ClassroomStore {
    /// Starts attempt `attempt.number` (or returns the one with that number) without asking the rules.
    ///
    /// - Throws: ``ClassroomQuizError/notFound`` when the quiz does not exist, ``ClassroomError/notMember`` when the
    ///   student is not a member of its classroom.
    public func startAttempt(_ attempt: NewAttempt) throws -> Attempt {
        try startAttempt(at: attempt.quizID, by: attempt.studentID, startedAt: attempt.startedAt) { start in
            guard start.membership != nil else { throw ClassroomError.notMember }
            return .start(number: attempt.number)
        } seed: {
            attempt.seed
        }.attempt
    }
}
