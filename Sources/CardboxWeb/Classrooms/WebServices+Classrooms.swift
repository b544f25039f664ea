import CardboxClassrooms
import CardboxCore
import CardboxHTTP
import Foundation

/// The classroom use cases as the pages and the API call them: the signed-in user as the actor, the server's clock
/// and random numbers, and refusals turned into ``WebError``s.
extension WebServices {
    /// Creates a classroom taught by `teacher` with a fresh join password.
    func createClassroom(named name: String, teacher: User) throws -> Classroom {
        try classroomCall {
            var generator = SystemRandomNumberGenerator()
            return try classroomUseCases.classrooms.create(
                named: name, teacher: teacher.id, at: now(), using: &generator)
        }
    }

    /// One page of the classrooms a user teaches or is enrolled in.
    func classroomList(_ query: ClassroomQuery) throws -> ClassroomOverviewPage {
        try classroomCall { try classroomUseCases.classrooms.list(query) }
    }

    /// A classroom as `viewer` sees it (the join password only for those who teach it).
    func overview(_ id: ClassroomID, viewer: User) throws -> ClassroomOverview {
        try classroomCall { try classroomUseCases.classrooms.find(id, viewer: viewer.id) }
    }

    /// Gives the classroom a new join password; the old one stops working at once.
    func regenerateJoinPassword(_ access: ClassroomAccess, by user: User) throws -> JoinPassword {
        try classroomCall {
            var generator = SystemRandomNumberGenerator()
            return try classroomUseCases.classrooms.regenerateJoinPassword(
                of: access.classroom.id, by: user.id, using: &generator)
        }
    }

    /// Deletes the classroom with everything in it.
    func deleteClassroom(_ access: ClassroomAccess, by user: User) throws {
        try classroomCall { try classroomUseCases.classrooms.delete(access.classroom.id, by: user.id) }
    }

    /// Makes `user` a student of the classroom whose join password is `typed`; wrong passwords are throttled per
    /// account.
    func join(typed: String, user: User) throws -> Classroom {
        try classroomCall { try classroomUseCases.classrooms.join(password: typed, user: user.id, at: now()) }
    }

    /// The members with their attempt counts.
    func members(of access: ClassroomAccess, by user: User) throws -> [MemberSummary] {
        try classroomCall { try classroomUseCases.members.members(of: access.classroom.id, by: user.id) }
    }

    /// The user named by `text` in a path or form, who must be a member.
    func member(_ text: String?, of access: ClassroomAccess) throws -> UserID {
        guard let raw = Self.positiveID(text),
            try classrooms.membership(in: access.classroom.id, of: UserID(rawValue: raw)) != nil
        else { throw WebError.classroom(.notMember) }
        return UserID(rawValue: raw)
    }

    /// How many attempts removing `member` would delete.
    func removalCount(of member: UserID, from access: ClassroomAccess, by user: User) throws -> Int {
        try classroomCall {
            try classroomUseCases.members.removalCount(of: member, from: access.classroom.id, by: user.id)
        }
    }

    /// Removes a member with their attempts in this classroom; returns how many went.
    func removeMember(_ member: UserID, from access: ClassroomAccess, by user: User) throws -> Int {
        try classroomCall { try classroomUseCases.members.remove(member, from: access.classroom.id, by: user.id) }
    }

    /// Makes a member a co-teacher.
    func addCoTeacher(_ member: UserID, in access: ClassroomAccess, by user: User) throws {
        try classroomCall {
            try classroomUseCases.members.addCoTeacher(member, to: access.classroom.id, by: user.id, at: now())
        }
    }

    /// Takes `user` out of the classroom.
    func leave(_ access: ClassroomAccess, user: User) throws {
        try classroomCall { try classroomUseCases.members.leave(access.classroom.id, user: user.id) }
    }

    /// Creates a quiz with all its questions.
    func createQuiz(_ quiz: NewQuiz, by user: User) throws -> Quiz {
        try classroomCall { try classroomUseCases.quizzes.create(quiz, by: user.id) }
    }

    /// Opens a quiz to students now.
    func publish(_ quiz: Quiz, by user: User) throws {
        try classroomCall { try classroomUseCases.quizzes.publish(quiz.id, at: now(), by: user.id) }
    }

    /// The classroom's quizzes as `user` may see them.
    func quizzes(in access: ClassroomAccess, by user: User, sort: QuizSort) throws -> [ClassroomQuizzes.Item] {
        try classroomCall {
            try classroomUseCases.quizzes.list(in: access.classroom.id, by: user.id, sort: sort, at: now())
        }
    }

