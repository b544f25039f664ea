import CardboxCore
import CardboxTestSupport
import Testing

/// What a draft save takes, and the wrong answers a draft card may be edited to.
@Suite struct DraftSaveRuleTests {
    /// Three draft cards: kept, dropped, undecided.
    func cards() -> [DraftCard] {
        let decisions: [DraftCard.Decision] = [.kept, .dropped, .pending]
        return decisions.enumerated().map { index, decision in
            DraftCard(
                id: DraftCardID(rawValue: Int64(index + 1)), draftID: DraftID(rawValue: 1), position: index,
                card: Fixtures.cardDraft(question: "Question \(index)?", answer: "Answer \(index)"),
                decision: decision)
        }
    }

    @Test func keptCardsAlwaysGoAndUndecidedOnesOnlyWhenChosen() throws {
        let cards = cards()
        #expect(try DraftSaveRule().cardsToSave(cards).map(\.position) == [0])
        #expect(try DraftSaveRule(undecided: .keep).cardsToSave(cards).map(\.position) == [0, 2])
        let tally = DraftTally(cards)
        #expect(tally == DraftTally(kept: 1, dropped: 1, undecided: 1))
        #expect(tally.saved(by: DraftSaveRule()) == 1)
        #expect(tally.saved(by: DraftSaveRule(undecided: .keep)) == 2)
    }

    @Test func aSaveOfNoCardIsRefused() {
        let undecided = cards().filter { $0.decision != .kept }
        #expect(throws: DraftError.nothingToSave(undecided: 1)) { try DraftSaveRule().cardsToSave(undecided) }
        #expect(throws: DraftError.nothingToSave(undecided: 0)) { try DraftSaveRule(undecided: .keep).cardsToSave([]) }
        #expect(DraftError.nothingToSave(undecided: 1).description.contains("save the 1 undecided card too"))
    }

    @Test func wrongAnswersAreThreeOrNone() throws {
        var card = Fixtures.cardDraft(question: "What makes energy?", answer: "A mitochondrion")
        try card.replaceDistractors(with: [" Golgi ", "", "Ribosome", "Vacuole"])
        #expect(card.distractors == ["Golgi", "Ribosome", "Vacuole"])
        try card.replaceDistractors(with: ["  "])
        #expect(card.distractors.isEmpty)
        #expect(throws: DraftError.partialDistractors(2)) { try card.replaceDistractors(with: ["Golgi", "Vacuole"]) }
        #expect(throws: CardError.distractorEqualsAnswer) {
            try card.replaceDistractors(with: ["Golgi", "a mitochondrion", "Vacuole"])
        }
        #expect(card.distractors.isEmpty)
    }
}
