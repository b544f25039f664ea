import CardboxLexicon
import Testing

/// Looking words up in the fixture: senses, glosses, synonyms, categories.
@Suite struct LookupTests {
    let lexicon: Lexicon

    init() throws {
        lexicon = try WordNetFixture.lexicon()
    }

    @Test func findsTheSenseWithItsGlossAndSynonyms() throws {
        let entries = lexicon.lookup("dog")
        let dog = try #require(entries.first)
        #expect(entries.count == 1)
        #expect(dog.lemma == "dog")
        #expect(dog.partOfSpeech == .noun)
        #expect(dog.senseNumber == 1)
        #expect(dog.category == "noun.animal")
        #expect(dog.synonyms == ["domestic dog", "Canis familiaris"])
        #expect(dog.synset.words == ["dog", "domestic dog", "Canis familiaris"])
        #expect(
            dog.definition
                == "a member of the genus Canis that has been domesticated by man since prehistoric times; "
                + "occurs in many breeds")
        #expect(dog.examples == ["the dog barked all night"])
    }

    @Test func offsetsPointAtTheSynsetLine() throws {
        let dog = try #require(lexicon.lookup("dog").first)
        #expect(lexicon.synset(SynsetID(partOfSpeech: .noun, offset: dog.offset)) == dog.synset)
        #expect(lexicon.synset(SynsetID(partOfSpeech: .noun, offset: dog.offset + 1)) == nil)
        #expect(lexicon.synset(SynsetID(partOfSpeech: .noun, offset: 0)) == nil)
        #expect(lexicon.synset(SynsetID(partOfSpeech: .noun, offset: 1_000_000)) == nil)
        #expect(dog.synset.id.description == "00000604-n")
        #expect(SynsetID(partOfSpeech: .adverb, offset: 1_740).description == "00001740-r")
    }

    @Test func inflectedFormsFindEverySenseOfTheBaseForm() {
        let entries = lexicon.lookup("Mice")
        #expect(entries.map(\.lemma) == ["mouse", "mouse"])
        #expect(entries.map(\.senseNumber) == [1, 2])
        #expect(entries.map(\.category) == ["noun.animal", "noun.artifact"])
        #expect(entries.map(\.synonyms) == [[], ["computer mouse"]])
    }

    @Test func sensesSpanPartsOfSpeech() {
        let entries = lexicon.lookup("better")
        #expect(entries.map(\.partOfSpeech) == [.adjective, .adverb])
        #expect(entries.map(\.lemma) == ["good", "well"])
        #expect(entries.map(\.category) == ["adj.all", "adv.all"])
        #expect(lexicon.lookup("good").map(\.partOfSpeech) == [.adjective, .adverb])
    }

    @Test func glossesSplitIntoDefinitionAndExamples() throws {
        let mouse = try #require(lexicon.lookup("mouse").first)
        #expect(mouse.definition == "any of numerous small rodents typically resembling diminutive rats")
        #expect(mouse.examples == ["a mouse ran across the floor", "the cat caught a mouse; then it slept"])
        let device = try #require(lexicon.lookup("computer mouse").first)
        #expect(device.examples == ["a mouse takes much more room than a trackball"])
        let walk = try #require(lexicon.lookup("walked").first)
        #expect(walk.definition == "use one's feet to advance; advance by steps")
        #expect(walk.examples == ["Walk, don't run!"])
        let hurry = try #require(lexicon.lookup("hurry").first)
        #expect(hurry.definition == "move fast")
        #expect(hurry.examples.isEmpty)
    }

    @Test func satelliteAdjectivesDropPositionMarkers() throws {
        let vast = try #require(lexicon.lookup("vast").first)
        #expect(vast.synset.isSatellite)
        #expect(vast.partOfSpeech == .adjective)
        #expect(vast.synset.words == ["huge", "immense", "vast"])
        #expect(vast.synset.targets(of: [.similarTo]).count == 1)
    }

    @Test func collocationsAcceptSpacesUnderscoresAndCase() {
        #expect(lexicon.lookup("City of Light").first?.synset.words.first == "Paris")
        #expect(lexicon.lookup("city_of_light") == lexicon.lookup("  city   of light "))
    }

    @Test func lexicalPointersKeepTheirWords() throws {
        let good = try #require(lexicon.lookup("good").first)
        let antonym = try #require(good.synset.pointers.first { $0.relation == .antonym })
        #expect(!antonym.isSemantic)
        #expect(antonym.sourceWord == 1 && antonym.targetWord == 1)
        #expect(lexicon.synset(antonym.target)?.words == ["bad"])
    }

    @Test func unknownWordsHaveNoEntries() {
        #expect(lexicon.lookup("zzz").isEmpty)
        #expect(lexicon.lookup("").isEmpty)
        #expect(lexicon.lookup("   ").isEmpty)
    }
}
