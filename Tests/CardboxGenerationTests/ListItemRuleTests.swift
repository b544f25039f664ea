import CardboxCore
import CardboxGeneration
import Testing

/// List items under a heading: the heading is the context, the item the fact.
@Suite struct ListItemRuleTests {
    /// Every candidate of the document written in `text`, as "question → answer".
    private func cards(_ text: String) -> [String] {
        Chunker.chunks(of: TestDocument.make(text)).flatMap { chunk in
            ExtractiveGenerator().allDrafts(from: chunk).map { "\($0.question) → \($0.answer)" }
        }
    }

    @Test func asksWhichItemMatchesItsDescription() {
        let found = cards("# Cell organelles\n\n- Ribosome: builds proteins from amino acids.\n")
        #expect(found == ["Cell organelles: which builds proteins from amino acids? → Ribosome"])
    }

    @Test func aPersonsNameIsNoDescriptionButAnExpansionIs() {
        let found = cards(
            "# Packages\n\n- RSPerl: Duncan Temple Lang\n- HTTP: Hypertext Transfer Protocol\n"
                + "- RSQLite: an interface to the SQLite engine\n")
        #expect(!found.contains { $0.hasSuffix("→ RSPerl") }, "\(found)")
        #expect(found.contains { $0.hasSuffix("→ HTTP") }, "\(found)")
        #expect(found.contains { $0.hasSuffix("→ RSQLite") }, "\(found)")
    }

    @Test func aDescriptionWithALabelOfItsOwnIsNoDescription() {
        let found = cards(
            "# Dispatch\n\n- Values for lookup: the class: comes first from the method and last from the call.\n"
                + "- Generic: the function that dispatches on the class of its first argument.\n")
        #expect(!found.contains { $0.hasSuffix("→ Values for lookup") }, "\(found)")
        #expect(found.contains { $0.hasSuffix("→ Generic") }, "\(found)")
    }

    @Test func aHyphenGluedToAWordOpensAnOptionNotADescription() {
        let found = cards("# Tools\n\nconvert -list format.\n\nImageMagick - a suite of programs that edit images.\n")
        #expect(!found.contains { $0.contains("list format") }, "\(found)")
        #expect(found.contains { $0.hasSuffix("→ ImageMagick") }, "\(found)")
    }

