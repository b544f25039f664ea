/// Character error rate: the edit distance between two texts divided by the reference's length, after collapsing
/// whitespace and straightening quotes and dashes (layout differences are not recognition errors).
public enum CharacterErrorRate {
    /// The rate, 0 for identical texts; 1 or more when the hypothesis is unrelated or empty.
    public static func between(reference: String, hypothesis: String) -> Double {
        let expected = Array(normalised(reference))
        let actual = Array(normalised(hypothesis))
        guard !expected.isEmpty else { return actual.isEmpty ? 0 : 1 }
        var previous = Array(0...actual.count)
        var current = [Int](repeating: 0, count: actual.count + 1)
        for i in 1...expected.count {
            current[0] = i
            for j in stride(from: 1, through: actual.count, by: 1) {
                let substitution = previous[j - 1] + (expected[i - 1] == actual[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return Double(previous[actual.count]) / Double(expected.count)
    }

    /// Whitespace collapsed; curly quotes, dashes and bullets made plain.
    public static func normalised(_ text: String) -> String {
        let replacements: [Character: String] = [
            "‘": "'", "’": "'", "“": "\"", "”": "\"", "–": "-", "—": "-", "ﬁ": "fi", "ﬂ": "fl",
        ]
        let mapped = text.map { replacements[$0] ?? String($0) }.joined()
        return mapped.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
