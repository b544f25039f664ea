/// A hard rule of ``CardValidator``: a draft that breaks one is dropped, never repaired.
public enum ValidationRule: String, Sendable, Equatable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The cited paragraph or sentence is not in the chunk (or the document id differs).
    case missingSource = "missing-source"
    /// The quote is not found in the cited paragraph, even ignoring case, spacing and punctuation.
    case quoteMismatch = "quote-mismatch"
    /// The answer is not in the cited sentence: neither a substring after normalisation nor 80% of its content
    /// words.
    case ungrounded
    /// The question gives the answer away: the answer or its head noun appears outside the cloze gap.
    case answerLeaked = "answer-leaked"
    /// The question is empty.
    case emptyQuestion = "empty-question"
    /// The question is longer than 300 characters.
    case questionTooLong = "question-too-long"
    /// The answer is empty.
    case emptyAnswer = "empty-answer"
    /// The answer is longer than 25 words.
    case answerTooLong = "answer-too-long"
    /// The card asks for more than one fact: an answer listing three or more items, a question asking to
    /// "list all" or "name all", or more than one question mark.
    case multipleFacts = "multiple-facts"
    /// A cloze without exactly one gap, or a basic card with a gap.
    case clozeGaps = "cloze-gaps"
    /// A cloze's gap holds a phrase that the dictionary reads as no noun phrase ("perhaps large files", "clause
    /// selects subgroups"): part of a clause, not a term.
    case gapNotATerm = "gap-not-a-term"

    /// A sentence for reports.
    public var description: String {
        switch self {
        case .missingSource: "The cited paragraph or sentence does not exist."
        case .quoteMismatch: "The quote is not in the cited paragraph."
        case .ungrounded: "The answer is not in the cited sentence."
        case .answerLeaked: "The question gives the answer away."
        case .emptyQuestion: "The question is empty."
        case .questionTooLong: "The question is longer than 300 characters."
        case .emptyAnswer: "The answer is empty."
        case .answerTooLong: "The answer is longer than 25 words."
        case .multipleFacts: "The card asks for more than one fact."
        case .clozeGaps: "A cloze needs exactly one gap, and a basic card none."
        case .gapNotATerm: "The cloze's gap holds part of a clause, not a term."
        }
    }
}
