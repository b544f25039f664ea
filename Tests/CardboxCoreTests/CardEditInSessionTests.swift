import CardboxCore
import CardboxTestSupport
import FoundationEssentials
import Testing

/// Editing and flagging the card on show during a study session.
@Suite struct CardEditInSessionTests {
    let context = ReviewContext(now: Fixtures.now, today: Fixtures.today)

    func items(_ count: Int) -> [StudyCard] {
        (1...count).map { index in
            StudyCard(
                card: Fixtures.card(id: Int64(index), content: Fixtures.content(front: "q\(index)", back: "a\(index)")),
                deckOptions: DeckOptions(scheduler: .leitner))
        }
    }

    @Test func anEditedCardIsAskedAgainWithItsNewTextAndGradedByIt() throws {
        var session = QuizSession(cards: items(2), mode: .type, seed: 1)
        guard case .show(let first) = session.start(in: context) else { throw QuizError.noCardShown }
        var content = first.card.content
        content.back = "a1 edited"
        guard case .show(let again) = try session.replaceCurrentContent(with: content, in: context) else {
            throw QuizError.noCardShown
        }
        #expect(again.card.id == first.card.id)
        #expect(again.card.content.back == "a1 edited")
        #expect(again.card.schedule == first.card.schedule)
        #expect(again.remaining == first.remaining)
        let actions = try session.answer(.typed("a1 edited"), in: context, elapsedMilliseconds: 0)
        guard case .persist(let record) = actions.first else {
            Issue.record("nothing stored: \(actions)")
            return
        }
        #expect(record.isCorrect)
        // An undo brings the card back with the edited text, not the text from before the edit.
        guard case .show(let undone) = try session.undo().last else { throw QuizError.noCardShown }
        #expect(undone.card.content.back == "a1 edited")
    }

    @Test func editingWithNoCardOnShowIsRefused() {
        var session = QuizSession(cards: [], mode: .flip, seed: 1)
        _ = session.start(in: context)
        #expect(throws: QuizError.noCardShown) {
            try session.replaceCurrentContent(with: Fixtures.content(front: "q", back: "a"), in: context)
        }
    }

    @Test func theFlagIsATagThatTogglesWhateverItsCase() {
        let plain = Fixtures.content(front: "q", back: "a")
        let flagged = plain.togglingFlag()
        #expect(flagged.isFlagged)
        #expect(flagged.tags.last == CardContent.flagTag)
        #expect(!flagged.togglingFlag().isFlagged)
        var shouted = plain
        shouted.tags = ["verbs", "Flagged"]
        #expect(shouted.isFlagged)
        #expect(shouted.togglingFlag().tags == ["verbs"])
    }
}
