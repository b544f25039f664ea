import CardboxIngest
import Testing

/// In-memory word lists and their suffix stripping.
@Suite struct WordListTests {
    @Test(arguments: [
        "run", "running", "runs", "parties", "stopped", "boxes", "churches", "happily", "bigger", "women",
    ])
    func wordSetFindsInflectedForms(word: String) {
        let words = WordSet(["run", "party", "stop", "box", "church", "happy", "big", "woman"])
        #expect(words.contains(word))
    }

    @Test(arguments: ["jump", "runn", "r", ""])
    func wordSetRejectsUnknownWords(word: String) {
        #expect(!WordSet(["run"]).contains(word))
    }

    @Test func wordSetIgnoresCaseOfItsWords() {
        #expect(WordSet(["Paris"]).contains("paris"))
    }

    @Test func emptyWordListKnowsNothing() {
        #expect(!EmptyWordList().contains("the"))
    }
}
