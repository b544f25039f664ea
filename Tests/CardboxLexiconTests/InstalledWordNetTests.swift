import CardboxLexicon
import Foundation
import Testing

/// The real database installed by Debian's `wordnet-base` (scripts/setup installs it).
@Suite struct InstalledWordNetTests {
    let lexicon: Lexicon

    /// Opens the installed database; a missing one fails the tests with instructions rather than skipping them.
    init() throws {
        let path = Lexicon.defaultDirectory + "/index.noun"
        try #require(
            FileManager.default.fileExists(atPath: path),
            "WordNet is not installed at \(Lexicon.defaultDirectory); run scripts/setup (apt-get install wordnet-base)")
        lexicon = try Lexicon()
    }

    @Test func installedFindsTheDatabase() {
        #expect(Lexicon.installed() != nil)
    }

    @Test func irregularFormsReduceToTheirBase() {
        #expect(lexicon.baseForms(of: "mice") == ["mouse"])
        #expect(lexicon.baseForms(of: "ran") == ["run"])
        #expect(lexicon.baseForms(of: "geese") == ["goose"])
        let better = lexicon.baseForms(of: "better")
        #expect(better.contains("good"))
        #expect(better.contains("well"))
    }

    @Test func regularFormsReduceToTheirBase() {
        #expect(lexicon.baseForms(of: "running").contains("run"))
        #expect(lexicon.baseForms(of: "parties").contains("party"))
        #expect(lexicon.baseForms(of: "zzzz").isEmpty)
    }

    /// The classes the generator's rules for terms rely on, as the installed database gives them.
    @Test func theClassesThatTellATermFromAClauseAreTheOnesTheRulesExpect() {
        #expect(lexicon.partsOfSpeech(of: "perhaps") == [.adverb])
        #expect(lexicon.partsOfSpeech(of: "selects") == [.verb])
        #expect(lexicon.partsOfSpeech(of: "describing") == [.verb])
        #expect(lexicon.partsOfSpeech(of: "using") == [.verb, .noun])
        #expect(!lexicon.partsOfSpeech(of: "matching").contains(.noun))
        #expect(lexicon.partsOfSpeech(of: "colclasses").isEmpty)
        // WordNet lists "SSE" (south-southeast) but its tagged corpus never met it; "true" it met often.
        #expect(!lexicon.partsOfSpeech(of: "sse").isEmpty)
        #expect(lexicon.usageCount(of: "sse") == 0)
        #expect(lexicon.usageCount(of: "true") > 0)
        // "needs" is met more as a verb than as a noun, "types" the other way round.
        #expect(lexicon.usageCount(of: "needs", as: .verb) > lexicon.usageCount(of: "needs", as: .noun))
        #expect(lexicon.usageCount(of: "types", as: .verb) < lexicon.usageCount(of: "types", as: .noun))
    }

    @Test func partsOfSpeechComeCommonestFirst() {
        #expect(lexicon.partsOfSpeech(of: "useful") == [.adjective])
        #expect(lexicon.partsOfSpeech(of: "choose") == [.verb])
        #expect(lexicon.partsOfSpeech(of: "dogs").first == .noun)
        #expect(lexicon.partsOfSpeech(of: "sorted").contains(.verb))
        #expect(!lexicon.partsOfSpeech(of: "sorted").contains(.noun))
        #expect(lexicon.partsOfSpeech(of: "mimetype").isEmpty)
    }

    @Test func aNameHasTheCategoryOfItsFirstNounSense() {
        #expect(lexicon.nounCategory(of: "Robespierre") == "noun.person")
        #expect(lexicon.nounCategory(of: "France") == "noun.location")
        #expect(lexicon.nounCategory(of: "Bastille") == "noun.artifact")
        #expect(lexicon.nounCategory(of: "Estates General") == "noun.group")
        // By its family name; a common last word says nothing.
        #expect(lexicon.nounCategory(of: "Maximilien Robespierre") == "noun.person")
        #expect(lexicon.nounCategory(of: "National Assembly") == nil)
        #expect(lexicon.nounCategory(of: "mimetype") == nil)
    }

    @Test func dogIsAnAnimal() throws {
        let entries = lexicon.lookup("dog")
        #expect(entries.map(\.category).contains("noun.animal"))
        let first = try #require(entries.first)
        #expect(first.synonyms == ["domestic dog", "Canis familiaris"])
        #expect(first.examples == ["the dog barked all night"])
        #expect(entries.filter { $0.partOfSpeech == .noun }.count == 7)
    }

    @Test func mitochondrionHasOtherOrganellesAsCoordinateTerms() {
        let terms = lexicon.coordinateTerms(of: "mitochondrion", limit: 10)
        let organelles: Set<String> = [
            "ribosome", "chloroplast", "nucleus", "lysosome", "centriole", "cilium", "nucleolus", "vacuole",
            "plastid", "golgi body", "Golgi body", "flagellum",
        ]
        #expect(terms.filter { organelles.contains($0) }.count >= 2, "got \(terms)")
        let own = lexicon.synonyms(of: "mitochondrion").union(["mitochondrion"])
        #expect(own.contains("chondriosome"))
        #expect(terms.allSatisfy { !own.contains($0) })
        #expect(terms.count <= 10)
    }

    @Test func siblingsUnderTheClosestParentComeFirst() {
        // "dog" has two hypernyms, canine and domestic animal; the other canines come first.
        let terms = lexicon.coordinateTerms(of: "dog", limit: 4)
        let canines: Set<String> = ["wolf", "fox", "jackal", "coyote", "hyena", "wild dog", "bitch", "pup"]
        #expect(terms.first.map(canines.contains) == true, "got \(terms)")
        #expect(!terms.prefix(3).contains("head"), "got \(terms)")
    }

    @Test func kindredNounsOfAShapeAreOtherShapesNearestFirst() throws {
        let terms = lexicon.kindredNouns(of: "ellipse")
        let circle = try #require(terms.firstIndex(of: "circle"), "got \(terms)")
        let parabola = try #require(terms.firstIndex(of: "parabola"), "got \(terms)")
        let polygon = try #require(terms.firstIndex(of: "polygon"), "got \(terms)")
        #expect(circle < parabola && parabola < polygon)
        #expect(!terms.contains("ellipse") && !terms.contains("ellipsis"))
        // Only the commonest sense is followed: a dog's kin are animals, not the "unpleasant woman" of its third
        // sense.
        let dog = lexicon.kindredNouns(of: "dogs")
        #expect(dog.contains("wolf") && dog.contains("puppy"), "got \(dog)")
        #expect(!dog.contains("shrew") && !dog.contains("dog"), "got \(dog)")
        #expect(lexicon.kindredNouns(of: "quickly").isEmpty)
    }

    @Test func carHasAutomobileAsSynonym() {
        let synonyms = lexicon.synonyms(of: "car")
        #expect(synonyms.contains("automobile"))
        #expect(!synonyms.contains("car"))
    }

    @Test(arguments: ["information", "running", "mice", "machine", "readable", "ice cream"])
    func knowsWordsDehyphenationChecks(word: String) {
        #expect(lexicon.contains(word))
    }

    @Test(arguments: ["informaton", "machinereadable", "informations-xyz"])
    func rejectsNonWords(word: String) {
        #expect(!lexicon.contains(word))
    }

    @Test func allFortyFiveCategoriesAreInUse() {
        let categories = lexicon.categories()
        #expect(categories.count == 45)
        #expect(categories.contains("noun.animal"))
        #expect(categories.contains("verb.motion"))
    }

    @Test func browsingACategoryPutsCommonWordsFirst() {
        let animals = lexicon.words(inCategory: "noun.animal", limit: 50)
        #expect(animals.count == 50)
        #expect(animals.contains("dog"))
    }

    @Test func usageCountsTellEverydayWordsFromRareOnes() {
        // cntlist.rev of WordNet 3.0: "effect" was tagged 124 times as a noun and 20 as a verb.
        #expect(lexicon.usageCount(of: "effect", as: .noun) == 124)
        #expect(lexicon.usageCount(of: "effect") == 144)
        #expect(lexicon.usageCount(of: "effects", as: .noun) == 124)
        #expect(lexicon.usageCount(of: "algorithm", as: .noun) == 0)
        #expect(lexicon.usageCount(of: "haplotype") == 0)
        #expect(lexicon.usageCount(of: "programming", as: .noun) < lexicon.usageCount(of: "programming"))
    }
}
