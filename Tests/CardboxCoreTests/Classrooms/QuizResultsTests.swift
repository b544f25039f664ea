import CardboxCore
import Testing

/// The teacher's aggregate: per student, per question, and "N of M answered".
@Suite struct QuizResultsTests {
    typealias F = ClassroomFixtures
    let q1 = QuestionID(rawValue: 1)
    let q2 = QuestionID(rawValue: 2)

    var results: QuizResults {
        let attempts = [
            F.attempt(
                1, student: 10, number: 1, submitted: 5, answers: [q1: 0, q2: 2], score: .init(right: 1, total: 2)),
            F.attempt(
                2, student: 10, number: 2, submitted: 9, answers: [q1: 0, q2: 0], score: .init(right: 2, total: 2)),
            F.attempt(
                3, student: 11, number: 1, submitted: 7, answers: [q1: 3, q2: 2], score: .init(right: 0, total: 2)),
            F.attempt(4, student: 12, number: 1, answers: [q1: 1]),
            F.attempt(5, student: 99, number: 1, submitted: 3, answers: [q1: 1], score: .init(right: 0, total: 2)),
        ]
        let students = [10, 11, 12, 13].map { UserID(rawValue: $0) }
        return QuizResults.aggregate(
            questions: F.questions(2), students: students, attempts: attempts, grading: .average)
    }

    @Test func nOfMCountsStudentsWithASubmittedAttempt() {
        #expect(results.answeredCount == 2)
        #expect(results.memberCount == 4)
        #expect(results.submittedAttempts == 3)
    }

    @Test func studentRowsCarryAttemptsGradeAndLast() throws {
        let rows = results.students
        #expect(rows.map(\.userID.rawValue) == [10, 11, 12, 13])
        #expect(rows[0].submittedAttempts == 2)
        #expect(try #require(rows[0].gradedScore) == 0.75)
        #expect(rows[0].lastScore == AttemptScore(right: 2, total: 2))
        #expect(rows[0].lastSubmittedAt == F.at(9))
        #expect(rows[2].submittedAttempts == 0)
        #expect(rows[2].attemptsInProgress == 1)
        #expect(rows[2].gradedScore == nil)
        #expect(rows[3].lastScore == nil)
    }

    @Test func questionRowsCountRightAndTheMostChosenWrongOption() throws {
        let first = results.questions[0]
        #expect(first.answered == 3)
        #expect(first.right == 2)
        #expect(first.optionCounts == [2, 0, 0, 1])
        #expect(first.mostChosenWrongOption == 3)
        #expect(try #require(first.percentRight(of: results.submittedAttempts)) > 66.6)
        let second = results.questions[1]
        #expect(second.right == 1)
        #expect(second.mostChosenWrongOption == 2)
    }

    @Test func tiesGoToTheLowerOptionAndNoWrongAnswersGiveNone() {
        let attempts = [
            F.attempt(1, student: 1, submitted: 1, answers: [q1: 3]),
            F.attempt(2, student: 2, submitted: 1, answers: [q1: 2]),
        ]
        let tied = QuizResults.aggregate(
            questions: F.questions(1), students: [UserID(rawValue: 1), UserID(rawValue: 2)], attempts: attempts,
            grading: .highest)
        #expect(tied.questions[0].mostChosenWrongOption == 2)
        let none = QuizResults.aggregate(questions: F.questions(1), students: [], attempts: [], grading: .highest)
        #expect(none.questions[0].mostChosenWrongOption == nil)
        #expect(none.questions[0].percentRight(of: 0) == nil)
    }
}
