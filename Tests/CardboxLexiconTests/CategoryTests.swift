import CardboxLexicon
import Testing

/// Browsing the fixture by lexicographer category.
@Suite struct CategoryTests {
    let lexicon: Lexicon

    init() throws {
        lexicon = try WordNetFixture.lexicon()
    }

    @Test func categoriesInUseComeInFileNumberOrder() {
        #expect(
            lexicon.categories() == [
                "adj.all", "adv.all", "noun.act", "noun.animal", "noun.artifact", "noun.body", "noun.group",
                "noun.location", "noun.object", "noun.person", "noun.quantity", "noun.substance", "verb.motion",
            ])
    }

    @Test func wordsAreRankedByTagCountThenAlphabetically() {
        #expect(
            lexicon.words(inCategory: "noun.body", limit: 20) == [
                "nucleus", "cell nucleus", "cell organelle", "chloroplast", "chondriosome", "karyon",
                "mitochondrion", "organelle", "ribosome",
            ])
        #expect(lexicon.words(inCategory: "noun.body", limit: 2) == ["nucleus", "cell nucleus"])
    }

    @Test func satelliteSensesAreCountedUnderTheirHead() {
        #expect(
            lexicon.words(inCategory: "adj.all", limit: 20) == [
                "good", "huge", "bad", "big", "immense", "large", "tall", "vast",
            ])
    }

    @Test func repeatedBrowsingGivesTheSameWords() {
        let first = lexicon.words(inCategory: "verb.motion", limit: 3)
        #expect(first == ["go", "hurry", "move"])
        #expect(lexicon.words(inCategory: "verb.motion", limit: 3) == first)
    }

    @Test func oneLexiconServesManyTasksAtOnce() async {
        let lexicon = lexicon
        let results = await withTaskGroup(of: [String].self) { group in
            for index in 0..<16 {
                group.addTask {
                    index.isMultiple(of: 2)
                        ? lexicon.words(inCategory: "noun.body", limit: 1)
                        : lexicon.lookup("mice").map(\.lemma)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.filter { $0 == ["nucleus"] }.count == 8)
        #expect(results.filter { $0 == ["mouse", "mouse"] }.count == 8)
    }

    @Test(arguments: ["noun.plant", "noun.nothing", "", "animal"])
    func unusedOrUnknownCategoriesHaveNoWords(category: String) {
        #expect(lexicon.words(inCategory: category, limit: 10).isEmpty)
    }
}
