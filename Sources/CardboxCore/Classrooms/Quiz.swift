public import FoundationEssentials

/// A multiple-choice quiz set in a classroom.
public struct Quiz: Sendable, Equatable, Codable, Identifiable {
    /// The quiz's identifier.
    public var id: QuizID
    /// The classroom it belongs to.
    public var classroomID: ClassroomID
    /// The name, unique per classroom when compared with ``ClassroomName/key(_:)``.
    public var name: String
    /// What students read before they start (Markdown).
    public var instructions: String
    /// When it closes to new attempts, or `nil` when it stays open.
    public var deadline: Date?
    /// Attempts, grading, shuffling, feedback and time limit.
    public var settings: QuizSettings
    /// When it was (or will be) published to students; `nil` while it is a draft.
    public var publishedAt: Date?
    /// When it was created.
    public var createdAt: Date

    /// Creates a quiz value.
    public init(
        id: QuizID, classroomID: ClassroomID, name: String, instructions: String = "", deadline: Date?,
        settings: QuizSettings = QuizSettings(), publishedAt: Date?, createdAt: Date
    ) {
        self.id = id
        self.classroomID = classroomID
        self.name = name
        self.instructions = instructions
        self.deadline = deadline
        self.settings = settings
        self.publishedAt = publishedAt
        self.createdAt = createdAt
    }

    /// Where the quiz is at `now`: a draft before it is published, open until its deadline, closed from it on.
    public func state(at now: Date) -> QuizState {
        guard let publishedAt, publishedAt <= now else { return .draft }
        if let deadline, now >= deadline { return .closed }
        return .open
    }
}

extension Quiz {
    /// Trims a proposed quiz name, collapses its inner whitespace and checks it, with the rules of
    /// ``ClassroomName``.
    ///
    /// - Throws: ``ClassroomQuizError/emptyName`` (also for NUL characters) or ``ClassroomQuizError/nameTooLong(limit:)``.
    public static func validatedName(_ name: String) throws(ClassroomQuizError) -> String {
        do {
            return try ClassroomName.validated(name)
        } catch .nameTooLong(let limit) {
            throw .nameTooLong(limit: limit)
        } catch {
            throw .emptyName
        }
    }
}
