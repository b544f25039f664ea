import CardboxCore
import CardboxLexicon
import CardboxWords
import Foundation
import Testing

/// Word cards on the real WordNet database: distractors from the same category, never synonyms, and dedupe.
@Suite struct WordCardBuilderTests {
    let lexicon: Lexicon
    let builder: WordCardBuilder

    init() throws {
        try #require(
            FileManager.default.fileExists(atPath: Lexicon.defaultDirectory + "/index.noun"),
            "WordNet is not installed; run scripts/setup (apt-get install wordnet-base)")
        lexicon = try Lexicon()
        builder = WordCardBuilder(lexicon: lexicon)
    }

    @Test func aWordCardUsesTheSensePeopleMeanMostOften() throws {
        let run = try #require(builder.card(for: "run"))
        #expect(!run.back.contains("baseball"), "\(run.back)")
        #expect(try #require(lexicon.mostFrequentSense(of: "run")).partOfSpeech == .verb)
        #expect(try #require(lexicon.mostFrequentSense(of: "dog")).partOfSpeech == .noun)
        #expect(lexicon.mostFrequentSense(of: "xyzzyq") == nil)
    }

    @Test func mitochondrionGetsOtherOrganellesAsWrongAnswers() throws {
        let card = try #require(builder.card(for: "mitochondrion", reverse: true))
        #expect(card.back == "mitochondrion")
        #expect(card.front.contains("organelle"))
        #expect(card.distractors.count == 3)
        let organelles = Set(
            lexicon.hyponyms(of: try #require(lexicon.lookup("organelle").first).synset.id)
                .flatMap(\.words))
        #expect(card.distractors.allSatisfy { organelles.contains($0) })
        #expect(!card.distractors.contains("chondriosome"))
        #expect(card.category == "The body")
    }

    @Test(arguments: ["mitochondrion", "dog", "car", "happy", "run", "violin", "oak", "anger", "mice"])
    func distractorsAreNeverTheAnswerOrASynonym(_ word: String) throws {
        let synonyms = Set((lexicon.synonyms(of: word) + lexicon.baseForms(of: word) + [word]).map { $0.lowercased() })
        let reverse = try #require(builder.card(for: word, reverse: true))
        #expect(reverse.distractors.count == 3)
        #expect(reverse.distractors.allSatisfy { !synonyms.contains($0.lowercased()) })
        #expect(Set(reverse.distractors).count == reverse.distractors.count)
        let forward = try #require(builder.card(for: word))
        #expect(forward.front == lexicon.lookup(word).first?.lemma)
        #expect(!forward.distractors.contains(forward.back))
        #expect(forward.distractors.count == 3)
        #expect(forward.supportsMultipleChoice)
        _ = try forward.validated()
    }

    @Test func forwardCardsHaveTheDefinitionAndAnExample() throws {
        let card = try #require(builder.card(for: "dogs", style: CardStyle(cardColor: HexColor("#ffeedd"))))
        #expect(card.front == "dog")
        #expect(card.back.hasPrefix("a member of the genus Canis"))
        #expect(card.explanation == "Example: the dog barked all night")
        #expect(card.style.cardColor == HexColor("#ffeedd"))
        #expect(card.tags == ["word"])
    }

    @Test func duplicatesAndUnknownWordsAreSkippedAndReported() {
        let batch = builder.cards(
            for: ["mouse", "mice", "Dog", "blorptastic", "", "cat"], existingFronts: ["  DOG "])
        #expect(batch.cards.map(\.front) == ["mouse", "cat"])
        #expect(
            batch.skipped == [
                .init(word: "mice", reason: .duplicate), .init(word: "Dog", reason: .duplicate),
                .init(word: "blorptastic", reason: .notFound), .init(word: "", reason: .invalid(.emptyWord)),
            ])
    }
}
