public import FoundationEssentials

/// Classrooms, their members, quizzes, questions and attempts.
///
/// Names of people are read from their accounts whenever a value is returned, never copied, so a rename shows
/// everywhere at once. Deleting a classroom deletes its memberships, quizzes, questions and attempts; deleting a quiz
/// its questions and attempts; removing a member their attempts in that classroom only. Every method that writes is
/// one transaction. The store checks no roles: the use cases do that with ``ClassroomPermissions`` first.
public protocol ClassroomStore: Sendable {
    // MARK: Classrooms

    /// Creates a classroom and makes its creator its teacher member, in one transaction.
    ///
    /// - Throws: ``ClassroomError/nameTaken(_:)`` when the teacher has a classroom whose name has the same
    ///   ``ClassroomName/key(_:)``; ``ClassroomError/joinPasswordTaken`` when a live classroom uses the password
    ///   (the caller generates another and tries again). Nothing is written then.
    func createClassroom(_ classroom: NewClassroom) throws -> Classroom
    /// One classroom with its teacher's name and size, and `viewer`'s role in it; `nil` when there is none.
    func findClassroom(_ id: ClassroomID, viewer: UserID) throws -> ClassroomSummary?
    /// The live classroom whose join password is `password`, if any.
    func findClassroom(joinPassword password: JoinPassword) throws -> Classroom?
    /// Gives a classroom a new (validated) name.
    ///
    /// - Throws: ``ClassroomError/notFound`` or ``ClassroomError/nameTaken(_:)``.
    func renameClassroom(_ id: ClassroomID, to name: String) throws
    /// Replaces the join password; the old one stops working at once, and the members stay.
    ///
    /// - Throws: ``ClassroomError/notFound`` or ``ClassroomError/joinPasswordTaken``.
    func replaceJoinPassword(of id: ClassroomID, with password: JoinPassword) throws
    /// Deletes a classroom with everything in it; `false` when there was none.
    func deleteClassroom(_ id: ClassroomID) throws -> Bool
    /// One page of the classrooms `query.userID` teaches or is enrolled in, filtered and sorted as asked.
    func classrooms(_ query: ClassroomQuery) throws -> ClassroomPage

    // MARK: Members

    /// Adds a member.
    ///
    /// - Throws: ``ClassroomError/alreadyMember`` when the user is a member already (also when two requests race),
    ///   ``ClassroomError/notFound`` when the classroom does not exist.
    func addMember(_ membership: Membership) throws
    /// A user's membership in a classroom, if any.
    func membership(in classroom: ClassroomID, of user: UserID) throws -> Membership?
    /// Changes a member's role.
    ///
    /// - Throws: ``ClassroomError/notMember``.
    func setRole(_ role: ClassroomRole, in classroom: ClassroomID, of user: UserID) throws
    /// Every member with their current name and attempt count: teacher first, then co-teachers, then students,
    /// each group by name.
    func members(of classroom: ClassroomID) throws -> [MemberSummary]
    /// How many attempts a member has started in the classroom's quizzes: what removing them would delete.
    func attemptCount(in classroom: ClassroomID, of user: UserID) throws -> Int
    /// Removes a member and their attempts in this classroom (and nowhere else); returns how many attempts went.
    ///
    /// - Throws: ``ClassroomError/notMember``.
    func removeMember(_ user: UserID, from classroom: ClassroomID) throws -> Int

    // MARK: Quizzes

    /// Creates a quiz with all its questions, or nothing.
    ///
    /// - Throws: ``ClassroomQuizError/nameTaken(_:)`` when the classroom has a quiz with the same name key;
    ///   ``ClassroomError/notFound`` when the classroom does not exist.
    func createQuiz(_ quiz: NewQuiz) throws -> Quiz
    /// Replaces a quiz's name, instructions, deadline, settings, publication and questions, in one transaction,
    /// as long as nobody has started an attempt.
    ///
    /// - Throws: ``ClassroomQuizError/notFound``, ``ClassroomQuizError/locked`` or ``ClassroomQuizError/nameTaken(_:)``.
    func updateQuiz(_ id: QuizID, with quiz: NewQuiz) throws -> Quiz
    /// Sets or clears when a quiz is published; allowed after attempts have started (it changes no question).
    ///
    /// - Throws: ``ClassroomQuizError/notFound``.
    func setPublished(_ id: QuizID, at date: Date?) throws
    /// Sets or clears a quiz's deadline; allowed after attempts have started.
    ///
    /// - Throws: ``ClassroomQuizError/notFound``.
    func setDeadline(_ id: QuizID, to deadline: Date?) throws
    /// Deletes a quiz with its questions and attempts; `false` when there was none.
    func deleteQuiz(_ id: QuizID) throws -> Bool
    /// One quiz.
    func findQuiz(_ id: QuizID) throws -> Quiz?
    /// A classroom's quizzes, drafts included, in the order asked.
    func quizzes(in classroom: ClassroomID, sort: QuizSort) throws -> [QuizSummary]
    /// A quiz's questions in quiz order.
    func questions(of quiz: QuizID) throws -> [Question]

