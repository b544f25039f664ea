import CardboxCore
import Testing

@testable import CardboxGeneration

/// Key-term clozes.
@Suite struct KeyTermRuleTests {
    /// Every cloze of the chunk holding `text` as "question → answer".
    private func clozes(_ text: String) -> [String] {
        ExtractiveGenerator().allDrafts(from: TestDocument.chunk(text)).filter { $0.kind == .cloze }
            .map { "\($0.question) → \($0.answer)" }
    }

    @Test func blanksARepeatedTwoWordTermWhole() {
        let found = clozes(
            "Sedimentary rock forms from layers of compacted sediment. "
                + "Over time, sedimentary rock may contain fossils of ancient creatures.")
        #expect(found.contains("{{answer}} forms from layers of compacted sediment. → Sedimentary rock"))
        #expect(found.contains("Over time, {{answer}} may contain fossils of ancient creatures. → sedimentary rock"))
    }

    /// A long manual's chunk under a heading, made by a dictionary that knows `classes` and noun `usage` counts.
    private func clozes(
        _ text: String, heading: String, classes: [String: [String]], usage: [String: (noun: Int, any: Int)]
    ) -> [String] {
        var dictionary = FakeRelatedTerms(coordinates: [:], synonymsByTerm: [:], classes: classes)
        dictionary.usage = usage
        // Many paragraphs: a word of the headings is then the only way for a lone common noun to be a term.
        let filler = (1...5).map { "Paragraph \($0) of the manual talks about other matters at some length." }
        let statistics = TermStatistics(
            paragraphs: (filler + [text]).enumerated().map { index, paragraph in
                SourceParagraph(
                    page: 1, index: index + 1, headingPath: [heading], role: .body, text: paragraph,
                    sentences: TestDocument.sentenceSpans(paragraph), box: nil)
            })
        return ExtractiveGenerator(statistics: statistics, words: dictionary)
            .allDrafts(from: TestDocument.chunk(text, headingPath: [heading])).filter { $0.kind == .cloze }
            .map(\.answer)
    }

    @Test func anEverydayNounOfTheHeadingsIsNoTermAlone() {
        let sentence = "Octave reads every command from the terminal one line at a time."
        let classes = ["command": ["noun", "verb"]]
        let everyday = clozes(
            sentence, heading: "Commands", classes: classes, usage: ["command": (noun: 43, any: 60)])
        #expect(!everyday.contains("command"), "\(everyday)")
        let rare = clozes(sentence, heading: "Commands", classes: classes, usage: ["command": (noun: 12, any: 20)])
        #expect(rare.contains("command"), "\(rare)")
    }

