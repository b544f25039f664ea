import CardboxGeneration

/// A dictionary with fixed answers, including words no distractor may be: the answer itself and its synonyms.
struct FakeRelatedTerms: RelatedTerms {
    /// The coordinate terms returned for each term.
    var coordinates: [String: [String]]
    /// The synonyms returned for each term.
    var synonymsByTerm: [String: Set<String>]
    /// Nouns the dictionary has.
    var words: Set<String> = []
    /// The word classes of other words it has.
    var classes: [String: [String]] = [:]

    /// The fixed coordinate terms of `term`.
    func coordinateTerms(of term: String, limit: Int) -> [String] {
        Array((coordinates[term] ?? []).prefix(limit))
    }

    /// The categories of the names it knows.
    var categories: [String: String] = [:]

    /// The category of `name`, when it has one.
    func category(of name: String) -> String? { categories[name] }

    /// "noun" for one of ``words``, else the word's ``classes``.
    func wordClasses(of word: String) -> [String] { words.contains(word) ? ["noun"] : classes[word] ?? [] }

    /// The antonyms returned for each word.
    var antonymsByWord: [String: [String]] = [:]

    /// The fixed antonyms of `word`.
    func antonyms(of word: String) -> [String] { antonymsByWord[word] ?? [] }

    /// How often each word was met in the tagged corpus, as a noun and in any class; `nil` for no counts at all.
    var usage: [String: (noun: Int, any: Int)]?

    /// How often each word was met as a verb, when the tests set it apart from ``usage``.
    var verbUsage: [String: Int]?

    /// The word's count from ``usage`` (as a verb from ``verbUsage`` when set): 0 for a word it lacks, `nil` without
    /// counts.
    func usageCount(of word: String, wordClass: String?) -> Int? {
        if wordClass == "verb", let verbUsage { return verbUsage[word] ?? 0 }
        guard let usage else { return nil }
        let counts = usage[word] ?? (0, 0)
        return wordClass == "noun" ? counts.noun : counts.any
    }

    /// The kindred nouns returned for each noun.
    var kindred: [String: [String]] = [:]

    /// The fixed kindred nouns of `term`.
    func kindredNouns(of term: String) -> [String] { kindred[term] ?? [] }

    /// The kindred nouns returned for each noun's senses after its first.
    var kindredOfLaterSenses: [String: [String]] = [:]

    /// The fixed kindred nouns of `term`'s first sense, then of its later ones when more than one is asked for.
    func kindredNouns(of term: String, senses: Int) -> [String] {
        kindredNouns(of: term) + (senses > 1 ? kindredOfLaterSenses[term] ?? [] : [])
    }

    /// The fixed synonyms of `term`.
    func synonyms(of term: String) -> Set<String> {
        synonymsByTerm[term] ?? []
    }

    /// Organelles for "mitochondrion": the answer itself, a synonym, a near-duplicate and real alternatives.
    static let organelles = FakeRelatedTerms(
        coordinates: [
            "mitochondrion": [
                "mitochondrion", "powerhouse", "Mitochondria", "ribosome", "lysosome", "ribosome", "nucleus", "vacuole",
            ]
        ],
        synonymsByTerm: ["mitochondrion": ["powerhouse", "chondriosome"]])
}
