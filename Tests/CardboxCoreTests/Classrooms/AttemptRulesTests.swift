import CardboxCore
import Testing

/// Starting, answering and submitting attempts on a fixed clock: deadlines, attempts allowed, grace, late, time limit.
@Suite struct AttemptRulesTests {
    typealias F = ClassroomFixtures

    @Test func firstAttemptStartsAsNumberOne() throws {
        #expect(try AttemptRules.mayStart(F.quiz(), previous: EarlierAttempts([]), at: F.now) == .start(number: 1))
    }

    @Test func draftsAndClosedQuizzesRefuseNewAttempts() {
        #expect(throws: ClassroomQuizError.notPublished) {
            try AttemptRules.mayStart(F.quiz(published: false), previous: EarlierAttempts([]), at: F.now)
        }
        #expect(throws: ClassroomQuizError.closed) {
            try AttemptRules.mayStart(F.quiz(deadline: 0), previous: EarlierAttempts([]), at: F.now)
        }
    }

    @Test func attemptsAllowedCountsEveryStartedAttempt() throws {
        let quiz = F.quiz(settings: QuizSettings(attemptsAllowed: 2))
        let done = [F.attempt(1, submitted: 10), F.attempt(2, number: 2, submitted: 20)]
        #expect(throws: ClassroomQuizError.noAttemptsLeft(allowed: 2)) {
            try AttemptRules.mayStart(quiz, previous: EarlierAttempts(done), at: F.at(30))
        }
        #expect(
            try AttemptRules.mayStart(quiz, previous: EarlierAttempts([done[0]]), at: F.at(30)) == .start(number: 2))
    }

    @Test func zeroAllowsUnlimitedAttempts() throws {
        let quiz = F.quiz(settings: QuizSettings(attemptsAllowed: 0))
        let done = (1...50).map { F.attempt(Int64($0), number: $0, submitted: 1) }
        #expect(try AttemptRules.mayStart(quiz, previous: EarlierAttempts(done), at: F.at(2)) == .start(number: 51))
    }

    /// The store hands over a tally, not every attempt: the count limits, the highest number is continued (even
    /// past a gap), and one in progress is resumed.
    @Test func aTallyOfEarlierAttemptsDecidesAsTheirListWould() throws {
        let earlier = EarlierAttempts(count: 3, highestNumber: 7, unsubmitted: [])
        #expect(throws: ClassroomQuizError.noAttemptsLeft(allowed: 3)) {
            try AttemptRules.mayStart(F.quiz(settings: QuizSettings(attemptsAllowed: 3)), previous: earlier, at: F.now)
        }
        let unlimited = F.quiz(settings: QuizSettings(attemptsAllowed: 0))
        #expect(try AttemptRules.mayStart(unlimited, previous: earlier, at: F.now) == .start(number: 8))
        let open = F.attempt(9, number: 7)
        let inProgress = EarlierAttempts(count: 3, highestNumber: 7, unsubmitted: [open])
        #expect(try AttemptRules.mayStart(unlimited, previous: inProgress, at: F.at(10)) == .resume(open.id))
        let list = [F.attempt(1, submitted: 1), F.attempt(2, number: 4, submitted: 2), open]
        #expect(EarlierAttempts(list) == inProgress)
    }

    @Test func anAttemptInProgressIsResumedNotDuplicated() throws {
        let open = F.attempt(9, started: 0)
        #expect(
            try AttemptRules.mayStart(F.quiz(), previous: EarlierAttempts([open]), at: F.at(10))
                == .resume(AttemptID(rawValue: 9)))
    }

    @Test func anAttemptStartedBeforeTheDeadlineMayBeResumedInTheGracePeriod() throws {
        let quiz = F.quiz(deadline: 3600)
        let open = F.attempt(9, started: 3500)
        #expect(
            try AttemptRules.mayStart(quiz, previous: EarlierAttempts([open]), at: F.at(3650))
                == .resume(AttemptID(rawValue: 9)))
        #expect(throws: ClassroomQuizError.closed) {
            try AttemptRules.mayStart(quiz, previous: EarlierAttempts([open]), at: F.at(3721))
        }
    }

    @Test func submittingBeforeTheDeadlineIsOnTimeAndScored() throws {
        let questions = F.questions(4)
        let attempt = F.attempt(
            1, answers: [QuestionID(rawValue: 1): 0, QuestionID(rawValue: 2): 0, QuestionID(rawValue: 3): 2])
        let submitted = try AttemptRules.submit(attempt, quiz: F.quiz(), questions: questions, at: F.at(100))
        #expect(submitted.submittedAt == F.at(100))
        #expect(submitted.score == AttemptScore(right: 2, total: 4))
        #expect(submitted.late == false)
    }

    @Test func submittingInTheGracePeriodIsLateAndAfterItIsRefused() throws {
        let quiz = F.quiz(deadline: 3600)
        let attempt = F.attempt(1, started: 3000)
        let late = try AttemptRules.submit(attempt, quiz: quiz, questions: F.questions(1), at: F.at(3700))
        #expect(late.late)
        #expect(throws: ClassroomQuizError.timeUp) {
            try AttemptRules.submit(attempt, quiz: quiz, questions: F.questions(1), at: F.at(3721))
        }
    }

    @Test func theTimeLimitEndsAnAttemptBeforeTheDeadline() throws {
        let quiz = F.quiz(deadline: 3600, settings: QuizSettings(timeLimitSeconds: 600))
        let attempt = F.attempt(1, started: 0)
        #expect(AttemptRules.dueAt(attempt, quiz: quiz) == F.at(600))
        #expect(try AttemptRules.submit(attempt, quiz: quiz, questions: [], at: F.at(650)).late)
        #expect(throws: ClassroomQuizError.timeUp) {
            try AttemptRules.submit(attempt, quiz: quiz, questions: [], at: F.at(721))
        }
        let noDeadline = F.quiz(deadline: nil)
        #expect(AttemptRules.dueAt(attempt, quiz: noDeadline) == nil)
    }

    @Test func aSecondSubmitReturnsTheFirstUnchanged() throws {
        let first = try AttemptRules.submit(F.attempt(1), quiz: F.quiz(), questions: F.questions(2), at: F.at(10))
        let again = try AttemptRules.submit(first, quiz: F.quiz(), questions: F.questions(2), at: F.at(99_999))
        #expect(again == first)
    }

    @Test func answersAreCheckedAgainstTheAttemptAndTheQuestions() throws {
        let quiz = F.quiz()
        let questions = F.questions(2)
        let open = F.attempt(1)
        let question = QuestionID(rawValue: 2)
        try AttemptRules.checkAnswer(option: 3, to: question, in: open, quiz: quiz, questions: questions, at: F.at(5))
        #expect(throws: ClassroomQuizError.unknownOption) {
            try AttemptRules.checkAnswer(option: 4, to: question, in: open, quiz: quiz, questions: questions, at: F.now)
        }
        #expect(throws: ClassroomQuizError.unknownQuestion) {
            try AttemptRules.checkAnswer(
                option: 0, to: QuestionID(rawValue: 99), in: open, quiz: quiz, questions: questions, at: F.now)
        }
        #expect(throws: ClassroomQuizError.alreadySubmitted) {
            try AttemptRules.checkAnswer(
                option: 0, to: question, in: F.attempt(1, submitted: 1), quiz: quiz, questions: questions, at: F.now)
        }
        #expect(throws: ClassroomQuizError.timeUp) {
            try AttemptRules.checkAnswer(
                option: 0, to: question, in: open, quiz: quiz, questions: questions, at: F.at(3721))
        }
    }

    @Test(arguments: [
        (AnswerVisibility.afterSubmit, 100.0, true), (.afterSubmit, 4000, true), (.afterDeadline, 100, false),
        (.afterDeadline, 3600, true), (.never, 4000, false),
    ])
    func answersAreShownAsTheTeacherAllows(visibility: AnswerVisibility, seconds: Double, shown: Bool) {
        let quiz = F.quiz(deadline: 3600, settings: QuizSettings(answerVisibility: visibility))
        #expect(AttemptRules.mayShowAnswers(F.attempt(1, submitted: 50), quiz: quiz, at: F.at(seconds)) == shown)
        #expect(!AttemptRules.mayShowAnswers(F.attempt(1), quiz: quiz, at: F.at(seconds)))
    }
}
