/// A soft problem of a draft: kept, but flagged for review and ranked lower.
///
/// The raw value is what goes into ``CardboxCore/CardDraft/flags``.
public enum DraftFlag: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    /// The answer is longer than 12 words.
    case longAnswer = "long-answer"
    /// Fewer than three usable distractors (the card still works as a flip card).
    case weakDistractors = "weak-distractors"
    /// Fewer than three good wrong answers of the answer's kind were found, so the card is asked as a flip card and
    /// carries none rather than weak ones.
    case flipCard = "flip-card"
    /// The question is vague: "What about …", "Tell me …", "according to the text", or an opening "It"/"This"
    /// with nothing it could refer to.
    case vagueQuestion = "vague-question"
    /// The question is longer than 200 characters or 30 words.
    case longQuestion = "long-question"
    /// Half or more of the answer's content words are already in the question.
    case answerOverlap = "answer-overlap"
    /// The answer joins clauses with ";" or ", and".
    case joinedClauses = "joined-clauses"
    /// The answer is a single function word.
    case trivialAnswer = "trivial-answer"

    /// How much the flag lowers a draft's score.
    public var penalty: Double {
        switch self {
        case .longAnswer: 0.15
        case .weakDistractors: 0.1
        case .flipCard: 0
        case .vagueQuestion: 0.3
        case .longQuestion: 0.1
        case .answerOverlap: 0.1
        case .joinedClauses: 0.1
        case .trivialAnswer: 0.3
        }
    }
}
