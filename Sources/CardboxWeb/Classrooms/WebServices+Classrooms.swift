import CardboxCore
import CardboxHTTP
import Foundation

/// The classroom operations the pages and the API share, each one store call behind the core's rules.
extension WebServices {
    /// How often a new join password is drawn when the one drawn is in use.
    static let joinPasswordDraws = 8

    /// Creates a classroom taught by `teacher` with a fresh join password.
    func createClassroom(named text: String, teacher: User) throws -> Classroom {
        let name = try classroomCall { try ClassroomName.validated(text) }
        return try withFreshJoinPassword { password in
            try classrooms.createClassroom(
                NewClassroom(teacherID: teacher.id, name: name, joinPassword: password, createdAt: now()))
        }
    }

    /// Gives the classroom a new join password; the old one stops working at once.
    func regenerateJoinPassword(_ access: ClassroomAccess) throws -> JoinPassword {
        try withFreshJoinPassword { password in
            try classrooms.replaceJoinPassword(of: access.classroom.id, with: password)
            return password
        }
    }

    private func withFreshJoinPassword<T>(_ body: (JoinPassword) throws -> T) throws -> T {
        var generator = SystemRandomNumberGenerator()
        for _ in 1..<Self.joinPasswordDraws {
            do {
                return try body(JoinPassword.generate(using: &generator))
            } catch ClassroomError.joinPasswordTaken {
                continue
            } catch let error as ClassroomError {
                throw WebError.classroom(error)
            }
        }
        return try classroomCall { try body(JoinPassword.generate(using: &generator)) }
    }

    /// Makes `user` a student of the classroom whose join password is `typed`; wrong passwords are throttled per
    /// account, never per address, since a whole class may share one school address.
    func join(typed: String, user: User) throws -> Classroom {
        let key = "join-user-\(user.id)"
        if let wait = joinThrottle.wait(account: key, address: key) {
            throw WebError.classroom(.tooManyAttempts(retryAfterSeconds: Int(wait.rounded(.up))))
        }
        guard let password = JoinPassword.normalized(typed: typed),
            let classroom = try classrooms.findClassroom(joinPassword: password)
        else {
            joinThrottle.recordFailure(account: key, address: key)
            throw WebError.classroom(.wrongJoinPassword)
        }
        joinThrottle.recordSuccess(account: key, address: key)
        try classroomCall {
            if try classrooms.membership(in: classroom.id, of: user.id) != nil { throw ClassroomError.alreadyMember }
            try classrooms.addMember(
                Membership(classroomID: classroom.id, userID: user.id, role: .student, joinedAt: now()))
        }
        return classroom
    }

    /// The member named by `text`, with their membership.
    func member(_ text: String?, of access: ClassroomAccess) throws -> Membership {
        guard let raw = text.flatMap(Int64.init), raw > 0,
            let membership = try classrooms.membership(in: access.classroom.id, of: UserID(rawValue: raw))
        else { throw WebError.classroom(.notMember) }
        return membership
    }

    /// Removes a member (never the teacher) with their attempts in this classroom; returns how many went.
    func removeMember(_ member: Membership, from access: ClassroomAccess) throws -> Int {
        guard member.role != .teacher else { throw WebError.classroom(.teacherCannotLeave) }
        let removed = try classroomCall { try classrooms.removeMember(member.userID, from: access.classroom.id) }
        return removed
    }

    /// Makes a student of the classroom a co-teacher.
    func addCoTeacher(_ member: Membership, in access: ClassroomAccess) throws {
        guard member.role == .student else {
            throw WebError.invalid("Only a student of the classroom can become a co-teacher.", field: "user_id")
        }
        try classroomCall { try classrooms.setRole(.coTeacher, in: access.classroom.id, of: member.userID) }
    }

    /// Validates and creates a quiz with all its questions.
    func createQuiz(_ quiz: NewQuiz) throws -> Quiz {
        try classroomCall {
            var checked = quiz
            checked.name = try Quiz.validatedName(quiz.name)
            checked.settings = try quiz.settings.validated()
            guard !quiz.questions.isEmpty else { throw ClassroomQuizError.noQuestions }
            checked.questions = try quiz.questions.enumerated().map { index, question in
                do throws(QuestionError) {
                    return try question.validated()
                } catch {
                    throw ClassroomQuizError.invalidQuestion(index: index, reason: error)
                }
            }
            return try classrooms.createQuiz(checked)
        }
    }

    /// Starts `user`'s next attempt at `quiz`, or returns the one still in progress.
    func startAttempt(at quiz: Quiz, user: User) throws -> Attempt {
        try classroomCall {
            let previous = try classrooms.attempts(at: quiz.id, by: user.id)
            switch try AttemptRules.mayStart(quiz, previous: previous, at: now()) {
            case .resume(let id):
                guard let attempt = try classrooms.findAttempt(id) else { throw ClassroomQuizError.notFound }
                return attempt
            case .start(let number):
                var generator = SystemRandomNumberGenerator()
                return try classrooms.startAttempt(
                    NewAttempt(
                        quizID: quiz.id, studentID: user.id, number: number, seed: generator.next(),
                        startedAt: now()))
            }
        }
    }

    /// Saves the option shown at `position` (from 0, in the attempt's own order) for one question.
    func saveAnswer(position: Int, to question: QuestionID, in attempt: Attempt, quiz: Quiz) throws {
        try classroomCall {
            let questions = try classrooms.questions(of: quiz.id)
            let layout = AttemptLayout.make(questions: questions, settings: quiz.settings, seed: attempt.seed)
            guard let item = layout.items.first(where: { $0.questionID == question }) else {
                throw ClassroomQuizError.unknownQuestion
            }
            guard item.optionOrder.indices.contains(position) else { throw ClassroomQuizError.unknownOption }
            let option = item.optionOrder[position]
            try AttemptRules.checkAnswer(
                option: option, to: question, in: attempt, quiz: quiz, questions: questions, at: now())
            try classrooms.saveAnswer(option: option, to: question, in: attempt.id)
        }
    }

    /// Submits an attempt once (a second submit returns the first result) and tells the quiz's dashboards the first
    /// time.
    func submitAttempt(_ attempt: Attempt, quiz: Quiz) throws -> Attempt {
        let current = try classrooms.findAttempt(attempt.id) ?? attempt
        guard !current.isSubmitted else { return current }
        let submitted = try classroomCall {
            let graded = try AttemptRules.submit(
                current, quiz: quiz, questions: try classrooms.questions(of: quiz.id), at: now())
            return try classrooms.submitAttempt(graded)
        }
        ClassroomEvents(services: self).attemptSubmitted(submitted, quiz: quiz)
        return submitted
    }

    /// The quiz's results over the classroom's current students.
    func results(of quiz: Quiz) throws -> (results: QuizResults, questions: [Question], members: [MemberSummary]) {
        let questions = try classrooms.questions(of: quiz.id)
        let members = try classrooms.members(of: quiz.classroomID)
        let students = members.filter { $0.membership.role == .student }.map(\.membership.userID)
        let results = QuizResults.aggregate(
            questions: questions, students: students, attempts: try classrooms.attempts(at: quiz.id),
            grading: quiz.settings.grading)
        return (results, questions, members)
    }
}
