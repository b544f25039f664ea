import CardboxCore
import Testing

@testable import CardboxGeneration

/// A phrase of everyday English that a document uses once in passing ("no unexpected effects") is no term to blank;
/// a rare word or a phrase the author repeats keeps one.
@Suite struct EverydayPhraseTests {
    /// Counts as WordNet 3.0's tagged corpus has them (noun senses, all senses).
    private let dictionary = FakeRelatedTerms(
        coordinates: [:], synonymsByTerm: [:], words: ["data structure"],
        usage: [
            "unexpected": (0, 8), "effects": (124, 144), "destination": (3, 3), "area": (215, 215),
            "leading": (11, 235), "underscore": (0, 3), "dynamic": (0, 3), "programming": (2, 2),
            "standard": (20, 40), "output": (60, 80), "data": (76, 76), "structure": (47, 48),
        ])

    /// The answers of the key-term clozes of each sentence of `text`, judged with `words`.
    private func answers(_ text: String, words: any RelatedTerms) -> [String] {
        let paragraph = SourceParagraph(
            page: 1, index: 1, headingPath: [], role: .body, text: text,
            sentences: TestDocument.sentenceSpans(text), box: nil)
        let statistics = TermStatistics(paragraphs: [paragraph])
        let rule = KeyTermRule(statistics: statistics, dictionary: words)
        return paragraph.sentenceTexts.enumerated().flatMap { number, sentence in
            rule.candidates(
                in: SentenceContext(
                    paragraph: paragraph, number: number, text: sentence, paragraphPosition: 0, paragraphCount: 1,
                    listContext: nil)
            ).map(\.answer)
        }
    }

    private let text =
        "Moving the struct around in memory has no unexpected effects. "
        + "The length gives the size of the destination area. "
        + "Internal symbols carry a leading underscore in their names. "
        + "The sequences are aligned by dynamic programming in two passes. "
        + "Functions that share state need a common data structure."

    @Test func commonWordsUsedOnceMakeNoTerm() {
        let found = answers(text, words: dictionary)
        #expect(!found.contains("unexpected effects"), "\(found)")
        #expect(!found.contains("destination area"), "\(found)")
    }

    @Test func aRareWordOrADictionaryEntryKeepsAPhraseATerm() {
        let found = answers(text, words: dictionary)
        #expect(found.contains("leading underscore"), "\(found)")
        #expect(found.contains("dynamic programming"), "\(found)")
        #expect(found.contains("common data structure") || found.contains("data structure"), "\(found)")
    }

    @Test func withoutCountsTheDictionaryCannotTellAndThePhrasesStay() {
        let found = answers(text, words: FakeRelatedTerms(coordinates: [:], synonymsByTerm: [:]))
        #expect(found.contains("unexpected effects"), "\(found)")
        #expect(found.contains("destination area"), "\(found)")
    }

    @Test func anEverydayPhraseTheAuthorRepeatsIsATerm() {
        let found = answers(
            "Each program writes its results to standard output by default. "
                + "Redirect standard output to a file to keep the results of a long run.",
            words: dictionary)
        #expect(found.filter { $0 == "standard output" }.count == 2, "\(found)")
    }
}
