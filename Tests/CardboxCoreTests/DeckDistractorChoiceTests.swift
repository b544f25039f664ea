import CardboxCore
import CardboxTestSupport
import Testing

/// Multiple choice asks a card without wrong answers of its own with three picked from its deck, and grades the
/// answer against the same options; without them the card is a flip card.
@Suite struct DeckDistractorChoiceTests {
    let context = ReviewContext(now: Fixtures.now, today: Fixtures.today)

    func item(distractors: [String], deckDistractors: [String]) -> StudyCard {
        StudyCard(
            card: Fixtures.card(
                content: Fixtures.content(front: "Capital of Peru?", back: "Lima", distractors: distractors)),
            deckOptions: DeckOptions(), deckDistractors: deckDistractors)
    }

    @Test func aCardWithoutItsOwnWrongAnswersIsAskedWithItsDecks() throws {
        let asked = item(distractors: [], deckDistractors: ["Paris", "Rome", "Madrid"])
        let prompt = QuizSession.prompt(for: asked, mode: .choice, seed: 7, remaining: 1, in: context)
        #expect(prompt.mode == .choice)
        #expect(Set(prompt.options) == ["Lima", "Paris", "Rome", "Madrid"])
        let right = try #require(prompt.options.firstIndex(of: "Lima"))
        let graded = try #require(
            try QuizSession.grade(
                .choice(right), to: asked, mode: .choice, seed: 7, in: context, elapsedMilliseconds: 900))
        #expect(graded.feedback.isCorrect)
        let wrong = (right + 1) % 4
        let missed = try #require(
            try QuizSession.grade(
                .choice(wrong), to: asked, mode: .choice, seed: 7, in: context, elapsedMilliseconds: 900))
        #expect(!missed.feedback.isCorrect)
    }

    @Test func theCardsOwnWrongAnswersComeFirstAndTooFewMakeAFlipCard() {
        let own = item(distractors: ["Quito", "Bogotá", "Santiago"], deckDistractors: ["Paris", "Rome", "Madrid"])
        let ownPrompt = QuizSession.prompt(for: own, mode: .choice, seed: 7, remaining: 1, in: context)
        #expect(Set(ownPrompt.options) == ["Lima", "Quito", "Bogotá", "Santiago"])
        let short = item(distractors: [], deckDistractors: ["Paris", "Rome"])
        #expect(QuizSession.prompt(for: short, mode: .choice, seed: 7, remaining: 1, in: context).mode == .flip)
        let none = item(distractors: [], deckDistractors: [])
        #expect(QuizSession.prompt(for: none, mode: .choice, seed: 7, remaining: 1, in: context).mode == .flip)
    }

    /// An answer that is only an image or a sound can be neither picked from text options nor typed: it is a flip
    /// card in those modes.
    @Test func anAnswerThatIsOnlyAFileIsAskedAsAFlipCard() {
        let image = "![the flag](media:\(String(repeating: "ab", count: 32)).png)"
        let asked = StudyCard(
            card: Fixtures.card(
                content: Fixtures.content(
                    front: "Flag of Peru?", back: image, distractors: ["Chile", "Bolivia", "Cuba"])),
            deckOptions: DeckOptions(), deckDistractors: [])
        for mode in [StudyMode.choice, .type] {
            #expect(QuizSession.prompt(for: asked, mode: mode, seed: 7, remaining: 1, in: context).mode == .flip)
        }
        let captioned = StudyCard(
            card: Fixtures.card(
                content: Fixtures.content(
                    front: "Flag of Peru?", back: "Peru's flag " + image, distractors: ["Chile", "Bolivia", "Cuba"])),
            deckOptions: DeckOptions(), deckDistractors: [])
        #expect(QuizSession.prompt(for: captioned, mode: .choice, seed: 7, remaining: 1, in: context).mode == .choice)
    }
}
