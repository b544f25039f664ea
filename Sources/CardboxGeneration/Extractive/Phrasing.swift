/// Wording helpers for template questions: casing a sentence's first word, dropping articles, counting words.
enum Phrasing {
    /// The words "a", "an" and "the".
    static let articles: Set<String> = ["a", "an", "the"]

    /// Whether `word` (lower case) is a past participle that can describe the noun before it ("an error *detected*
    /// during execution", "a function *written* as one expression"): five letters or more ending in "ed", or an
    /// irregular one.
    static func isPastParticiple(_ word: String) -> Bool {
        (word.count >= 5 && word.hasSuffix("ed")) || irregularParticiples.contains(word)
    }

    /// Irregular past participles.
    private static let irregularParticiples: Set<String> = [
        "written", "given", "known", "shown", "taken", "seen", "drawn", "grown", "built", "held", "kept", "sent",
        "spoken", "chosen", "driven", "broken", "frozen", "hidden", "worn", "born", "thrown", "sold", "told", "bound",
        "spun", "laid", "paid", "put", "set", "run", "left", "lost", "meant", "read", "brought", "bought", "caught",
        "taught", "thought", "sought", "won", "begun", "done", "gone",
    ]

    /// `text` with its first word in lower case when only a sentence start capitalised it, for moving a sentence's
    /// opening words into the middle of a question.
    ///
    /// Names (words the document capitalises mid-sentence), acronyms, mixed-case words ("iPhone") and a first word
    /// followed by another capitalised word ("Alfred Wegener") keep their capitals. With `namesLikely` (the subject
    /// of a dated event, often a person), only function words, everyday words and words the document also writes
    /// in lower case lose their capital.
    static func lowercasingFirstWord(_ text: String, statistics: TermStatistics, namesLikely: Bool = false) -> String {
        guard let first = text.first, first.isUppercase else { return text }
        let word = text.prefix { $0.isLetter || $0 == "-" || $0 == "'" }
        guard word.dropFirst().allSatisfy({ !$0.isUppercase }) else { return text }
        let lower = word.lowercased()
        let rest = text.dropFirst(word.count)
        if lower == "a" || CommonWords.isStopword(lower) { return lower + rest }
        if namesLikely, !CommonWords.isCommon(lower), !statistics.appearsInLowercase(lower) { return text }
        guard word.count > 1, !statistics.isName(lower) else { return text }
        if rest.first == " ", rest.dropFirst().first?.isUppercase == true { return text }
        return lower + rest
    }

    /// The third-person singular of the lower-case base verb `verb` ("place" → "places", "pass" → "passes",
    /// "apply" → "applies").
    static func thirdPerson(_ verb: String) -> String {
        if ["s", "sh", "ch", "x", "z", "o"].contains(where: verb.hasSuffix) { return verb + "es" }
        if verb.hasSuffix("y"), let before = verb.dropLast().last, !"aeiou".contains(before) {
            return verb.dropLast() + "ies"
        }
        return verb + "s"
    }

    /// `text` without a leading article.
    static func droppingArticle(_ text: String) -> String {
        let words = text.split(separator: " ", maxSplits: 1)
        guard words.count == 2, articles.contains(words[0].lowercased()) else { return text }
        return String(words[1])
    }

    /// The number of whitespace-separated words in `text`.
    static func wordCount(_ text: String) -> Int {
        text.wordCount
    }

    /// `text` without surrounding quotation marks.
    static func unquoted(_ text: String) -> String {
        let quotes: Set<Character> = ["\"", "“", "”", "'", "‘", "’"]
        var result = Substring(text)
        while let first = result.first, quotes.contains(first) { result = result.dropFirst() }
        while let last = result.last, quotes.contains(last) { result = result.dropLast() }
        return String(result)
    }
}
