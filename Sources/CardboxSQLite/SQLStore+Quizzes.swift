public import CardboxCore
public import Foundation

extension SQLStore {
    /// Creates a quiz with all its questions.
    public func createQuiz(_ quiz: NewQuiz) throws -> Quiz {
        let name = try Quiz.validatedName(quiz.name)
        let questions = try Self.validatedQuestions(quiz.questions)
        do {
            return try database.write { connection in
                guard try connection.exists(QuizQueries.classroomExists, [quiz.classroomID.rawValue]) else {
                    throw ClassroomError.notFound
                }
                try Self.checkQuizName(name, classroom: quiz.classroomID, except: nil, connection)
                let inserted = try connection.queryOne(
                    QuizQueries.insert,
                    [quiz.classroomID.rawValue, name, ClassroomName.key(name), quiz.instructions]
                        + [quiz.deadline.map(RowCoding.millis)] + RowCoding.settingsArguments(quiz.settings)
                        + [quiz.publishedAt.map(RowCoding.millis), RowCoding.millis(quiz.createdAt)],
                    decoding: { RowCoding.quiz($0) })
                guard let inserted else { throw StoreError.notFound("The new quiz") }
                try Self.insertQuestions(questions, into: inserted.id, connection)
                return inserted
            }
        } catch let error where Self.dialect.isConstraintViolation(error) {
            throw ClassroomQuizError.nameTaken(name)
        }
    }

    /// Replaces a quiz's content while nobody has started it.
    public func updateQuiz(_ id: QuizID, with quiz: NewQuiz) throws -> Quiz {
        let name = try Quiz.validatedName(quiz.name)
        let questions = try Self.validatedQuestions(quiz.questions)
        do {
            return try database.write { connection in
                // On PostgreSQL an attempt starting now waits for this lock, or this waits for it and sees it.
                try connection.lock(Self.dialect.lockQuiz, [id.rawValue])
                let existing = try connection.queryOne(QuizQueries.findByID, [id.rawValue]) { RowCoding.quiz($0) }
                guard let existing else { throw ClassroomQuizError.notFound }
                if try connection.exists(QuizQueries.hasAttempts, [id.rawValue]) { throw ClassroomQuizError.locked }
                try Self.checkQuizName(name, classroom: existing.classroomID, except: id, connection)
                let updated = try connection.queryOne(
                    QuizQueries.update,
                    [name, ClassroomName.key(name), quiz.instructions, quiz.deadline.map(RowCoding.millis)]
                        + RowCoding.settingsArguments(quiz.settings)
                        + [quiz.publishedAt.map(RowCoding.millis), id.rawValue],
                    decoding: { RowCoding.quiz($0) })
                guard let updated else { throw ClassroomQuizError.notFound }
                try connection.run(QuizQueries.deleteQuestions, [id.rawValue])
                try Self.insertQuestions(questions, into: id, connection)
                return updated
            }
        } catch let error where Self.dialect.isConstraintViolation(error) {
            throw ClassroomQuizError.nameTaken(name)
        }
    }

    /// The questions checked and trimmed.
    ///
    /// - Throws: ``ClassroomQuizError/noQuestions`` or ``ClassroomQuizError/invalidQuestion(index:reason:)``.
    private static func validatedQuestions(_ questions: [QuestionContent]) throws -> [QuestionContent] {
        if questions.isEmpty { throw ClassroomQuizError.noQuestions }
        var valid: [QuestionContent] = []
        for (index, content) in questions.enumerated() {
            do throws(QuestionError) {
                valid.append(try content.validated())
            } catch {
                throw ClassroomQuizError.invalidQuestion(index: index, reason: error)
            }
        }
        return valid
    }

    private static func checkQuizName(
        _ name: String, classroom: ClassroomID, except quiz: QuizID?, _ connection: Database.Connection
    ) throws {
        let arguments: [any SQLBindable] = [classroom.rawValue, ClassroomName.key(name), quiz?.rawValue ?? 0]
        if try connection.exists(QuizQueries.nameTaken, arguments) { throw ClassroomQuizError.nameTaken(name) }
    }

    private static func insertQuestions(
        _ questions: [QuestionContent], into quiz: QuizID, _ connection: Database.Connection
    ) throws {
        for (position, content) in questions.enumerated() {
            try connection.run(
                QuizQueries.insertQuestion,
                [
                    quiz.rawValue, position, content.prompt, content.rightOption, RowCoding.json(content.wrongOptions),
                    content.explanation,
                ])
        }
    }

    /// Sets or clears when a quiz is published.
    public func setPublished(_ id: QuizID, at date: Date?) throws {
        try database.write { connection in
            try connection.run(QuizQueries.setPublished, [date.map(RowCoding.millis), id.rawValue])
            if connection.changes == 0 { throw ClassroomQuizError.notFound }
        }
    }

    /// Sets or clears a quiz's deadline.
    public func setDeadline(_ id: QuizID, to deadline: Date?) throws {
        try database.write { connection in
            try connection.run(QuizQueries.setDeadline, [deadline.map(RowCoding.millis), id.rawValue])
            if connection.changes == 0 { throw ClassroomQuizError.notFound }
        }
    }

    /// Deletes a quiz with its questions and attempts.
    public func deleteQuiz(_ id: QuizID) throws -> Bool {
        try database.write { connection in
            try connection.run(QuizQueries.delete, [id.rawValue])
            return connection.changes > 0
        }
    }

    /// One quiz.
    public func findQuiz(_ id: QuizID) throws -> Quiz? {
        try database.read { connection in
            try connection.queryOne(QuizQueries.findByID, [id.rawValue]) { RowCoding.quiz($0) }
        }
    }

    /// A classroom's quizzes with counts.
    public func quizzes(in classroom: ClassroomID, sort: QuizSort) throws -> [QuizSummary] {
        try database.read { connection in
            try connection.query(QuizQueries.list(soonestDeadlineFirst: sort == .deadline), [classroom.rawValue]) {
                row in
                QuizSummary(quiz: RowCoding.quiz(row), questionCount: row.int(13), attemptCount: row.int(14))
            }
        }
    }

    /// A quiz's questions in order.
    public func questions(of quiz: QuizID) throws -> [Question] {
        try database.read { connection in
            try connection.query(QuizQueries.questions, [quiz.rawValue]) { try RowCoding.question($0) }
        }
    }
}
