/// A generated card waiting for review: what it asks, where it comes from, which engine made it and how it scored.
public struct CardDraft: Sendable, Equatable, Hashable, Codable {
    /// A plain question card or a cloze (the question holds `{{answer}}` where the answer was cut out).
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// Question and answer.
        case basic
        /// A sentence with a gap.
        case cloze
    }

    /// The kind of card.
    public var kind: Kind
    /// The question (for a cloze, the sentence with `{{answer}}` in place of the answer).
    public var question: String
    /// The answer: a short phrase taken from the cited sentence.
    public var answer: String
    /// Why the answer is right (at most two sentences; the source sentence for the extractive engine).
    public var explanation: String
    /// Exactly three wrong answers of the same kind as the answer, when the card is complete.
    public var distractors: [String]
    /// Where the fact is: document, page, paragraph, sentence and quote.
    public var source: CardSource
    /// The engine that wrote it: `extractive`, `local:<model>` or `cloud:<provider>/<model>`.
    public var engine: String
    /// How good the card looks to the validator, 0–1 (higher first).
    public var score: Double
    /// Validator notes on soft problems, such as `long-answer` or `weak-distractors`.
    public var flags: [String]

    /// Creates a draft.
    public init(
        kind: Kind, question: String, answer: String, explanation: String, distractors: [String], source: CardSource,
        engine: String, score: Double = 0, flags: [String] = []
    ) {
        self.kind = kind
        self.question = question
        self.answer = answer
        self.explanation = explanation
        self.distractors = distractors
        self.source = source
        self.engine = engine
        self.score = score
        self.flags = flags
    }

    /// The placeholder a cloze question holds where the answer goes.
    public static let clozePlaceholder = "{{answer}}"

    /// The question as shown: a cloze shows a gap.
    public var displayQuestion: String {
        kind == .cloze ? question.replacing(Self.clozePlaceholder, with: "_____") : question
    }
}
