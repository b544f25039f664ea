/// Compares a typed answer with the expected one.
///
/// Whitespace is normalised (runs collapse to one space, ends trimmed). Case is ignored unless the answer is code,
/// where `Self` and `self` differ. A wrong answer that is close says how close, such as "one character off".
public struct AnswerCheck: Sendable, Equatable {
    /// Whether the answer is accepted.
    public var isCorrect: Bool
    /// A short note for a near miss, such as "One character off."; `nil` when exact or far off.
    public var nearMiss: String?

    /// Checks `given` against `expected`.
    ///
    /// - Parameters:
    ///   - given: What the learner typed.
    ///   - expected: The card's answer.
    ///   - isCode: Whether case matters.
    public init(given: String, expected: String, isCode: Bool) {
        let typed = Self.normalised(given, isCode: isCode)
        // An image or sound on the answer is shown with it, never typed.
        let answer = Self.normalised(CardMediaReference.removingReferences(from: expected), isCode: isCode)
        if typed == answer {
            isCorrect = true
            nearMiss = nil
            return
        }
        isCorrect = false
        if isCode, typed.lowercased() == answer.lowercased() {
            nearMiss = "Only the letter case differs, and case matters in code."
            return
        }
        if typed.isEmpty {
            nearMiss = nil
            return
        }
        let distance = EditDistance.between(Array(typed), Array(answer), limit: 3)
        nearMiss =
            switch distance {
            case 1: "One character off."
            case 2: "Two characters off."
            default: nil
            }
    }

    /// The text compared: whitespace collapsed, and lower-cased unless it is code.
    public static func normalised(_ text: String, isCode: Bool) -> String {
        let collapsed = text.collapsingWhitespace
        return isCode ? collapsed : collapsed.lowercased()
    }
}
