import CardboxCore
import CardboxTestSupport
import FoundationEssentials
import Testing

/// Undo, bury and suspend as quiz-session operations, and the rule for which card comes next.
@Suite struct StudyActionTests {
    let context = ReviewContext(now: Fixtures.now, today: Fixtures.today)

    func items(_ count: Int, scheduler: SchedulerKind) -> [StudyCard] {
        (1...count).map { index in
            StudyCard(
                card: Fixtures.card(id: Int64(index), content: Fixtures.content(front: "q\(index)", back: "a\(index)")),
                deckOptions: DeckOptions(scheduler: scheduler))
        }
    }

    func shown(_ action: QuizAction?) throws -> QuizPrompt {
        guard case .show(let prompt) = action else {
            Issue.record("expected a card, got \(String(describing: action))")
            throw QuizError.noCardShown
        }
        return prompt
    }

    @Test(arguments: SchedulerKind.allCases)
    func undoRestoresTheScheduleExactlyAndAsksTheCardAgain(_ scheduler: SchedulerKind) throws {
        let cards = items(2, scheduler: scheduler)
        var session = QuizSession(cards: cards, mode: .flip, seed: 3)
        let first = try shown(session.start(in: context))
        // A first answer moves the card on, so the second answer starts from a studied state.
        _ = try session.answer(.rating(.easy), in: context, elapsedMilliseconds: 900)
        let second = try shown(session.currentPrompt.map(QuizAction.show))
        let later = ReviewContext(now: Fixtures.now.addingTimeInterval(30), today: Fixtures.today)
        let actions = try session.answer(.rating(.good), in: later, elapsedMilliseconds: 1_200)
        guard case .persist(let record) = actions.first else {
            Issue.record("nothing stored: \(actions)")
            return
        }
        #expect(record.previousState == second.card.schedule)
        #expect(record.newState != second.card.schedule)
        let undone = try session.undo()
        #expect(
            undone.first
                == .revert(ReviewRevert(reviewID: nil, cardID: second.card.id, previousState: second.card.schedule)))
        let again = try shown(undone.last)
        #expect(again == second)
        #expect(session.canUndo)
        let firstUndone = try session.undo()
        #expect(try shown(firstUndone.last) == first)
        #expect(!session.canUndo)
        #expect(throws: QuizError.nothingToUndo) { try session.undo() }
        _ = try session.answer(.rating(.good), in: context, elapsedMilliseconds: 0)
        _ = try session.answer(.rating(.good), in: context, elapsedMilliseconds: 0)
        guard case .finished(let summary) = session.stop() else {
            Issue.record("expected the end")
            return
        }
        #expect(summary.answered == 2)
    }

    @Test func buryingAndSuspendingSetTheCardAsideAndShowTheNext() throws {
        var session = QuizSession(cards: items(3, scheduler: .leitner), mode: .flip, seed: 1)
        let first = try shown(session.start(in: context))
        var actions = try session.bury(in: context)
        #expect(
            actions.first
                == .setAside(
                    CardSetAside(cardID: first.card.id, setAside: .buried(until: Fixtures.today.adding(days: 1))))
        )
        let second = try shown(actions.last)
        #expect(second.card.id != first.card.id)
        actions = try session.suspend(in: context)
        #expect(actions.first == .setAside(CardSetAside(cardID: second.card.id, setAside: .suspended)))
        let third = try shown(actions.last)
        #expect(third.card.id == CardID(rawValue: 3))
        actions = try session.bury(in: context)
        guard case .finished(let summary) = actions.last else {
            Issue.record("expected the end, got \(actions)")
            return
        }
        #expect(summary.answered == 0)
        #expect(throws: QuizError.noCardShown) { try session.suspend(in: context) }
        #expect(
            QuizSession.bury(CardID(rawValue: 9), in: context).setAside
                == .buried(until: Fixtures.today.adding(days: 1)))
        #expect(QuizSession.restore(CardID(rawValue: 9)).setAside == nil)
    }

    @Test func aStoredAnswerIsRevertedOnlyWithItsEarlierSchedule() throws {
        let card = Fixtures.card(id: 4)
        let review = ReviewLog(
            id: ReviewID(rawValue: 8), cardID: card.id, sessionID: nil, reviewedAt: Fixtures.now,
            studyDay: Fixtures.today, mode: .flip, rating: .good, givenAnswer: nil, isCorrect: true,
            elapsedMilliseconds: 0)
        #expect(
            try QuizSession.revert(review, previousState: card.schedule)
                == ReviewRevert(reviewID: review.id, cardID: card.id, previousState: card.schedule))
        #expect(throws: QuizError.nothingToUndo) { try QuizSession.revert(review, previousState: nil) }
    }

    @Test func aCardAnsweredAgainWaitsForItsStepAndThreeOtherCards() throws {
        var cards = (1...5).map { Fixtures.card(id: Int64($0)) }
        #expect(
            StudyQueue.nextIndex(
                in: cards, recentlyAnswered: [CardID(rawValue: 1), CardID(rawValue: 2)], now: Fixtures.now) == 2)
        // Card 1 is in a learning step that ends in five minutes: others go first, then it is asked early.
        cards[0].schedule.dueAt = Fixtures.now.addingTimeInterval(300)
        cards[0].schedule.phase = .learning
        #expect(StudyQueue.nextIndex(in: cards, recentlyAnswered: [], now: Fixtures.now) == 1)
        #expect(StudyQueue.nextIndex(in: [cards[0]], recentlyAnswered: [], now: Fixtures.now) == 0)
        #expect(
            StudyQueue.nextIndex(in: [cards[0]], recentlyAnswered: [], now: Fixtures.now.addingTimeInterval(-1_200))
                == nil)
        #expect(StudyQueue.nextDueTime(in: [cards[0]], now: Fixtures.now) == cards[0].schedule.dueAt)
        // A card answered in the last three answers waits while another card can be asked, but not for nothing.
        let recent = [CardID(rawValue: 2)]
        #expect(StudyQueue.nextIndex(in: [cards[1], cards[2]], recentlyAnswered: recent, now: Fixtures.now) == 1)
        #expect(StudyQueue.nextIndex(in: [cards[1]], recentlyAnswered: recent, now: Fixtures.now) == 0)
    }

    @Test func aMissedFSRSCardComesBackInTheSessionAfterTheOthers() throws {
        var session = QuizSession(cards: items(3, scheduler: .fsrs), mode: .flip, seed: 2)
        var prompt = try shown(session.start(in: context))
        #expect(prompt.card.id == CardID(rawValue: 1))
        var actions = try session.answer(.rating(.again), in: context, elapsedMilliseconds: 0)
        var order: [Int64] = []
        while case .show(let next) = actions.last {
            prompt = next
            order.append(next.card.id.rawValue)
            actions = try session.answer(.rating(.easy), in: context, elapsedMilliseconds: 0)
        }
        // On a fixed clock the one-minute step has not ended, so card 1 is asked early once the others are done.
        #expect(order == [2, 3, 1])
    }
}
