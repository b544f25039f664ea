import CardboxCore
import CardboxGeneration
import CardboxTestSupport
import Testing

/// Wrong answers for a deck's cards without their own come from the deck's other answers of the same kind.
@Suite struct DeckDistractorsTests {
    private func card(_ id: Int64, _ front: String, _ back: String) -> Card {
        Fixtures.card(id: id, content: Fixtures.content(front: front, back: back, distractors: []))
    }

    private var deck: [Card] {
        [
            card(1, "Capital of Peru?", "Lima"), card(2, "Capital of France?", "Paris"),
            card(3, "Capital of Italy?", "Rome"), card(4, "Capital of Spain?", "Madrid"),
            card(5, "Year the Berlin Wall fell?", "1989"),
            card(6, "Largest planet of the Solar System?", "Jupiter is the largest planet of the Solar System"),
        ]
    }

    @Test func picksThreeOtherAnswersOfTheSameKindTheSameWayEachTime() {
        let picker = DeckDistractors(deck: deck)
        let wrong = picker.wrongAnswers(for: deck[0])
        #expect(wrong.count == 3)
        #expect(Set(wrong).isSubset(of: ["Paris", "Rome", "Madrid"]), "\(wrong)")
        #expect(DeckDistractors(deck: deck).wrongAnswers(for: deck[0]) == wrong)
        let item = picker.studyCard(StudyCard(card: deck[0], deckOptions: DeckOptions()))
        #expect(item.wrongAnswers == wrong)
    }

    /// A deck's answers are of one kind as its maker chose them: a phrase takes them without sharing a word.
    @Test func aPhraseTakesTheDecksOtherPhrases() {
        let deck = [
            card(1, "What keeps the ribosomes?", "rough endoplasmic reticulum"),
            card(2, "What packs proteins?", "Golgi apparatus"), card(3, "What digests waste?", "lysosome"),
            card(4, "What makes energy?", "mitochondrial matrix"), card(5, "What holds the DNA?", "cell nucleus"),
        ]
        let wrong = DeckDistractors(deck: deck).wrongAnswers(for: deck[3])
        #expect(wrong.count == 3, "\(wrong)")
        #expect(!wrong.contains("mitochondrial matrix"))
    }

    @Test func aDeckWithoutThreeFittingAnswersGivesNone() {
        let small = Array(deck.prefix(3))
        #expect(DeckDistractors(deck: small).wrongAnswers(for: small[0]).isEmpty)
        let item = DeckDistractors(deck: small).studyCard(StudyCard(card: small[0], deckOptions: DeckOptions()))
        #expect(item.wrongAnswers == nil)
    }

    @Test func aCardWithItsOwnWrongAnswersKeepsThem() {
        var own = deck[0]
        own.content.distractors = ["Quito", "Bogotá", "Santiago"]
        let item = DeckDistractors(deck: deck).studyCard(StudyCard(card: own, deckOptions: DeckOptions()))
        #expect(item.deckDistractors.isEmpty)
        #expect(item.wrongAnswers == ["Quito", "Bogotá", "Santiago"])
    }
}
