/// The Levenshtein distance between two texts.
///
/// It counts the single-character insertions, deletions and substitutions that turn one text into the other.
/// Near-miss answers, "did you mean" suggestions and category names all measure closeness with it.
public enum EditDistance {
    /// The distance between `a` and `b`, or `limit` when it is at least `limit` (which stops early).
    public static func between(_ a: [Character], _ b: [Character], limit: Int) -> Int {
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

    /// The candidate closest to `word` within `maximum` edits, if any (the first of equally close ones).
    public static func closest(to word: String, among candidates: [String], maximum: Int = 2) -> String? {
        let target = Array(word)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(target, Array(candidate), limit: maximum + 1)
            if distance <= maximum, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
