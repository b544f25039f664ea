import CardboxLexicon
import CardboxWords
import Testing

/// One rule for finding the word category a person means, with suggestions for near misses.
@Suite struct WordCategoryResolverTests {
    static let categories = [
        WordCategory(name: "noun.animal", title: "Animals", partOfSpeech: .noun, wordCount: 7_000),
        WordCategory(name: "noun.plant", title: "Plants", partOfSpeech: .noun, wordCount: 8_000),
        WordCategory(name: "verb.motion", title: "Movement", partOfSpeech: .verb, wordCount: 1_400),
    ]

    @Test(arguments: ["noun.animal", "NOUN.ANIMAL", "Animals", "  animals  "])
    func namesAndTitlesMatchInAnyCase(text: String) throws {
        #expect(try WordCategoryResolver.resolve(text, among: Self.categories).name == "noun.animal")
    }

    @Test(arguments: [
        ("noun.animl", "noun.animal"), ("Animls", "noun.animal"), ("plant", "noun.plant"),
        ("verb.moton", "verb.motion"), ("motion", "verb.motion"), ("noun.plants", "noun.plant"),
    ])
    func nearMissesSuggestTheClosestCategory(text: String, suggestion: String) {
        #expect(throws: WordError.unknownCategory(text, suggestion: suggestion)) {
            try WordCategoryResolver.resolve(text, among: Self.categories)
        }
    }

    @Test(arguments: ["noun.dragons", "xyz", ""])
    func farMissesSuggestNothing(text: String) {
        #expect(throws: WordError.unknownCategory(text, suggestion: nil)) {
            try WordCategoryResolver.resolve(text, among: Self.categories)
        }
    }

    @Test func overlongNamesAreCutAndNotSearched() {
        let long = String(repeating: "a", count: 100)
        #expect(throws: WordError.unknownCategory(String(repeating: "a", count: 64), suggestion: nil)) {
            try WordCategoryResolver.resolve(long, among: Self.categories)
        }
    }
}
