public import CardboxCore
public import Foundation

/// The quiz use cases for teachers and students: create, edit until the first attempt, publish, move the deadline,
/// delete, list and read.
public struct ClassroomQuizzes: Sendable {
    /// Where quizzes are stored.
    public var store: any ClassroomStore

    /// Creates the use cases.
    public init(store: any ClassroomStore) { self.store = store }

    /// A quiz in a list, with its state on the clock given.
    public struct Item: Sendable, Equatable {
        /// The quiz with its counts.
        public var summary: QuizSummary
        /// Draft, open or closed.
        public var state: QuizState

        /// Creates the value.
        public init(summary: QuizSummary, state: QuizState) {
            self.summary = summary
            self.state = state
        }
    }

    /// Checks a quiz's name, settings and every question, and returns it trimmed.
    ///
    /// - Throws: The first ``ClassroomQuizError`` found.
    public static func validated(_ quiz: NewQuiz) throws(ClassroomQuizError) -> NewQuiz {
        var valid = quiz
        valid.name = try Quiz.validatedName(quiz.name)
        valid.instructions = quiz.instructions.trimmed
        valid.settings = try quiz.settings.validated()
        if quiz.questions.isEmpty { throw .noQuestions }
        valid.questions = []
        for (index, question) in quiz.questions.enumerated() {
            do throws(QuestionError) {
                valid.questions.append(try question.validated())
            } catch {
                throw .invalidQuestion(index: index, reason: error)
            }
        }
        return valid
    }

    /// Creates a quiz with all its questions (teacher or co-teacher).
    public func create(_ quiz: NewQuiz, by user: UserID) throws -> Quiz {
        try ClassroomAccess(store: store).require(.manageQuizzes, by: user, in: quiz.classroomID)
        return try store.createQuiz(try Self.validated(quiz))
    }

    /// Replaces a quiz's content while nobody has started it, in one transaction.
    ///
    /// Once an attempt exists only the deadline may change: an edit that changes nothing but the deadline moves it
    /// (as ``setDeadline(_:to:by:)`` does) and any other edit is refused.
    ///
    /// - Throws: ``ClassroomQuizError/locked`` when an attempt exists and the edit changes more than the deadline.
    public func update(_ id: QuizID, with quiz: NewQuiz, by user: UserID) throws -> Quiz {
        let existing = try ClassroomAccess(store: store).quiz(id, for: .manageQuizzes, by: user).quiz
        var edited = try Self.validated(quiz)
        edited.classroomID = existing.classroomID
        do {
            return try store.updateQuiz(id, with: edited)
        } catch ClassroomQuizError.locked {
            guard try Self.changesOnlyTheDeadline(edited, of: existing, questions: store.questions(of: id)) else {
                throw ClassroomQuizError.locked
            }
            try store.setDeadline(id, to: edited.deadline)
            guard let moved = try store.findQuiz(id) else { throw ClassroomQuizError.notFound }
            return moved
        }
    }

    /// Whether `edited` says the same as `quiz` with `questions` except, perhaps, for the deadline.
    static func changesOnlyTheDeadline(_ edited: NewQuiz, of quiz: Quiz, questions: [Question]) -> Bool {
        edited.name == quiz.name && edited.instructions == quiz.instructions && edited.settings == quiz.settings
            && edited.publishedAt == quiz.publishedAt && edited.questions == questions.map(\.content)
    }

    /// How many attempts deleting the quiz would delete, for the confirmation.
    public func deletionCount(of id: QuizID, by user: UserID) throws -> Int {
        try ClassroomAccess(store: store).quiz(id, for: .manageQuizzes, by: user)
        return try store.attempts(at: id).count
    }

    /// Publishes a quiz at `date` (now or later), or takes it back to a draft with `nil`.
    public func publish(_ id: QuizID, at date: Date?, by user: UserID) throws {
        try ClassroomAccess(store: store).quiz(id, for: .manageQuizzes, by: user)
        try store.setPublished(id, at: date)
    }

    /// Moves a quiz's deadline, or removes it with `nil`.
    public func setDeadline(_ id: QuizID, to deadline: Date?, by user: UserID) throws {
        try ClassroomAccess(store: store).quiz(id, for: .manageQuizzes, by: user)
        try store.setDeadline(id, to: deadline)
    }

    /// Deletes a quiz with its questions and attempts; returns how many attempts there were just before.
    @discardableResult
    public func delete(_ id: QuizID, by user: UserID) throws -> Int {
        try ClassroomAccess(store: store).quiz(id, for: .manageQuizzes, by: user)
        let attempts = try store.attempts(at: id).count
        guard try store.deleteQuiz(id) else { throw ClassroomQuizError.notFound }
        return attempts
    }

    /// The quizzes of a classroom in `sort` order: all of them for teachers, the published ones for students.
    public func list(in classroom: ClassroomID, by user: UserID, sort: QuizSort, at now: Date) throws -> [Item] {
        let role = try ClassroomAccess(store: store).require(.view, by: user, in: classroom)
        let seesDrafts = ClassroomPermissions.allows(role, .manageQuizzes)
        return try store.quizzes(in: classroom, sort: sort).map { Item(summary: $0, state: $0.quiz.state(at: now)) }
            .filter { seesDrafts || $0.state != .draft }
    }

    /// A quiz with its questions, for the teacher's editor and preview.
    public func quizForEditing(_ id: QuizID, by user: UserID) throws -> (quiz: Quiz, questions: [Question]) {
        let quiz = try ClassroomAccess(store: store).quiz(id, for: .manageQuizzes, by: user).quiz
        return (quiz, try store.questions(of: id))
    }

    /// A quiz as a member sees it before starting (drafts are hidden from students).
    public func quiz(_ id: QuizID, by user: UserID, at now: Date) throws -> Quiz {
        try ClassroomAccess(store: store).quiz(id, for: .view, by: user, at: now).quiz
    }
}
