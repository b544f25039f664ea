/// WordNet's detachment rules (`morphy(7WN)`): the suffixes an inflected form may drop to reach its base form.
///
/// The rules produce candidates only; a candidate is a base form when the part of speech's index lists it.
/// Irregular forms come from the exception lists instead, and adverbs have no rules.
enum Morphy {
    /// Suffix and replacement, in WordNet's order, for each part of speech.
    static func rules(for part: PartOfSpeech) -> [(suffix: String, ending: String)] {
        switch part {
        case .noun:
            [
                ("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"),
                ("ies", "y"),
            ]
        case .verb:
            [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")]
        case .adjective:
            [("er", ""), ("est", ""), ("er", "e"), ("est", "e")]
        case .adverb:
            []
        }
    }

    /// The forms the rules make of one word (lower case, no spaces), in rule order, without duplicates.
    ///
    /// As in WordNet, nouns ending in "ss" or of two letters or fewer are left alone, and a noun ending in
    /// "ful" is reduced before the suffix and gets it back ("boxesful" → "boxful"). Candidates never include
    /// `word` itself or an empty string.
    static func candidates(for word: String, as part: PartOfSpeech) -> [String] {
        var stem = word
        var ending = ""
        if part == .noun {
            if word.hasSuffix("ful") {
                stem = String(word.dropLast(3))
                ending = "ful"
            } else if word.hasSuffix("ss") || word.count <= 2 {
                return []
            }
        }
        var result: [String] = []
        for rule in rules(for: part) where stem.hasSuffix(rule.suffix) && stem.count > rule.suffix.count {
            let candidate = stem.dropLast(rule.suffix.count) + rule.ending + ending
            if candidate != word, !result.contains(candidate) { result.append(candidate) }
        }
        return result
    }
}
