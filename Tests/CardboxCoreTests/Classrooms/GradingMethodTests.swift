import CardboxCore
import Testing

/// Several submitted attempts become one graded score by the quiz's method; attempts in progress do not count.
@Suite struct GradingMethodTests {
    static let attempts = [
        ClassroomFixtures.attempt(3, number: 3, submitted: 30, score: AttemptScore(right: 2, total: 4)),
        ClassroomFixtures.attempt(1, number: 1, submitted: 10, score: AttemptScore(right: 1, total: 4)),
        ClassroomFixtures.attempt(2, number: 2, submitted: 20, score: AttemptScore(right: 4, total: 4)),
        ClassroomFixtures.attempt(4, number: 4),
    ]

    @Test(arguments: [
        (GradingMethod.highest, 1.0), (.average, 7.0 / 12.0), (.first, 0.25), (.last, 0.5),
    ])
    func eachMethodPicksItsScore(method: GradingMethod, expected: Double) throws {
        let graded = try #require(method.gradedScore(of: Self.attempts))
        #expect(abs(graded - expected) < 1e-12)
    }

    @Test func nothingSubmittedHasNoGrade() {
        for method in GradingMethod.allCases {
            #expect(method.gradedScore(of: [ClassroomFixtures.attempt(1)]) == nil)
            #expect(method.gradedScore(of: []) == nil)
        }
    }

    @Test func scoringCountsRightOptionsAndTreatsUnansweredAsWrong() {
        let answers = [QuestionID(rawValue: 1): 0, QuestionID(rawValue: 2): 1]
        #expect(AttemptScore.scoring(answers, of: ClassroomFixtures.questions(3)) == AttemptScore(right: 1, total: 3))
        #expect(AttemptScore(right: 0, total: 0).fraction == 0)
    }
}
