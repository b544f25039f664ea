package import CardboxCore

extension RowCoding {
    /// A classroom from ``ClassroomQueries/columns``.
    package static func classroom(_ row: some SQLRow) throws -> Classroom {
        guard let password = JoinPassword(canonical: row.string(3)) else {
            throw StoreError.notFound("A valid join password of classroom \(row.int64(0))")
        }
        return Classroom(
            id: ClassroomID(rawValue: row.int64(0)), teacherID: UserID(rawValue: row.int64(1)), name: row.string(2),
            joinPassword: password, createdAt: date(row.int64(4)))
    }

    /// A classroom summary from ``ClassroomQueries/summaryColumns(viewer:)``.
    package static func classroomSummary(_ row: some SQLRow) throws -> ClassroomSummary {
        ClassroomSummary(
            classroom: try classroom(row), teacherName: row.string(5), studentCount: row.int(6),
            role: row.optionalString(7).flatMap(ClassroomRole.init(rawValue:)))
    }

    /// A membership from ``ClassroomQueries/memberColumns``, starting at `offset`.
    package static func membership(_ row: some SQLRow, offset: Int = 0) -> Membership {
        Membership(
            classroomID: ClassroomID(rawValue: row.int64(offset)), userID: UserID(rawValue: row.int64(offset + 1)),
            role: ClassroomRole(rawValue: row.string(offset + 2)) ?? .student, joinedAt: date(row.int64(offset + 3)))
    }

    /// A quiz from ``QuizQueries/columns``.
    package static func quiz(_ row: some SQLRow) -> Quiz {
        let settings = QuizSettings(
            attemptsAllowed: row.int(5), grading: GradingMethod(rawValue: row.string(6)) ?? .highest,
            shuffleQuestions: row.bool(7), shuffleOptions: row.bool(8),
            answerVisibility: AnswerVisibility(rawValue: row.string(9)) ?? .never,
            timeLimitSeconds: row.optionalInt(10))
        return Quiz(
            id: QuizID(rawValue: row.int64(0)), classroomID: ClassroomID(rawValue: row.int64(1)), name: row.string(2),
            instructions: row.string(3), deadline: date(row.optionalInt(4)), settings: settings,
            publishedAt: date(row.optionalInt(11)), createdAt: date(row.int64(12)))
    }

    /// The arguments for the settings columns attempts allowed … time limit, in that order.
    package static func settingsArguments(_ settings: QuizSettings) -> [any SQLBindable] {
        [
            settings.attemptsAllowed, settings.grading.rawValue, settings.shuffleQuestions, settings.shuffleOptions,
            settings.answerVisibility.rawValue, settings.timeLimitSeconds,
        ]
    }

    /// A question from ``QuizQueries/questionColumns``.
    package static func question(_ row: some SQLRow) throws -> Question {
        Question(
            id: QuestionID(rawValue: row.int64(0)), quizID: QuizID(rawValue: row.int64(1)), position: row.int(2),
            content: QuestionContent(
                prompt: row.string(3), rightOption: row.string(4), wrongOptions: try strings(row.string(5)),
                explanation: row.string(6)))
    }

    /// An attempt from ``AttemptQueries/columns`` with the answers read separately.
    package static func attempt(_ row: some SQLRow, answers: [QuestionID: Int]) -> Attempt {
        let score: AttemptScore? =
            switch (row.optionalInt(7), row.optionalInt(8)) {
            case (let right?, let total?): AttemptScore(right: right, total: total)
            default: nil
            }
        return Attempt(
            id: AttemptID(rawValue: row.int64(0)), quizID: QuizID(rawValue: row.int64(1)),
            studentID: UserID(rawValue: row.int64(2)), number: row.int(3), seed: UInt64(bitPattern: row.int64(4)),
            startedAt: date(row.int64(5)), submittedAt: date(row.optionalInt(6)), answers: answers, score: score,
            late: row.bool(9))
    }
}
