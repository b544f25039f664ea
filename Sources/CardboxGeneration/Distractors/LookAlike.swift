import CardboxCore

/// Look-alike spellings: wrong answers that give the game away ("diagram · histogram · anagram").
enum LookAlike {
    /// Whether two normalised phrases are spelled alike.
    ///
    /// They are when one or two letters apart, or one-word terms sharing a long ending or beginning with at most two other letters ("anagram" and "diagram", but not "ribosome" and
    /// "lysosome"). Numbers are never look-alikes: a year a year off is a fair wrong answer.
    static func isLookAlike(_ a: String, _ b: String) -> Bool {
        guard !a.isEmpty, !b.isEmpty, a != b, !a.contains(where: \.isNumber), !b.contains(where: \.isNumber) else {
            return false
        }
        let (x, y) = (Array(a), Array(b))
        let shorter = min(x.count, y.count)
        if shorter >= 4 {
            let limit = max(1, shorter / 4)
            if EditDistance.between(x, y, limit: limit + 1) <= limit { return true }
        }
        guard !a.contains(" "), !b.contains(" ") else { return false }
        let suffix = zip(x.reversed(), y.reversed()).prefix { $0 == $1 }.count
        let prefix = zip(x, y).prefix { $0 == $1 }.count
        return (suffix >= 4 && shorter - suffix <= 2) || (prefix >= 5 && shorter - prefix <= 2)
    }
}