    /// The most questions a quiz made from a deck gets.
    static let maximumDeckQuizQuestions = QuizFromDeck.maximumQuestions

    /// Makes a quiz from one of `teacher`'s decks, named after the deck unless `name` is given: a draft, or published
    /// now when `publish` is set, closing at `deadline` if there is one.
    func quizFromDeck(
        _ deckText: String?, selection: QuizFromDeck.Selection, name: String, instructions: String = "",
        settings: QuizSettings = QuizSettings(), deadline: Date? = nil, publish: Bool = false, teacher: User,
        access: ClassroomAccess
    ) throws -> QuizFromDeck.Outcome {
        let deck = try ownedDeck(deckText, of: teacher)
        let quizName = name.trimmingCharacters(in: .whitespaces).isEmpty ? deck.name : name
        return try classroomCall {
            var generator = SystemRandomNumberGenerator()
            let request = QuizFromDeck.Request(
                deckID: deck.id,
                quiz: NewQuiz(
                    classroomID: access.classroom.id, name: quizName, instructions: instructions, deadline: deadline,
                    settings: settings, publishedAt: publish ? now() : nil, createdAt: now(), questions: []),
                selection: selection, seed: generator.next())
            return try classroomUseCases.quizFromDeck.make(request, by: teacher.id)
        }
    }

    /// Starts `user`'s next attempt at the quiz named by `text` in `classroom`, or returns the one in progress.
    func startAttempt(at text: String?, in classroom: ClassroomID, user: User) throws -> AttemptView {
        guard let raw = Self.positiveID(text) else { throw WebError.quiz(.notFound) }
        return try classroomCall {
            var generator = SystemRandomNumberGenerator()
            return try classroomUseCases.taking.start(
                QuizID(rawValue: raw), within: classroom, student: user.id, at: now(), using: &generator)
        }
    }

    /// An attempt as `user` sees it: their own through the use case; anyone's, with the right answers once it is
    /// submitted, for a role that sees all results (which ``attempt(_:at:user:in:)`` checked).
    func attemptView(_ attempt: Attempt, quiz: Quiz, user: User) throws -> AttemptView {
        if attempt.studentID == user.id {
            return try classroomCall { try classroomUseCases.taking.attempt(attempt.id, student: user.id, at: now()) }
        }
        var teacherView = quiz
        teacherView.settings.answerVisibility = .afterSubmit
        return AttemptView.make(
            quiz: teacherView, questions: try classrooms.questions(of: quiz.id), attempt: attempt, at: now(),
            gracePeriodSeconds: classroomUseCases.taking.gracePeriodSeconds)
    }

    /// Saves the option shown at `position` (from 0, in the attempt's own order) for one question of `user`'s own
    /// attempt at `place` (``attemptAddress(_:in:)``).
    func saveAnswer(
        position: Int, to question: QuestionID, in attempt: AttemptID, at place: AttemptPlace, user: User
    ) throws {
        try attemptCall {
            try classroomUseCases.taking.saveAnswer(
                shown: position, to: question, in: attempt, within: place, student: user.id, at: now())
        }
    }

    /// Submits `user`'s own attempt at `place` once (a second submit returns the first result), after saving the
    /// options chosen in `answers` (question and position) unless it was submitted before, and tells the quiz's
    /// dashboards when this submit was the first.
    func submitAttempt(
        _ attempt: AttemptID, at place: AttemptPlace, answers: [(QuestionID, Int)] = [], user: User
    ) throws -> AttemptView {
        let taking = classroomUseCases.taking
        let submission = try attemptCall {
            for (question, position) in answers {
                do {
                    try taking.saveAnswer(
                        shown: position, to: question, in: attempt, within: place, student: user.id, at: now())
                } catch ClassroomQuizError.alreadySubmitted {
                    break
                }
            }
            return try taking.submit(attempt, within: place, student: user.id, at: now())
        }
        if submission.isFirst {
            ClassroomEvents(services: self).attemptSubmitted(submission.view.attempt, quiz: submission.view.quiz)
        }
        return submission.view
    }

    /// Runs `body` as ``classroomCall(_:)`` does, with a missing attempt reported as such.
    func attemptCall<T>(_ body: () throws -> T) throws -> T {
        try classroomCall {
            do {
                return try body()
            } catch ClassroomQuizError.notFound {
                throw Self.noSuchAttempt
            }
        }
    }

    /// The quiz's results over the classroom's students.
    func report(of quiz: Quiz, by user: User) throws -> ClassroomResults.Report {
        try classroomCall { try classroomUseCases.results.report(for: quiz.id, by: user.id) }
    }
}
