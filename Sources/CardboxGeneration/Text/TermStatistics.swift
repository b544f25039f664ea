public import CardboxCore
import Foundation

/// Word statistics of a whole document, so an engine working chunk by chunk can tell a document's key terms from
/// passing words.
///
/// Counts document frequency per paragraph (for an IDF), word and two-word counts (for repeated terms such as "natural
/// selection"), whether a word is used as a noun (after an article or "of"), whether it is written with a capital in
/// mid-sentence (a name) or in lower case anywhere, and where each word first appears. Building it is O(n) in the
/// document's length.
public struct TermStatistics: Sendable {
    /// Where a word appears: page, paragraph on that page, sentence in the paragraph.
    struct Place: Sendable, Hashable, Comparable {
        /// The 1-based page.
        var page: Int
        /// The 1-based paragraph on the page.
        var paragraph: Int
        /// The 0-based sentence in the paragraph.
        var sentence: Int

        /// Reading order.
        static func < (lhs: Place, rhs: Place) -> Bool {
            (lhs.page, lhs.paragraph, lhs.sentence) < (rhs.page, rhs.paragraph, rhs.sentence)
        }
    }

    /// The number of content paragraphs counted.
    private(set) var paragraphCount = 0
    /// For each word, the number of paragraphs holding it.
    private var documentFrequency: [String: Int] = [:]
    /// For each word, its number of occurrences.
    private var wordCounts: [String: Int] = [:]
    /// For each pair of adjacent content words ("natural selection"), its number of occurrences.
    private var pairCounts: [String: Int] = [:]
    /// Words written with a capital inside a sentence.
    private var capitalizedInside: Set<String> = []
    /// Words written in lower case somewhere.
    private var lowercaseSeen: Set<String> = []
    /// Where each word and pair first appears.
    private var firstPlace: [String: Place] = [:]
    /// Words seen right after an article, a possessive or "of".
    private var determined: Set<String> = []

    /// Statistics of every content paragraph of `document`.
    public init(document: SourceDocument) {
        self.init(paragraphs: document.paragraphs)
    }

    /// Statistics of the content paragraphs among `paragraphs`.
    ///
    /// A paragraph repeated word for word (a slide shown again with one more bullet, a boxed note printed twice) is
    /// counted once, so repetition by layout does not pass for a term the text keeps using.
    public init(paragraphs: [SourceParagraph]) {
        var seen: Set<String> = []
        for paragraph in paragraphs where paragraph.isContent {
            guard seen.insert(TextNormalization.normalized(paragraph.text)).inserted else { continue }
            add(paragraph)
        }
    }

    // MARK: - Queries

    /// How many times the lower-case `word` occurs.
    func count(of word: String) -> Int { wordCounts[word, default: 0] }

    /// How many times the lower-case words `first second` occur next to each other.
    func pairCount(_ first: String, _ second: String) -> Int { pairCounts[first + " " + second, default: 0] }

    /// Whether the lower-case `word` is a name: written with a capital inside sentences and never in lower case.
    func isName(_ word: String) -> Bool { capitalizedInside.contains(word) && !lowercaseSeen.contains(word) }

    /// Whether the lower-case `word` is ever written in lower case.
    func appearsInLowercase(_ word: String) -> Bool { lowercaseSeen.contains(word) }

    /// Whether the lower-case `word` is used as a noun somewhere: right after an article, a possessive or "of".
    func isNounLike(_ word: String) -> Bool { determined.contains(word) }

    /// Words after which a noun (or its modifiers) follows.
    static let determiners: Set<String> = [
        "a", "an", "the", "its", "their", "his", "her", "our", "your", "this", "these", "those", "each", "every",
        "such", "of", "no", "any",
    ]

    /// Where the lower-case `term` (one word or two separated by a space) first appears.
    func firstPlace(of term: String) -> Place? { firstPlace[term] }

    /// Whether the lower-case `word` is the document's running subject: in five paragraphs or more, and in a tenth
    /// of them or more ("package" in a specification of package triggers).
    func isRunningSubject(_ word: String) -> Bool {
        let documents = documentFrequency[word, default: 0]
        return documents >= 5 && documents * 10 >= paragraphCount
    }

    /// How strongly a term of lower-case `words` stands for this document, 0–1 (TF-IDF, squashed).
    func salience(of words: [String]) -> Double {
        guard let head = words.last else { return 0 }
        let frequency = words.count >= 2 ? pairCount(words[words.count - 2], head) : count(of: head)
        let documents = max(1, documentFrequency[head, default: 1])
        let inverse = log(Double(paragraphCount + 1) / Double(documents)) + 1
        var raw = log(1 + Double(max(1, frequency))) * inverse
        // A word in a tenth or more of a longer document's paragraphs is its running subject ("ACM" in a paper
        // on ACM's template): every reader knows it, so a blank over it tests little.
        if isRunningSubject(head) { raw *= 0.4 }
        return raw / (raw + 3)
    }

    // MARK: - Private

    /// Counts the words of `paragraph`.
    private mutating func add(_ paragraph: SourceParagraph) {
        paragraphCount += 1
        var seenHere: Set<String> = []
        for (number, sentence) in paragraph.sentenceTexts.enumerated() {
            let place = Place(page: paragraph.page, paragraph: paragraph.index, sentence: number)
            let tokens = Tokenizer.tokens(in: sentence)
            var previous: String?
            for (position, token) in tokens.enumerated() {
                guard token.kind == .word else {
                    previous = nil
                    continue
                }
                let word = token.lower
                wordCounts[word, default: 0] += 1
                if seenHere.insert(word).inserted { documentFrequency[word, default: 0] += 1 }
                if firstPlace[word] == nil { firstPlace[word] = place }
                if token.isLowercaseWord {
                    lowercaseSeen.insert(word)
                } else if token.isCapitalized, position > 0, !Self.opensSentence(tokens, before: position) {
                    capitalizedInside.insert(word)
                }
                if let previous, Self.determiners.contains(previous) { determined.insert(word) }
                if let previous, !CommonWords.isStopword(previous), !CommonWords.isStopword(word) {
                    let pair = previous + " " + word
                    pairCounts[pair, default: 0] += 1
                    if firstPlace[pair] == nil { firstPlace[pair] = place }
                }
                previous = word
            }
        }
    }

    /// Whether only a list marker or opening punctuation precedes token `position`, or a label and its colon
    /// ("Solutions: Look for …"), after which a clause starts with a capital as a sentence does.
    static func opensSentence(_ tokens: [Token], before position: Int) -> Bool {
        position <= Tokenizer.leadCount(of: tokens) || (position > 0 && tokens[position - 1].text == ":")
    }
}
