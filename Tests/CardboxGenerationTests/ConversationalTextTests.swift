import CardboxCore
import Testing

@testable import CardboxGeneration

/// A tutorial written as a conversation with its reader: its exclamations and turns of talk state no fact, while its
/// plain statements still give cards.
@Suite struct ConversationalTextTests {
    private func answers(_ text: String) -> [String] {
        ExtractiveGenerator().allDrafts(from: TestDocument.chunk(text)).map(\.answer)
    }

    @Test(arguments: [
        "Well, we get a floating point number and not an exact integer, but the result is pretty close!",
        "Now stop complaining about the calculator, and think a little about rational numbers.",
        "Well, the default initial precision of the calculator decides the number of printed decimals.",
        "Let's try the multiplication of two integers in the calculator without any spaces.",
        "Of course, the calculator keeps every result of the session in its result history.",
        "Seriously, the calculator will almost always try to give an exact result for rational numbers.",
        "Wow, even multiplication of large integers works in the calculator.",
        "By the way, you can ask the calculator about any identifier by prepending a question mark.",
        "Try a few computations involving the primitive root of the finite field.",
    ])
    func aTurnOfTalkGivesNoCard(sentence: String) {
        #expect(answers(sentence).isEmpty, "\(answers(sentence))")
    }

    @Test(arguments: [
        "To give it a wide margin, we set the precision of the calculator to 50 decimals.",
        "In fact, we computed an approximation of the determinant in a few small finite fields.",
        "The last number types which we have not yet played with are closely linked to number theory.",
    ])
    func aStepOfAWorkedExampleGivesNoCloze(sentence: String) {
        let drafts = ExtractiveGenerator().allDrafts(from: TestDocument.chunk(sentence))
        #expect(!drafts.contains { $0.kind == .cloze }, "\(drafts.map(\.question))")
    }

    @Test func anAntecedentIsNoTurnOfTalk() {
        #expect(
            ExtractiveGenerator.antecedent(
                of: 1,
                in: TestDocument.chunk(
                    "Well, it is the default initial precision. This has been chosen so that computations are fast."
                ).paragraphs[0]) == nil)
        #expect(
            ExtractiveGenerator.antecedent(
                of: 1,
                in: TestDocument.chunk(
                    "The default initial precision is 38 digits. This has been chosen so that computations are fast."
                ).paragraphs[0]) != nil)
    }

    @Test func theStatementsAroundItStillDo() {
        let said = answers(
            "The calculator keeps every result of the session in its result history. "
                + "No two results in the result history share a number. Now type the next command!")
        #expect(said.contains("result history"), "\(said)")
        #expect(
            TestDocument.chunk("Now type the next command!").paragraphs.count == 1
                && ExtractiveGenerator.talksWithTheReader("Now type the next command!"))
        #expect(!ExtractiveGenerator.talksWithTheReader("No two results in the result history share a number."))
        #expect(!ExtractiveGenerator.talksWithTheReader("Well-formed input is read in a single pass."))
    }
}

/// Answers that the question shows, or that stop inside the clause that makes them true.
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
