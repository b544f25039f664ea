import CardboxLexicon
import Testing

/// Hypernyms, hyponyms, co-hyponyms and synonyms in the fixture.
@Suite struct RelationTests {
    let lexicon: Lexicon

    init() throws {
        lexicon = try WordNetFixture.lexicon()
    }

    func id(of word: String) throws -> SynsetID {
        try #require(lexicon.lookup(word).first).synset.id
    }

    @Test func hypernymsAndHyponymsFollowPointers() throws {
        let canine = try #require(lexicon.hypernyms(of: try id(of: "dog")).first)
        #expect(canine.words == ["canine", "canid"])
        #expect(lexicon.hyponyms(of: canine.id).map { $0.words[0] } == ["dog", "wolf", "fox", "jackal"])
        #expect(lexicon.hypernyms(of: canine.id).map { $0.words[0] } == ["animal"])
        #expect(lexicon.hypernyms(of: try id(of: "animal")).isEmpty)
    }

    @Test func relatedFollowsAnyRelation() throws {
        let good = try id(of: "good")
        #expect(lexicon.related(to: good, by: [.antonym]).map(\.words) == [["bad"]])
        #expect(lexicon.related(to: good, by: [.hypernym]).isEmpty)
        #expect(lexicon.related(to: SynsetID(partOfSpeech: .verb, offset: 1), by: [.hypernym]).isEmpty)
    }

    @Test func instancesCountAsHyponyms() throws {
        let capital = try #require(lexicon.hypernyms(of: try id(of: "Paris")).first)
        #expect(capital.words == ["national capital"])
        #expect(lexicon.hyponyms(of: capital.id).map { $0.words[0] } == ["Paris", "Rome"])
    }

    @Test func coordinateTermsAreRankedByTagCountThenAlphabetically() {
        #expect(lexicon.coordinateTerms(of: "dog", limit: 10) == ["wolf", "fox", "jackal"])
        #expect(lexicon.coordinateTerms(of: "dogs", limit: 2) == ["wolf", "fox"])
        #expect(lexicon.coordinateTerms(of: "mitochondrion", limit: 10) == ["nucleus", "chloroplast", "ribosome"])
        #expect(lexicon.coordinateTerms(of: "run", limit: 10) == ["hurry", "pass", "race", "walk"])
    }

    @Test func coordinateTermsNeverIncludeTheTermOrItsSynonyms() {
        let terms = lexicon.coordinateTerms(of: "chondriosome", limit: 10)
        #expect(terms == ["nucleus", "chloroplast", "ribosome"])
        #expect(!lexicon.coordinateTerms(of: "ribosome", limit: 10).contains("ribosome"))
    }

    @Test func coordinateTermsFallBackToLaterSensesInSenseOrder() {
        #expect(lexicon.coordinateTerms(of: "mice", limit: 10) == ["rat", "keyboard"])
        #expect(lexicon.coordinateTerms(of: "mouse", limit: 1) == ["rat"])
    }

    @Test func coordinateTermsOfInstancesAreOtherInstances() {
        #expect(lexicon.coordinateTerms(of: "Paris", limit: 5) == ["Rome"])
    }

    @Test func coordinateTermsOfUnknownWordsOrNoLimitAreEmpty() {
        #expect(lexicon.coordinateTerms(of: "zzz", limit: 5).isEmpty)
        #expect(lexicon.coordinateTerms(of: "dog", limit: 0).isEmpty)
        #expect(lexicon.coordinateTerms(of: "animal", limit: 5).isEmpty)
    }

    @Test func synonymsGatherEverySenseButNotTheWordItself() {
        #expect(lexicon.synonyms(of: "dog") == ["domestic dog", "Canis familiaris"])
        #expect(lexicon.synonyms(of: "mice") == ["computer mouse"])
        #expect(lexicon.synonyms(of: "nucleus") == ["cell nucleus", "karyon"])
        #expect(lexicon.synonyms(of: "zzz").isEmpty)
    }
}
