/// Whether "a" or "an" goes before a word, by how the word is spoken.
///
/// A wrong answer standing after "an" must open with a vowel sound as the right one does: "an _____" with
/// "glob pattern" among the choices gives that one away. Read by spelling: a vowel letter opens a vowel sound except
/// in "uni…", "use…", "eu…", "one…" ("a unit", "a user"); a silent "h" ("an hour", "an honest") does not; an acronym
/// spoken letter by letter opens with a vowel sound when its first letter's name does ("an MD5", "an SQL", "a CRC");
/// a number when it is spoken "eight", "eleven" or "eighteen".
enum IndefiniteArticle {
    /// Whether `text` opens with a vowel sound; `nil` when its first character is neither a letter nor a digit.
    static func opensWithVowelSound(_ text: String) -> Bool? {
        let word = String(text.prefix { !$0.isWhitespace && $0 != "-" })
        guard let first = word.first, first.isLetter || first.isNumber else { return nil }
        if first.isNumber {
            return word.hasPrefix("8") || word.hasPrefix("11") || word.hasPrefix("18")
        }
        let letters = word.filter(\.isLetter)
        if letters.count >= 2, letters.allSatisfy(\.isUppercase) {
            return "AEFHILMNORSX".contains(first)
        }
        let lower = word.lowercased()
        if ["uni", "use", "usu", "uti", "ubi", "eu", "one", "once"].contains(where: lower.hasPrefix) { return false }
        if ["hour", "honest", "honor", "honour", "heir"].contains(where: lower.hasPrefix) { return true }
        return "aeiou".contains(lower.first ?? " ")
    }

    /// Whether `candidate` may stand after `article` ("a" or "an", any case) where `answer` stands: always, unless
    /// the answer agrees with the article by the rules above and the candidate does not.
    static func fits(_ candidate: String, after article: String, like answer: String) -> Bool {
        let wantsVowel: Bool
        switch article.lowercased() {
        case "a": wantsVowel = false
        case "an": wantsVowel = true
        default: return true
        }
        guard opensWithVowelSound(answer) == wantsVowel, let sound = opensWithVowelSound(candidate) else {
            return true
        }
        return sound == wantsVowel
    }
}
