public import FoundationEssentials

/// A quiz to create, or the new content of one being edited, with all its questions.
public struct NewQuiz: Sendable, Equatable {
    /// The classroom.
    public var classroomID: ClassroomID
    /// The validated name (see ``Quiz/validatedName(_:)``).
    public var name: String
    /// What students read first (Markdown).
    public var instructions: String
    /// When it closes, if ever.
    public var deadline: Date?
    /// Attempts, grading, shuffling, feedback and time limit.
    public var settings: QuizSettings
    /// When it is published to students; `nil` keeps it a draft.
    public var publishedAt: Date?
    /// When it was created (kept as it was when an existing quiz is edited).
    public var createdAt: Date
    /// The validated questions in quiz order.
    public var questions: [QuestionContent]

    /// Creates the value.
    public init(
        classroomID: ClassroomID, name: String, instructions: String = "", deadline: Date?,
        settings: QuizSettings = QuizSettings(), publishedAt: Date?, createdAt: Date, questions: [QuestionContent]
    ) {
        self.classroomID = classroomID
        self.name = name
        self.instructions = instructions
        self.deadline = deadline
        self.settings = settings
        self.publishedAt = publishedAt
        self.createdAt = createdAt
        self.questions = questions
    }
}
