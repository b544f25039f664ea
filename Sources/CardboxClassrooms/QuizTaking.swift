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
    /// Whether a role may do an action: ``ClassroomPermissions/allows(_:_:)``, checked in the transaction that
    /// starts, answers or submits (a web app that checks its routes with another rule hands it in here too).
    public var rule: @Sendable (ClassroomRole?, ClassroomAction) -> Bool = ClassroomPermissions.allows

    /// Creates the use cases.
    public init(store: any ClassroomStore, gracePeriodSeconds: Int = AttemptRules.defaultGracePeriodSeconds) {
        self.store = store
        self.gracePeriodSeconds = gracePeriodSeconds
    }

    /// Starts a new attempt, or resumes the one in progress, and lays it out.
    ///
    /// The quiz, the student's standing and their earlier attempts are read and checked in the transaction that
    /// starts the attempt.
    ///
    /// - Parameters:
    ///   - classroom: When given, the quiz must be in this classroom.
    ///   - generator: Draws the new attempt's shuffle seed.
    /// - Throws: ``ClassroomQuizError/notPublished``, ``ClassroomQuizError/closed``,
    ///   ``ClassroomQuizError/noAttemptsLeft(allowed:)``, or the access errors (``ClassroomQuizError/notFound`` also
    ///   for a quiz in another classroom than `classroom`).
    public func start(
        _ quizID: QuizID, within classroom: ClassroomID? = nil, student: UserID, at now: Date,
        using generator: inout some RandomNumberGenerator
    ) throws -> AttemptView {
        let (grace, rule) = (gracePeriodSeconds, rule)
        let context = try store.startAttempt(at: quizID, by: student, startedAt: now) { start in
            if let classroom, start.quiz.classroomID != classroom { throw ClassroomQuizError.notFound }
            try ClassroomAccess.check(start.quiz, membership: start.membership, for: .takeQuiz, at: now, rule: rule)
            return try AttemptRules.mayStart(start.quiz, previous: start.earlier, at: now, gracePeriodSeconds: grace)
        } seed: {
            generator.next()
        }
        return AttemptView.make(
            quiz: context.quiz, questions: context.questions, attempt: context.attempt, at: now,
            gracePeriodSeconds: grace)
    }

    /// One of the student's own attempts, laid out as when it was taken.
    public func attempt(_ id: AttemptID, student: UserID, at now: Date) throws -> AttemptView {
        let context = try context(of: id, student: student)
        return AttemptView.make(
            quiz: context.quiz, questions: context.questions, attempt: context.attempt, at: now,
            gracePeriodSeconds: gracePeriodSeconds)
    }

    /// One of the student's own attempts with its quiz and questions, read at once.
    ///
    /// - Parameter now: When given, a quiz that is a draft at `now` is hidden from a member who may not manage quizzes.
    /// - Throws: ``ClassroomQuizError/notFound`` when there is no such attempt, it is someone else's, or the student
    ///   is no longer a member; ``ClassroomError/notAllowed`` when their role may not see their own results.
    public func context(of id: AttemptID, student: UserID, at now: Date? = nil) throws -> AttemptContext {
        guard let context = try store.findAttemptContext(id, for: student) else { throw ClassroomQuizError.notFound }
        try Self.checkOwn(context, student: student, for: .viewOwnResults, at: now, rule: rule)
        return context
    }

    /// The student's attempts at a quiz, by number.
    public func attempts(at quizID: QuizID, student: UserID, at now: Date) throws -> [Attempt] {
        try ClassroomAccess(store: store).quiz(quizID, for: .viewOwnResults, by: student, at: now)
        return try store.attempts(at: quizID, by: student)
    }

    /// Saves the option at place `shown` (as the attempt shows them, from 0) for one question.
    ///
    /// The attempt is read and checked in the transaction that saves the answer.
    ///
    /// - Parameter place: When given, the attempt must be at this quiz of this classroom.
    /// - Throws: ``ClassroomQuizError/notFound`` when the attempt is missing, someone else's, elsewhere than `place`,
    ///   or at a draft the student may not see, or when they are not a member; ``ClassroomError/notAllowed`` when
    ///   their role may not take quizzes; ``ClassroomQuizError/alreadySubmitted``,
    ///   ``ClassroomQuizError/timeUp``, ``ClassroomQuizError/unknownQuestion`` or
    ///   ``ClassroomQuizError/unknownOption``.
    public func saveAnswer(
        shown: Int, to question: QuestionID, in id: AttemptID, within place: AttemptPlace? = nil, student: UserID,
        at now: Date
    ) throws {
        let (grace, rule) = (gracePeriodSeconds, rule)
        try store.saveAnswer(to: question, in: id, by: student) { context in
            try Self.checkOwn(context, student: student, for: .takeQuiz, at: now, place: place, rule: rule)
            let (attempt, quiz, questions) = (context.attempt, context.quiz, context.questions)
            let layout = AttemptLayout.make(questions: questions, settings: quiz.settings, seed: attempt.seed)
            guard let item = layout.items.first(where: { $0.questionID == question }) else {
                throw ClassroomQuizError.unknownQuestion
            }
            guard item.optionOrder.indices.contains(shown) else { throw ClassroomQuizError.unknownOption }
            let option = item.optionOrder[shown]
            try AttemptRules.checkAnswer(
                option: option, to: question, in: attempt, quiz: quiz, questions: questions, at: now,
                gracePeriodSeconds: grace)
            return option
        }
    }

    /// What a submit gave: the attempt as laid out after it, and whether this call submitted it.
    public struct Submission: Sendable {
        /// The submitted attempt, laid out.
        public var view: AttemptView
        /// Whether this call submitted the attempt; `false` when an earlier submit had.
        public var isFirst: Bool
    }

    /// Submits the attempt: scores it on its answers as stored and marks it late when past due.
    ///
    /// A second submit returns the first result unchanged. The attempt is read and checked in the transaction that
    /// submits it.
    ///
    /// - Parameter place: When given, the attempt must be at this quiz of this classroom.
    /// - Throws: ``ClassroomQuizError/notFound`` as ``saveAnswer(shown:to:in:within:student:at:)`` does;
    ///   ``ClassroomQuizError/timeUp`` after the grace period.
    public func submit(
        _ id: AttemptID, within place: AttemptPlace? = nil, student: UserID, at now: Date
    ) throws -> Submission {
        let (grace, rule) = (gracePeriodSeconds, rule)
        let stored = try store.submitAttempt(id, by: student) { context in
            try Self.checkOwn(context, student: student, for: .takeQuiz, at: now, place: place, rule: rule)
            return try AttemptRules.submit(
                context.attempt, quiz: context.quiz, questions: context.questions, at: now, gracePeriodSeconds: grace)
        }
        let (quiz, questions) = (stored.context.quiz, stored.context.questions)
        let view = AttemptView.make(
            quiz: quiz, questions: questions, attempt: stored.context.attempt, at: now, gracePeriodSeconds: grace)
        return Submission(view: view, isFirst: stored.isFirst)
    }

    /// Checks, in this order, that `context` (read for `student`) is at `place` when one is given, that `student` is
    /// still a member of its classroom whose role may do `action`, that the attempt is their own, and with `now`, that
    /// the quiz is not a draft hidden from them: the same order as a route's own check of the caller's standing.
    ///
    /// - Throws: ``ClassroomQuizError/notFound``, or ``ClassroomError/notAllowed`` for a role that `rule` does not let
    ///   do `action`.
    private static func checkOwn(
        _ context: AttemptContext, student: UserID, for action: ClassroomAction, at now: Date?,
        place: AttemptPlace? = nil, rule: (ClassroomRole?, ClassroomAction) -> Bool
    ) throws {
        if let place, context.quiz.id != place.quizID || context.quiz.classroomID != place.classroomID {
            throw ClassroomQuizError.notFound
        }
        guard let role = context.membership?.role else { throw ClassroomQuizError.notFound }
        guard rule(role, action) else { throw ClassroomError.notAllowed }
        guard context.attempt.studentID == student else { throw ClassroomQuizError.notFound }
        if ClassroomAccess.hides(context.quiz, from: role, at: now, rule: rule) { throw ClassroomQuizError.notFound }
    }
}
