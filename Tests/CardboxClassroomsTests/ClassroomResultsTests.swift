import CardboxClassrooms
import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// The teacher's results and the CSV downloads, with names read as they are now.
@Suite struct ClassroomResultsTests {
    typealias Bed = ClassroomTestBed

    /// Sam answers everything right at +100 s; Kim starts and leaves the attempt open.
    func takenQuiz(_ bed: Bed) throws -> Quiz {
        let quiz = try bed.createQuiz(bed.newQuiz(questions: 2))
        var generator = SplitMix64(seed: 5)
        let sam = try bed.taking.start(quiz.id, student: bed.sam.id, at: Bed.at(10), using: &generator)
        for item in sam.items {
            let right = try #require(item.options.firstIndex { $0.hasPrefix("right") })
            try bed.taking.saveAnswer(
                shown: right, to: item.questionID, in: sam.attempt.id, student: bed.sam.id, at: Bed.at(50))
        }
        _ = try bed.taking.submit(sam.attempt.id, student: bed.sam.id, at: Bed.at(100))
        _ = try bed.taking.start(quiz.id, student: bed.kim.id, at: Bed.at(20), using: &generator)
        return quiz
    }

    @Test func theReportCountsWhoAnsweredAndGradesEachStudent() throws {
        let bed = try Bed()
        let quiz = try takenQuiz(bed)
        let report = try bed.results.report(for: quiz.id, by: bed.coTeacher.id)
        #expect(report.students.map(\.name) == ["Kim", "Sam"])
        #expect(report.results.answeredCount == 1)
        #expect(report.results.memberCount == 2)
        #expect(report.results.students[1].gradedScore == 1)
        #expect(report.results.students[0].attemptsInProgress == 1)
        #expect(report.results.questions.map(\.right) == [1, 1])
        #expect(throws: ClassroomError.notAllowed) { try bed.results.report(for: quiz.id, by: bed.sam.id) }
        #expect(throws: ClassroomQuizError.notFound) { try bed.results.report(for: quiz.id, by: bed.outsider.id) }
    }

    @Test func theQuizExportHasARowPerStudentAndAttemptWithTheChosenOptions() throws {
        let bed = try Bed()
        let quiz = try takenQuiz(bed)
        var sam = bed.sam
        sam.name = "=Sam, the Great"
        try bed.store.updateUser(sam)
        let csv = try bed.results.quizCSV(for: quiz.id, by: bed.teacher.id)
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines[0] == "student,attempt,Q1: Question 0?,Q2: Question 1?,score,out of,started,submitted,late")
        // Members are listed by their current name, and "=" sorts before letters.
        #expect(lines[1] == "\"'=Sam, the Great\",1,right 0,right 1,2,2,2025-06-24T08:00:10Z,2025-06-24T08:01:40Z,no")
        #expect(lines[2] == "Kim,1,,,,,2025-06-24T08:00:20Z,,")
        #expect(lines.count == 4 && lines[3].isEmpty)
        #expect(throws: ClassroomError.notAllowed) { try bed.results.quizCSV(for: quiz.id, by: bed.kim.id) }
    }

    @Test func aStudentSeesTheirOwnGradesInPublishedQuizzesOnly() throws {
        let bed = try Bed()
        let quiz = try takenQuiz(bed)
        _ = try bed.createQuiz(bed.newQuiz(name: "Draft", published: false))
        let sams = try bed.results.ownGrades(in: bed.classroom.id, student: bed.sam.id, at: Bed.at(200))
        #expect(sams.map(\.quiz.id) == [quiz.id])
        #expect(sams[0].gradedScore == 1)
        #expect(sams[0].state == .open)
        let kims = try bed.results.ownGrades(in: bed.classroom.id, student: bed.kim.id, at: Bed.at(4000))
        #expect(kims[0].attempts.count == 1)
        #expect(kims[0].gradedScore == nil)
        #expect(kims[0].state == .closed)
        #expect(throws: ClassroomError.notFound) {
            try bed.results.ownGrades(in: bed.classroom.id, student: bed.outsider.id, at: Bed.now)
        }
    }

    @Test func theClassroomExportHasARowPerStudentAndQuiz() throws {
        let bed = try Bed()
        _ = try takenQuiz(bed)
        let csv = try bed.results.classroomCSV(for: bed.classroom.id, by: bed.coTeacher.id)
        #expect(
            csv == "student,quiz,deadline,attempts,graded score (%)\r\n" + "Kim,Week 1,2025-06-24T09:00:00Z,0,\r\n"
                + "Sam,Week 1,2025-06-24T09:00:00Z,1,100.0\r\n")
        #expect(throws: ClassroomError.notFound) {
            try bed.results.classroomCSV(for: bed.classroom.id, by: bed.outsider.id)
        }
    }
}
