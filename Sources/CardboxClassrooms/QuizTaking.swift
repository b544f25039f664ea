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
        // Deciding needs how many earlier attempts there are and which are in progress, not every one with its
        // answers; only a resumed attempt is read whole.
        let previous = try store.earlierAttempts(at: quizID, by: student)
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
        let context = try context(of: id, student: student)
        return AttemptView.make(
            quiz: context.quiz, questions: context.questions, attempt: context.attempt, at: now,
            gracePeriodSeconds: gracePeriodSeconds)
    }

    /// One of the student's own attempts with its quiz and questions, read at once: what saving an answer and
    /// submitting it take.
    ///
    /// - Parameter now: When given, a quiz that is a draft at `now` is hidden from a member who may not manage quizzes.
    /// - Throws: ``ClassroomQuizError/notFound`` when there is no such attempt, it is someone else's, or the student
    ///   is no longer a member; ``ClassroomError/notAllowed`` when their role may not see their own results.
    public func context(of id: AttemptID, student: UserID, at now: Date? = nil) throws -> AttemptContext {
        guard let context = try store.findAttemptContext(id) else { throw ClassroomQuizError.notFound }
        try Self.checkOwn(context, student: student, at: now)
        return context
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
        try saveAnswer(shown: shown, to: question, in: try context(of: id, student: student), student: student, at: now)
    }

    /// Saves the option at place `shown` for one question of the attempt `context` holds, as
    /// ``context(of:student:at:)`` read it moments ago.
    ///
    /// - Throws: as the same call with the attempt's id does, and ``ClassroomQuizError/notFound`` when the attempt is
    ///   not `student`'s.
    public func saveAnswer(
        shown: Int, to question: QuestionID, in context: AttemptContext, student: UserID, at now: Date
    ) throws {
        try Self.checkOwn(context, student: student, at: nil)
        let (attempt, quiz, questions) = (context.attempt, context.quiz, context.questions)
        let layout = AttemptLayout.make(questions: questions, settings: quiz.settings, seed: attempt.seed)
        guard let item = layout.items.first(where: { $0.questionID == question }) else {
            throw ClassroomQuizError.unknownQuestion
        }
        guard item.optionOrder.indices.contains(shown) else { throw ClassroomQuizError.unknownOption }
        let option = item.optionOrder[shown]
        try AttemptRules.checkAnswer(
            option: option, to: question, in: attempt, quiz: quiz, questions: questions, at: now,
            gracePeriodSeconds: gracePeriodSeconds)
        try store.saveAnswer(option: option, to: question, in: attempt.id)
    }

    /// Submits the attempt: scores it and marks it late when past due.
    ///
    /// A second submit returns the first result unchanged.
    ///
    /// - Throws: ``ClassroomQuizError/timeUp`` after the grace period.
    public func submit(_ id: AttemptID, student: UserID, at now: Date) throws -> AttemptView {
        try submit(try context(of: id, student: student), student: student, at: now)
    }

    /// Submits the attempt `context` holds, as ``context(of:student:at:)`` read it moments ago; its answers are read
    /// again as the submission stores them.
    public func submit(_ context: AttemptContext, student: UserID, at now: Date) throws -> AttemptView {
        try Self.checkOwn(context, student: student, at: nil)
        let (quiz, questions) = (context.quiz, context.questions)
        let grace = gracePeriodSeconds
        let stored = try store.submitAttempt(context.attempt.id) { current in
            try AttemptRules.submit(current, quiz: quiz, questions: questions, at: now, gracePeriodSeconds: grace)
        }
        return AttemptView.make(
            quiz: quiz, questions: questions, attempt: stored, at: now, gracePeriodSeconds: gracePeriodSeconds)
    }

    /// Checks that `context` is `student`'s own attempt at a quiz of a classroom they are still in, whose role may
    /// see their own results; with `now`, that the quiz is not a draft hidden from them.
    private static func checkOwn(_ context: AttemptContext, student: UserID, at now: Date?) throws {
        guard context.attempt.studentID == student, let role = context.membership?.role else {
            throw ClassroomQuizError.notFound
        }
        if let now, context.quiz.state(at: now) == .draft, !ClassroomPermissions.allows(role, .manageQuizzes) {
            throw ClassroomQuizError.notFound
        }
        try ClassroomPermissions.check(role, .viewOwnResults)
    }

    private func view(of attempt: Attempt, quiz: Quiz, at now: Date) throws -> AttemptView {
        AttemptView.make(
            quiz: quiz, questions: try store.questions(of: quiz.id), attempt: attempt, at: now,
            gracePeriodSeconds: gracePeriodSeconds)
    }
}
