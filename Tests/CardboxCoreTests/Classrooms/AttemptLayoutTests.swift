import CardboxCore
import Testing

/// Each attempt's question and option order comes from its seed: repeatable, a true permutation, off when not asked.
@Suite struct AttemptLayoutTests {
    let questions = ClassroomFixtures.questions(8)

    @Test func theSameSeedGivesTheSameLayout() {
        let settings = QuizSettings()
        #expect(
            AttemptLayout.make(questions: questions, settings: settings, seed: 5)
                == AttemptLayout.make(questions: questions.reversed(), settings: settings, seed: 5))
        #expect(
            AttemptLayout.make(questions: questions, settings: settings, seed: 5)
                != AttemptLayout.make(questions: questions, settings: settings, seed: 6))
    }

    @Test func aShuffledLayoutIsAPermutationOfQuestionsAndOptions() {
        let layout = AttemptLayout.make(questions: questions, settings: QuizSettings(), seed: 11)
        #expect(Set(layout.items.map(\.questionID)) == Set(questions.map(\.id)))
        #expect(layout.items.map(\.questionID) != questions.map(\.id))
        for item in layout.items { #expect(item.optionOrder.sorted() == [0, 1, 2, 3]) }
        #expect(layout.items.contains { $0.optionOrder != [0, 1, 2, 3] })
    }

    @Test func withoutShufflingTheQuizOrderIsKept() {
        let settings = QuizSettings(shuffleQuestions: false, shuffleOptions: false)
        let layout = AttemptLayout.make(questions: questions.reversed(), settings: settings, seed: 11)
        #expect(layout.items.map(\.questionID) == questions.map(\.id))
        #expect(layout.items.allSatisfy { $0.optionOrder == [0, 1, 2, 3] })
    }

    @Test func optionsCanBeShuffledAlone() {
        let settings = QuizSettings(shuffleQuestions: false, shuffleOptions: true)
        let layout = AttemptLayout.make(questions: questions, settings: settings, seed: 3)
        #expect(layout.items.map(\.questionID) == questions.map(\.id))
        #expect(layout.items.contains { $0.optionOrder != [0, 1, 2, 3] })
    }
}
