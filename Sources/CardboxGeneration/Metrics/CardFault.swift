/// A way a generated card is malformed that a person grading it would mark as a reason to fix or drop it.
public enum CardFault: String, Sendable, Codable, CaseIterable, Comparable {
    /// The question stops mid-sentence ("… passed as an?") or starts in the middle of one.
    case cutOffQuestion = "cut-off-question"
    /// The answer is part of a term ("child" for "child class") or starts or ends with a function word.
    case fragmentAnswer = "fragment-answer"
    /// The blank is over function words or page furniture ("another", "the", "Table").
    case functionWordBlank = "function-word-blank"
    /// A wrong answer is a look-alike spelling of the answer or of another wrong answer ("diagram · histogram").
    case lookAlikeDistractor = "look-alike-distractor"
    /// The same wrong answers appear on many cards ("function · program · object" everywhere).
    case repeatedDistractorSet = "repeated-distractor-set"
    /// The card comes from a citation, the reference list, the index or the table of contents.
    case citationOrIndexSource = "citation-or-index-source"

    /// Orders faults as they are declared.
    public static func < (lhs: CardFault, rhs: CardFault) -> Bool {
        let all = allCases
        return (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
    }
}
