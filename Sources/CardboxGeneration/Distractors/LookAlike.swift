import CardboxCore

/// Look-alike spellings: wrong answers that give the game away ("diagram · histogram · anagram").
enum LookAlike {
    /// Whether two normalised phrases are spelled alike.
    ///
    /// One-word terms are when a quarter of their letters apart at most, or sharing a long ending or beginning with at
    /// most two other letters ("anagram" and "diagram", but not "ribosome" and "lysosome"). Phrases are when one or
    /// two letters apart, or when they differ in one word only and those two words are look-alikes ("plate boundary"
    /// and "plate boundaries"); a phrase that differs by a whole word of its own is another thing ("GNU Affero
    /// General Public License" beside "GNU Lesser General Public License"). Numbers are never look-alikes: a year a
    /// year off is a fair wrong answer.
    static func isLookAlike(_ a: String, _ b: String) -> Bool {
        guard !a.isEmpty, !b.isEmpty, a != b, !a.contains(where: \.isNumber), !b.contains(where: \.isNumber) else {
            return false
        }
        let (x, y) = (Array(a), Array(b))
        let shorter = min(x.count, y.count)
        guard !a.contains(" ") && !b.contains(" ") else {
            if shorter >= 4, EditDistance.between(x, y, limit: 3) <= 2 { return true }
            let (wordsA, wordsB) = (a.split(separator: " "), b.split(separator: " "))
            guard wordsA.count == wordsB.count else { return false }
            let differing = zip(wordsA, wordsB).filter { $0 != $1 }
            return differing.count == 1 && isLookAlike(String(differing[0].0), String(differing[0].1))
        }
        if shorter >= 4 {
            let limit = max(1, shorter / 4)
            if EditDistance.between(x, y, limit: limit + 1) <= limit { return true }
        }
        let suffix = zip(x.reversed(), y.reversed()).prefix { $0 == $1 }.count
        let prefix = zip(x, y).prefix { $0 == $1 }.count
        return (suffix >= 4 && shorter - suffix <= 2) || (prefix >= 5 && shorter - prefix <= 2)
    }
}