    @Test func aDescriptionThroughAPronounAsksWhatFollowsIt() {
        let found = cards(
            "# Error messages\n\n- Remaining lines: This is the calling context for the error, the chain of "
                + "function calls that led to it.\n")
        #expect(
            found.contains {
                $0.contains("which is the calling context for the error") && $0.hasSuffix("→ Remaining lines")
            }, "\(found)")
        #expect(!found.contains { $0.contains("is this is") }, "\(found)")
    }

    @Test func aSampleOrAPronounAfterALabelDescribesNoTerm() {
        let found = cards(
            "# Suppressions\n\nAn example of the src: specification, again for the Memcheck tool.\n\n"
                + "- Frames: these come from the stack of the thread.\n")
        #expect(!found.contains { $0.hasSuffix("→ example of the src") }, "\(found)")
        #expect(!found.contains { $0.hasSuffix("→ Frames") }, "\(found)")
    }

    @Test func aConditionOrAQuestionAfterALabelDescribesNoTerm() {
        let found = cards(
            "# Design\n\nThe theory: If you go to a library to take a book out, what do you do?\n\n"
                + "The rule: whether a page is cached depends on its section.\n")
        #expect(!found.contains { $0.hasSuffix("→ theory") || $0.hasSuffix("→ rule") }, "\(found)")
    }

    @Test func aQuestionThatLeavesABracketOpenIsNoCard() {
        let found = cards(
            "# Parameters\n\n- source: the name of the type of the new structure (must be inside p structure).\n"
                + "- target: the node the copy is written to.\n")
        #expect(!found.contains { $0.contains("(") && !$0.contains(")") }, "\(found)")
    }

    @Test func aParameterShortenedAsProgrammersDoIsNoTerm() {
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:],
            words: ["destination", "node", "source", "acid", "length", "field", "bytes", "sour", "taste"])
        let text =
            "# Parameters\n\n- dst: the destination node.\n- src: the source node.\n- tl len: the bytes of the field.\n"
            + "- acid: a sour taste in a solution.\n"
        let found = Chunker.chunks(of: TestDocument.make(text)).flatMap { chunk in
            ExtractiveGenerator(words: dictionary).allDrafts(from: chunk).map(\.answer)
        }
        #expect(!found.contains("dst") && !found.contains("src") && !found.contains("tl len"), "\(found)")
        #expect(found.contains("acid"), "\(found)")
        // Without a dictionary nothing is taken for a shortened name.
        let plain = Chunker.chunks(of: TestDocument.make(text)).flatMap { ExtractiveGenerator().allDrafts(from: $0) }
        #expect(plain.contains { $0.answer == "dst" })
    }

    @Test func readsANounDescriptionWithIs() {
        let found = cards("# Cell organelles\n\n- Nucleus – the control centre of the cell.\n")
        #expect(found.contains("Cell organelles: which is the control centre of the cell? → Nucleus"))
    }

    @Test func aDescriptionOpeningWithABareNounGetsItsArticle() {
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:], classes: ["output": ["noun", "verb"], "suitable": ["adjective"]])
        let text =
            "# Arguments\n\n- classifier: output variable containing the decoded class.\n"
            + "- review: suitable for a double-blind conference submission.\n"
        let found = Chunker.chunks(of: TestDocument.make(text)).flatMap { chunk in
            ExtractiveGenerator(words: dictionary).allDrafts(from: chunk).map { "\($0.question) → \($0.answer)" }
        }
        #expect(found.contains("Arguments: which is the output variable containing the decoded class? → classifier"))
        #expect(found.contains("Arguments: which is suitable for a double-blind conference submission? → review"))
        // Without a dictionary nothing says that "output" is a noun.
        #expect(cards(text).contains("Arguments: which is output variable containing the decoded class? → classifier"))
    }

    @Test func leavesAHeadNounTheHeadingAlreadyGivesOutOfTheAnswer() {
        let found = cards("# Types of rock\n\n- Igneous rock: forms when molten magma cools.\n")
        #expect(found.contains("Types of rock: which forms when molten magma cools? → Igneous"))
    }

    @Test func keepsAWholeTermWhoseDescriptionNamesItsKind() {
        // The description's "the time" says what kind of thing the term is; "round-trip" alone is no term.
        let text =
            "# Glossary\n\nlatency: the time a packet takes to arrive.\n\n"
            + "round-trip time: the time between sending a request and receiving its reply.\n"
        #expect(
            cards(text).contains(
                "Which term is the time between sending a request and receiving its reply? → round-trip time"))
    }

    @Test func usesTheLeadInSentenceWhenThereIsNoHeading() {
        let found = cards("Three organelles matter most:\n\n- Ribosome: builds proteins from amino acids.\n")
        #expect(found.contains("Three organelles matter most: which builds proteins from amino acids? → Ribosome"))
    }

    @Test func clozesASentenceItemWithTheHeadingAsContext() throws {
        let text = "# Ocean zones\n\n- Sunlight reaches the photic zone, where most marine plankton lives.\n"
        let drafts = Chunker.chunks(of: TestDocument.make(text)).flatMap { ExtractiveGenerator().allDrafts(from: $0) }
        let cloze = try #require(drafts.first { $0.kind == .cloze })
        #expect(cloze.question.hasPrefix("Ocean zones: "))
        #expect(cloze.question.contains(CardDraft.clozePlaceholder))
        #expect(!cloze.question.contains("•"))
    }

    @Test func neverAsksToListTheItems() {
        let text = "# Types of rock\n\n- Igneous rock: forms from magma.\n- Sedimentary rock: forms from layers.\n"
        #expect(cards(text).allSatisfy { !$0.lowercased().contains("list") })
    }

    @Test func aGapInsideATermItemsDescriptionIsAnOrdinaryCloze() throws {
        // Each description names its term again, so the item's own question would give the term away; a gap in
        // the description is then only a cloze over whatever the description says, held to the cloze allowance.
        let text = """
            # Template styles

            The majority of conference proceedings documentation will use the acmconf template style.

            - acmconf: The default proceedings template style.
            - sigchi: Used for SIGCHI conference articles.
            - sigplan: Used for SIGPLAN conference articles.
            """
        let chunk = try #require(Chunker.chunks(of: TestDocument.make(text)).first)
        let drafts = ExtractiveGenerator().drafts(from: chunk, quota: Chunker.budget(for: chunk))
        #expect(Chunker.clozeAllowance(for: chunk) == 1)
        #expect(drafts.count(where: { $0.kind == .cloze }) <= 1, "\(drafts)")
        #expect(!drafts.contains { $0.answer == "conference articles" }, "\(drafts)")
    }

    @Test func aManualPagesSectionIsNoContext() {
        let found = cards("# NAME\n\n- bzip2recover: recovers data from damaged bzip2 files.\n")
        #expect(found == ["Which term recovers data from damaged bzip2 files? → bzip2recover"], "\(found)")
        let options = cards("# Options\n\n- bzip2recover: recovers data from damaged bzip2 files.\n")
        #expect(options == ["Options: which recovers data from damaged bzip2 files? → bzip2recover"], "\(options)")
    }
}
