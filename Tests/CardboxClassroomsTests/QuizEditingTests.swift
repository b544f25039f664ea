import CardboxClassrooms
import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Editing a quiz until its first attempt, moving its deadline at any time, deleting it with its attempts, and
/// renaming a classroom, on a fixed clock.
@Suite struct QuizEditingTests {
    typealias Bed = ClassroomTestBed

    @Test func everythingChangesInOneStepUntilTheFirstAttempt() throws {
        let bed = try Bed()
        let quiz = try bed.createQuiz()
        var edited = bed.newQuiz(
            name: "  Week   one ", questions: 4,
            settings: QuizSettings(
                attemptsAllowed: 0, grading: .last, shuffleQuestions: false, shuffleOptions: false,
                answerVisibility: .never, timeLimitSeconds: 600),
            deadline: 7200)
        edited.instructions = "Read carefully."
        let saved = try bed.quizzes.update(quiz.id, with: edited, by: bed.teacher.id)
        #expect(saved.name == "Week one")
        #expect(saved.instructions == "Read carefully.")
        #expect(saved.deadline == Bed.at(7200))
        #expect(saved.settings == edited.settings)
        #expect(saved.createdAt == quiz.createdAt)
        let stored = try bed.quizzes.quizForEditing(quiz.id, by: bed.teacher.id)
        #expect(stored.quiz == saved)
        #expect(stored.questions.map(\.content) == edited.questions)
    }

    @Test func anInvalidEditChangesNothing() throws {
        let bed = try Bed()
        let quiz = try bed.createQuiz()
        let before = try bed.quizzes.quizForEditing(quiz.id, by: bed.teacher.id)
        var bad = bed.newQuiz(name: "Week two", questions: 5)
        bad.questions[4].wrongOptions = ["one"]
        #expect(throws: ClassroomQuizError.invalidQuestion(index: 4, reason: .tooFewWrongOptions(minimum: 3))) {
            try bed.quizzes.update(quiz.id, with: bad, by: bed.teacher.id)
        }
        _ = try bed.quizzes.create(bed.newQuiz(name: "Week 2"), by: bed.teacher.id)
        #expect(throws: ClassroomQuizError.nameTaken("week 2")) {
            try bed.quizzes.update(quiz.id, with: bed.newQuiz(name: " week  2"), by: bed.teacher.id)
        }
        let after = try bed.quizzes.quizForEditing(quiz.id, by: bed.teacher.id)
        #expect(after.quiz == before.quiz)
        #expect(after.questions == before.questions)
    }

    @Test func afterTheFirstAttemptOnlyTheDeadlineMoves() throws {
        let bed = try Bed()
        let quiz = try bed.createQuiz()
        var generator = SplitMix64(seed: 4)
        _ = try bed.taking.start(quiz.id, student: bed.sam.id, at: Bed.now, using: &generator)
        #expect(throws: ClassroomQuizError.locked) {
            try bed.quizzes.update(quiz.id, with: bed.newQuiz(name: "Renamed"), by: bed.teacher.id)
        }
        #expect(throws: ClassroomQuizError.locked) {
            try bed.quizzes.update(quiz.id, with: bed.newQuiz(questions: 2), by: bed.teacher.id)
        }
        #expect(ClassroomQuizError.locked.description.contains("only its deadline can change"))

        let later = try bed.quizzes.update(quiz.id, with: bed.newQuiz(deadline: 86_400), by: bed.teacher.id)
        #expect(later.deadline == Bed.at(86_400))
        try bed.quizzes.setDeadline(quiz.id, to: nil, by: bed.coTeacher.id)
        #expect(try bed.quizzes.quiz(quiz.id, by: bed.sam.id, at: Bed.now).deadline == nil)
        let questions = try bed.quizzes.quizForEditing(quiz.id, by: bed.teacher.id).questions
        #expect(questions.count == 3)
    }

    @Test func deletingAQuizSaysHowManyAttemptsGoAndTakesOnlyThose() throws {
        let bed = try Bed()
        let quiz = try bed.createQuiz()
        let other = try bed.createQuiz(bed.newQuiz(name: "Week 2"))
        var generator = SplitMix64(seed: 5)
        for student in [bed.sam, bed.kim] {
            _ = try bed.taking.start(quiz.id, student: student.id, at: Bed.now, using: &generator)
        }
        _ = try bed.taking.start(other.id, student: bed.sam.id, at: Bed.now, using: &generator)
        #expect(try bed.quizzes.deletionCount(of: quiz.id, by: bed.coTeacher.id) == 2)
        #expect(throws: ClassroomError.notAllowed) { try bed.quizzes.deletionCount(of: quiz.id, by: bed.sam.id) }
        #expect(try bed.quizzes.delete(quiz.id, by: bed.teacher.id) == 2)
        #expect(try bed.store.attempts(at: quiz.id).isEmpty)
        #expect(try bed.store.findQuiz(quiz.id) == nil)
        #expect(try bed.store.attempts(at: other.id).count == 1)
        #expect(throws: ClassroomQuizError.notFound) { try bed.quizzes.delete(quiz.id, by: bed.teacher.id) }
    }

    @Test func aRenameIsTrimmedAndUniquePerTeacherIgnoringCaseAndSpaces() throws {
        let bed = try Bed()
        var generator = SplitMix64(seed: 6)
        _ = try bed.classrooms.create(named: "Chemistry", teacher: bed.teacher.id, at: Bed.now, using: &generator)
        _ = try bed.classrooms.create(named: "Physics", teacher: bed.kim.id, at: Bed.now, using: &generator)
        try bed.classrooms.rename(bed.classroom.id, to: "  Biology   2 ", by: bed.teacher.id)
        #expect(try bed.classrooms.find(bed.classroom.id, viewer: bed.teacher.id).name == "Biology 2")
        #expect(throws: ClassroomError.nameTaken("CHEMISTRY")) {
            try bed.classrooms.rename(bed.classroom.id, to: " CHEMISTRY ", by: bed.teacher.id)
        }
        #expect(throws: ClassroomError.emptyName) {
            try bed.classrooms.rename(bed.classroom.id, to: "  ", by: bed.teacher.id)
        }
        try bed.classrooms.rename(bed.classroom.id, to: "physics", by: bed.coTeacher.id)
        #expect(try bed.classrooms.find(bed.classroom.id, viewer: bed.sam.id).name == "physics")
    }
}
