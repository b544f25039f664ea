import CardboxCore
import Testing

@testable import CardboxGeneration

/// Answers that the question shows, that stop inside the clause that makes them true, or that are no term; pieces of
/// sentences and labels before a question.
@Suite struct CutAndShownAnswerTests {
    private func cards(_ text: String) -> [String] {
        ExtractiveGenerator().allDrafts(from: TestDocument.chunk(text, headingPath: ["Arrays"])).map {
            "\($0.question) → \($0.answer)"
        }
    }

    @Test func aNumberTheQuestionShowsIsNoAnswer() {
        #expect(ExtractiveGenerator.showsItsNumber("equal to 37", in: "The discriminant is {{answer}}, hence 37."))
        #expect(!ExtractiveGenerator.showsItsNumber("equal to 37", in: "The discriminant is {{answer}}, hence 38."))
        #expect(!ExtractiveGenerator.showsItsNumber("37", in: "The result has 370 digits and {{answer}} terms."))
        #expect(!ExtractiveGenerator.showsItsNumber("default value", in: "The {{answer}} is 37."))
        let found = cards("The discriminant of the curve is equal to 37, hence the conductor of the curve is 37.")
        #expect(!found.contains { $0.hasSuffix("→ equal to 37") || $0.hasSuffix("→ 37") }, "\(found)")
    }

    @Test func aPieceOfASentenceOrANumberedTitleGivesNoCard() {
        #expect(
            ExtractiveGenerator.isAFragment("and its prototype, see install for an introduction to Prototype Codes."))
        #expect(ExtractiveGenerator.isAFragment("1.5.8 Functions related to the GP evaluator."))
        #expect(!ExtractiveGenerator.isAFragment("gp is an interactive calculator for number theory."))
        #expect(!ExtractiveGenerator.isAFragment("2.5 million people use the calculator every year."))
        #expect(
            !ExtractiveGenerator.isAFragment("1.5 Functions related to the evaluator are listed in a long table here."))
        #expect(
            cards("and its prototype, see install for an introduction to the Prototype Codes of the library.").isEmpty)
    }

    @Test func anOwnerIsNoAnswer() {
        #expect(ExtractiveGenerator.namesAnOwner("GP's"))
        #expect(ExtractiveGenerator.namesAnOwner("the library’s"))
        #expect(!ExtractiveGenerator.namesAnOwner("maps"))
        #expect(!ExtractiveGenerator.namesAnOwner("class"))
    }

    @Test func theTextsOwnPartsByTheirPlaceAreNoMatter() {
        #expect(ExtractiveGenerator.isAboutTheText("The first chapter describes configuration and basic concepts."))
        #expect(!ExtractiveGenerator.isAboutTheText("The first argument describes the configuration of the thread."))
    }

    @Test func aHeadingSetAsASentenceLabelsAQuestionWithoutItsPeriod() {
        let paragraph = TestDocument.chunk("The calculator keeps every result of the session in its history.")
            .paragraphs[0]
        let sentence = SentenceContext(
            paragraph: paragraph, number: 0, text: paragraph.text, paragraphPosition: 0, paragraphCount: 1,
            listContext: "Concept.")
        #expect(sentence.cloze(replacing: 1..<2).hasPrefix("Concept: The {{answer}} keeps"))
        #expect(SentenceContext.label("The PARI multithread interface.") == "The PARI multithread interface")
        #expect(SentenceContext.label("Greetings!.") == "Greetings!")
        #expect(SentenceContext.label("Options") == "Options")
        #expect(SentenceContext.label("Wait...") == "Wait...")
    }

    @Test func aSetPhraseIsNoTerm() {
        #expect(ExtractiveGenerator.holdsASetPhrase("lost of course"))
        #expect(ExtractiveGenerator.holdsASetPhrase("forbidden as well"))
        #expect(!ExtractiveGenerator.holdsASetPhrase("course of action"))
        #expect(!ExtractiveGenerator.holdsASetPhrase("default value"))
    }

    @Test func aNameTheQuestionShowsWithANumberAfterItIsGivenAway() {
        #expect(
            ExtractiveGenerator.showsInsideAWord(
                "treemagic", "Changes create both the current '{{answer}}' and a newer 'treemagic2' in the new format.")
        )
        #expect(!ExtractiveGenerator.showsInsideAWord("treemagic", "The {{answer}} element holds the rules."))
    }

    @Test func aDefinitionCutInsideItsClauseIsNoCard() {
        #expect(
            ExtractiveGenerator.stopsInsideAClause(
                "a 2-D array for which size", quote: "A row vector is a 2-D array for which size (x) returns [1, N]."))
        #expect(
            !ExtractiveGenerator.stopsInsideAClause(
                "a 2-D array for which size (x) returns [1, N]",
                quote: "A row vector is a 2-D array for which size (x) returns [1, N]."))
        #expect(
            !ExtractiveGenerator.stopsInsideAClause(
                "a list of pairs", quote: "An alist is a list of pairs (key and value)."))
        #expect(
            ExtractiveGenerator.stopsInsideAClause(
                "a special debugging mode that you enter whenever a user interrupt",
                quote: "A break loop is a special debugging mode that you enter whenever a user interrupt (C-c) occurs."
            ))
        #expect(
            !ExtractiveGenerator.stopsInsideAClause(
                "an enclosing context where names and values are attached",
                quote: "A scope is an enclosing context where names and values are attached."))
        let found = cards("A row vector is a 2-D array for which size (x) returns [1, N] with non-negative N.")
        #expect(!found.contains { $0.hasSuffix("→ a 2-D array for which size") }, "\(found)")
    }
}
