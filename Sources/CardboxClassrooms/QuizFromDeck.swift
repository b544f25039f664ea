public import CardboxCore
public import CardboxGeneration

/// Makes a classroom quiz from one of the teacher's own decks in one step: each chosen card becomes a question.
///
/// A card's wrong answers are its own distractors; a card without three gets them from the one distractor service
/// (``DistractorFiller``, drawing on the deck's other answers and related words). A card that still has fewer than
/// three good ones is left out and named in the outcome. The deck stays the teacher's and is not changed.
public struct QuizFromDeck: Sendable {
    /// Where decks and quizzes are stored.
    public var store: any ClassroomStore & DeckStore
    /// The distractor service.
    public var filler: DistractorFiller

    /// Creates the use case.
    public init(store: any ClassroomStore & DeckStore, filler: DistractorFiller = DistractorFiller()) {
        self.store = store
        self.filler = filler
    }

    /// Which cards become questions.
    public enum Selection: Sendable, Equatable {
        /// Every card, in the deck's order.
        case all
        /// The cards of one category (compared case-insensitively), in the deck's order.
        case category(String)
        /// `count` cards drawn at random with the request's seed.
        case random(count: Int)
    }

    /// What to make.
    public struct Request: Sendable, Equatable {
        /// The teacher's deck.
        public var deckID: DeckID
        /// The quiz's classroom, name, instructions, deadline, settings and publication (its questions are ignored).
        public var quiz: NewQuiz
        /// Which cards.
        public var selection: Selection
        /// The seed random selection draws from.
        public var seed: UInt64

        /// Creates the value.
        public init(deckID: DeckID, quiz: NewQuiz, selection: Selection, seed: UInt64) {
            self.deckID = deckID
            self.quiz = quiz
            self.selection = selection
            self.seed = seed
        }
    }

    /// What was made.
    public struct Outcome: Sendable, Equatable {
        /// The new quiz.
        public var quiz: Quiz
        /// How many questions it has.
        public var questionCount: Int
        /// The fronts of the chosen cards left out for want of three good wrong answers.
        public var skipped: [String]

        /// Creates the value.
        public init(quiz: Quiz, questionCount: Int, skipped: [String]) {
            self.quiz = quiz
            self.questionCount = questionCount
            self.skipped = skipped
        }
    }

    /// The most questions one quiz made from a deck gets.
    public static let maximumQuestions = 200

    /// Makes the quiz.
    ///
    /// - Throws: ``ClassroomQuizError/notFound`` when the deck is not the caller's, ``ClassroomQuizError/noQuestions``
    ///   when no chosen card makes a question, and the errors of ``ClassroomQuizzes/create(_:by:)``.
    public func make(_ request: Request, by teacher: UserID) throws -> Outcome {
        try ClassroomAccess(store: store).require(.manageQuizzes, by: teacher, in: request.quiz.classroomID)
        guard try store.findDeck(request.deckID, owner: teacher) != nil else { throw ClassroomQuizError.notFound }
        let cards = try store.fetchCards(deck: request.deckID)
        let chosen = Self.select(cards, request.selection, seed: request.seed)
        let (questions, skipped) = questions(from: chosen, deck: cards)
        if questions.isEmpty { throw ClassroomQuizError.noQuestions }
        var quiz = request.quiz
        quiz.questions = questions
        let created = try ClassroomQuizzes(store: store).create(quiz, by: teacher)
        return Outcome(quiz: created, questionCount: questions.count, skipped: skipped)
    }

    /// The cards `selection` picks, at most ``maximumQuestions``.
    public static func select(_ cards: [Card], _ selection: Selection, seed: UInt64) -> [Card] {
        switch selection {
        case .all:
            return Array(cards.prefix(maximumQuestions))
        case .category(let name):
            let key = ClassroomName.key(name)
            return Array(cards.filter { ClassroomName.key($0.content.category) == key }.prefix(maximumQuestions))
        case .random(let count):
            var generator = SplitMix64(seed: seed)
            return Array(cards.shuffled(using: &generator).prefix(max(0, min(count, maximumQuestions))))
        }
    }

    /// The questions `cards` make, and the fronts of those that make none (too few wrong answers, or an answer that is
    /// only a file, which a student could not tell from a blank option); `deck` supplies other answers as distractor
    /// candidates.
    func questions(from cards: [Card], deck: [Card]) -> (questions: [QuestionContent], skipped: [String]) {
        let distractors = DeckDistractors(deck: deck, filler: filler)
        var questions: [QuestionContent] = []
        var skipped: [String] = []
        for card in cards {
            guard !card.content.answerIsOnlyMedia else {
                skipped.append(card.content.front)
                continue
            }
            let wrong = wrongOptions(for: card, from: distractors)
            let content = QuestionContent(
                prompt: card.content.front, rightOption: card.content.back, wrongOptions: wrong,
                explanation: card.content.explanation)
            if let valid = try? content.validated() {
                questions.append(valid)
            } else {
                skipped.append(card.content.front)
            }
        }
        return (questions, skipped)
    }

    private func wrongOptions(for card: Card, from distractors: DeckDistractors) -> [String] {
        if card.content.distractors.count >= QuestionContent.minimumWrongOptions { return card.content.distractors }
        return distractors.wrongAnswers(for: card, minimum: 0)
    }
}