    // MARK: Attempts

    /// Starts or resumes a student's attempt at a quiz: in one transaction, reads the quiz, the student's membership
    /// of its classroom and their earlier attempts, passes them to `decide`
    /// (``AttemptRules/mayStart(_:previous:at:gracePeriodSeconds:)`` after the caller's own checks), then adds the
    /// attempt numbered as `decide` says, started at `startedAt` with a shuffle seed from `seed`, or reads the one it
    /// resumes. Starting the same number twice (two tabs, a double click) returns the attempt that exists rather than
    /// a second one.
    ///
    /// - Returns: The attempt with its quiz, the quiz's questions and the student's membership.
    /// - Throws: ``ClassroomQuizError/notFound`` when the quiz or the attempt to resume does not exist, what `decide`
    ///   throws (nothing is written then), ``ClassroomError/notMember`` when the student is not a member.
    func startAttempt(
        at quiz: QuizID, by student: UserID, startedAt: Date,
        deciding decide: (AttemptStart) throws -> AttemptRules.StartDecision, seed: () -> UInt64
    ) throws -> AttemptContext
    /// One attempt with its saved answers.
    func findAttempt(_ id: AttemptID) throws -> Attempt?
    /// One attempt with its saved answers, its quiz, the quiz's questions and `user`'s membership of the quiz's
    /// classroom, read in one transaction: what showing the attempt to `user` needs, at the cost of one read.
    func findAttemptContext(_ id: AttemptID, for user: UserID) throws -> AttemptContext?
    /// One student's attempts at a quiz, by number.
    func attempts(at quiz: QuizID, by student: UserID) throws -> [Attempt]
    /// Every attempt at a quiz, by student and number.
    func attempts(at quiz: QuizID) throws -> [Attempt]
    /// Every attempt at every quiz of a classroom, by quiz, student and number.
    func attempts(in classroom: ClassroomID) throws -> [Attempt]
    /// Saves an answer for `user`: in one transaction, reads the attempt with its answers, quiz, questions and `user`'s
    /// membership of the quiz's classroom (after any submission of it running at the same time), passes them to
    /// `choose`, which checks them and returns the option (its index among the question's stored options), and saves
    /// that option for `question`.
    ///
    /// - Throws: ``ClassroomQuizError/notFound`` when there is no such attempt; what `choose` throws (nothing is
    ///   written then); ``ClassroomQuizError/alreadySubmitted`` when the attempt was submitted,
    ///   ``ClassroomQuizError/unknownQuestion`` when the question is not in the attempt's quiz.
    func saveAnswer(
        to question: QuestionID, in attempt: AttemptID, by user: UserID, choosing choose: (AttemptContext) throws -> Int
    ) throws
    /// Submits an attempt once for `user`: in one transaction, reads it with its answers as stored (after any answer
    /// being saved at the same time), its quiz, questions and `user`'s membership, passes them to `grade`
    /// (``AttemptRules/submit(_:quiz:questions:at:gracePeriodSeconds:)`` after the caller's own checks) and records
    /// the time, score and late flag `grade` returns.
    ///
    /// An attempt submitted before is returned as stored, whatever `grade` returns, so a second submit gives the
    /// first one's result unchanged.
    ///
    /// - Throws: ``ClassroomQuizError/notFound``, or what `grade` throws (nothing is written then).
    func submitAttempt(
        _ id: AttemptID, by user: UserID, grade: (AttemptContext) throws -> Attempt
    ) throws -> AttemptSubmission
}
