import CardboxLexicon
import Testing

/// Definitions, completion, suggestions, browsing and siblings on the small fixture database.
@Suite struct WordsFixtureTests {
    let lexicon: Lexicon

    init() throws {
        lexicon = try WordNetFixture.lexicon()
    }

    @Test func defineGroupsSensesWithRelations() throws {
        let definition = try #require(lexicon.define("mice"))
        #expect(definition.baseForms == ["mouse"])
        #expect(definition.parts.map(\.partOfSpeech) == [.noun])
        let senses = try #require(definition.parts.first).senses
        #expect(senses.map(\.category) == ["noun.animal", "noun.artifact"])
        #expect(senses.first?.categoryTitle == "Animals")
        #expect(senses.first?.broader == ["rodent"])
        #expect(senses.first?.examples == ["a mouse ran across the floor", "the cat caught a mouse; then it slept"])
        #expect(senses.last?.synonyms == ["computer mouse"])
        #expect(lexicon.define("canine")?.parts.first?.senses.first?.narrower == ["dog", "wolf", "fox", "jackal"])
        #expect(lexicon.define("zzzz") == nil)
    }

    @Test func antonymsIncludeThoseOfASatellitesHead() throws {
        #expect(lexicon.define("good")?.parts.first?.senses.first?.antonyms == ["bad"])
        let huge = try #require(lexicon.lookup("huge").first)
        #expect(lexicon.antonyms(of: "huge", in: huge.synset).isEmpty)
    }

    @Test func completionFindsLemmasByPrefixAcrossParts() {
        #expect(lexicon.completions(of: "do", limit: 10) == ["dog", "domestic dog"])
        #expect(lexicon.completions(of: "Domestic D", limit: 10) == ["domestic dog"])
        #expect(lexicon.completions(of: "g", limit: 3) == ["glass", "glasses", "gnawer"])
        #expect(lexicon.completions(of: "qq", limit: 10).isEmpty)
        #expect(lexicon.completions(of: "", limit: 10).isEmpty)
    }

    @Test func suggestionsAreNearestThenMostUsed() {
        #expect(lexicon.suggestions(for: "dgo").first == "dog")
        #expect(lexicon.suggestions(for: "wolff") == ["wolf"])
        #expect(lexicon.suggestions(for: "mouse").contains("mouse") == false)
        #expect(lexicon.suggestions(for: "xyzzyq").isEmpty)
        #expect(lexicon.suggestions(for: String(repeating: "a", count: 10_000)).isEmpty)
    }

    @Test func categoriesHaveTitlesAndWordCounts() throws {
        let categories = lexicon.wordCategories()
        let animals = try #require(categories.first { $0.name == "noun.animal" })
        #expect(animals.title == "Animals")
        #expect(animals.partOfSpeech == .noun)
        #expect(animals.wordCount == lexicon.words(inCategory: "noun.animal", limit: 1_000).count)
        #expect(Lexicon.title(ofCategory: "verb.motion") == "Moving")
        #expect(lexicon.hasCategory("noun.animal"))
        #expect(!lexicon.hasCategory("noun.animl"))
    }

    @Test func browsingPagesThroughTheRankedList() {
        let all = lexicon.words(inCategory: "noun.animal", limit: 100)
        let first = lexicon.words(inCategory: "noun.animal", offset: 0, limit: 3)
        let second = lexicon.words(inCategory: "noun.animal", offset: 3, limit: 3)
        #expect(first + second == Array(all.prefix(6)))
        #expect(lexicon.words(inCategory: "noun.animal", offset: 1_000, limit: 3).isEmpty)
    }

    @Test func siblingsOfOneSenseStayInItsCategoryAndSkipSynonyms() throws {
        let entry = try #require(lexicon.lookup("mitochondrion").first)
        let terms = lexicon.coordinateTerms(of: entry, limit: 10).map(\.word)
        #expect(Set(terms) == ["nucleus", "ribosome", "chloroplast"])
        #expect(!terms.contains("chondriosome"))
        let mouse = try #require(lexicon.lookup("mouse").first)
        #expect(lexicon.coordinateTerms(of: mouse, limit: 10).map(\.word) == ["rat"])
    }

    @Test func randomWordIsRepeatableForASeed() {
        var first = SeededGenerator(state: 7)
        var second = SeededGenerator(state: 7)
        let word = lexicon.randomWord(using: &first)
        #expect(word != nil)
        #expect(word == lexicon.randomWord(using: &second))
    }
}

/// A tiny deterministic generator, so the lexicon tests need nothing from Core.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
