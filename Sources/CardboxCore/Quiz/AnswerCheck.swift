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
        let answer = Self.normalised(expected, isCode: isCode)
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
        let distance = Self.editDistance(Array(typed), Array(answer), limit: 3)
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

    /// The Levenshtein distance between `a` and `b`, or `limit` when it is at least `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) >= limit { return limit }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum >= limit { return limit }
            swap(&previous, &current)
        }
        return min(a.isEmpty ? b.count : previous[b.count], limit)
    }
}
