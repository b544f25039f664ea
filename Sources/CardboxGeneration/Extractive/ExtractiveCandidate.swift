import CardboxCore

/// A card the extractive engine could write, with the rule that found it and its rank score.
struct ExtractiveCandidate {
    /// The rules of the extractive engine, best kind of card first.
    enum Rule: String, Sendable, CaseIterable {
        /// A glossary entry: a term heading and the definition under it.
        case glossaryEntry
        /// "X is a Y that …", "X is defined as …", "X refers to …", "… is called X", "X, also known as Y",
        /// "X means …".
        case definition
        /// "Long Name (LN)".
        case abbreviation
        /// A short "S is P" statement with its short predicate or its identifier subject blanked.
        case statement
        /// A list item under a heading: "Term: description", or a fact in a sentence-like item.
        case listItem
        /// A year or percentage turned into a question ("In what year …?", "What percentage of …?").
        case numberQuestion
        /// A number, date or quantity cut out of its sentence.
        case numberCloze
        /// A key term cut out of its sentence.
        case keyTermCloze

        /// Whether the rule's card is a fact the sentence states (an entry, a definition, an abbreviation, a short
        /// statement or what a thing does, a list item's description, a dated event), rather than a blank chosen over
        /// one of its terms.
        var statesAFact: Bool {
            switch self {
            case .glossaryEntry, .definition, .abbreviation, .statement, .listItem, .numberQuestion: true
            case .numberCloze, .keyTermCloze: false
            }
        }

        /// The rule's starting score: definitions rank above list items, list items above clozes.
        var baseScore: Double {
            switch self {
            case .glossaryEntry: 0.9
            case .definition: 0.85
            case .abbreviation: 0.8
            case .statement: 0.74
            case .listItem: 0.72
            case .numberQuestion: 0.66
            case .numberCloze: 0.6
            case .keyTermCloze: 0.5
            }
        }
    }

    /// The rule that found the card.
    let rule: Rule
    /// The card's kind.
    let kind: CardDraft.Kind
    /// The question (with the placeholder for a cloze).
    let question: String
    /// The answer as written in the sentence.
    let answer: String
    /// How much the answer's term stands for the document, 0–1.
    let salience: Double
    /// The sentence it comes from.
    let sentence: SentenceContext
    /// Wrong answers the rule already knows to be of the same kind (other terms of a glossary), best first.
    let distractors: [String]

    /// The rank score: the rule's base, the term's salience, and the sentence's position and length.
    let score: Double

    /// Whether the author set the answer apart in quotation marks ("the "acks" environment").
    let isMarked: Bool

    /// Creates a candidate and works out its score.
    init(
        rule: Rule, kind: CardDraft.Kind, question: String, answer: String, salience: Double, sentence: SentenceContext,
        distractors: [String] = [], isMarked: Bool = false
    ) {
        self.distractors = distractors
        self.rule = rule
        self.kind = kind
        self.question = question
        self.answer = answer
        self.salience = salience
        self.sentence = sentence
        self.isMarked = isMarked
        score = Self.score(rule: rule, kind: kind, salience: salience, sentence: sentence) + (isMarked ? 0.06 : 0)
    }

    /// This candidate with `answer` as its answer (the same words, less of them).
    func with(answer: String) -> ExtractiveCandidate {
        ExtractiveCandidate(
            rule: rule, kind: kind, question: question, answer: answer, salience: salience, sentence: sentence,
            distractors: distractors, isMarked: isMarked)
    }

    /// This candidate with `distractors` as its known wrong answers.
    func with(distractors: [String]) -> ExtractiveCandidate {
        ExtractiveCandidate(
            rule: rule, kind: kind, question: question, answer: answer, salience: salience, sentence: sentence,
            distractors: distractors, isMarked: isMarked)
    }

    /// The score of a candidate found by `rule` in `sentence`.
    private static func score(rule: Rule, kind: CardDraft.Kind, salience: Double, sentence: SentenceContext) -> Double {
        var score = rule.baseScore + 0.12 * salience
        if sentence.number == 0 { score += 0.03 }
        if sentence.paragraphCount > 1 {
            score += 0.02 * (1 - Double(sentence.paragraphPosition) / Double(sentence.paragraphCount - 1))
        }
        let words = sentence.wordCount
        if kind == .cloze, words > 35 { score -= 0.1 }
        if kind == .cloze, words < 8 { score -= 0.05 }
        return min(1, max(0.05, score))
    }

    /// The draft, explained by its sentence and cited to it.
    func draft(in chunk: DocumentChunk, engine: String) -> CardDraft {
        CardDraft(
            kind: kind, question: question, answer: answer, explanation: sentence.quote, distractors: distractors,
            source: sentence.source(in: chunk), engine: engine, score: (score * 1000).rounded() / 1000)
    }
}
