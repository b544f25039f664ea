import CardboxCore
import CardboxGeneration
import Testing

@testable import CardboxGeneration

/// Phrases the dictionary reads as part of a clause are no terms: not in a cloze's gap, not as a wrong answer.
@Suite struct NounPhraseReadingTests {
    /// Word classes as WordNet gives them, the commonest first.
    static let dictionary = FakeRelatedTerms(
        coordinates: [:], synonymsByTerm: [:],
        classes: [
            "perhaps": ["adverb"], "rather": ["adverb"], "large": ["adjective", "noun", "adverb"],
            "files": ["noun", "verb"], "file": ["noun", "verb"], "clause": ["noun"], "selects": ["verb"],
            "subgroups": ["noun"], "updating": ["verb", "noun"], "describing": ["verb"],
            "compressed": ["adjective", "verb"],
            "partial": ["adjective", "noun"], "matching": ["adjective", "verb"], "pattern": ["noun", "verb"],
            "process": ["noun", "verb"], "data": ["noun"], "series": ["noun"], "various": ["adjective"],
            "seems": ["verb"], "performance": ["noun"], "acceptable": ["adjective"], "word": ["noun", "verb"],
            "getting": ["verb", "noun"], "lengthy": ["adjective"], "function": ["noun", "verb"],
            "found": ["verb", "adjective"], "case": ["noun", "verb"], "insensitive": ["adjective"],
            "sensitivity": ["noun"],
        ])

    private func reads(_ phrase: String) -> Bool {
        !NounPhraseReading.cannotBeANounPhrase(phrase, related: Self.dictionary)
    }

    @Test func aWordUsedOnlyAsAnAdverbIsNoPartOfATerm() {
        #expect(!reads("perhaps large files"))
        #expect(!reads("perhaps updating"))
        #expect(!reads("files perhaps"))
        #expect(reads("large files"))
    }

    @Test func aVerbsFormInSBeforeTheEndMakesAClause() {
        #expect(!reads("clause selects subgroups"))
        #expect(!reads("performance seems acceptable"))
        // Words in "-s" that are nouns or adjectives classify the head.
        #expect(reads("series data"))
        #expect(reads("process data"))
        #expect(reads("various files"))
    }

    @Test func aHeadTheDictionaryHasOnlyAsAnotherClassIsNoNoun() {
        #expect(!reads("getting lengthy"))
        #expect(!reads("function found"))
        #expect(!reads("case insensitive"))
        #expect(reads("case sensitivity"))
        #expect(reads("file function"))
    }

    @Test func aParticipleIsNoHeadButAGerundMayBe() {
        #expect(!reads("file self-describing"))
        #expect(!reads("files compressed"))
        #expect(reads("partial matching"))
        #expect(reads("pattern matching"))
        #expect(reads("self-describing file"))
    }

    @Test func namesOneWordAndUnknownWordsAreLeftAlone() {
        #expect(reads("Perhaps Large Files"))
        #expect(reads("perhaps"))
        #expect(reads("rather"))
        #expect(reads("colclasses perhaps2"))
        #expect(!NounPhraseReading.cannotBeANounPhrase("perhaps large files", related: NoRelatedTerms()))
    }

    @Test func theValidatorDropsAClozeOverPartOfAClause() {
        let chunk = TestDocument.chunk("The GROUP BY clause selects subgroups of the rows according to the criterion.")
        let validator = CardValidator(related: Self.dictionary)
        let clause = Drafts.citing(
            chunk, kind: .cloze, question: "The GROUP BY {{answer}} of the rows according to the criterion.",
            answer: "clause selects subgroups")
        #expect(validator.validate(clause, in: chunk).violations == [.gapNotATerm])
        #expect(CardValidator().validate(clause, in: chunk).isAccepted)
        let term = Drafts.citing(
            chunk, kind: .cloze,
            question: "The GROUP BY clause selects {{answer}} of the rows according to the criterion.",
            answer: "subgroups")
        #expect(validator.validate(term, in: chunk).isAccepted)
    }

    @Test func aWrongAnswerForATermMustReadAsATerm() {
        let fit = WordClassFit(answer: "character string", related: Self.dictionary)
        #expect(!fit.admits("perhaps updating"))
        #expect(!fit.admits("file self-describing"))
        #expect(fit.admits("series data"))
    }
}
