/// A word list held in memory, for small vocabularies and tests.
///
/// Inflected forms are accepted through plain English suffix stripping: "ies" → "y", "es", "s", "ing",
/// "ed", "er", "est", "ly", "men" → "man", with a doubled final consonant undone ("stopped" → "stop").
/// It is coarser than WordNet's morphy (CardboxLexicon), which also knows the irregular forms.
///
/// ```swift
/// WordSet(["run"]).contains("running")  // true
/// ```
public struct WordSet: WordList {
    /// Suffix replacements, longest first so that "ies" → "y" is tried before "s" → "".
    private static let rules: [(suffix: String, replacement: String)] = [
        ("ies", "y"), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"),
        ("ing", "e"), ("ing", ""), ("est", "e"), ("est", ""), ("ily", "y"), ("es", "e"), ("es", ""), ("ed", "e"),
        ("ed", ""), ("er", "e"), ("er", ""), ("ly", ""), ("s", ""),
    ]

    /// Suffixes after which a doubled final consonant is undone ("stopped" → "stopp" → "stop").
    private static let doublingSuffixes: Set<String> = ["ing", "ed", "er", "est"]

    /// The base forms, lower case.
    private let words: Set<String>

    /// Creates a list of base forms; they are lower-cased.
    public init(_ words: some Sequence<String>) {
        self.words = Set(words.map { $0.lowercased() })
    }

    /// Whether `word` or one of its suffix-stripped forms is in the set.
    public func contains(_ word: String) -> Bool {
        let word = word.lowercased()
        return words.contains(word) || Self.stems(of: word).contains { words.contains($0) }
    }

    /// The forms the rules make of `word`; stems shorter than two letters are not produced.
    private static func stems(of word: String) -> [String] {
        var stems: [String] = []
        for rule in rules where word.hasSuffix(rule.suffix) && word.count > rule.suffix.count + 1 {
            let stem = String(word.dropLast(rule.suffix.count))
            stems.append(stem + rule.replacement)
            let letters = Array(stem)
            if rule.replacement.isEmpty, doublingSuffixes.contains(rule.suffix), letters.count >= 3,
                let last = letters.last, letters[letters.count - 2] == last, last.isLetter, !"aeiou".contains(last)
            {
                stems.append(String(letters.dropLast()))
            }
        }
        return stems
    }
}
