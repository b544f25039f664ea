/// Whether a phrase in lower case cannot be a noun phrase, by the word classes a dictionary gives its words.
///
/// The words before a noun phrase's head describe or classify it, so none of them is a word the dictionary has only
/// as an adverb ("perhaps large files") or a verb's "-s" form that is no noun ("clause selects subgroups": a subject,
/// its verb and its object). Its head is a word the dictionary has as a noun, when it has the word at all ("files
/// perhaps", "getting lengthy" and "function found" are no noun phrases), and no participle that is no noun: none in
/// "-ed" ("files compressed"), and none in "-ing" after a hyphen ("file self-describing"). Phrases of one word, those with a
/// capital and words the dictionary lacks are left as written: without a dictionary nothing is ruled out.
///
/// ```swift
/// NounPhraseReading.cannotBeANounPhrase("perhaps updating", related: lexicon)  // true
/// NounPhraseReading.cannotBeANounPhrase("binary files", related: lexicon)  // false
/// ```
enum NounPhraseReading {
    /// Whether `phrase` reads as something other than a noun phrase.
    ///
    /// O(words) dictionary look-ups.
    static func cannotBeANounPhrase(_ phrase: String, related: any RelatedTerms) -> Bool {
        let words = phrase.split(separator: " ").map(String.init)
        guard words.count >= 2, let head = words.last,
            words.allSatisfy({ $0.first?.isLowercase == true && $0.allSatisfy { $0.isLetter || $0 == "-" } })
        else { return false }
        for word in words.dropLast() {
            let classes = related.wordClasses(of: word)
            if classes == ["adverb"] { return true }
            if word.hasSuffix("s"), classes.contains("verb"), !classes.contains("noun") { return true }
        }
        let headClasses = related.wordClasses(of: head)
        // A head the dictionary has, but never as a noun, ends an adjective phrase or a clause ("getting lengthy",
        // "function found"); gerunds are left to the rule below.
        if !headClasses.isEmpty, !headClasses.contains("noun"), !head.contains("-"), !head.hasSuffix("ing") {
            return true
        }
        // A gerund after a word is often a noun the dictionary lacks ("partial matching", "pattern matching"); after a
        // hyphen it makes an adjective.
        let parts = head.split(separator: "-").map(String.init)
        guard let last = parts.last, last.hasSuffix("ed") || (last.hasSuffix("ing") && parts.count > 1)
        else { return false }
        let classes = related.wordClasses(of: last)
        return !classes.isEmpty && !classes.contains("noun")
    }
}
