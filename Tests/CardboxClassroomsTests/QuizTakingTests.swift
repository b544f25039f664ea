import CardboxClassrooms
import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Taking a quiz on a fixed clock: layout, saving by shown place, submitting once, deadlines and attempts.
@Suite struct QuizTakingTests {
    typealias Bed = ClassroomTestBed

    @Test func anAttemptShowsShuffledOptionsWithoutRevealingTheRightOne() throws {
        let bed = try Bed()
        let quiz = try bed.createQuiz()
        var generator = SplitMix64(seed: 8)
        let view = try bed.taking.start(quiz.id, student: bed.sam.id, at: Bed.at(5), using: &generator)
        #expect(view.items.count == 3)
        #expect(view.items.allSatisfy { $0.right == nil && $0.explanation == nil && $0.chosen == nil })
        #expect(view.items.allSatisfy { $0.options.count == 4 })
        #expect(!view.showsAnswers)
        #expect(view.dueAt == Bed.at(3600))
        let again = try bed.taking.start(quiz.id, student: bed.sam.id, at: Bed.at(6), using: &generator)
        #expect(again.attempt.id == view.attempt.id)
        #expect(again.items == view.items)
    }

    @Test func answersAreSavedByTheirShownPlaceAndScoredOnSubmit() throws {
        let bed = try Bed()
        let quiz = try bed.createQuiz()
        var generator = SplitMix64(seed: 8)
        let view = try bed.taking.start(quiz.id, student: bed.sam.id, at: Bed.at(5), using: &generator)
        for item in view.items {
            let right = try #require(item.options.firstIndex { $0.hasPrefix("right") })
            let wrong = try #require(item.options.firstIndex { $0.hasPrefix("wrong") })
            try bed.taking.saveAnswer(
                shown: item.prompt == "Question 0?" ? wrong : right, to: item.questionID, in: view.attempt.id,
                student: bed.sam.id, at: Bed.at(10))
        }
        let reloaded = try bed.taking.attempt(view.attempt.id, student: bed.sam.id, at: Bed.at(11))
        #expect(reloaded.items.allSatisfy { $0.chosen != nil })
        let submission = try bed.taking.submit(view.attempt.id, student: bed.sam.id, at: Bed.at(20))
        let submitted = submission.view
        #expect(submission.isFirst)
        #expect(submitted.attempt.score == AttemptScore(right: 2, total: 3))
        #expect(!submitted.attempt.late)
        #expect(submitted.showsAnswers)
        #expect(submitted.items.allSatisfy { $0.right != nil && $0.explanation?.hasPrefix("Because") == true })
        let twice = try bed.taking.submit(view.attempt.id, student: bed.sam.id, at: Bed.at(30))
        #expect(twice.view.attempt == submitted.attempt)
        #expect(!twice.isFirst)
        #expect(throws: ClassroomQuizError.alreadySubmitted) {
            try bed.taking.saveAnswer(
                shown: 0, to: view.items[0].questionID, in: view.attempt.id, student: bed.sam.id, at: Bed.at(31))
        }
        #expect(throws: ClassroomQuizError.unknownOption) {
            let next = try bed.taking.start(quiz.id, student: bed.sam.id, at: Bed.at(40), using: &generator)
            try bed.taking.saveAnswer(
                shown: 4, to: next.items[0].questionID, in: next.attempt.id, student: bed.sam.id, at: Bed.at(41))
        }
    }

    @Test func anotherStudentsAttemptIsNotFound() throws {
        let bed = try Bed()
        let quiz = try bed.createQuiz()
        var generator = SplitMix64(seed: 8)
        let view = try bed.taking.start(quiz.id, student: bed.sam.id, at: Bed.at(5), using: &generator)
        #expect(throws: ClassroomQuizError.notFound) {
            try bed.taking.attempt(view.attempt.id, student: bed.kim.id, at: Bed.at(6))
        }
        #expect(throws: ClassroomQuizError.notFound) {
            try bed.taking.submit(view.attempt.id, student: bed.kim.id, at: Bed.at(6))
        }
        #expect(throws: ClassroomQuizError.notFound) {
            try bed.taking.saveAnswer(
                shown: 0, to: view.items[0].questionID, in: view.attempt.id, student: bed.kim.id, at: Bed.at(6))
        }
        #expect(try bed.store.findAttempt(view.attempt.id)?.answers == [:])
        #expect(try bed.store.findAttempt(view.attempt.id)?.isSubmitted == false)
    }

    @Test func anAttemptAddressedAtAnotherQuizOrClassroomIsNotFound() throws {
        let bed = try Bed()
        let quiz = try bed.createQuiz()
        let other = try bed.createQuiz(bed.newQuiz(name: "Other"))
        var generator = SplitMix64(seed: 8)
        let view = try bed.taking.start(quiz.id, student: bed.sam.id, at: Bed.at(5), using: &generator)
        let question = view.items[0].questionID
        for place in [
            AttemptPlace(classroomID: quiz.classroomID, quizID: other.id),
            AttemptPlace(classroomID: ClassroomID(rawValue: quiz.classroomID.rawValue + 1), quizID: quiz.id),
        ] {
            #expect(throws: ClassroomQuizError.notFound) {
                try bed.taking.saveAnswer(
                    shown: 0, to: question, in: view.attempt.id, within: place, student: bed.sam.id, at: Bed.at(6))
            }
            #expect(throws: ClassroomQuizError.notFound) {
                try bed.taking.submit(view.attempt.id, within: place, student: bed.sam.id, at: Bed.at(6))
            }
        }
        #expect(try bed.store.findAttempt(view.attempt.id)?.answers == [:])
        let here = AttemptPlace(classroomID: quiz.classroomID, quizID: quiz.id)
        try bed.taking.saveAnswer(
            shown: 0, to: question, in: view.attempt.id, within: here, student: bed.sam.id, at: Bed.at(7))
        #expect(try bed.taking.submit(view.attempt.id, within: here, student: bed.sam.id, at: Bed.at(8)).isFirst)
    }

    @Test func theDeadlineGraceAndAttemptsAllowedAreEnforced() throws {
        let bed = try Bed()
        let quiz = try bed.createQuiz(
            bed.newQuiz(settings: QuizSettings(attemptsAllowed: 1, answerVisibility: .afterDeadline)))
        var generator = SplitMix64(seed: 8)
        let view = try bed.taking.start(quiz.id, student: bed.sam.id, at: Bed.at(3500), using: &generator)
        let late = try bed.taking.submit(view.attempt.id, student: bed.sam.id, at: Bed.at(3650))
        #expect(late.view.attempt.late)
        let early = try bed.taking.start(quiz.id, student: bed.kim.id, at: Bed.at(100), using: &generator)
        let onTime = try bed.taking.submit(early.attempt.id, student: bed.kim.id, at: Bed.at(200))
        #expect(!onTime.view.attempt.late)
        #expect(!onTime.view.showsAnswers)
        #expect(onTime.view.items.allSatisfy { $0.right == nil })
        #expect(try bed.taking.attempt(early.attempt.id, student: bed.kim.id, at: Bed.at(3600)).showsAnswers)
        #expect(throws: ClassroomQuizError.closed) {
            try bed.taking.start(quiz.id, student: bed.kim.id, at: Bed.at(3600), using: &generator)
        }
        let open = try bed.createQuiz(
            bed.newQuiz(name: "Open", settings: QuizSettings(attemptsAllowed: 1), deadline: nil))
        let first = try bed.taking.start(open.id, student: bed.kim.id, at: Bed.at(1), using: &generator)
        _ = try bed.taking.submit(first.attempt.id, student: bed.kim.id, at: Bed.at(2))
        #expect(throws: ClassroomQuizError.noAttemptsLeft(allowed: 1)) {
            try bed.taking.start(open.id, student: bed.kim.id, at: Bed.at(3), using: &generator)
        }
        let timed = try bed.createQuiz(
            bed.newQuiz(name: "Timed", settings: QuizSettings(timeLimitSeconds: 60), deadline: nil))
        let quick = try bed.taking.start(timed.id, student: bed.kim.id, at: Bed.at(0), using: &generator)
        #expect(throws: ClassroomQuizError.timeUp) {
            try bed.taking.submit(quick.attempt.id, student: bed.kim.id, at: Bed.at(60 + 121))
        }
    }

    @Test func draftsAreHiddenFromStudentsAndTeachersDoNotTakeQuizzes() throws {
        let bed = try Bed()
        let draft = try bed.createQuiz(bed.newQuiz(name: "Draft", published: false))
        let published = try bed.createQuiz()
        var generator = SplitMix64(seed: 8)
        #expect(throws: ClassroomQuizError.notFound) {
            try bed.taking.start(draft.id, student: bed.sam.id, at: Bed.now, using: &generator)
        }
        #expect(throws: ClassroomError.notAllowed) {
            try bed.taking.start(published.id, student: bed.teacher.id, at: Bed.now, using: &generator)
        }
        let studentList = try bed.quizzes.list(in: bed.classroom.id, by: bed.sam.id, sort: .newest, at: Bed.now)
        #expect(studentList.map(\.summary.quiz.name) == ["Week 1"])
        let teacherList = try bed.quizzes.list(in: bed.classroom.id, by: bed.coTeacher.id, sort: .deadline, at: Bed.now)
        #expect(Set(teacherList.map(\.state)) == [.draft, .open])
        #expect(throws: ClassroomQuizError.notFound) { try bed.quizzes.quiz(draft.id, by: bed.sam.id, at: Bed.now) }
        #expect(throws: ClassroomQuizError.notFound) {
            try bed.quizzes.quiz(published.id, by: bed.outsider.id, at: Bed.now)
        }
    }

    @Test func quizzesAreValidatedAndLockedOnceStarted() throws {
        let bed = try Bed()
        var bad = bed.newQuiz()
        bad.questions[2].wrongOptions = ["only one"]
        #expect(throws: ClassroomQuizError.invalidQuestion(index: 2, reason: .tooFewWrongOptions(minimum: 3))) {
            try bed.quizzes.create(bad, by: bed.teacher.id)
        }
        #expect(throws: ClassroomError.notAllowed) { try bed.quizzes.create(bed.newQuiz(), by: bed.sam.id) }
        let quiz = try bed.createQuiz()
        #expect(quiz.instructions == "Good luck.")
        let edited = try bed.quizzes.update(
            quiz.id, with: bed.newQuiz(name: "Week one", questions: 4), by: bed.coTeacher.id)
        #expect(edited.name == "Week one")
        #expect(try bed.quizzes.quizForEditing(quiz.id, by: bed.teacher.id).questions.count == 4)
        var generator = SplitMix64(seed: 8)
        _ = try bed.taking.start(quiz.id, student: bed.sam.id, at: Bed.now, using: &generator)
        #expect(throws: ClassroomQuizError.locked) {
            try bed.quizzes.update(quiz.id, with: bed.newQuiz(), by: bed.teacher.id)
        }
        try bed.quizzes.setDeadline(quiz.id, to: Bed.at(7200), by: bed.teacher.id)
        try bed.quizzes.publish(quiz.id, at: nil, by: bed.teacher.id)
        #expect(throws: ClassroomError.notAllowed) { try bed.quizzes.delete(quiz.id, by: bed.sam.id) }
        try bed.quizzes.delete(quiz.id, by: bed.coTeacher.id)
        #expect(try bed.quizzes.list(in: bed.classroom.id, by: bed.teacher.id, sort: .newest, at: Bed.now).isEmpty)
    }
}
