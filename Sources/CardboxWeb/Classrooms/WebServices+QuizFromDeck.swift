import CardboxCore
import Foundation

extension WebServices {
    /// The most questions a quiz made from a deck gets.
    static let maximumDeckQuizQuestions = 200

    /// Makes a draft quiz from one of `teacher`'s decks in one step.
    ///
    /// It takes the cards of `category` (all when empty), or `count` of them picked at random; each becomes a question
    /// whose wrong options are the card's own distractors, then other cards' answers from the deck. Cards that cannot
    /// get three wrong options are left out. The deck stays the teacher's.
    func quizFromDeck(
        _ deckText: String?, category: String, count: Int?, name: String, teacher: User, access: ClassroomAccess
    ) throws -> Quiz {
        let deck = try ownedDeck(deckText, of: teacher)
        var cards = try store.fetchCards(deck: deck.id)
        let wanted = category.trimmingCharacters(in: .whitespaces)
        if !wanted.isEmpty {
            cards = cards.filter { $0.content.category.caseInsensitiveCompare(wanted) == .orderedSame }
        }
        var generator = SystemRandomNumberGenerator()
        cards.shuffle(using: &generator)
        let limit = min(count ?? Self.maximumDeckQuizQuestions, Self.maximumDeckQuizQuestions)
        let answers = cards.map(\.content.back)
        var questions: [QuestionContent] = []
        for card in cards where questions.count < limit {
            let right = card.content.back
            var wrong: [String] = []
            var seen: Set<String> = [ClassroomName.key(right)]
            for candidate in card.content.distractors + answers.shuffled(using: &generator)
            where wrong.count < QuestionContent.minimumWrongOptions {
                let key = ClassroomName.key(candidate)
                guard !key.isEmpty, !seen.contains(key) else { continue }
                seen.insert(key)
                wrong.append(candidate)
            }
            let question = QuestionContent(
                prompt: card.content.front, rightOption: right, wrongOptions: wrong,
                explanation: card.content.explanation)
            if (try? question.validated()) != nil { questions.append(question) }
        }
        guard !questions.isEmpty else {
            throw WebError.invalid(
                "No card of that deck\(wanted.isEmpty ? "" : " and category") can become a question with three "
                    + "wrong options.", field: "deck")
        }
        let quizName = name.trimmingCharacters(in: .whitespaces).isEmpty ? deck.name : name
        return try createQuiz(
            NewQuiz(
                classroomID: access.classroom.id, name: quizName, deadline: nil, publishedAt: nil, createdAt: now(),
                questions: questions))
    }
}
