public import CardboxCore
import CardboxInterchange
public import Foundation

/// What teachers see of everyone's work: the aggregate results of a quiz and the CSV downloads.
public struct ClassroomResults: Sendable {
    /// Where attempts are stored.
    public var store: any ClassroomStore

    /// Creates the use cases.
    public init(store: any ClassroomStore) { self.store = store }

    /// A quiz's results with the names of the students, as the dashboard shows them.
    public struct Report: Sendable, Equatable {
        /// The quiz.
        public var quiz: Quiz
        /// Its questions in quiz order.
        public var questions: [Question]
        /// The students, with their current names, in member-list order.
        public var students: [MemberSummary]
        /// The aggregate.
        public var results: QuizResults

        /// Creates the value.
        public init(quiz: Quiz, questions: [Question], students: [MemberSummary], results: QuizResults) {
            self.quiz = quiz
            self.questions = questions
            self.students = students
            self.results = results
        }
    }

    /// One quiz as a student's own results list shows it.
    public struct OwnGrade: Sendable, Equatable {
        /// The quiz.
        public var quiz: Quiz
        /// Open or closed.
        public var state: QuizState
        /// The student's attempts, by number.
        public var attempts: [Attempt]
        /// The graded score (0–1) under the quiz's grading method, or `nil` while nothing is submitted.
        public var gradedScore: Double?

        /// Creates the value.
        public init(quiz: Quiz, state: QuizState, attempts: [Attempt], gradedScore: Double?) {
            self.quiz = quiz
            self.state = state
            self.attempts = attempts
            self.gradedScore = gradedScore
        }
    }

    /// A student's own attempts and grade in every published quiz of a classroom, soonest deadline first.
    public func ownGrades(in classroom: ClassroomID, student: UserID, at now: Date) throws -> [OwnGrade] {
        try ClassroomAccess(store: store).require(.viewOwnResults, by: student, in: classroom)
        return try store.quizzes(in: classroom, sort: .deadline).map(\.quiz).filter { $0.state(at: now) != .draft }
            .map { quiz in
                let attempts = try store.attempts(at: quiz.id, by: student)
                return OwnGrade(
                    quiz: quiz, state: quiz.state(at: now), attempts: attempts,
                    gradedScore: quiz.settings.grading.gradedScore(of: attempts))
            }
    }

    /// The results of a quiz (teacher or co-teacher).
    public func report(for quizID: QuizID, by user: UserID) throws -> Report {
        let quiz = try ClassroomAccess(store: store).quiz(quizID, for: .viewAllResults, by: user).quiz
        let questions = try store.questions(of: quizID)
        let students = try store.members(of: quiz.classroomID).filter { $0.membership.role == .student }
        let results = QuizResults.aggregate(
            questions: questions, students: students.map(\.membership.userID), attempts: try store.attempts(at: quizID),
            grading: quiz.settings.grading)
        return Report(quiz: quiz, questions: questions, students: students, results: results)
    }

    /// Every attempt at a quiz as CSV: one row per student and attempt, one column per question.
    public func quizCSV(for quizID: QuizID, by user: UserID) throws -> String {
        let quiz = try ClassroomAccess(store: store).quiz(quizID, for: .exportResults, by: user).quiz
        let students = try store.members(of: quiz.classroomID).filter { $0.membership.role == .student }
        return ClassroomCSV.quizExport(
            quiz: quiz, questions: try store.questions(of: quizID), students: students,
            attempts: try store.attempts(at: quizID))
    }

    /// Every student's graded score in every quiz of a classroom as CSV.
    public func classroomCSV(for classroom: ClassroomID, by user: UserID) throws -> String {
        try ClassroomAccess(store: store).require(.exportResults, by: user, in: classroom)
        let students = try store.members(of: classroom).filter { $0.membership.role == .student }
        let quizzes = try store.quizzes(in: classroom, sort: .deadline).map(\.quiz)
        return ClassroomCSV.classroomExport(
            quizzes: quizzes, students: students, attempts: try store.attempts(in: classroom))
    }
}
