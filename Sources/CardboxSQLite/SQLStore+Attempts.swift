public import CardboxCore
public import Foundation

extension SQLStore {
    /// Starts or resumes a student's attempt at a quiz as `decide` says, in one transaction.
    public func startAttempt(
        at quizID: QuizID, by student: UserID, startedAt: Date,
        deciding decide: (AttemptStart) throws -> AttemptRules.StartDecision, seed: () -> UInt64
    ) throws -> AttemptContext {
        do {
            return try database.write { connection in
                let quiz = try connection.queryOne(QuizQueries.findByID, [quizID.rawValue]) { RowCoding.quiz($0) }
                guard let quiz else { throw ClassroomQuizError.notFound }
                let membership = try connection.queryOne(
                    ClassroomQueries.membership, [quiz.classroomID.rawValue, student.rawValue]
                ) { RowCoding.membership($0) }
                let earlier = try Self.earlierAttempts(at: quizID, by: student, connection)
                let attempt: Attempt?
                switch try decide(AttemptStart(quiz: quiz, membership: membership, earlier: earlier)) {
                case .resume(let id):
                    attempt = try Self.attempts(
                        AttemptQueries.findByID, [id.rawValue], answers: AttemptQueries.answersOfAttempt, connection
                    ).first
                case .start(let number):
                    try connection.run(
                        AttemptQueries.insert,
                        [
                            quizID.rawValue, student.rawValue, number, Int64(bitPattern: seed()),
                            RowCoding.millis(startedAt),
                        ])
                    attempt = try Self.attempts(
                        AttemptQueries.findByNumber, [quizID.rawValue, student.rawValue, Int64(number)], answers: nil,
                        connection
                    ).first
                }
                guard let attempt else { throw ClassroomQuizError.notFound }
                let questions = try connection.query(QuizQueries.questions, [quizID.rawValue]) {
                    try RowCoding.question($0)
                }
                return AttemptContext(attempt: attempt, quiz: quiz, questions: questions, membership: membership)
            }
        } catch let error where Self.dialect.isConstraintViolation(error) {
            // The member was removed while the attempt started.
            throw ClassroomError.notMember
        }
    }

    /// One attempt with its answers.
    public func findAttempt(_ id: AttemptID) throws -> Attempt? {
        try database.read { connection in
            try Self.attempts(
                AttemptQueries.findByID, [id.rawValue], answers: AttemptQueries.answersOfAttempt, connection
            ).first
        }
    }

    /// One attempt with its answers, quiz, questions and student's membership, in one read transaction.
    public func findAttemptContext(_ id: AttemptID, for user: UserID) throws -> AttemptContext? {
        try database.read { connection in try Self.attemptContext(id, for: user, connection) }
    }

    /// The attempt with its answers, quiz, questions and `user`'s membership, read with `connection`.
    private static func attemptContext(
        _ id: AttemptID, for user: UserID, _ connection: Database.Connection
    ) throws -> AttemptContext? {
        let found = try attempts(
            AttemptQueries.findByID, [id.rawValue], answers: AttemptQueries.answersOfAttempt, connection)
        guard let attempt = found.first else { return nil }
        let quiz = try connection.queryOne(QuizQueries.findByID, [attempt.quizID.rawValue]) { RowCoding.quiz($0) }
        guard let quiz else { return nil }
        let questions = try connection.query(QuizQueries.questions, [quiz.id.rawValue]) { try RowCoding.question($0) }
        let membership = try connection.queryOne(
            ClassroomQueries.membership, [quiz.classroomID.rawValue, user.rawValue]
        ) { RowCoding.membership($0) }
        return AttemptContext(attempt: attempt, quiz: quiz, questions: questions, membership: membership)
    }

    /// A student's attempts at a quiz.
    public func attempts(at quiz: QuizID, by student: UserID) throws -> [Attempt] {
        try database.read { connection in
            try Self.attempts(
                AttemptQueries.byStudent, [quiz.rawValue, student.rawValue], answers: AttemptQueries.answersByStudent,
                connection)
        }
    }

