import CardboxLexicon
import Foundation
import Testing

/// The Words look-ups on the real WordNet 3.0 database installed by `wordnet-base`.
@Suite struct WordsInstalledTests {
    let lexicon: Lexicon

    init() throws {
        try #require(
            FileManager.default.fileExists(atPath: Lexicon.defaultDirectory + "/index.noun"),
            "WordNet is not installed; run scripts/setup (apt-get install wordnet-base)")
        lexicon = try Lexicon()
    }

    @Test(arguments: [("mice", "mouse"), ("went", "go"), ("better", "good"), ("geese", "goose"), ("ran", "run")])
    func inflectedFormsDefineTheirBase(_ form: String, _ base: String) throws {
        let definition = try #require(lexicon.define(form))
        #expect(definition.baseForms.contains(base))
        #expect(definition.parts.flatMap(\.senses).contains { $0.lemma == base })
    }

    @Test func betterIsBothGoodAndWell() throws {
        let lemmas = Set(try #require(lexicon.define("better")).parts.flatMap(\.senses).map(\.lemma))
        #expect(lemmas.isSuperset(of: ["good", "well", "better"]))
    }

    @Test func fortyFiveCategoriesWithFriendlyNamesAndCounts() throws {
        let categories = lexicon.wordCategories()
        #expect(categories.count == 45)
        #expect(categories.allSatisfy { $0.wordCount > 0 && $0.title != $0.name })
        let animals = try #require(categories.first { $0.name == "noun.animal" })
        #expect(animals.title == "Animals")
        #expect(animals.wordCount > 7_000)
        let tops = try #require(categories.first { $0.name == "noun.Tops" })
        #expect(tops.wordCount == lexicon.words(inCategory: "noun.Tops", limit: 10_000).count)
    }

    @Test func dogIsAnAnimalWithBroaderAndNarrowerTerms() throws {
        let sense = try #require(lexicon.define("dog")?.parts.first?.senses.first)
        #expect(sense.category == "noun.animal")
        #expect(sense.categoryTitle == "Animals")
        #expect(sense.examples == ["the dog barked all night"])
        #expect(sense.synonyms.contains("domestic dog"))
        #expect(sense.broader.contains("canine"))
        #expect(!sense.narrower.isEmpty)
    }

    @Test func goodHasBadAsAntonym() throws {
        let adjective = try #require(lexicon.define("good")?.parts.first { $0.partOfSpeech == .adjective })
        #expect(adjective.senses.first?.antonyms == ["bad"])
    }

    @Test func didYouMeanFixesCommonMisspellings() {
        #expect(lexicon.suggestions(for: "recieve").first == "receive")
        #expect(lexicon.suggestions(for: "serend", limit: 3).first == "serendipity")
        #expect(lexicon.suggestions(for: "Serend", limit: 3).first == "serendipity")
        #expect(lexicon.suggestions(for: "definately").contains("definitely"))
        #expect(lexicon.suggestions(for: "mitocondrion").first == "mitochondrion")
    }

    @Test func completionListsLemmasWithThePrefix() {
        let words = lexicon.completions(of: "recei", limit: 20)
        #expect(words.contains("receive"))
        #expect(words.contains("receipt"))
        #expect(words.allSatisfy { $0.hasPrefix("recei") })
        #expect(words == words.sorted())
        #expect(lexicon.completions(of: "ice cr", limit: 5).contains("ice cream"))
    }
}
