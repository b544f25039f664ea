import CardboxCore
import CardboxGeneration
import Testing

/// The definition patterns of the extractive engine, one sentence each, with the exact card expected.
@Suite struct DefinitionRuleTests {
    /// Every candidate of a one-sentence chunk as "question → answer".
    private func cards(_ sentence: String) -> [String] {
        ExtractiveGenerator().allDrafts(from: TestDocument.chunk(sentence)).map { "\($0.question) → \($0.answer)" }
    }

    @Test(
        arguments: [
            (
                "A mitochondrion is an organelle that converts food into usable energy.",
                "What is a mitochondrion? → an organelle that converts food into usable energy"
            ),
            (
                "Economic growth is usually measured as the annual percentage change in real GDP.",
                "How is economic growth measured? → the annual percentage change in real GDP"
            ),
            (
                "An exception is an error detected during execution.",
                "What is an exception? → an error detected during execution"
            ),
            (
                "A lambda is a small anonymous function written as a single expression.",
                "What is a lambda? → a small anonymous function written as a single expression"
            ),
            (
                "Enzymes are proteins that speed up chemical reactions in living cells.",
                "What are enzymes? → proteins that speed up chemical reactions in living cells"
            ),
            (
                "Inflation is defined as a sustained rise in the general level of prices.",
                "How is inflation defined? → a sustained rise in the general level of prices"
            ),
            (
                "The term biome refers to a large community of plants and animals.",
                "What does biome refer to? → a large community of plants and animals"
            ),
            (
                "A region where two tectonic plates meet is called a plate boundary.",
                "What is a region where two tectonic plates meet called? → plate boundary"
            ),
            (
                "Amylase, also known as ptyalin, breaks down starch in the mouth.",
                "What is amylase also known as? → ptyalin"
            ),
            (
                "Homeostasis means keeping the internal conditions of the body steady.",
                "What does homeostasis mean? → keeping the internal conditions of the body steady"
            ),
            (
                "Adenosine triphosphate (ATP) carries energy inside the cell.",
                "What does ATP stand for? → Adenosine triphosphate"
            ),
        ])
    func turnsADefinitionIntoATemplateQuestion(sentence: String, card: String) {
        #expect(cards(sentence).contains(card))
    }

    @Test func aSentenceAdverbBeforeANameIsNoPartOfTheTerm() {
        let found = cards("Technically R is an expression language with a very simple syntax.")
        #expect(found.contains("What is R? → an expression language with a very simple syntax"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("What is Technically") })
        // A name whose first word ends in "-ly" keeps it.
        let family = cards("Family Trees are diagrams that show the relationships between generations.")
        #expect(family.contains { $0.hasPrefix("What are family Trees?") || $0.hasPrefix("What are Family Trees?") })
    }

    @Test func aVagueNounOnlyPlacedOrJudgedIsNoTerm() {
        let found = cards("A typical case is the use of integers to construct file names or other strings.")
        #expect(!found.contains { $0.hasPrefix("What is a typical case?") }, "\(found)")
        let named = cards("A test case is a set of inputs that checks one behaviour of a program.")
        #expect(named.contains { $0.hasPrefix("What is a test case?") }, "\(named)")
    }

    @Test func aVagueNounOnlyPlacedOrJudgedDefinesNothing() {
        let asked = { (cards: [String]) in cards.contains { $0.lowercased().hasPrefix("what is java code?") } }
        let found = cards(
            "Java code is a special case: except for very small programs, .java files should be byte-compiled (to a "
                + ".class file) and distributed as part of a .jar file.")
        #expect(!asked(found), "\(found)")
        let defined = cards("Java code is a source text that compiles to byte code for a virtual machine.")
        #expect(asked(defined), "\(defined)")
    }

    @Test func asksForANameThatSharesOnlyItsHeadNounWithTheQuestion() {
        let found = cards("The parent class is sometimes called the base class.")
        #expect(found.contains("What is the parent class called? → base class"))
        let gave = cards("The parent class is sometimes called the parent class.")
        #expect(!gave.contains { $0.hasPrefix("What is the parent class called?") })
        let bare = cards("A fast cell is sometimes called a cell.")
        #expect(!bare.contains { $0.hasSuffix("→ cell") })
    }

