/// Whether a one-word wrong answer is of the right answer's word class, as the dictionary has them.
///
/// A blank over a word that can be a noun holds a noun, so it takes words used mostly as nouns ("useful", "except"
/// and "choose" are not); a blank over a word that cannot ("sorted", "longest") takes words that can be what it
/// is, with the same ending ("-ed", "-est"…). A word the dictionary does not have ("mimetype") may stand for a
/// noun, as a coined name does, but never for an adjective or a verb. A phrase in lower case for a noun ends in a
/// word that can be a noun, and one for an inflected word opens with a word of its form; other phrases, and words
/// with a capital, are left to the other filters.
struct WordClassFit {
    /// The class the blank holds: "noun", "verb", "adjective" or "adverb".
    let wanted: String
    /// The answer's ending that marks its form, if any.
    private let ending: String?
    /// The dictionary.
    private let related: any RelatedTerms

    /// Whether the dictionary has any words: without one, no word's class is guessed from its ending either.
    private let knowsWords: Bool
    /// Whether the answer is one word in lower case that can be an adjective.
    private let answerCanBeAdjective: Bool
    /// The answer's last word in lower case: a candidate ending in it ends in a noun, as the answer does ("info
    /// files" beside "help files", though "files" is met more often as a verb).
    private let answerLastWord: String?

    /// The fit for `answer`, by the word classes `related` knows.
    init(answer: String, related: any RelatedTerms) {
        self.related = related
        knowsWords = related.hasWord("word")
        answerLastWord = answer.split(separator: " ").last.map { $0.lowercased() }
        ending = Self.inflections.first { answer.hasSuffix($0) }
        // A name from code ("is.primitive") has no word class, whatever its ending.
        let classes =
            Self.isLoneWord(answer) && TermShape.codeShape(of: answer) == nil
            ? Self.classes(of: answer, related: related, knowsWords: knowsWords) : []
        answerCanBeAdjective = classes.contains("adjective")
        wanted = classes.isEmpty || classes.contains("noun") ? "noun" : classes[0]
    }

    /// The classes the dictionary gives `word`; for a word it does not have, "adjective" when its ending makes one
    /// ("biallelic", "heterozygous", "interactive"), since the dictionary has the nouns of such endings ("logic",
    /// "signal") and a coined word of them describes.
    private static func classes(of word: String, related: any RelatedTerms, knowsWords: Bool) -> [String] {
        let known = related.wordClasses(of: word)
        guard known.isEmpty, knowsWords, word.count >= 6, adjectiveEndings.contains(where: { word.hasSuffix($0) })
        else { return known }
        return ["adjective"]
    }

    /// Endings of adjectives.
    private static let adjectiveEndings = ["ic", "ical", "ous", "ive"]

    /// Whether the dictionary met `word` (in any inflection) more than twice as often as a verb as a noun.
    private func isMostlyAVerb(_ word: String) -> Bool {
        guard let verb = related.usageCount(of: word.lowercased(), wordClass: "verb"),
            let noun = related.usageCount(of: word.lowercased(), wordClass: "noun")
        else { return false }
        return verb > 2 * noun
    }

    /// Whether the blank holds a noun.
    var wantsNoun: Bool { wanted == "noun" }

    /// Whether `candidate` can stand where the answer stands after "is": both can be adjectives ("undirected" or
    /// "biallelic" for "directed", which is also a verb's participle).
    func admitsAsPredicate(_ candidate: String) -> Bool {
        guard answerCanBeAdjective, Self.isLoneWord(candidate) else { return false }
        return Self.classes(of: candidate, related: related, knowsWords: knowsWords).contains("adjective")
    }

    /// Whether `candidate` can fill the blank by its word class.
    func admits(_ candidate: String) -> Bool {
        guard Self.isLoneWord(candidate) else {
            // A phrase for a participle or another inflected word opens with a word of that form: "changed" takes
            // "turned off", not the dictionary's "put on".
            if !wantsNoun, let ending, candidate.first?.isLowercase == true,
                let first = candidate.split(separator: " ").first
            {
                return first.hasSuffix(ending) && related.wordClasses(of: String(first)).contains(wanted)
            }
            // A phrase for a noun ends in a noun: not in a word used mostly as an adjective or adverb ("big enough",
            // "element inside"), nor in a verb that is never a noun. A description of four words or more may end
            // in anything ("a special method that runs when an object is created").
            let words = candidate.split(separator: " ")
            let endsAsTheAnswer = words.last.map { $0.lowercased() } == answerLastWord
            // "Octave supports", "machine works": a subject and its verb, whatever the subject's capitals.
            if wantsNoun, !endsAsTheAnswer, words.count == 2, let verb = words.last, verb.first?.isLowercase == true,
                verb.hasSuffix("s"), isMostlyAVerb(String(verb))
            {
                return false
            }
            guard wantsNoun, candidate.first?.isLowercase == true, words.count <= 3, let last = words.last
            else { return true }
            // "preserves distance", "displays help": a verb and its object; "functions return": a subject and its
            // verb.
            if words.count == 2, let first = words.first, first.hasSuffix("s"),
                isMostlyAVerb(String(first)) || (!endsAsTheAnswer && isMostlyAVerb(String(last)))
            {
                return false
            }
            if NounPhraseReading.cannotBeANounPhrase(candidate, related: related) { return false }
            // Nor does it open with a word that is only ever a verb: "recover data" is a predicate and its object.
            if let first = words.first, related.wordClasses(of: String(first)) == ["verb"] { return false }
            // Nor end on a function word ("look like"), nor on a verb's "-s" where the word is mostly a verb
            // ("bzip2 compresses": a subject and its verb).
            if words.count >= 2, CommonWords.cannotEndAPhrase(last.lowercased()) || last.lowercased() == "like" {
                return false
            }
            if words.count >= 2, !endsAsTheAnswer, last.hasSuffix("s"), isMostlyAVerb(String(last)) { return false }
            let classes = related.wordClasses(of: String(last))
            guard let main = classes.first else { return true }
            return main == "noun" || (main == "verb" && classes.contains("noun"))
        }
        let classes =
            candidate.first?.isLowercase == true
            ? Self.classes(of: candidate, related: related, knowsWords: knowsWords) : related.wordClasses(of: candidate)
        guard let main = classes.first else { return wantsNoun }
        if wantsNoun { return main == "noun" }
        return classes.contains(wanted) && ending.map { candidate.hasSuffix($0) } ?? true
    }

    // MARK: - Private

    /// The endings of participles, comparatives, superlatives and adverbs.
    private static let inflections = ["ed", "ing", "est", "er", "ly"]

    /// Whether `text` is one word in lower case.
    private static func isLoneWord(_ text: String) -> Bool {
        !text.contains(" ") && text.first?.isLowercase == true
    }
}
