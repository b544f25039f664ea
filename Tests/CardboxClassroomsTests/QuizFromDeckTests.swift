import CardboxClassrooms
import CardboxCore
import CardboxGeneration
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// A quiz made from a deck in one step: the cards' own distractors, the distractor service for the rest, selection.
@Suite struct QuizFromDeckTests {
    typealias Bed = ClassroomTestBed

    /// The teacher's deck: two capitals with distractors, four without, and one card whose answer nothing resembles.
    func deck(_ bed: Bed) throws -> Deck {
        let deck = try bed.store.insertDeck(NewDeck(ownerID: bed.teacher.id, name: "Capitals", createdAt: Bed.now))
        let cards: [CardContent] = [
            CardContent(
                front: "Capital of France?", back: "Paris", distractors: ["Lyon", "Nice", "Lille"], category: "Europe"),
            CardContent(
                front: "Capital of Peru?", back: "Lima", distractors: ["Cusco", "Arequipa", "Trujillo"],
                category: "Americas"),
            CardContent(front: "Capital of Italy?", back: "Rome", category: "Europe"),
            CardContent(front: "Capital of Spain?", back: "Madrid", category: "Europe"),
            CardContent(front: "Capital of Chile?", back: "Santiago", category: "Americas"),
            CardContent(front: "Capital of Japan?", back: "Tokyo", category: "Asia"),
            CardContent(
                front: "Why do cells need mitochondria?", back: "They release the energy stored in food by respiration",
                category: "Biology"),
        ]
        for content in cards {
            _ = try bed.store.insertCard(content, into: deck.id, createdAt: Bed.now, today: Fixtures.today)
        }
        return deck
    }

    func request(
        _ bed: Bed, _ deck: Deck, _ selection: QuizFromDeck.Selection, seed: UInt64 = 1
    ) -> QuizFromDeck.Request {
        var quiz = bed.newQuiz(name: "Capitals quiz", questions: 0)
        quiz.questions = []
        return QuizFromDeck.Request(deckID: deck.id, quiz: quiz, selection: selection, seed: seed)
    }

    @Test func everyCardBecomesAQuestionWithItsOwnOrFilledDistractors() throws {
        let bed = try Bed()
        let deck = try deck(bed)
        let maker = QuizFromDeck(store: bed.store)
        let outcome = try maker.make(request(bed, deck, .category("EUROPE")), by: bed.teacher.id)
        #expect(outcome.questionCount == 3)
        #expect(outcome.skipped.isEmpty)
        let questions = try bed.store.questions(of: outcome.quiz.id)
        #expect(questions.map(\.content.rightOption) == ["Paris", "Rome", "Madrid"])
        #expect(questions[0].content.wrongOptions == ["Lyon", "Nice", "Lille"])
        for question in questions.dropFirst() {
            #expect(question.content.wrongOptions.count == 3)
            #expect(!question.content.wrongOptions.contains(question.content.rightOption))
        }
        #expect(try bed.store.fetchCards(deck: deck.id).count == 7)
    }

    @Test func cardsWithoutThreeGoodWrongAnswersAreLeftOutAndNamed() throws {
        let bed = try Bed()
        let deck = try deck(bed)
        let outcome = try QuizFromDeck(store: bed.store).make(request(bed, deck, .all), by: bed.teacher.id)
        #expect(outcome.skipped == ["Why do cells need mitochondria?"])
        #expect(outcome.questionCount == 6)
    }

    /// An answer that is only an image would be a blank option to students, who see files only after answering.
    @Test func aCardWhoseAnswerIsOnlyAFileIsLeftOutAndNamed() throws {
        let bed = try Bed()
        let deck = try deck(bed)
        let flag = "![the flag](media:\(String(repeating: "ab", count: 32)).png)"
        _ = try bed.store.insertCard(
            CardContent(
                front: "Flag of Peru?", back: flag, distractors: ["Chile", "Bolivia", "Cuba"], category: "Flags"),
            into: deck.id, createdAt: Bed.now, today: Fixtures.today)
        let outcome = try QuizFromDeck(store: bed.store).make(request(bed, deck, .all), by: bed.teacher.id)
        #expect(outcome.skipped == ["Why do cells need mitochondria?", "Flag of Peru?"])
        #expect(outcome.questionCount == 6)
    }

    @Test func randomSelectionRepeatsForASeed() throws {
        let bed = try Bed()
        let deck = try deck(bed)
        let cards = try bed.store.fetchCards(deck: deck.id)
        let first = QuizFromDeck.select(cards, .random(count: 3), seed: 42).map(\.id)
        #expect(first.count == 3)
        #expect(QuizFromDeck.select(cards, .random(count: 3), seed: 42).map(\.id) == first)
        #expect(QuizFromDeck.select(cards, .random(count: 3), seed: 43).map(\.id) != first)
        #expect(QuizFromDeck.select(cards, .random(count: 99), seed: 1).count == 7)
    }

    @Test func onlyTheDecksOwnerMakesAQuizFromItAndOnlyForTheirClassroom() throws {
        let bed = try Bed()
        let deck = try deck(bed)
        let maker = QuizFromDeck(store: bed.store)
        #expect(throws: ClassroomQuizError.notFound) { try maker.make(request(bed, deck, .all), by: bed.coTeacher.id) }
        #expect(throws: ClassroomError.notAllowed) { try maker.make(request(bed, deck, .all), by: bed.sam.id) }
        #expect(throws: ClassroomQuizError.noQuestions) {
            try maker.make(request(bed, deck, .category("Oceania")), by: bed.teacher.id)
        }
    }
}