    @Test func aClauseOfTimeBeforeIsCalledNamesNothing() {
        let found = cards(
            "When a function is called the arguments are matched and then each formal argument is bound to a promise.")
        #expect(!found.contains { $0.contains(" called?") }, "\(found)")
        let named = cards("A function stored with its environment is called a closure.")
        #expect(named.contains("What is a function stored with its environment called? → closure"), "\(named)")
    }

    @Test func turnsALongDefinitionRoundToAskForTheTerm() {
        let sentence =
            "Photosynthesis is the process by which green plants turn carbon dioxide and water into glucose "
            + "using the energy of sunlight."
        let expected =
            "What is the term for the process by which green plants turn carbon dioxide and water into glucose "
            + "using the energy of sunlight? → Photosynthesis"
        #expect(cards(sentence).contains(expected))
    }

    @Test func cutsALongDefinitionAtItsFirstComma() {
        let sentence =
            "A glacier is a slow river of ice that forms on land, and it moves downhill under its own weight "
            + "over many centuries."
        #expect(cards(sentence).contains("What is a glacier? → a slow river of ice that forms on land"))
    }

    @Test(
        arguments: [
            "It is a process that takes many years to finish.",
            "The result is a shift that nobody expected at the time.",
            "This means that the cell cannot divide again.",
            "There are several reasons that explain the decline.",
        ])
    func ignoresSentencesWithoutATermToDefine(sentence: String) {
        let questions = ExtractiveGenerator().allDrafts(from: TestDocument.chunk(sentence)).filter { $0.kind == .basic }
        #expect(questions.isEmpty)
    }

    @Test func explainsWithAndCitesTheSourceSentence() throws {
        let chunk = TestDocument.chunk("Cells divide often. A neuron is a cell that carries electrical signals.")
        let draft = try #require(
            ExtractiveGenerator().allDrafts(from: chunk).first { $0.question == "What is a neuron?" })
        #expect(draft.explanation == "A neuron is a cell that carries electrical signals.")
        #expect(draft.source.quote == draft.explanation)
        #expect(draft.source.sentence == 1)
        #expect(draft.source.paragraph == 1)
        #expect(draft.source.page == 1)
        #expect(draft.source.documentID == "doc-1")
        #expect(draft.engine == "extractive")
    }

    @Test func aTermDefinedByItsOwnWordsGivesNoDefinitionCard() {
        let found = cards("Expanded-acronym elements are the expanded versions of the acronym elements in a file.")
        #expect(!found.contains { $0.hasPrefix("What are expanded-acronym elements?") }, "\(found)")
        let kept = cards("Cell membranes are thin layers of lipids that surround every living cell.")
        #expect(kept.contains { $0.hasPrefix("What are cell membranes? → thin layers of lipids") }, "\(kept)")
    }

    @Test func aComparisonIsNoDefinition() {
        let found = cards("The form of the argument is the same as that used by the log-socket option.")
        #expect(!found.contains { $0.hasPrefix("What is the form of the argument?") }, "\(found)")
        #expect(
            cards("A socket is an endpoint that a process reads and writes.").contains {
                $0.hasPrefix("What is a socket?")
            })
    }

    @Test func aLongDefinitionIsNotCutInsideASeries() {
        let found = cards(
            "The globs2 file is a simple list of lines containing weight, MIME type, pattern and optional flags, "
                + "separated by colons, one line for each glob rule that the database knows about.")
        #expect(!found.contains { $0.hasSuffix("→ a simple list of lines containing weight") }, "\(found)")
        let cut = cards(
            "The globs2 file is a simple list of lines read at start, which the database writes again whenever any "
                + "package that installs new rules of its own changes the glob rules.")
        #expect(cut.contains { $0 == "What is the globs2 file? → a simple list of lines read at start" }, "\(cut)")
    }
}
