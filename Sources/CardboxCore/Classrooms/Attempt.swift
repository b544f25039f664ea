public import FoundationEssentials

/// One student's attempt at a quiz: the answers saved as they go, then the score once submitted.
public struct Attempt: Sendable, Equatable, Codable, Identifiable {
    /// The attempt's identifier.
    public var id: AttemptID
    /// The quiz.
    public var quizID: QuizID
    /// The student.
    public var studentID: UserID
    /// Which attempt of this student at this quiz it is, from 1.
    public var number: Int
    /// The seed its question and option order is drawn from.
    public var seed: UInt64
    /// When it started.
    public var startedAt: Date
    /// When it was submitted, or `nil` while it is in progress.
    public var submittedAt: Date?
    /// The canonical option number chosen for each answered question.
    public var answers: [QuestionID: Int]
    /// The score, set when it is submitted.
    public var score: AttemptScore?
    /// Whether it was submitted after the deadline or its time limit, within the grace period.
    public var late: Bool

    /// Creates an attempt value.
    public init(
        id: AttemptID, quizID: QuizID, studentID: UserID, number: Int, seed: UInt64, startedAt: Date,
        submittedAt: Date? = nil, answers: [QuestionID: Int] = [:], score: AttemptScore? = nil, late: Bool = false
    ) {
        self.id = id
        self.quizID = quizID
        self.studentID = studentID
        self.number = number
        self.seed = seed
        self.startedAt = startedAt
        self.submittedAt = submittedAt
        self.answers = answers
        self.score = score
        self.late = late
    }

    /// Whether it has been submitted.
    public var isSubmitted: Bool { submittedAt != nil }
}
