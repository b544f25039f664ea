import CardboxLexicon
import Testing

/// Morphy on the fixture: exception lists, detachment rules per part of speech, only indexed forms.
@Suite struct BaseFormTests {
    let lexicon: Lexicon

    init() throws {
        lexicon = try WordNetFixture.lexicon()
    }

    @Test(arguments: [
        ("dogs", ["dog"]), ("buses", ["bus"]), ("boxes", ["box"]), ("waltzes", ["waltz"]),
        ("churches", ["church"]), ("dishes", ["dish"]), ("women", ["woman"]), ("parties", ["party"]),
        ("handsful", ["handful"]), ("glasses", ["glasses", "glass"]), ("domestic dogs", ["domestic dog"]),
    ])
    func nounRules(word: String, expected: [String]) {
        #expect(lexicon.baseForms(of: word) == expected)
    }

    @Test(arguments: [
        ("walks", ["walk"]), ("hurries", ["hurry"]), ("races", ["race"]), ("passes", ["pass"]),
        ("raced", ["race"]), ("walked", ["walk"]), ("racing", ["race"]), ("walking", ["walk"]),
    ])
    func verbRules(word: String, expected: [String]) {
        #expect(lexicon.baseForms(of: word) == expected)
    }

    @Test(arguments: [("taller", ["tall"]), ("tallest", ["tall"]), ("larger", ["large"]), ("largest", ["large"])])
    func adjectiveRules(word: String, expected: [String]) {
        #expect(lexicon.baseForms(of: word) == expected)
    }

    @Test(arguments: [
        ("mice", ["mouse"]), ("geese", ["goose"]), ("ran", ["run"]), ("running", ["run"]), ("went", ["go"]),
        ("bigger", ["big"]), ("better", ["good", "well"]), ("best", ["good", "well"]), ("nuclei", ["nucleus"]),
    ])
    func exceptionLists(word: String, expected: [String]) {
        #expect(lexicon.baseForms(of: word) == expected)
    }

    @Test func collocationsAreReducedWordByWord() {
        #expect(lexicon.baseForms(of: "cell nuclei") == ["cell nucleus"])
    }

    @Test func theWordItselfComesFirst() {
        #expect(lexicon.baseForms(of: "Dog") == ["dog"])
        #expect(lexicon.baseForms(of: "mouse") == ["mouse"])
    }

    @Test(arguments: ["zzz", "tallness", "runn", "dogz", "gla", ""])
    func onlyIndexedFormsCount(word: String) {
        #expect(lexicon.baseForms(of: word).isEmpty)
        #expect(!lexicon.contains(word))
    }

    @Test(arguments: ["dog", "Dogs", "mice", "ran", "city of light", "Canis_familiaris", "vast"])
    func containsKnowsLemmasAndTheirForms(word: String) {
        #expect(lexicon.contains(word))
    }
}
