import CardboxCore
import CardboxTestSupport
import Foundation
import Testing

/// A card whose answer is typed (Anki's type-in cards) is typed in a flip session; other modes ask it as they ask
/// every card.
@Suite struct TypedAnswerCardTests {
    let context = ReviewContext(now: Fixtures.now, today: Fixtures.today)

    func item(back: String, typed: Bool) -> StudyCard {
        var content = Fixtures.content(
            front: "Capital of Peru?", back: back, distractors: ["Quito", "Bogotá", "Cusco"])
        content.answerIsTyped = typed
        return StudyCard(card: Fixtures.card(content: content), deckOptions: DeckOptions(), deckDistractors: [])
    }

    @Test func aTypedCardIsTypedInAFlipSessionAndGradedByWhatIsTyped() throws {
        let typed = item(back: "Lima", typed: true)
        #expect(QuizSession.prompt(for: typed, mode: .flip, seed: 7, remaining: 1, in: context).mode == .type)
        #expect(QuizSession.prompt(for: typed, mode: .choice, seed: 7, remaining: 1, in: context).mode == .choice)
        #expect(
            QuizSession.prompt(for: item(back: "Lima", typed: false), mode: .flip, seed: 7, remaining: 1, in: context)
                .mode == .flip)
        let right = try #require(
            try QuizSession.grade(
                .typed("lima"), to: typed, mode: .flip, seed: 7, in: context, elapsedMilliseconds: 900))
        #expect(right.feedback.isCorrect)
        let wrong = try #require(
            try QuizSession.grade(
                .typed("Cusco"), to: typed, mode: .flip, seed: 7, in: context, elapsedMilliseconds: 900))
        #expect(!wrong.feedback.isCorrect)
    }

    @Test func aTypedCardWhoseAnswerIsOnlyAFileIsFlipped() {
        let image = "![the flag](media:\(String(repeating: "ab", count: 32)).png)"
        #expect(
            QuizSession.prompt(for: item(back: image, typed: true), mode: .flip, seed: 7, remaining: 1, in: context)
                .mode == .flip)
    }

    @Test func contentWithoutTheMarkDecodesAsNotTypedAndIsWrittenAsBefore() throws {
        let plain = Fixtures.content(front: "a", back: "b")
        let encoded = try JSONEncoder().encode(plain)
        #expect(!String(decoding: encoded, as: UTF8.self).contains("answerIsTyped"))
        #expect(try JSONDecoder().decode(CardContent.self, from: encoded) == plain)
        var typed = plain
        typed.answerIsTyped = true
        let round = try JSONDecoder().decode(CardContent.self, from: try JSONEncoder().encode(typed))
        #expect(round.answerIsTyped)
    }
}
