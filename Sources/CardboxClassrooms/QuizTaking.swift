public import CardboxCore
public import Foundation

/// The student's side of a quiz: start (or resume) an attempt, save answers as they go, submit once, look back.
///
/// Every call reads the student's membership afresh, so a removed student is stopped at once.
public struct QuizTaking: Sendable {
    /// Where attempts are stored.
    public var store: any ClassroomStore
    /// How long after the deadline or time limit an attempt started in time may still be saved and submitted.
    public var gracePeriodSeconds: Int

    /// Creates the use cases.
    public init(store: any ClassroomStore, gracePeriodSeconds: Int = AttemptRules.defaultGracePeriodSeconds) {
        self.store = store
        self.gracePeriodSeconds = gracePeriodSeconds
    }

    /// Starts a new attempt, or resumes the one in progress, and lays it out.
    ///
    /// - Parameter generator: Draws the new attempt's shuffle seed.
    /// - Throws: ``ClassroomQuizError/notPublished``, ``ClassroomQuizError/closed``,
    ///   ``ClassroomQuizError/noAttemptsLeft(allowed:)``, or the access errors.
    public func start(
        _ quizID: QuizID, student: UserID, at now: Date, using generator: inout some RandomNumberGenerator
    ) throws -> AttemptView {
        let quiz = try ClassroomAccess(store: store).quiz(quizID, for: .takeQuiz, by: student, at: now).quiz
        // Deciding needs the earlier attempts but not their answers; only a resumed attempt is read whole.
        let previous = try store.attemptsWithoutAnswers(at: quizID, by: student)
        let attempt: Attempt
        switch try AttemptRules.mayStart(quiz, previous: previous, at: now, gracePeriodSeconds: gracePeriodSeconds) {
        case .resume(let id):
            guard let open = try store.findAttempt(id) else { throw ClassroomQuizError.notFound }
            attempt = open
        case .start(let number):
            attempt = try store.startAttempt(
                NewAttempt(
                    quizID: quizID, studentID: student, number: number, seed: generator.next(), startedAt: now))
        }
        return try view(of: attempt, quiz: quiz, at: now)
    }

    /// One of the student's own attempts, laid out as when it was taken.
    public func attempt(_ id: AttemptID, student: UserID, at now: Date) throws -> AttemptView {
        let (attempt, quiz) = try ownAttempt(id, student: student)
        return try view(of: attempt, quiz: quiz, at: now)
    }

    /// The student's attempts at a quiz, by number.
    public func attempts(at quizID: QuizID, student: UserID, at now: Date) throws -> [Attempt] {
        try ClassroomAccess(store: store).quiz(quizID, for: .viewOwnResults, by: student, at: now)
        return try store.attempts(at: quizID, by: student)
    }

    /// Saves the option at place `shown` (as the attempt shows them, from 0) for one question.
    ///
    /// - Throws: ``ClassroomQuizError/alreadySubmitted``, ``ClassroomQuizError/timeUp``,
    ///   ``ClassroomQuizError/unknownQuestion`` or ``ClassroomQuizError/unknownOption``.
    public func saveAnswer(
        shown: Int, to question: QuestionID, in id: AttemptID, student: UserID, at now: Date
    ) throws {
        let (attempt, quiz) = try ownAttempt(id, student: student)
        let questions = try store.questions(of: quiz.id)
        let layout = AttemptLayout.make(questions: questions, settings: quiz.settings, seed: attempt.seed)
        guard let item = layout.items.first(where: { $0.questionID == question }) else {
            throw ClassroomQuizError.unknownQuestion
        }
        guard item.optionOrder.indices.contains(shown) else { throw ClassroomQuizError.unknownOption }
        let option = item.optionOrder[shown]
        try AttemptRules.checkAnswer(
            option: option, to: question, in: attempt, quiz: quiz, questions: questions, at: now,
            gracePeriodSeconds: gracePeriodSeconds)
        try store.saveAnswer(option: option, to: question, in: id)
    }

    /// Submits the attempt: scores it and marks it late when past due.
    ///
    /// A second submit returns the first result unchanged.
    ///
    /// - Throws: ``ClassroomQuizError/timeUp`` after the grace period.
    public func submit(_ id: AttemptID, student: UserID, at now: Date) throws -> AttemptView {
        let (_, quiz) = try ownAttempt(id, student: student)
        let questions = try store.questions(of: quiz.id)
        let grace = gracePeriodSeconds
        let stored = try store.submitAttempt(id) { current in
            try AttemptRules.submit(current, quiz: quiz, questions: questions, at: now, gracePeriodSeconds: grace)
        }
        return AttemptView.make(
            quiz: quiz, questions: questions, attempt: stored, at: now, gracePeriodSeconds: gracePeriodSeconds)
    }

    private func ownAttempt(_ id: AttemptID, student: UserID) throws -> (Attempt, Quiz) {
        guard let attempt = try store.findAttempt(id), attempt.studentID == student else {
            throw ClassroomQuizError.notFound
        }
        let quiz = try ClassroomAccess(store: store).quiz(attempt.quizID, for: .viewOwnResults, by: student).quiz
        return (attempt, quiz)
    }

    private func view(of attempt: Attempt, quiz: Quiz, at now: Date) throws -> AttemptView {
        AttemptView.make(
            quiz: quiz, questions: try store.questions(of: quiz.id), attempt: attempt, at: now,
            gracePeriodSeconds: gracePeriodSeconds)
    }
}
