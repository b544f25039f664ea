/// Compares a typed answer with the expected one.
///
/// Whitespace is normalised (runs collapse to one space, ends trimmed). Case is ignored unless the answer is code,
/// where `Self` and `self` differ. An answer with ruby (`{漢字|かんじ}`) accepts its base or its reading. A wrong
/// answer that is close says how close, such as "one character off".
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
        let withoutMedia = CardMediaReference.removingReferences(from: expected)
        // Ruby may be typed as its base or as its reading.
        let answers =
            ([withoutMedia] + (CardText.rubyAlternatives(of: withoutMedia).map { [$0.base, $0.reading] } ?? []))
            .map { Self.normalised($0, isCode: isCode) }
        if answers.contains(typed) {
            isCorrect = true
            nearMiss = nil
            return
        }
        isCorrect = false
        if isCode, answers.contains(where: { $0.lowercased() == typed.lowercased() }) {
            nearMiss = "Only the letter case differs, and case matters in code."
            return
        }
        if typed.isEmpty {
            nearMiss = nil
            return
        }
        let distance = answers.map { EditDistance.between(Array(typed), Array($0), limit: 3) }.min() ?? 3
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
