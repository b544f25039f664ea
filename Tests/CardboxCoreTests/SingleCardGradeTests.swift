import CardboxCore
import CardboxTestSupport
import FoundationEssentials
import Testing

/// Grading one card without a session (the stateless web) agrees with a session that asked the same card with the
/// same seed, and feedback read back from the review log follows the same rule.
@Suite struct SingleCardGradeTests {
    let context = ReviewContext(now: Fixtures.now, today: Fixtures.today)

    func item(_ scheduler: SchedulerKind) -> StudyCard {
        StudyCard(
            card: Fixtures.card(id: 5, content: Fixtures.content(front: "hola", back: "hello")),
            deckOptions: DeckOptions(scheduler: scheduler))
    }

    @Test(arguments: SchedulerKind.allCases)
    func theStatelessPromptIsTheSessionsPrompt(scheduler: SchedulerKind) throws {
        for mode in [StudyMode.flip, .choice, .type] {
            var session = QuizSession(cards: [item(scheduler)], mode: mode, seed: 99)
            guard case .show(let shown) = session.start(in: context) else {
                Issue.record("no prompt")
                return
            }
            let alone = QuizSession.prompt(for: item(scheduler), mode: mode, seed: 99, remaining: 1, in: context)
            #expect(alone == shown)
        }
    }

    @Test(arguments: SchedulerKind.allCases)
    func gradingOneCardGivesTheSessionsReviewAndFeedback(scheduler: SchedulerKind) throws {
        for seed: UInt64 in [1, 2, 3] {
            for choice in 0..<4 {
                var session = QuizSession(cards: [item(scheduler)], mode: .choice, seed: seed)
                _ = session.start(in: context)
                let actions = try session.answer(.choice(choice), in: context, elapsedMilliseconds: 1_200)
                guard case .persist(let record) = actions[0], case .feedback(let feedback) = actions[1] else {
                    Issue.record("expected persist and feedback: \(actions)")
                    return
                }
                let graded = try #require(
                    try QuizSession.grade(
                        .choice(choice), to: item(scheduler), mode: .choice, seed: seed, in: context,
                        elapsedMilliseconds: 1_200))
                #expect(graded.record == record)
                #expect(graded.feedback == feedback)
            }
        }
    }

    @Test func playModeIsNotGradedAndAWrongKindOfAnswerIsRefused() throws {
        #expect(
            try QuizSession.grade(
                .advance, to: item(.leitner), mode: .play, seed: 1, in: context, elapsedMilliseconds: 0) == nil)
        #expect(throws: QuizError.answerDoesNotFitMode(.flip)) {
            try QuizSession.grade(
                .choice(0), to: item(.leitner), mode: .flip, seed: 1, in: context, elapsedMilliseconds: 0)
        }
        #expect(throws: QuizError.noSuchOption(7)) {
            try QuizSession.grade(
                .choice(7), to: item(.leitner), mode: .choice, seed: 1, in: context, elapsedMilliseconds: 0)
        }
    }

    @Test func storedFeedbackShowsTheDueDateOnlyForTheLatestAnswer() throws {
        var card = item(.leitner).card
        let graded = try #require(
            try QuizSession.grade(
                .typed("helo"), to: item(.leitner), mode: .type, seed: 1, in: context, elapsedMilliseconds: 0))
        card.schedule = graded.record.newState
        let review = ReviewLog(
            id: ReviewID(rawValue: 1), cardID: card.id, sessionID: nil, reviewedAt: context.now,
            studyDay: context.today, mode: .type, rating: graded.record.rating,
            givenAnswer: graded.record.givenAnswer, isCorrect: graded.record.isCorrect, elapsedMilliseconds: 0)
        let latest = QuizFeedback(card: card, review: review, today: context.today)
        #expect(latest == graded.feedback.with(card: card))

        var later = card
        later.schedule.lastReviewAt = context.now.addingTimeInterval(86_400 * 3)
        later.schedule.dueDay = StudyDay(year: 2025, month: 9, day: 1)
        let older = QuizFeedback(card: later, review: review, today: context.today)
        #expect(older.nextDue == nil)
        #expect(older.returnsThisSession == false)
        #expect(older.nearMiss == graded.feedback.nearMiss)
        #expect(older.givenAnswer == "helo")
    }
}

extension QuizFeedback {
    /// The same feedback about `card` as it is now.
    fileprivate func with(card: Card) -> QuizFeedback {
        var copy = self
        copy.card = card
        return copy
    }
}
