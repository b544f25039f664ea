/// Morphy-style suffix stripping: the base forms an inflected English word may come from.
///
/// The detachment rules are WordNet's (`morphy(7WN)`) for nouns, verbs and adjectives, plus "-ly" adverbs and
/// doubled final consonants ("running" → "run"). Irregular forms come from a lexicon's exception lists.
enum Morphology {
    /// Suffix replacements, longest first so that "ies" → "y" is tried before "s" → "".
    private static let rules: [(suffix: String, replacement: String)] = [
        ("ies", "y"), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"),
        ("ing", "e"), ("ing", ""), ("est", "e"), ("est", ""), ("ily", "y"), ("es", "e"), ("es", ""), ("ed", "e"),
        ("ed", ""), ("er", "e"), ("er", ""), ("ly", ""), ("s", ""),
    ]

    /// Suffixes after which a doubled final consonant is undone ("stopped" → "stopp" → "stop").
    private static let doublingSuffixes: Set<String> = ["ing", "ed", "er", "est"]

    /// The word itself followed by every base form the rules allow, without duplicates.
    ///
    /// Stems shorter than two letters are not produced.
    static func candidates(for word: String) -> [String] {
        var result = [word]
        for rule in rules where word.hasSuffix(rule.suffix) && word.count > rule.suffix.count + 1 {
            let stem = String(word.dropLast(rule.suffix.count))
            append(stem + rule.replacement, to: &result)
            if rule.replacement.isEmpty, doublingSuffixes.contains(rule.suffix), let undoubled = undoubling(stem) {
                append(undoubled, to: &result)
            }
        }
        return result
    }

    /// The stem without its last letter when it ends in a doubled consonant.
    private static func undoubling(_ stem: String) -> String? {
        let letters = Array(stem)
        guard letters.count >= 3, let last = letters.last, letters[letters.count - 2] == last,
            last.isLetter, !"aeiou".contains(last)
        else { return nil }
        return String(letters.dropLast())
    }

    private static func append(_ candidate: String, to result: inout [String]) {
        if candidate.count >= 2, !result.contains(candidate) { result.append(candidate) }
    }
}