    /// How many attempts a student made at a quiz, the highest number and those in progress, without answers.
    private static func earlierAttempts(
        at quiz: QuizID, by student: UserID, _ connection: Database.Connection
    ) throws -> EarlierAttempts {
        let arguments = [quiz.rawValue, student.rawValue]
        let tally = try connection.queryOne(AttemptQueries.tallyByStudent, arguments) { ($0.int(0), $0.int(1)) }
        let unsubmitted = try connection.query(AttemptQueries.unsubmittedByStudent, arguments) {
            RowCoding.attempt($0, answers: [:])
        }
        return EarlierAttempts(count: tally?.0 ?? 0, highestNumber: tally?.1 ?? 0, unsubmitted: unsubmitted)
    }

    /// Every attempt at a quiz.
    public func attempts(at quiz: QuizID) throws -> [Attempt] {
        try database.read { connection in
            try Self.attempts(AttemptQueries.byQuiz, [quiz.rawValue], answers: AttemptQueries.answersByQuiz, connection)
        }
    }

    /// Every attempt in a classroom.
    public func attempts(in classroom: ClassroomID) throws -> [Attempt] {
        try database.read { connection in
            try Self.attempts(
                AttemptQueries.byClassroom, [classroom.rawValue], answers: AttemptQueries.answersByClassroom,
                connection)
        }
    }

    /// The attempts `sql` selects, with the answers `answers` selects (same arguments) filled in; with `answers`
    /// `nil`, the answers of each attempt are read one by one.
    private static func attempts(
        _ sql: String, _ arguments: [any SQLBindable], answers answersSQL: String?, _ connection: Database.Connection
    ) throws -> [Attempt] {
        let rows = try connection.query(sql, arguments) { RowCoding.attempt($0, answers: [:]) }
        if rows.isEmpty { return [] }
        var answers: [AttemptID: [QuestionID: Int]] = [:]
        let answerRows: [(AttemptID, QuestionID, Int)]
        if let answersSQL {
            answerRows = try connection.query(answersSQL, arguments) { row in
                (AttemptID(rawValue: row.int64(0)), QuestionID(rawValue: row.int64(1)), row.int(2))
            }
        } else {
            answerRows = try rows.flatMap { attempt in
                try connection.query(AttemptQueries.answersOfAttempt, [attempt.id.rawValue]) { row in
                    (AttemptID(rawValue: row.int64(0)), QuestionID(rawValue: row.int64(1)), row.int(2))
                }
            }
        }
        for (attempt, question, option) in answerRows { answers[attempt, default: [:]][question] = option }
        return rows.map { row in
            var attempt = row
            attempt.answers = answers[row.id] ?? [:]
            return attempt
        }
    }

    /// Saves the option `choose` picks for one question, after reading the attempt in the same transaction.
    public func saveAnswer(
        to question: QuestionID, in attempt: AttemptID, by user: UserID, choosing choose: (AttemptContext) throws -> Int
    ) throws {
        try database.write { connection in
            // On PostgreSQL a submission of this attempt running now finishes first, and this then sees it.
            try connection.lock(Self.dialect.lockAttempt, [attempt.rawValue])
            guard let context = try Self.attemptContext(attempt, for: user, connection) else {
                throw ClassroomQuizError.notFound
            }
            let option = try choose(context)
            try connection.run(AttemptQueries.saveAnswer, [attempt.rawValue, question.rawValue, option])
            guard connection.changes == 0 else { return }
            throw context.attempt.isSubmitted ? ClassroomQuizError.alreadySubmitted : ClassroomQuizError.unknownQuestion
        }
    }

    /// Submits an attempt once, graded on its answers as stored.
    public func submitAttempt(
        _ id: AttemptID, by user: UserID, grade: (AttemptContext) throws -> Attempt
    ) throws -> AttemptSubmission {
        try database.write { connection in
            // On PostgreSQL an answer being saved to this attempt now is committed first, and read below.
            try connection.lock(Self.dialect.lockAttempt, [id.rawValue])
            guard let context = try Self.attemptContext(id, for: user, connection) else {
                throw ClassroomQuizError.notFound
            }
            let graded = try grade(context)
            guard !context.attempt.isSubmitted, let submittedAt = graded.submittedAt, let score = graded.score else {
                return AttemptSubmission(context: context, isFirst: false)
            }
            try connection.run(
                AttemptQueries.submit,
                [RowCoding.millis(submittedAt), score.right, score.total, graded.late, id.rawValue])
            var submitted = context
            submitted.attempt.submittedAt = RowCoding.date(RowCoding.millis(submittedAt))
            submitted.attempt.score = score
            submitted.attempt.late = graded.late
            return AttemptSubmission(context: submitted, isFirst: true)
        }
    }
}
