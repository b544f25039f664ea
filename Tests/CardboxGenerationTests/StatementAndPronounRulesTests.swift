import CardboxCore
import Testing

@testable import CardboxGeneration

/// Short "S is P" statements, sentences that open with a pronoun, flip cards for want of wrong answers, and a card
/// budget that follows the facts of a chunk rather than its length.
@Suite struct StatementAndPronounRulesTests {
    /// Every draft of the chunk holding `text` under `headingPath`, as "question → answer".
    private func cards(_ text: String, headingPath: [String] = []) -> [String] {
        ExtractiveGenerator().allDrafts(from: TestDocument.chunk(text, headingPath: headingPath))
            .map { "\($0.question) → \($0.answer)" }
    }

    @Test func blanksTheShortPredicateOfAStatement() {
        let found = cards(
            "The header file of this library is libtasn1.h. The rows of the matrix are taxa / individuals.")
        #expect(found.contains("The header file of this library is {{answer}}. → libtasn1.h"))
        #expect(found.contains("The rows of the matrix are {{answer}}. → taxa / individuals"))
    }

    @Test func blanksAnIdentifierThatThePredicateDefines() {
        let found = cards("ASN1_MAX_NAME_SIZE is the maximum number of characters allowed for an identifier.")
        #expect(
            found.contains(
                "{{answer}} is the maximum number of characters allowed for an identifier. → ASN1_MAX_NAME_SIZE"))
    }

    @Test func leavesPassiveVerbsDenialsAndLongPredicatesAlone() {
        let found = cards(
            "Only the first letter is converted to uppercase. The SIZE constraints are allowed. "
                + "The parser is not case sensitive. The parser is a program that reads the grammar of the input.")
        #expect(!found.contains { $0.hasSuffix("→ converted to uppercase") })
        #expect(!found.contains { $0.hasSuffix("→ allowed") })
        #expect(!found.contains { $0.hasSuffix("→ case sensitive") })
        #expect(!found.contains { $0.contains("The parser is {{answer}}.") })
    }

    @Test func theHeadingStandsInForABarePronounThatOpensTheSection() {
        let found = cards(
            "It hides the internal state of an object behind a narrow public interface.",
            headingPath: ["Encapsulation"])
        #expect(found.contains { $0.hasPrefix("Encapsulation hides the ") })
        #expect(!found.contains { $0.hasPrefix("It ") || $0.contains(": It ") })
    }

    @Test func aSentencePointingAtTextAroundItGivesNoCloze() {
        for text in [
            "Running the command below will generate an assign.out file with the DER encoding.",
            "The following flags can be passed as hints to the lookup function of the resolver.",
            "Here is an example using three frame-level wildcards in one suppression.",
            "For simple types like OCTET STRING the simple parsing functions listed below may be used instead.",
        ] {
            let cards = ExtractiveGenerator().allDrafts(from: TestDocument.chunk(text)).filter { $0.kind == .cloze }
            #expect(cards.isEmpty, "\(cards.map(\.question))")
        }
    }

    @Test func noHeadingStandsInForAPronounInAChunkThatStartsInsideTheSection() throws {
        let document = TestDocument.make(
            """
            # Compatibility

            Nettle aims to provide backwards compatibility for the programs that link with the library.

            This is also noted in the NEWS file, and the name of the shared library is updated with each release.
            """)
        let engine = try #require(
            ExtractiveGenerator().prepared(for: document, statistics: TermStatistics(document: document))
                as? ExtractiveGenerator)
        let later = DocumentChunk(
            documentID: document.id, documentTitle: document.title, headingPath: ["Compatibility"],
            paragraphs: [document.paragraphs[2]])
        let questions = engine.drafts(from: later, quota: 5).map(\.question)
        #expect(!questions.contains { $0.hasPrefix("Compatibility is also") }, "\(questions)")
        let opening = DocumentChunk(
            documentID: document.id, documentTitle: document.title, headingPath: ["Compatibility"],
            paragraphs: [document.paragraphs[1]])
        #expect(!engine.drafts(from: opening, quota: 5).isEmpty)
    }

    @Test func noHeadingStandsInForAPronounWhenTheSentenceGoesOnToNameIt() {
        // Under "1.1. Version", "This is version 0.21 of …" is about the text: "Version is version 0.21" says nothing.
        let found = cards(
            "This is version 0.21 of the Shared MIME-info Database specification, last updated 2 October 2018.",
            headingPath: ["1. Introduction", "1.1. Version"])
        #expect(found.isEmpty, "\(found)")
        let kept = cards(
            "It is a binary file that holds the globs, the magic rules and the aliases of every type.",
            headingPath: ["1.2. Cache"])
        #expect(kept.contains { $0.hasPrefix("Cache is a binary file") }, "\(kept)")
    }

    @Test func aPapersAbstractAndKeywordsGiveNoCardsWhileItsBodyDoes() {
        let text = "The spacing effect improves the long-term retention of vocabulary by nearly a third."
        #expect(!cards(text, headingPath: ["1 Introduction"]).isEmpty)
        for heading in ["ABSTRACT", "Keywords", "CCS CONCEPTS", "Index Terms"] {
            #expect(cards(text, headingPath: ["A Study of Spacing", heading]).isEmpty, "\(heading)")
        }
    }

    @Test func aPrefaceGivesNoCardsNorDoesASentenceLeaningOnWordsAboutTheText() {
        let text = "Some familiarity with the language is assumed. The interpreter evaluates every expression lazily."
        #expect(!cards(text, headingPath: ["1 Objects"]).isEmpty)
        for heading in ["Preface", "About this manual", "Foreword"] {
            #expect(cards(text, headingPath: ["R Language Definition", heading]).isEmpty, "\(heading)")
        }
        let leaning = cards(
            "The purpose of this manual is to document the language per se. That is, the objects that it works on, "
                + "and the details of the expression evaluation process, which are useful to know when programming.",
            headingPath: ["1 Introduction"])
        #expect(!leaning.contains { $0.contains("evaluation process") }, "\(leaning)")
    }

    @Test func anEllipsisTheLatterAnOrdinalOrDoSoPointsBackUnlessTheSentenceNamesItsOwn() {
        for text in [
            "As is the use of .PHONY targets in makefiles (some other makes ignore it).",
            "So does the GNU make program on every platform that supports shared objects.",
            "Note that the latter might give false positives in that the symbols might be pulled in with libraries.",
            "The first is the name of the new macro including the initial backslash, and the second is its body.",
            "To do so, set debug on the outer function and step through it until the inner function is defined.",
            "The consequences of not doing so have included serious corruption to the memory pool of the session.",
        ] {
            #expect(cards(text, headingPath: ["Writing portable packages"]).isEmpty, "\(text)")
        }
        let both = cards(
            "The linker accepts static libraries and shared objects, and the latter are loaded when the package starts.",
            headingPath: ["Writing portable packages"])
        #expect(!both.isEmpty)
        let own = cards(
            "As packages grow, the GNU make program builds their shared objects in parallel.",
            headingPath: ["Writing portable packages"])
        #expect(!own.isEmpty)
        let named = Tokenizer.tokens(in: "The first argument is the name of the new macro.")
        #expect(!LeadingReference.leansOnWhatCameBefore(tokens: named, lead: 0))
        let action = cards(
            "If a package needs the compiler flags, the Makevars file can set them and should do so portably.",
            headingPath: ["Writing portable packages"])
        #expect(!action.isEmpty)
    }

    @Test(arguments: [
        "All other elements are ignored.", "The remaining arguments are passed to the method.",
        "The result is still a single element.", "The effect is the same as for a vector of length one.",
    ])
    func whatIsLeftOfOrComesOfThingsToldBeforeGivesNoCard(sentence: String) {
        #expect(cards(sentence, headingPath: ["Indexing by vectors"]).isEmpty)
    }

    @Test func anOutcomeOrTheRestNamedInTheSentenceStands() {
        for text in [
            "The result of a comparison of two vectors is a logical vector.",
            "All elements of a matrix are of one type.",
        ] {
            #expect(!cards(text, headingPath: ["Indexing by vectors"]).isEmpty, "\(text)")
        }
    }

    @Test func noGapRightAfterADemonstrative() {
        for question in [
            "The expression given for that {{answer}} is stored in the promise.",
            "Every call of this {{answer}} returns a list.", "Those {{answer}} are copied.",
        ] {
            #expect(ExtractiveGenerator.followsADemonstrative(question), "\(question)")
        }
        for question in [
            "R checks that {{answer}} exists before the call.", "The promise stores the {{answer}} of the call.",
        ] {
            #expect(!ExtractiveGenerator.followsADemonstrative(question), "\(question)")
        }
    }

    @Test func aStatementAboutWhatIsShownBelowGivesNoCard() {
        #expect(cards("The two examples below are equivalent.", headingPath: ["Control structures"]).isEmpty)
        #expect(!cards("The two forms of the assignment operator are equivalent.", headingPath: ["Operators"]).isEmpty)
    }

    @Test func suchAPointsBackAndSuchAsDoesNot() {
        let leaning = cards(
            "To install such a package from its sources, the compiler toolchain named Rtools is needed on Windows.",
            headingPath: ["6 Add-on packages"])
        #expect(leaning.isEmpty, "\(leaning)")
        let examples = cards(
            "Compiled packages such as the Matrix package need the compiler toolchain named Rtools on Windows.",
            headingPath: ["6 Add-on packages"])
        #expect(!examples.isEmpty)
        let named = cards(
            "Windows installs a binary package from a local zip file (or the URL of such a file) given to the "
                + "installer.",
            headingPath: ["6 Add-on packages"])
        #expect(!named.isEmpty)
    }

    @Test func suchBeforeAPluralPointsBackToo() {
        let leaning = cards(
            "Normally, such colors are passed to the typesetting system LaTeX via a pen argument of the label.",
            headingPath: ["Pens"])
        #expect(leaning.filter { $0.hasSuffix("→ LaTeX") }.isEmpty, "\(leaning)")
        let bound = cards(
            "A pen holds colors such that every label drawn with it is passed to the typesetting system LaTeX.",
            headingPath: ["Pens"])
        #expect(!bound.isEmpty)
    }

    @Test(arguments: [
        "Instead, you get the numerical value, the square root being considered a transcendental function.",
        "Again, the exponent holds the number of error bits when rounding the value to the sup norm.",
        "Otherwise, the output argument fcns contains the function names of the search path.",
        "On the other hand, the garbage collector frees the memory of unreachable objects in the heap.",
        "Hence the calculator prints only 38 significant digits in the exponential format of the output.",
        "Thus the garbage collector frees the memory of unreachable objects in the heap.",
        "And so on, recursively, until all the variables of the default list of the session are exhausted.",
        "The first two are straightforward, but the variable is treated here as a numerical parameter.",
    ])
    func aSentenceSetAgainstTheOneBeforeGivesNoCloze(sentence: String) {
        let found = cards(sentence, headingPath: ["Numbers"])
        #expect(!found.contains { $0.contains("{{answer}}") }, "\(found)")
    }

    @Test func theSameWordsInsideASentenceLeanOnNothing() {
        let found = cards(
            "The garbage collector frees the memory of unreachable objects again, instead of at the end of the run.",
            headingPath: ["Memory"])
        #expect(found.contains { $0.contains("{{answer}}") }, "\(found)")
    }

    @Test func aCommandWithoutItsObjectLeansOnTheThingNamedBefore() {
        let found = cards(
            "Use with the submission command to print the unique identifier of the paper on each page of the work.",
            headingPath: ["Template Parameters"])
        #expect(found.isEmpty, "\(found)")
        let whole = cards(
            "Use the submission command to print the unique identifier of the paper on each page of the work.",
            headingPath: ["Template Parameters"])
        #expect(!whole.isEmpty)
    }

    @Test func noQuestionHasABarePronounForItsSubject() {
        let text =
            "Data may be missing from the genotype matrix. This makes the haplotyping problem NP-complete. "
            + "It needs the rich data hypothesis as an additional assumption. "
            + "They cause chromosomal crossing-over effects in the population."
        for headingPath in [[], ["The Model and the Problem"], ["Solutions"]] {
            let found = cards(text, headingPath: headingPath)
            let bare = found.filter { card in
                let words = card.split(separator: " ").map { String($0).lowercased() }
                let subject = words.first == "which" || words.first == "what" ? words.dropFirst(2).first : words.first
                return ["it", "this", "they", "these"].contains(subject ?? "")
                    || card.contains(": This ") || card.contains(": It ") || card.contains(": They ")
            }
            #expect(bare.isEmpty, "\(headingPath): \(bare)")
        }
    }

    @Test func aDeterminerKeepsItsSentenceWithTheHeadingAsContext() {
        let found = cards(
            "This version of the parser does not handle the Abstract REAL type.", headingPath: ["2.1 ASN.1 syntax"])
        #expect(found.contains { $0.hasPrefix("ASN.1 syntax: This version of the parser") })
    }

    @Test func aCardWithoutThreeGoodWrongAnswersBecomesAFlipCardThatSaysSo() {
        let chunk = TestDocument.chunk("A mitochondrion is an organelle that converts food into usable energy.")
        let weak = Drafts.citing(
            chunk, kind: .cloze, question: "A {{answer}} is an organelle that converts food into usable energy.",
            answer: "mitochondrion", distractors: ["ribosome", "lysosome"])
        let filler = DistractorFiller()
        let flipped = filler.flipCardIfWeak(filler.fill(weak))
        #expect(flipped.distractors.isEmpty)
        #expect(flipped.flags.contains("flip-card"))
        let strong = Drafts.citing(
            chunk, kind: .cloze, question: "A {{answer}} is an organelle that converts food into usable energy.",
            answer: "mitochondrion", distractors: ["ribosome", "lysosome", "vacuole"])
        #expect(filler.flipCardIfWeak(filler.fill(strong)).distractors == ["ribosome", "lysosome", "vacuole"])
    }

    @Test func thePipelineNeverKeepsOneOrTwoWrongAnswers() async throws {
        let document = TestDocument.make(
            """
            # Cells

            A mitochondrion is an organelle that converts food into usable energy. A ribosome is a particle that
            builds proteins from amino acids. The nucleus is the part of the cell that holds its genetic material.
            """)
        let recorder = EmitRecorder()
        _ = try await GenerationPipeline(generator: ExtractiveGenerator()).run(document: document) {
            recorder.record($0)
        }
        #expect(!recorder.drafts.isEmpty)
        for draft in recorder.drafts {
            #expect(draft.distractors.count == 3 || draft.distractors.isEmpty, "\(draft.distractors)")
            #expect(draft.distractors.count == 3 || draft.flags.contains("flip-card"))
        }
    }

    @Test func theBudgetFollowsStatementsNotWordsAndClozesKeepTheirDensity() throws {
        let document = TestDocument.make(
            """
            # Library notes

            The header file of this library is libtasn1.h.

            The main type of this library is asn1_node.

            The parser of this library is case sensitive.

            ASN1_MAX_NAME_SIZE is the maximum number of characters allowed for an identifier.
            """)
        let chunk = try #require(Chunker.chunks(of: document).first)
        #expect(Chunker.quota(for: chunk) == 1)
        #expect(Chunker.budget(for: chunk) == 4)
        let drafts = ExtractiveGenerator().drafts(from: chunk, quota: Chunker.budget(for: chunk))
        #expect(drafts.count >= 3)
        let prose = try #require(
            Chunker.chunks(
                of: TestDocument.make(
                    """
                    # Rocks

                    Sedimentary rock forms from layers of compacted sediment over long periods.
                    Igneous rock forms when molten magma cools below the surface of volcanic regions.
                    Metamorphic rock forms under great heat and pressure deep inside mountain ranges.
                    """)
            ).first)
        let clozes = ExtractiveGenerator().drafts(from: prose, quota: Chunker.budget(for: prose))
            .filter { $0.kind == .cloze }
        #expect(clozes.count <= Chunker.quota(for: prose))
    }

    @Test func blanksATermThatOpensASentenceSayingWhatItDoes() {
        let found = cards(
            "Polymorphism lets code written for a parent class work with any of its subclasses. "
                + "Method overriding happens when a subclass provides its own implementation of a method. "
                + "Frictional unemployment arises while workers move between jobs. "
                + "The weather lets people stay outside for a long time.",
            headingPath: ["Polymorphism"])
        #expect(
            found.contains(
                "{{answer}} lets code written for a parent class work with any of its subclasses. → Polymorphism"))
        #expect(
            found.contains(
                "{{answer}} happens when a subclass provides its own implementation of a method. → Method overriding"))
        #expect(
            found.contains("{{answer}} arises while workers move between jobs. → Frictional unemployment"), "\(found)")
        #expect(!found.contains { $0.hasSuffix("→ weather") || $0.hasSuffix("→ The weather") })
    }

    @Test func aSentenceWithAColonIsNotATermAndItsDescription() {
        let found = cards(
            "The input is biallelic: there are only two homozygous states and one heterozygous state.")
        #expect(!found.contains { $0.hasSuffix("→ input is biallelic") })
    }

    @Test func termsPrintedOverTheirDefinitionsAreAGlossary() async throws {
        let document = TestDocument.make(
            """
            # Case change

            There are four ways to change the case of a text:

            all caps

            For example, shouting. All letters in the given text are converted to capitals.

            sentence case

            Only the first letter of the whole text is converted to a capital.

            title case

            The first letter of each word in the text is converted to a capital.
            """)
        let recorder = EmitRecorder()
        _ = try await GenerationPipeline(generator: ExtractiveGenerator()).run(document: document) {
            recorder.record($0)
        }
        let cards = recorder.drafts.map { "\($0.question) → \($0.answer)" }
        #expect(
            cards.contains(
                "Which term is defined as “All letters in the given text are converted to capitals.”? → all caps"))
        #expect(cards.contains { $0.hasSuffix("→ sentence case") })
        #expect(!cards.contains { $0.contains("For example") })
    }

    @Test func aDeterminerPointsPastAHeadingThatDoesNotNameItsNoun() {
        let sentence = "This element is not used in the system database, but only in the user overridden database."
        let elsewhere = ExtractiveGenerator().allDrafts(
            from: TestDocument.chunk(sentence, headingPath: ["The source XML files"]))
        #expect(elsewhere.isEmpty, "\(elsewhere.map(\.question))")
        let named = ExtractiveGenerator().allDrafts(
            from: TestDocument.chunk(sentence, headingPath: ["The deleteall element"]))
        #expect(named.contains { $0.question.contains("This element is not used") }, "\(named.map(\.question))")
    }

    @Test func aTermThatIsAFunctionWordIsNotCutOutOfItsDefinition() async throws {
        let document = TestDocument.make(
            """
            # Expression elements

            <and>

            This element returns true when each of its expression elements is true.

            <if>

            This element takes three expression elements; if the value of the first is true, it produces the second.

            <not>

            This element inverts the boolean sense of its one expression element.

            <or>

            This element returns true when any of its expression elements is true.
            """)
        let cards = try await Drafts.kept(from: document).map { "\($0.question) → \($0.answer)" }
        #expect(!cards.contains { $0.hasSuffix("→ if") && $0.contains("{{answer}}") }, "\(cards)")
        #expect(cards.contains { $0.hasSuffix("→ <not>") }, "\(cards)")
    }

    @Test func optionsPrintedOverWhatTheyDoAreAskedForAsOptions() async throws {
        let options = [
            ("-c --stdout", "Compress or decompress to standard output."),
            ("-d --decompress", "Force decompression of the named files."),
            ("-k --keep", "Keep the input files during compression or decompression."),
            ("-s --small", "Reduce memory usage for compression, decompression and testing."),
            ("-t --test", "Check integrity of the specified files but do not decompress them."),
            ("-v --verbose", "Show the compression ratio for each file processed."),
        ]
        let document = TestDocument.make(
            "# Options\n\n" + options.map { "\($0.0)\n\n\($0.1)\n\n" }.joined())
        let cards = try await Drafts.kept(from: document).map { "\($0.question) → \($0.answer)" }
        #expect(
            cards.contains("Which option is described as “Compress or decompress to standard output.”? → -c --stdout"),
            "\(cards)")
        #expect(!cards.contains { $0.hasPrefix("Which term") }, "\(cards)")
        // "Force decompression" names "--decompress": the card asks for the letter.
        #expect(
            cards.contains("Which short option is described as “Force decompression of the named files.”? → -d"),
            "\(cards)")
        #expect(!cards.contains { $0.hasSuffix("→ -d --decompress") || $0.hasSuffix("→ -k --keep") }, "\(cards)")
        #expect(OptionNames("-q, --quiet") == OptionNames("-q --quiet"))
        #expect(OptionNames("-q quiet") == nil)
    }

    @Test func noGapIsOneTermOfASeries() {
        let found = cards(
            "The parser has no limits for INTEGER and ENUMERATED values in any module. "
                + "The title, subtitle, keywords and abstract are typeset in the Libertine typeface.")
        #expect(!found.contains { $0.hasSuffix("→ INTEGER") || $0.hasSuffix("→ ENUMERATED") })
        #expect(!found.contains { $0.hasSuffix("→ subtitle") || $0.hasSuffix("→ keywords") })
        #expect(found.contains { $0.hasSuffix("→ Libertine") })
    }

    /// A pronoun after an example opener leans on the sentence before, as "They …" does.
    ///
    /// "For example, it …" and the abbreviated "e.g. they …" lean; an example with its own subject stands alone.
    @Test func aPronounAfterAnExampleOpenerLeansOnEarlierText() {
        let leaning = cards(
            "E.g. they must be added to the module search path, and stack traces through Zip files are harder to "
                + "debug. For example, it keeps the wheel files in the cache directory.")
        #expect(!leaning.contains { $0.hasSuffix("→ Zip") || $0.hasSuffix("→ cache directory") }, "\(leaning)")
        let standing = cards("For example, the pyxdg module is used via the xdg import name in the Python packages.")
        #expect(standing.contains { $0.contains("{{answer}}") }, "\(standing)")
    }

    /// "Excluded are modules that …" puts a participle first; it is no term to ask about.
    @Test func aParticiplePutFirstIsNoDefinedTerm() {
        let found = cards("Excluded are modules that cannot be included for licensing reasons, such as the ssl module.")
        #expect(!found.contains { $0.hasPrefix("What are excluded") || $0.hasPrefix("What is excluded") }, "\(found)")
        let defined = cards("Speed is the rate at which an object covers distance in a given time.")
        #expect(defined.contains { $0.hasPrefix("What is speed?") }, "\(defined)")
    }

    @Test func indefinitePronounsAndEditingVerbsAreNeverBlanked() {
        let found = cards(
            "Anybody can use, modify, and redistribute the parser under the terms of the GNU Lesser General Public "
                + "License version 2.1 or later.")
        #expect(!found.contains { $0.hasSuffix("→ Anybody") || $0.hasSuffix("→ modify") })
    }

    @Test func aShortLabelOverAListIsItsContext() throws {
        let document = TestDocument.make(
            """
            Outputs

            - The haplotypes in the matrix form a perfect phylogeny.
            - Pairs of rows in the haplotype matrix explain the rows of the genotype matrix.
            """)
        let chunk = try #require(Chunker.chunks(of: document).first)
        let found = ExtractiveGenerator().allDrafts(from: chunk).map(\.question)
        #expect(found.contains("Outputs: The haplotypes in the matrix form a {{answer}}."))
    }

    @Test func blanksTheNameInTheNameKindPhrasesOfTechnicalText() {
        let found = cards(
            "The NULL constant can be used for the variable initialization. "
                + "For an example, check the pkix.asn file distributed with the library. "
                + "The \"acmart\" document class requires the use of the \"Libertine\" typeface family. "
                + "The \"lmodern\" and \"ltimes\" packages should not be used with this document class.")
        #expect(found.contains("The {{answer}} constant can be used for the variable initialization. → NULL"))
        #expect(found.contains("For an example, check the {{answer}} file distributed with the library. → pkix.asn"))
        #expect(found.contains { $0.hasSuffix("→ Libertine") })
        #expect(!found.contains { $0.hasSuffix("→ lmodern") || $0.hasSuffix("→ ltimes") })
        let capitals = cards("The parser does not support the AUTOMATIC TAGS option of the module syntax.")
        #expect(capitals.contains { $0.hasSuffix("→ AUTOMATIC TAGS") }, "\(capitals)")
        #expect(!capitals.contains { $0.hasSuffix("→ AUTOMATIC") }, "\(capitals)")
    }

    @Test func aListItemOpeningWithALabelAsksForTheLabel() async throws {
        let document = TestDocument.make(
            """
            # Features

            The main features of this library are:

            - Thread-safety. No global variables are used and many library handles may be used in parallel.
            - It's Free Software. Anybody can use and share the library under the terms of its licence.
            """)
        let recorder = EmitRecorder()
        _ = try await GenerationPipeline(generator: ExtractiveGenerator()).run(document: document) {
            recorder.record($0)
        }
        let cards = recorder.drafts.map { "\($0.question) → \($0.answer)" }
        #expect(
            cards.contains(
                "Which term is described as “No global variables are used and many library handles may be used in "
                    + "parallel.”? → Thread-safety"))
        #expect(!cards.contains { $0.hasSuffix("→ It's Free Software") })
    }

    @Test func aGapThatEndsTheSentenceIsNotACutOffQuestion() {
        #expect(!CardFaultFinder.isCutOff("The parser is {{answer}}."))
        #expect(CardFaultFinder.isCutOff("The parser is {{answer}} of the"))
        #expect(CardFaultFinder.isCutOff("The {{answer}} parser is."))
    }
}
