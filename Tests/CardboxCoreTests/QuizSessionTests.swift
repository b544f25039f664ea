import CardboxCore
import CardboxTestSupport
import Testing

/// The quiz state machine: what it shows, what it asks the caller to store, and when cards come back.
@Suite struct QuizSessionTests {
    let context = ReviewContext(now: Fixtures.now, today: Fixtures.today)

    func items(_ count: Int, scheduler: SchedulerKind = .leitner, fuzz: Bool = true) -> [StudyCard] {
        (1...count).map { index in
            StudyCard(
                card: Fixtures.card(id: Int64(index), content: Fixtures.content(front: "q\(index)", back: "a\(index)")),
                deckOptions: DeckOptions(scheduler: scheduler, fuzz: fuzz)
            )
        }
    }

    func prompt(_ action: QuizAction?) throws -> QuizPrompt {
        guard case .show(let prompt) = action else {
            Issue.record("expected a card, got \(String(describing: action))")
            throw QuizError.noCardShown
        }
        return prompt
    }

    @Test func choicesAreTheAnswerAndThreeDistractorsShuffledBySeed() throws {
        var first = QuizSession(cards: items(1), mode: .choice, seed: 42)
        var second = QuizSession(cards: items(1), mode: .choice, seed: 42)
        let options = try prompt(first.start(in: context)).options
        #expect(options == (try prompt(second.start(in: context)).options))
        #expect(Set(options) == ["a1", "goodbye", "please", "thanks"])
        let orders = Set(
            (0..<20).map { seed -> [String] in
                var session = QuizSession(cards: items(1), mode: .choice, seed: UInt64(seed))
                return (try? prompt(session.start(in: context)).options) ?? []
            })
        #expect(orders.count > 5)
    }

    @Test func aWrongChoiceIsRecordedWithTheOptionChosenAndExplained() throws {
        var session = QuizSession(cards: items(2), mode: .choice, seed: 7)
        let shown = try prompt(session.start(in: context))
        let wrongIndex = try #require(shown.options.firstIndex { $0 != "a1" })
        let actions = try session.answer(.choice(wrongIndex), in: context, elapsedMilliseconds: 2_500)
        #expect(actions.count == 3)
        guard case .persist(let record) = actions[0], case .feedback(let feedback) = actions[1] else {
            Issue.record("expected persist then feedback: \(actions)")
            return
        }
        #expect(record.isCorrect == false)
        #expect(record.rating == .again)
        #expect(record.givenAnswer == shown.options[wrongIndex])
        #expect(record.mode == .choice)
        #expect(record.elapsedMilliseconds == 2_500)
        #expect(feedback.correctAnswer == "a1")
        #expect(feedback.explanation == "A common greeting.")
        #expect(feedback.returnsThisSession)
    }

    @Test func againBringsTheCardBackInTheSameSession() throws {
        var session = QuizSession(cards: items(2), mode: .flip, seed: 1)
        var shown = try prompt(session.start(in: context))
        #expect(shown.card.id == CardID(rawValue: 1))
        var actions = try session.answer(.rating(.again), in: context, elapsedMilliseconds: 0)
        shown = try prompt(actions.last)
        #expect(shown.card.id == CardID(rawValue: 2))
        actions = try session.answer(.rating(.good), in: context, elapsedMilliseconds: 0)
        shown = try prompt(actions.last)
        #expect(shown.card.id == CardID(rawValue: 1))
        #expect(shown.card.schedule.lastReviewDay == Fixtures.today)
        actions = try session.answer(.rating(.good), in: context, elapsedMilliseconds: 0)
        guard case .finished(let summary) = actions.last else {
            Issue.record("expected the end, got \(String(describing: actions.last))")
            return
        }
        #expect(summary == SessionSummary(answered: 3, correct: 2, cardsSeen: 2, stoppedEarly: false))
    }

    @Test func flipPromptsShowTheIntervalBehindEachButton() throws {
        var session = QuizSession(cards: items(1, scheduler: .fsrs, fuzz: false), mode: .flip, seed: 1)
        let shown = try prompt(session.start(in: context))
        #expect(shown.intervals == [.again: "1m", .hard: "6m", .good: "10m", .easy: "8d"])
        var leitner = QuizSession(cards: items(1), mode: .flip, seed: 1)
        #expect(
            try prompt(leitner.start(in: context)).intervals == [
                .again: "today", .hard: "1d", .good: "1d", .easy: "1d",
            ])
    }

    @Test func typedAnswersForgiveCaseAndSpacingButNotInCode() throws {
        var session = QuizSession(cards: items(1), mode: .type, seed: 1)
        _ = session.start(in: context)
        let actions = try session.answer(.typed("  A1 "), in: context, elapsedMilliseconds: 0)
        guard case .persist(let record) = actions.first else {
            Issue.record("nothing to persist")
            return
        }
        #expect(record.isCorrect)
        #expect(record.rating == .good)
    }

    @Test func playModeAdvancesWithoutStoringAnything() throws {
        var session = QuizSession(cards: items(2), mode: .play, seed: 1)
        _ = session.start(in: context)
        let actions = try session.answer(.advance, in: context, elapsedMilliseconds: 0)
        #expect(actions.count == 1)
        #expect(try prompt(actions.first).card.id == CardID(rawValue: 2))
        #expect(throws: QuizError.answerDoesNotFitMode(.play)) {
            try session.answer(.rating(.good), in: context, elapsedMilliseconds: 0)
        }
    }

    @Test func cardsWithoutDistractorsAreAskedAsFlipCardsInChoiceMode() throws {
        let card = StudyCard(
            card: Fixtures.card(content: Fixtures.content(distractors: [])), deckOptions: DeckOptions())
        var session = QuizSession(cards: [card], mode: .choice, seed: 1)
        #expect(try prompt(session.start(in: context)).mode == .flip)
    }

    @Test func stoppingEarlyReportsIt() {
        var session = QuizSession(cards: items(3), mode: .flip, seed: 1)
        _ = session.start(in: context)
        #expect(session.stop() == .finished(SessionSummary(answered: 0, correct: 0, cardsSeen: 0, stoppedEarly: true)))
        #expect(throws: QuizError.noCardShown) {
            try session.answer(.rating(.good), in: context, elapsedMilliseconds: 0)
        }
    }

    @Test func anEmptySessionFinishesAtOnce() {
        var session = QuizSession(cards: [], mode: .flip, seed: 1)
        #expect(
            session.start(in: context)
                == .finished(SessionSummary(answered: 0, correct: 0, cardsSeen: 0, stoppedEarly: false)))
    }
}
