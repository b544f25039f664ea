public import CardboxCore

/// Wrong answers for a deck's cards that have none of their own, picked by the one distractor service
/// (``DistractorFiller``) from the deck's other answers: what multiple choice in study and quizzes made from a deck
/// offer for such cards.
///
/// The picks depend only on the deck's answers, so a prompt and the grading of its answer see the same options.
public struct DeckDistractors: Sendable {
    /// The deck's answers, the candidates.
    private let pool: TermPool
    /// The distractor service.
    private let filler: DistractorFiller

    /// Picks from the answers of `deck` with `filler`.
    public init(deck: [Card], filler: DistractorFiller = DistractorFiller()) {
        pool = TermPool(terms: deck.map(\.content.back), oneKind: true)
        self.filler = filler
    }

    /// The card's own wrong answers topped up from the deck's answers: same kind as the answer, never look-alikes;
    /// fewer than `minimum` good ones give none.
    public func wrongAnswers(for card: Card, minimum: Int = CardContent.distractorCount) -> [String] {
        let draft = CardDraft(
            kind: .basic, question: card.content.front, answer: card.content.back,
            explanation: card.content.explanation, distractors: card.content.distractors,
            source: card.content.source ?? CardSource(document: ""), engine: "deck")
        let picked = filler.fill(draft, pool: pool).distractors
        return picked.count >= minimum ? picked : []
    }

    /// `item` with three wrong answers from the deck when its card has none of its own and the deck offers them.
    public func studyCard(_ item: StudyCard) -> StudyCard {
        guard !item.card.content.supportsMultipleChoice else { return item }
        var result = item
        result.deckDistractors = Array(wrongAnswers(for: item.card).prefix(CardContent.distractorCount))
        return result
    }
}
