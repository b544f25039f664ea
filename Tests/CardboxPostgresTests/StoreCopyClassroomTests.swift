import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxPostgres

/// Classrooms move between SQLite and PostgreSQL with their members, quizzes, questions, attempts and answers.
@Suite(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
struct StoreCopyClassroomTests {
    @Test func aClassroomWithAnAnsweredAttemptMovesWithItsIds() throws {
        let directory = try TemporaryDirectory()
        let source = try SQLiteStore(path: directory.path + "/source.sqlite")
        let start = try ClassroomStoreContract.Start(store: source)
        let quiz = try source.createQuiz(
            NewQuiz(
                classroomID: start.classroom.id, name: "Week 1", deadline: nil, publishedAt: Fixtures.now,
                createdAt: Fixtures.now,
                questions: [QuestionContent(prompt: "2 + 2?", rightOption: "4", wrongOptions: ["3", "5", "22"])]))
        let question = try #require(try source.questions(of: quiz.id).first)
        let attempt = try source.startAttempt(
            NewAttempt(quizID: quiz.id, studentID: start.sam.id, number: 1, seed: 77, startedAt: Fixtures.now))
        try source.saveAnswer(to: question.id, in: attempt.id, by: start.sam.id) { _ in 2 }
        _ = try source.submitAttempt(attempt.id, by: start.sam.id) { current in
            try AttemptRules.submit(
                current.attempt, quiz: quiz, questions: [question], at: Fixtures.now.addingTimeInterval(5))
        }

        let target = try TestDatabase.freshStore()
        let report = try StoreCopy.copy(from: source.database, to: target.database)
        #expect(report.counts.first { $0.table == "quiz_answer" }?.rows == 1)
        #expect(report.counts.first { $0.table == "classroom_member" }?.rows == 3)
        #expect(try target.findAttempt(attempt.id) == source.findAttempt(attempt.id))
        #expect(try target.members(of: start.classroom.id) == source.members(of: start.classroom.id))
        #expect(try target.findClassroom(joinPassword: start.classroom.joinPassword)?.id == start.classroom.id)
        let next = try target.createQuiz(
            NewQuiz(
                classroomID: start.classroom.id, name: "Week 2", deadline: nil, publishedAt: nil,
                createdAt: Fixtures.now,
                questions: [QuestionContent(prompt: "3 + 3?", rightOption: "6", wrongOptions: ["5", "7", "33"])]))
        #expect(next.id.rawValue > quiz.id.rawValue)
    }
}
