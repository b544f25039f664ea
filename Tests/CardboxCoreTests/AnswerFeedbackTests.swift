import CardboxCore
import CardboxTestSupport
import FoundationEssentials
import Testing

/// What a learner sees after answering: marked options, a character diff of a typed answer, and "I was right".
@Suite struct AnswerFeedbackTests {
    let context = ReviewContext(now: Fixtures.now, today: Fixtures.today)

    func item(back: String = "Mitochondrion", scheduler: SchedulerKind = .fsrs) -> StudyCard {
        StudyCard(
            card: Fixtures.card(
                id: 1,
                content: Fixtures.content(
                    front: "Powerhouse of the cell?", back: back, distractors: ["Ribosome", "Nucleus", "Vacuole"])),
            deckOptions: DeckOptions(scheduler: scheduler))
    }

    func feedback(_ actions: [QuizAction]) -> QuizFeedback? {
        for action in actions { if case .feedback(let feedback) = action { return feedback } }
        return nil
    }

    @Test func aTypedAnswerIsSetAgainstTheRightOneCharacterByCharacter() {
        let diff = AnswerDiff(given: "mitochondira", expected: "Mitochondrion", isCode: false)
        let expected = diff.pieces.filter { $0.kind != .extra }.map(\.text).joined()
        let typed = diff.pieces.filter { $0.kind != .missing }.map(\.text).joined()
        #expect(expected == "Mitochondrion")
        #expect(typed.lowercased() == "mitochondira")
        #expect(diff.pieces.first?.kind == .same && diff.pieces.first?.text.hasPrefix("Mitochond") == true)
        #expect(diff.pieces.contains { $0.kind == .missing } && diff.pieces.contains { $0.kind == .extra })
        let code = AnswerDiff(given: "self", expected: "Self", isCode: true)
        #expect(code.pieces == [.init(.extra, "s"), .init(.missing, "S"), .init(.same, "elf")])
        #expect(AnswerDiff(given: "", expected: "let", isCode: true).pieces == [.init(.missing, "let")])
    }

    @Test func aChoiceMarksTheRightOptionGreenAndAWrongChoiceRed() throws {
        var session = QuizSession(cards: [item()], mode: .choice, seed: 5)
        guard case .show(let prompt) = session.start(in: context) else {
            Issue.record("no prompt")
            return
        }
        let wrong = try #require(prompt.options.firstIndex { $0 != "Mitochondrion" })
        let right = try #require(prompt.options.firstIndex(of: "Mitochondrion"))
        let marked = try #require(feedback(try session.answer(.choice(wrong), in: context, elapsedMilliseconds: 0)))
        #expect(marked.options == prompt.options)
        #expect(marked.optionMarks[wrong] == .wrong)
        #expect(marked.optionMarks[right] == .right)
        #expect(marked.optionMarks.filter { $0 == .plain }.count == 2)
        var again = QuizSession(cards: [item()], mode: .choice, seed: 5)
        _ = again.start(in: context)
        let good = try #require(feedback(try again.answer(.choice(right), in: context, elapsedMilliseconds: 0)))
        #expect(good.optionMarks.filter { $0 == .right }.count == 1)
        #expect(!good.optionMarks.contains(.wrong))
        #expect(!good.canOverrule)
    }

    @Test(arguments: SchedulerKind.allCases)
    func iWasRightReplacesAWrongTypedAnswerWithGood(_ scheduler: SchedulerKind) throws {
        let studied = item(scheduler: scheduler)
        var session = QuizSession(cards: [studied], mode: .type, seed: 1)
        _ = session.start(in: context)
        let wrong = try session.answer(.typed("mitocondrion"), in: context, elapsedMilliseconds: 4_000)
        let shown = try #require(feedback(wrong))
        #expect(shown.canOverrule)
        #expect(shown.typedDiff != nil)
        let actions = try session.overrule()
        #expect(
            actions.first
                == .revert(ReviewRevert(reviewID: nil, cardID: studied.card.id, previousState: studied.card.schedule)))
        guard case .persist(let record) = actions.dropFirst().first else {
            Issue.record("the Good answer is not stored: \(actions)")
            return
        }
        let good = try #require(
            try QuizSession.grade(
                .rating(.good), to: studied, mode: .flip, seed: 1, in: context, elapsedMilliseconds: 4_000))
        #expect(record.rating == .good)
        #expect(record.isCorrect)
        #expect(record.mode == .type)
        #expect(record.givenAnswer == "mitocondrion")
        #expect(record.newState == good.record.newState)
        #expect(record.previousState == studied.card.schedule)
        #expect(feedback(actions)?.overruled == true)
        #expect(throws: QuizError.cannotOverrule) { try session.overrule() }
        guard case .finished(let summary) = session.stop() else { return }
        #expect(summary.answered == 1 && summary.correct == 1)
    }

    @Test func aStoredWrongTypedAnswerIsOverruledFromItsEarlierSchedule() throws {
        let studied = item()
        let wrong = ReviewLog(
            id: ReviewID(rawValue: 3), cardID: studied.card.id, sessionID: nil, reviewedAt: Fixtures.now,
            studyDay: Fixtures.today, mode: .type, rating: .again, givenAnswer: "mitocondrion", isCorrect: false,
            elapsedMilliseconds: 2_000)
        let overruled = try QuizSession.overrule(wrong, previousState: studied.card.schedule, of: studied)
        #expect(overruled.revert.reviewID == wrong.id)
        #expect(overruled.record.rating == .good && overruled.record.isCorrect)
        #expect(overruled.record.reviewedAt == wrong.reviewedAt)
        #expect(overruled.feedback.overruled)
        var right = wrong
        right.isCorrect = true
        #expect(throws: QuizError.cannotOverrule) {
            try QuizSession.overrule(right, previousState: studied.card.schedule, of: studied)
        }
        var choice = wrong
        choice.mode = .choice
        #expect(throws: QuizError.cannotOverrule) {
            try QuizSession.overrule(choice, previousState: studied.card.schedule, of: studied)
        }
        // Read back from the log, the overruled answer says so.
        let stored = ReviewLog(
            id: ReviewID(rawValue: 4), cardID: studied.card.id, sessionID: nil, reviewedAt: Fixtures.now,
            studyDay: Fixtures.today, mode: .type, rating: .good, givenAnswer: "mitocondrion", isCorrect: true,
            elapsedMilliseconds: 2_000)
        #expect(QuizFeedback(card: studied.card, review: stored, today: Fixtures.today).overruled)
    }
}