    @Test func aNameStandingForAnyNameInAnExampleIsNoTerm() {
        let text =
            "Suppose an example from package foo uses a dataset from package bar. "
            + "Then foo must declare bar in the Suggests field of its metadata file. "
            + "The function baz calls the routine qux with two arguments."
        let found = clozes(text)
        #expect(!found.isEmpty)
        #expect(
            !found.contains { card in ["foo", "bar", "baz", "qux"].contains { card.lowercased().hasSuffix($0) } },
            "\(found)")
        let pool = TermPool(document: TestDocument.make(text))
        #expect(!pool.mentions("package bar"))
        #expect(!pool.mentions("foo"))
        // Without "foo", "bar" is a word like any other.
        #expect(
            clozes("A bar chart shows counts as bars. Each bar chart needs a scale.").contains {
                $0.hasSuffix("bar chart")
            })
    }

    @Test func aPhraseOfAJudgingWordIsNoTerm() {
        let found = clozes("A little care is needed to use the random-number routines of the package.")
        #expect(!found.contains { $0.hasSuffix("→ little care") }, "\(found)")
    }

    @Test func aWordInsideAnOptionNameIsNoRepeatedHeadNoun() {
        let found = clozes(
            "If an emitter has no listener, a stack trace is printed and the process ends. "
                + "The --trace-warnings flag can be used to display the stack trace for process warnings.")
        #expect(
            found.contains(
                "The --trace-warnings flag can be used to display the {{answer}} for process warnings. → stack trace"),
            "\(found)")
        #expect(!found.contains { $0.hasSuffix("→ stack") }, "\(found)")
    }

    @Test func aNameEndingASeriesIsNoPartOfATitle() {
        func inside(_ text: String, _ word: String) -> Bool {
            let tokens = Tokenizer.tokens(in: text)
            let index = tokens.firstIndex { $0.text == word }!
            return KeyTermRule.isInsideTitle(index..<(index + 1), in: tokens, lead: 0)
        }
        #expect(inside("The Liverpool and Manchester Railway opened in 1830.", "Liverpool"))
        #expect(inside("The Liverpool and Manchester Railway opened in 1830.", "Manchester"))
        #expect(!inside("R reads MySQL, PostgreSQL and SQLite files.", "PostgreSQL"))
        #expect(!inside("R reads MySQL, PostgreSQL and SQLite files.", "SQLite"))
    }

    @Test func aDeterminerOpensNoTerm() {
        let found = clozes(
            "The full power of regular expressions was not being used by either desktop, and glob patterns are more "
                + "suitable for filename matching anyway. Neither toolkit reads every magic rule of the database.")
        #expect(
            !found.contains { $0.contains("→ either") || $0.contains("→ neither") || $0.contains("→ every") },
            "\(found)")
    }

    @Test func theKindWordAfterANameFromCodeIsNoBlankNorIsAConjunctionPartOfATerm() {
        let found = clozes(
            "For instance, a net.Server object emits an event each time a peer connects to it; a stream emits an "
                + "event whenever data is available to be read.")
        #expect(
            !found.contains { $0.contains("→") && $0.split(separator: "→").last?.contains("whenever") == true },
            "\(found)")
        #expect(ExtractiveGenerator.followsANameFromCode("A net.Server {{answer}} emits.", answer: "object"))
        #expect(!ExtractiveGenerator.followsANameFromCode("The server {{answer}} emits.", answer: "object"))
    }

    @Test func noItemOfAQuotedSeriesIsBlanked() {
        let found = clozes(
            "Acronym elements give a terse idea of the type, for example \"ODS\", \"GEDCOM\", \"JPEG\" and \"XML\". "
                + "Expanded elements spell them out, as in \"OpenDocument Spreadsheet\", \"Genealogical Data "
                + "Communication\", and \"Extensible Markup Language\".")
        for item in ["ODS", "GEDCOM", "JPEG", "XML", "Genealogical Data Communication", "Extensible Markup Language"] {
            #expect(!found.contains { $0.hasSuffix("→ \(item)") }, "\(found)")
        }
    }

    @Test func aNounWithOnlyDescribingWordsBeforeItIsNoTerm() {
        let found = clozes(
            "These commands have a mandatory first argument: the language of the second argument. "
                + "Applications add new rules for determining the type of a file. "
                + "Keep only the globs with the highest weight in the database. "
                + "The registry offers a standard way for applications to install their data. "
                + "Look for phylogenetic networks when no perfect phylogeny is possible. "
                + "The tool sends all of its messages to the specified socket.")
        for answer in ["mandatory first argument", "new rules", "highest weight", "standard way", "specified socket"] {
            #expect(!found.contains { $0.hasSuffix("→ \(answer)") }, "\(found)")
        }
        #expect(
            found.contains { $0.hasSuffix("→ phylogenetic networks") || $0.hasSuffix("→ perfect phylogeny") },
            "\(found)")
    }

    @Test func aDescribedNounTheTextRepeatsOrQuotesStaysATerm() {
        let found = clozes(
            "The default weight is used when no weight is given. The default weight is 50. "
                + "Each style has a \"short title\" parameter for the page headers.")
        #expect(found.contains { $0.hasSuffix("→ default weight") }, "\(found)")
        #expect(found.contains { $0.hasSuffix("→ short title") }, "\(found)")
    }

    @Test func aNameOpeningWithACapitalInsideAWordIsNotCutShort() {
        let found = clozes("The expanded form of XML is eXtensible Markup Language in every schema of the database.")
        #expect(!found.contains { $0.hasSuffix("→ Markup Language") }, "\(found)")
    }

    @Test func noBlankOverWhatASentenceOnlyCountsOrPointsBackAt() {
        let found = clozes(
            "The majority of conference proceedings documentation will use the default template style. "
                + "There are a number of template parameters which modify the applied template style. "
                + "A complete list of these parameters can be found in the LaTeX User's Guide.")
        for answer in ["conference proceedings documentation", "template parameters", "parameters"] {
            #expect(!found.contains { $0.hasSuffix("→ \(answer)") }, "\(found)")
        }
    }

    @Test func keepsARepeatedHeadNounVisible() {
        let found = clozes(
            "The plasma membrane is thinner than the nuclear membrane around the nucleus. "
                + "Every cell has a plasma membrane.")
        #expect(
            found.contains("The {{answer}} membrane is thinner than the nuclear membrane around the nucleus. → plasma"))
    }

    @Test func blanksTheWholeTermWhenOnlyItsHeadNounRecurs() {
        let found = clozes(
            "The plasma membrane is thinner than the nuclear membrane around the nucleus. "
                + "Every cell has a plasma membrane.")
        #expect(
            found.contains("The {{answer}} is thinner than the nuclear membrane around the nucleus. → plasma membrane"))
        let both = clozes(
            "The plasma membrane is thinner than the plasma around the nuclear membrane. "
                + "Every cell has a plasma membrane.")
        #expect(!both.contains { $0.hasSuffix("→ plasma membrane") && $0.hasPrefix("The {{answer}} is thinner") })
    }

    @Test func neverBlanksThePartOrFormOfSomethingElse() {
        let answers = clozes(
            "A complete list of the template parameters can be found in the user's guide. "
                + "Authors define a shortened version of the author list for the page headers."
        ).compactMap { $0.split(separator: " → ").last.map(String.init) }
        #expect(!answers.contains("complete list") && !answers.contains("shortened version"), "\(answers)")
        #expect(answers.contains("template parameters") && answers.contains("page headers"), "\(answers)")
    }

    @Test func aPluralModifierBeforeTheClausesVerbStaysInTheTerm() {
        let found = clozes(
            "The glossaries package is very flexible, but it has a lot of options. "
                + "The glossaries package needs a build tool.")
        #expect(
            found.contains("The {{answer}} is very flexible, but it has a lot of options. → glossaries package"),
            "\(found)")
        #expect(!found.contains { $0.hasSuffix("→ glossaries") }, "\(found)")
    }

    @Test func blanksNamesAndAcronyms() {
        let found = clozes("In 1928, Alexander Fleming discovered penicillin in a London laboratory.")
        #expect(found.contains("In 1928, {{answer}} discovered penicillin in a London laboratory. → Alexander Fleming"))
    }

    @Test func skipsVerbsAdjectivesAndEverydayWords() {
        let answers = clozes("When lava cools quickly at the surface, it forms small crystals of basalt.")
            .compactMap { $0.split(separator: " → ").last.map(String.init) }
        #expect(!answers.isEmpty)
        #expect(!answers.contains("cools"))
        #expect(!answers.contains("quickly"))
        #expect(!answers.contains("small"))
    }

    @Test func skipsSentencesOpeningWithAPronoun() {
        #expect(clozes("It contains many mitochondria and a large nucleus near the centre.").isEmpty)
    }

    @Test func hasExactlyOneGapAndNoOtherCopyOfTheAnswer() {
        let drafts = ExtractiveGenerator().allDrafts(
            from: TestDocument.chunk(Passages.rocks.replacing("\n", with: " ")))
        for draft in drafts where draft.kind == .cloze {
            #expect(draft.question.ranges(of: CardDraft.clozePlaceholder).count == 1)
            let visible = draft.question.replacing(CardDraft.clozePlaceholder, with: "").lowercased()
            #expect(!visible.contains(" \(draft.answer.lowercased()) "))
        }
    }

    @Test func anAdverbAfterANounPhraseIsNoPartOfTheTerm() {
        let found = clozes(
            "Parsing every source file is slow, since the package sources alone are over 700K in size. "
                + "The package sources are kept in the packages directory.")
        #expect(!found.contains { $0.hasSuffix(" alone") }, "\(found)")
    }

    @Test func aPhraseThatOnlyPicksOutAThingIsNoTermHoweverOftenItRecurs() {
        let found = clozes(
            "A listener is called at most once for a particular event. The emitter remembers each particular event "
                + "it was asked about. Every particular event has a name and a list of listeners.")
        #expect(!found.contains { $0.hasSuffix("→ particular event") }, "\(found)")
    }

    @Test func aWordThatPicksTheThingOutStaysOutsideTheGap() {
        let found = clozes(
            "The once method adds a listener for the given event type. The event type names the kind of event "
                + "that a target dispatches.")
        #expect(!found.contains { $0.hasSuffix("→ given event type") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("The once method adds a listener for the given {{answer}}") }, "\(found)")
    }

    @Test func aWordThatDescribesTheThingInPassingStaysOutsideTheGap() {
        let found = clozes("Since pause talks to the system, it may behave differently with different device drivers.")
        #expect(!found.contains { $0.hasSuffix("→ different device drivers") }, "\(found)")
        #expect(found.contains { $0.hasSuffix("with different {{answer}}. → device drivers") }, "\(found)")
        // Written together again, the words make a term.
        let repeated = clozes(
            "The standard output stream carries what a program prints. Each program writes its results to the "
                + "standard output stream of its shell.")
        #expect(repeated.contains { $0.hasSuffix("→ standard output stream") }, "\(repeated)")
    }

    @Test func aWordThatReadsPluralAfterASingularOpenerIsAVerb() {
        let found = clozes("The event type names the kind of event that a target dispatches.")
        #expect(!found.contains { $0.hasSuffix("→ target dispatches") }, "\(found)")
        let kept = clozes("The scheduler keeps a task queues of its own for every core of the machine.")
        #expect(!kept.contains { $0.hasSuffix("→ task queues") }, "\(kept)")
    }

    @Test func aWordOfAnOpeningAdverbialIsNoBlank() {
        let found = clozes(
            "By convention, the context struct for an algorithm named foo is called foo_ctx in every header.")
        #expect(!found.contains { $0.hasSuffix("→ convention") }, "\(found)")
    }
}
