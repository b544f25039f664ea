import CardboxCore
import Foundation
import Testing

/// Quizzes, questions and attempts: the cases of ``ClassroomStoreContract`` for this area.
extension ClassroomStoreContract {
    /// A quiz is stored with every question in order, or not at all; its name is unique per classroom.
    public static func quizzesAreCreatedWithAllQuestionsOrNothing(_ start: Start) throws {
        let store = start.store
        let quiz = try store.createQuiz(newQuiz(start.classroom.id))
        #expect(quiz.name == "Week 1")
        #expect(quiz.settings == QuizSettings(attemptsAllowed: 2, grading: .last, timeLimitSeconds: 900))
        #expect(quiz.deadline == Fixtures.now.addingTimeInterval(86_400))
        #expect(try store.findQuiz(quiz.id) == quiz)
        let questions = try store.questions(of: quiz.id)
        #expect(questions.map(\.content) == newQuiz(start.classroom.id).questions)
        #expect(questions.map(\.position) == [0, 1, 2])
        #expect(throws: ClassroomQuizError.nameTaken("WEEK 1")) {
            try store.createQuiz(newQuiz(start.classroom.id, name: "WEEK  1"))
        }
        var broken = newQuiz(start.classroom.id, name: "Broken")
        broken.questions[1].prompt = ""
        #expect(throws: ClassroomQuizError.invalidQuestion(index: 1, reason: .emptyPrompt)) {
            try store.createQuiz(broken)
        }
        #expect(try store.quizzes(in: start.classroom.id, sort: .newest).map(\.quiz.name) == ["Week 1"])
        #expect(throws: ClassroomError.notFound) { try store.createQuiz(newQuiz(ClassroomID(rawValue: 999))) }
        var later = newQuiz(start.classroom.id, name: "Week 2", questions: 1)
        later.deadline = Fixtures.now.addingTimeInterval(3600)
        later.createdAt = Fixtures.now.addingTimeInterval(60)
        var open = newQuiz(start.classroom.id, name: "Open", questions: 1)
        open.deadline = nil
        open.createdAt = Fixtures.now.addingTimeInterval(120)
        _ = try store.createQuiz(later)
        _ = try store.createQuiz(open)
        let byDeadline = try store.quizzes(in: start.classroom.id, sort: .deadline)
        #expect(byDeadline.map(\.quiz.name) == ["Week 2", "Week 1", "Open"])
        #expect(byDeadline.map(\.questionCount) == [1, 3, 1])
        #expect(
            try store.quizzes(in: start.classroom.id, sort: .newest).map(\.quiz.name) == ["Open", "Week 2", "Week 1"])
    }

    /// A quiz's content can be replaced until someone starts it; publication and deadline can change after.
    public static func quizzesAreEditableUntilTheFirstAttempt(_ start: Start) throws {
        let store = start.store
        let quiz = try store.createQuiz(newQuiz(start.classroom.id))
        _ = try store.createQuiz(newQuiz(start.classroom.id, name: "Week 2"))
        var edited = newQuiz(start.classroom.id, name: "Week 1 (revised)", questions: 2)
        edited.settings.grading = .average
        let updated = try store.updateQuiz(quiz.id, with: edited)
        #expect(updated.name == "Week 1 (revised)")
        #expect(updated.settings.grading == .average)
        #expect(updated.createdAt == quiz.createdAt)
        #expect(try store.questions(of: quiz.id).count == 2)
        #expect(throws: ClassroomQuizError.nameTaken("week 2")) {
            try store.updateQuiz(quiz.id, with: newQuiz(start.classroom.id, name: "week 2"))
        }
        _ = try store.startAttempt(
            NewAttempt(quizID: quiz.id, studentID: start.sam.id, number: 1, seed: 9, startedAt: Fixtures.now))
        #expect(throws: ClassroomQuizError.locked) { try store.updateQuiz(quiz.id, with: edited) }
        #expect(throws: ClassroomQuizError.notFound) { try store.updateQuiz(QuizID(rawValue: 999), with: edited) }
        try store.setPublished(quiz.id, at: nil)
        try store.setDeadline(quiz.id, to: Fixtures.now)
        let stored = try #require(try store.findQuiz(quiz.id))
        #expect(stored.publishedAt == nil)
        #expect(stored.deadline == Fixtures.now)
        #expect(throws: ClassroomQuizError.notFound) { try store.setPublished(QuizID(rawValue: 999), at: nil) }
    }

    /// Answers are saved one by one and replaced; a submission is recorded once and answers then stay fixed.
    public static func attemptsSaveAnswersAndSubmitOnce(_ start: Start) throws {
        let store = start.store
        let quiz = try store.createQuiz(newQuiz(start.classroom.id))
        let questions = try store.questions(of: quiz.id)
        let attempt = try store.startAttempt(
            NewAttempt(
                quizID: quiz.id, studentID: start.sam.id, number: 1, seed: UInt64.max - 5, startedAt: Fixtures.now))
        #expect(attempt.seed == UInt64.max - 5)
        #expect(attempt.number == 1)
        #expect(!attempt.isSubmitted)
        try store.saveAnswer(to: questions[0].id, in: attempt.id, by: start.sam.id) { _ in 2 }
        // The attempt handed to the choice is read in the saving transaction, with the answers saved so far.
        try store.saveAnswer(to: questions[0].id, in: attempt.id, by: start.sam.id) { context in
            #expect(context.attempt.answers == [questions[0].id: 2])
            #expect(context.quiz == quiz)
            #expect(context.questions == questions)
            #expect(context.membership?.role == .student)
            return 0
        }
        try store.saveAnswer(to: questions[1].id, in: attempt.id, by: start.sam.id) { _ in 3 }
        let other = try store.createQuiz(newQuiz(start.classroom.id, name: "Other"))
        let foreign = try store.questions(of: other.id)[0].id
        #expect(throws: ClassroomQuizError.unknownQuestion) {
            try store.saveAnswer(to: foreign, in: attempt.id, by: start.sam.id) { _ in 0 }
        }
        #expect(throws: ClassroomQuizError.notFound) {
            try store.saveAnswer(to: questions[0].id, in: AttemptID(rawValue: 999), by: start.sam.id) { _ in 0 }
        }
        // A choice that refuses writes nothing.
        #expect(throws: ClassroomQuizError.timeUp) {
            try store.saveAnswer(to: questions[2].id, in: attempt.id, by: start.sam.id) { _ in
                throw ClassroomQuizError.timeUp
            }
        }
        let saved = try #require(try store.findAttempt(attempt.id))
        #expect(saved.answers == [questions[0].id: 0, questions[1].id: 3])
        // Everything saving and submitting need, in one read.
        let context = try #require(try store.findAttemptContext(attempt.id, for: start.sam.id))
        #expect(context.attempt == saved)
        #expect(context.quiz == quiz)
        #expect(context.questions == questions)
        #expect(context.membership == (try store.membership(in: start.classroom.id, of: start.sam.id)))
        #expect(context.membership?.role == .student)
        #expect(try store.findAttemptContext(AttemptID(rawValue: 999), for: start.sam.id) == nil)
        // Read for someone else, the membership is theirs: whoever asks is checked, not the attempt's student.
        #expect(try store.findAttemptContext(attempt.id, for: start.kim.id)?.membership?.userID == start.kim.id)
        #expect(try store.findAttemptContext(attempt.id, for: start.teacher.id)?.membership?.role == .teacher)
        let graded = try AttemptRules.submit(
            saved, quiz: quiz, questions: questions, at: Fixtures.now.addingTimeInterval(60))
        #expect(throws: ClassroomQuizError.timeUp) {
            try store.submitAttempt(attempt.id, by: start.sam.id) { _ in throw ClassroomQuizError.timeUp }
        }
        #expect(try store.findAttempt(attempt.id)?.isSubmitted == false)
        let submitted = try store.submitAttempt(attempt.id, by: start.sam.id) { current in
            #expect(current == context)
            return graded
        }
        var after = context
        after.attempt = graded
        #expect(submitted == AttemptSubmission(context: after, isFirst: true))
        #expect(try store.findAttempt(attempt.id) == graded)
        #expect(submitted.context.attempt.score == AttemptScore(right: 1, total: 3))
        // A second submit still shows the grader the attempt (so its caller's checks run), but keeps the first result.
        var regraded = graded
        regraded.score = AttemptScore(right: 3, total: 3)
        let second = try store.submitAttempt(attempt.id, by: start.sam.id) { current in
            #expect(current.attempt == graded)
            return regraded
        }
        #expect(second.context.attempt == graded)
        #expect(!second.isFirst)
        #expect(try store.findAttempt(attempt.id) == graded)
        #expect(throws: ClassroomQuizError.alreadySubmitted) {
            try store.saveAnswer(to: questions[2].id, in: attempt.id, by: start.sam.id) { _ in 1 }
        }
        let again = try store.startAttempt(
            NewAttempt(quizID: quiz.id, studentID: start.sam.id, number: 2, seed: 3, startedAt: Fixtures.now))
        let withAnswers = try store.attempts(at: quiz.id, by: start.sam.id)
        #expect(withAnswers.map(\.number) == [1, 2])
        // What deciding whether another may start needs: the quiz, the membership, and of the earlier attempts the
        // count, the highest number and the one in progress. Resuming that one reads it with its answers.
        try store.saveAnswer(to: questions[0].id, in: again.id, by: start.sam.id) { _ in 1 }
        var seedsDrawn = 0
        let samsMembership = try store.membership(in: start.classroom.id, of: start.sam.id)
        let resumed = try store.startAttempt(at: quiz.id, by: start.sam.id, startedAt: Fixtures.now) { decided in
            #expect(decided.quiz == quiz)
            #expect(decided.membership == samsMembership)
            #expect(decided.earlier == EarlierAttempts(count: 2, highestNumber: 2, unsubmitted: [again]))
            #expect(decided.earlier.unsubmitted.allSatisfy { $0.answers.isEmpty })
            return .resume(again.id)
        } seed: {
            seedsDrawn += 1
            return 1
        }
        #expect(resumed.attempt.answers == [questions[0].id: 1])
        #expect(resumed.questions == questions)
        #expect(seedsDrawn == 0)
        // An outsider's start is decided without a membership, and what the decision throws writes nothing.
        let outsider = try store.insertUser(Fixtures.newUser("Olga"))
        #expect(throws: ClassroomError.notAllowed) {
            try store.startAttempt(at: quiz.id, by: outsider.id, startedAt: Fixtures.now) { decided in
                #expect(decided.membership == nil)
                #expect(decided.earlier == EarlierAttempts(count: 0, highestNumber: 0, unsubmitted: []))
                throw ClassroomError.notAllowed
            } seed: {
                1
            }
        }
        #expect(throws: ClassroomError.notMember) {
            try store.startAttempt(at: quiz.id, by: outsider.id, startedAt: Fixtures.now) { _ in
                .start(number: 1)
            } seed: {
                1
            }
        }
        #expect(throws: ClassroomQuizError.notFound) {
            try store.startAttempt(at: QuizID(rawValue: 999), by: start.sam.id, startedAt: Fixtures.now) { _ in
                .start(number: 1)
            } seed: {
                1
            }
        }
        #expect(try store.attempts(in: start.classroom.id).map(\.id) == [attempt.id, again.id])
        #expect(try store.attempts(at: quiz.id).first?.answers == saved.answers)
        #expect(
            try store.quizzes(in: start.classroom.id, sort: .newest).first { $0.quiz.id == quiz.id }?.attemptCount == 2)
    }

    /// Deleting a quiz removes its questions and attempts; deleting a classroom removes everything in it.
    public static func deletingAQuizOrClassroomCascades(_ start: Start) throws {
        let store = start.store
        let quiz = try store.createQuiz(newQuiz(start.classroom.id))
        let kept = try store.createQuiz(newQuiz(start.classroom.id, name: "Kept"))
        let attempt = try store.startAttempt(
            NewAttempt(quizID: quiz.id, studentID: start.sam.id, number: 1, seed: 1, startedAt: Fixtures.now))
        try store.saveAnswer(to: try store.questions(of: quiz.id)[0].id, in: attempt.id, by: start.sam.id) { _ in 1 }
        #expect(try store.deleteQuiz(quiz.id))
        #expect(try !store.deleteQuiz(quiz.id))
        #expect(try store.findQuiz(quiz.id) == nil)
        #expect(try store.questions(of: quiz.id).isEmpty)
        #expect(try store.findAttempt(attempt.id) == nil)
        #expect(try store.findQuiz(kept.id) != nil)
        #expect(try store.deleteClassroom(start.classroom.id))
        #expect(try !store.deleteClassroom(start.classroom.id))
        #expect(try store.findQuiz(kept.id) == nil)
        #expect(try store.membership(in: start.classroom.id, of: start.sam.id) == nil)
        #expect(try store.findClassroom(joinPassword: start.classroom.joinPassword) == nil)
        #expect(try store.findUser(start.sam.id) != nil)
    }
}
