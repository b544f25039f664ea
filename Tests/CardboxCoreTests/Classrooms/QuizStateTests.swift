import CardboxCore
import Testing

/// A quiz's state follows publication and deadline on the clock passed in.
@Suite struct QuizStateTests {
    @Test func unpublishedIsADraft() {
        #expect(ClassroomFixtures.quiz(published: false).state(at: ClassroomFixtures.now) == .draft)
    }

    @Test func publicationInTheFutureIsStillADraft() {
        var quiz = ClassroomFixtures.quiz()
        quiz.publishedAt = ClassroomFixtures.at(60)
        #expect(quiz.state(at: ClassroomFixtures.now) == .draft)
        #expect(quiz.state(at: ClassroomFixtures.at(60)) == .open)
    }

    @Test func openUntilTheDeadlineAndClosedFromIt() {
        let quiz = ClassroomFixtures.quiz(deadline: 3600)
        #expect(quiz.state(at: ClassroomFixtures.at(3599)) == .open)
        #expect(quiz.state(at: ClassroomFixtures.at(3600)) == .closed)
        #expect(ClassroomFixtures.quiz(deadline: nil).state(at: ClassroomFixtures.at(1e9)) == .open)
    }

    @Test func settingsOutOfRangeAreRefused() throws {
        #expect(throws: ClassroomQuizError.invalidAttemptsAllowed) { try QuizSettings(attemptsAllowed: -1).validated() }
        #expect(throws: ClassroomQuizError.invalidAttemptsAllowed) {
            try QuizSettings(attemptsAllowed: 101).validated()
        }
        #expect(throws: ClassroomQuizError.invalidTimeLimit) { try QuizSettings(timeLimitSeconds: 0).validated() }
        #expect(try QuizSettings(attemptsAllowed: 0, timeLimitSeconds: 600).validated().attemptsAllowed == 0)
    }
}
