import CardboxCore
import CardboxIngest
import Testing

@testable import CardboxGeneration

/// The offline engine's precision rules: glossary entries under term headings, nothing from apparatus, no cut
/// terms, no look-alike wrong answers, and a card budget that follows the content.
@Suite struct PrecisionRulesTests {
    /// A glossary laid out as term headings with their definitions below, then a reference list.
    private let glossary = TestDocument.make(
        """
        # Terms

        ## Homograph

        Each of a set of words that have the same spelling but have different meanings and origins.

        ## Field

        Entry data is stored in fields. These may have a corresponding key.

        ## Ignored location (or record)

        A location that uses glsignore as the encap.

        ## First use flag

        A conditional that keeps track of whether or not an entry has been referenced.

        # References

        [1] Talbot, N. 2022. User manual for glossaries.sty. Dickimaw Books.
        """)

    @Test func findsTermHeadingsOnlyWhenThreeShareASection() {
        let found = GlossaryHeadings(document: glossary)
        let definition = glossary.paragraphs.first { $0.text.hasPrefix("Each of a set") }
        #expect(definition.flatMap(found.entry(defining:))?.term == "homograph")
        let few = TestDocument.make("# Notes\n\n## Cells\n\nA cell is small.\n\n## Rocks\n\nA rock is hard.")
        let paragraph = few.paragraphs.first { $0.text == "A cell is small." }
        #expect(paragraph.flatMap(GlossaryHeadings(document: few).entry(defining:)) == nil)
    }

    @Test func sectionTitlesOfASpecificationAreNoGlossaryTerms() {
        let text = """
            # Trigger terms

            ## Introduction

            A dpkg trigger is a facility that allows events caused by one package to be recorded.

            ## Concepts

            Each trigger is named, and packages may be interested in it.

            ## Details - triggering package

            A package that activates a trigger waits for the interested packages to process it.

            ## Pending trigger

            A trigger that was activated and that its interested package has not yet processed.

            ## Trigger interest

            A declaration in a package's control file that names a trigger it wants to process.

            ## Awaited package

            A package whose trigger processing another package waits for before it is configured.
            """
        let document = TestDocument.make(text)
        let found = GlossaryHeadings(document: document)
        for opening in ["A dpkg trigger", "Each trigger", "A package that"] {
            let paragraph = document.paragraphs.first { $0.text.hasPrefix(opening) }
            #expect(paragraph.flatMap(found.entry(defining:)) == nil, "\(opening)")
        }
        let pending = document.paragraphs.first { $0.text.hasPrefix("A trigger that was") }
        #expect(pending.flatMap(found.entry(defining:))?.term == "pending trigger")
    }

    @Test func sectionsOfLectureNotesAreNoGlossaryTerms() {
        // Three headings whose first paragraphs read like definitions, but one is over a list and the others over
        // sections of four paragraphs: parts of the notes, not terms.
        let paragraph = "Passive transport moves substances down their concentration gradient without energy."
        let text = """
            # Cell Biology

            ## The cell membrane

            The cell membrane is a phospholipid bilayer that separates the cell from its environment.

            \(paragraph)

            Active transport moves substances against their gradient and requires energy.

            The sodium-potassium pump moves three sodium ions out of the cell for every ATP it uses.

            ## Organelles

            - Nucleus: holds the cell's DNA and controls gene expression.
            - Ribosome: builds proteins from amino acids.

            ## Cell division

            Mitosis produces two genetically identical daughter cells.

            Meiosis produces four haploid gametes with half the chromosomes of the parent cell.

            Crossing over during prophase increases genetic variation in the gametes.

            Cytokinesis, the division of the cytoplasm, usually follows telophase.
            """
        let document = TestDocument.make(text)
        let found = GlossaryHeadings(document: document)
        #expect(document.paragraphs.allSatisfy { found.entry(defining: $0) == nil })
    }

    @Test func sectionsOfHistoryNotesAreNoGlossaryTerms() {
        let text = """
            # The French Revolution

            ## Causes

            By 1788 the French state was nearly bankrupt after its wars, including its support for the Americans.

            ## The Terror

            The Committee of Public Safety, led by Maximilien Robespierre, ruled France from 1793 to 1794.

            ## Aftermath

            The Directory governed France from 1795 until 1799, when Napoleon Bonaparte seized power.
            """
        let document = TestDocument.make(text)
        let found = GlossaryHeadings(document: document)
        #expect(document.paragraphs.allSatisfy { found.entry(defining: $0) == nil })
        #expect(!GlossaryHeadings.reads("By 1788 the French state was nearly bankrupt.", asDefinitionOf: "causes"))
        #expect(
            GlossaryHeadings.reads("A number that indicates how many ancestors an entry has.", asDefinitionOf: "level"))
    }

    @Test func headingsOverDefinitionsAreAGlossaryOnlyUnderAGlossaryTitleOrInAlphabeticalOrder() {
        let notes = """
            # Python basics

            ## Variables

            A variable is a name that refers to a value.

            ## Control flow

            The if statement runs a block only when its condition is true.

            ## Functions

            A function is defined with the def keyword.

            ## Errors

            An exception is an error detected during execution.
            """
        let document = TestDocument.make(notes)
        let found = GlossaryHeadings(document: document)
        #expect(document.paragraphs.allSatisfy { found.entry(defining: $0) == nil })
        #expect(GlossaryHeadings.isGlossary(group: ["Key terms"], terms: ["variable", "function"]))
        #expect(
            GlossaryHeadings.isGlossary(
                group: ["Chapter 2"], terms: ["array", "binding", "closure", "function", "variable"]))
        #expect(
            !GlossaryHeadings.isGlossary(
                group: ["Python basics"], terms: ["variables", "control flow", "functions", "errors", "classes"]))
    }

    @Test func dropsARemarkInBracketsButKeepsAnAbbreviation() {
        #expect(GlossaryHeadings.term(from: "Ignored location (or record)") == "ignored location")
        #expect(GlossaryHeadings.term(from: "Graphical user interface (GUI)") == "graphical user interface (GUI)")
        #expect(GlossaryHeadings.term(from: "ASCII") == "ASCII")
        #expect(GlossaryHeadings.term(from: "Font Configuration") == "Font Configuration")
        // A name in title case keeps its capitals, its function words aside; a later name in a phrase does not keep
        // the first word's.
        let ascii = "American Standard Code for Information Interchange (ASCII)"
        #expect(GlossaryHeadings.term(from: ascii) == ascii)
        #expect(GlossaryHeadings.term(from: "Extended Latin alphabet") == "extended Latin alphabet")
        #expect(GlossaryHeadings.term(from: "Homograph") == "homograph")
    }

    /// A manual saved as text sets its section titles on lines of their own over indented prose, as a description
    /// list sets its terms; only the terms get cards.
    @Test func titleCaseLinesOverProseAreSectionsNotTerms() {
        let text = """
            Description

               Fontconfig is a library designed to provide system-wide font configuration.

            Functional Overview

               Fontconfig contains two essential modules, the configuration module which builds a configuration.

            Font Matching

               Fontconfig performs matching by measuring the distance from a pattern to the available fonts.

               Font matching starts with a pattern that the application builds.

            <config>

               This element provides a place to consolidate additional configuration information.

            <rescan>

               This element holds an interval between automatic checks for configuration changes.

            <blank>

               This element holds a list of Unicode characters which are expected to be blank.
            """
        let document = PlainTextParser.parse(text, markdown: false, id: "fonts", title: "fonts-conf")
        let found = GlossaryHeadings(document: document)
        let terms = document.paragraphs.compactMap { found.entry(defining: $0)?.term }
        #expect(terms == ["<config>", "<rescan>", "<blank>"], "\(terms)")
    }

    @Test func asksForEachGlossaryTermWithTheOtherTermsAsWrongAnswers() async throws {
        let cards = try await Drafts.kept(from: glossary)
        let homograph = try #require(cards.first { $0.answer == "homograph" })
        #expect(homograph.question.hasPrefix("Which term is defined as “Each of a set of words"))
        #expect(Set(homograph.distractors).isSubset(of: ["field", "ignored location", "first use flag"]))
        #expect(homograph.distractors.count == 3)
        // The definition names its own term: the term is cut out of it.
        let field = try #require(cards.first { $0.answer == "fields" })
        #expect(field.kind == .cloze)
        #expect(field.question == "Entry data is stored in {{answer}}.")
        #expect(cards.contains { $0.answer == "ignored location" })
        #expect(cards.contains { $0.answer == "first use flag" })
    }

    @Test func makesNothingFromAReferenceListAnIndexOrContents() async throws {
        let cards = try await Drafts.kept(from: glossary)
        #expect(!cards.contains { $0.source.quote?.contains("Talbot") == true })
        let index = TestDocument.make(
            """
            # Contents

            Introduction . . . . . . . . . . 1

            # Notes

            Photosynthesis converts light energy into chemical energy inside the chloroplasts of plant cells.
            """)
        let fromIndex = try await Drafts.kept(from: index)
        #expect(!fromIndex.contains { $0.source.quote?.contains(". . .") == true })
    }

    @Test func neverBlanksACitationOrCode() async throws {
        let document = TestDocument.make(
            """
            # Memory

            The spacing effect was first described by Hermann Ebbinghaus (Ebbinghaus, 1885) in his memory studies.
            Spaced repetition software such as Anki schedules reviews with an algorithm called SM-2 [4].
            Use the command \\newglossaryentry{label}{name} to define a term for the glossary of a document.
            """)
        let cards = try await Drafts.kept(from: document)
        #expect(!cards.contains { $0.answer == "1885" })
        #expect(!cards.contains { $0.answer == "4" })
        #expect(!cards.contains { $0.question.contains("newglossaryentry") })
    }

    @Test func neverCutsATermTheDocumentRepeatsWhole() async throws {
        let document = TestDocument.make(
            """
            # Types

            The OCTET STRING type holds bytes of any value and any length in an encoded structure.
            For simple types like OCTET STRING the simple parsing functions listed below may be used instead.
            Every OCTET STRING value is encoded with its length first and then the bytes themselves.
            """)
        let cards = try await Drafts.kept(from: document)
        #expect(!cards.contains { $0.answer == "OCTET" })
    }

    @Test func rejectsLookAlikeWrongAnswers() {
        #expect(LookAlike.isLookAlike("anagram", "diagram"))
        #expect(LookAlike.isLookAlike("stack", "stacs"))
        #expect(!LookAlike.isLookAlike("first use flag", "first use text"))
        #expect(!LookAlike.isLookAlike("mitochondrion", "ribosome"))
        #expect(!LookAlike.isLookAlike("ribosome", "lysosome"))
        #expect(!LookAlike.isLookAlike("1990", "1991"))
        // Phrases: one or two letters apart, or one word spelled alike; not a word of their own.
        #expect(LookAlike.isLookAlike("plate boundary", "plate boundaries"))
        #expect(LookAlike.isLookAlike("cell membrane", "cell membranes"))
        #expect(LookAlike.isLookAlike("the diagram view", "the anagram view"))
        #expect(!LookAlike.isLookAlike("gnu affero general public license", "gnu lesser general public license"))
        #expect(!LookAlike.isLookAlike("nuclear membrane", "plasma membrane"))
        let draft = CardDraft(
            kind: .basic, question: "Which drawing shows how the parts of a system connect?", answer: "diagram",
            explanation: "", distractors: ["anagram", "chart", "graph", "sketch", "plot"],
            source: CardSource(document: "notes.md"), engine: "test")
        let filled = DistractorFiller().fill(draft)
        #expect(filled.distractors == ["chart", "graph", "sketch"])
    }

    @Test func spreadsWrongAnswersAcrossCards() {
        let pool = TermPool(terms: ["ribosome", "lysosome", "vacuole", "nucleus", "chloroplast", "centriole"])
        let draft = CardDraft(
            kind: .basic, question: "Which organelle releases energy from glucose?", answer: "mitochondrion",
            explanation: "", distractors: [], source: CardSource(document: "notes.md"), engine: "test")
        let first = DistractorFiller().fill(draft, pool: pool)
        #expect(first.distractors.count == 3)
        let used = Dictionary(first.distractors.map { ($0.lowercased(), 5) }, uniquingKeysWith: +)
        let second = DistractorFiller().fill(draft, pool: pool, usage: used)
        #expect(second.distractors.count == 3)
        #expect(Set(second.distractors).isDisjoint(with: first.distractors))
    }

    @Test func skipsCaptionsNameListsAndReadsGluedOptionLists() {
        let document = TestDocument.make(
            """
            # Template Parameters

            - Figure 1: Seattle Mariners at Spring Training, 2010.
            - anonymous,review: Suitable for a double-blind conference submission.

            # Authors

            Huifen Chan, Charles Palmer, John Smith, and Julius P. Kumquat wrote the Sample Paper.
            """)
        let drafts = Chunker.chunks(of: document).flatMap { ExtractiveGenerator().allDrafts(from: $0) }
        #expect(!drafts.contains { $0.answer.hasPrefix("Figure") })
        #expect(drafts.contains { $0.answer == "anonymous,review" })
        #expect(!drafts.contains { $0.answer == "Charles Palmer" })
        #expect(ExtractiveGenerator.isMostlyNames("Huifen Chan, Charles Palmer, John Smith, and Julius P. Kumquat."))
        #expect(!ExtractiveGenerator.isMostlyNames("The acmart class requires the Libertine typeface."))
    }

    @Test func neverBlanksPartOfAGluedTokenOrAListItemCutShort() {
        #expect(ExtractiveGenerator.isGlued("It stores the ASN.{{answer}} definitions."))
        #expect(ExtractiveGenerator.isGlued("The {{answer}}.h header file."))
        #expect(!ExtractiveGenerator.isGlued("The header is {{answer}}."))
        #expect(ExtractiveGenerator.isGlued("A mangled C++ name is _{{answer}}."))
        #expect(ExtractiveGenerator.isGlued("The demangled name, {{answer}}::show(), is what you see."))
        #expect(ExtractiveGenerator.isGlued("Source lines are given as {{answer}}[:lineNumber]."))
        #expect(ExtractiveGenerator.isGlued("Call {{answer}}(0) to reset it."))
        #expect(ExtractiveGenerator.isGlued("The <{{answer}}> element holds an <int> element."))
        #expect(ExtractiveGenerator.isGlued("The flags -1 through -{{answer}} set the block size."))
        #expect(ExtractiveGenerator.isGlued("All other functions in the node:{{answer}} connect to a server."))
        #expect(!ExtractiveGenerator.isGlued("Note: {{answer}} is the default."))
        #expect(!ExtractiveGenerator.isGlued("The {{answer}} (three dots) matches any frame."))
        let document = TestDocument.make(
            """
            # Modifications

            - Modifying the template — including but not limited to: adjusting margins, typeface sizes,
            """)
        let drafts = Chunker.chunks(of: document).flatMap { ExtractiveGenerator().allDrafts(from: $0) }
        #expect(!drafts.contains { $0.answer == "Modifying the template" })
    }

    @Test func aDefinitionAnswerStopsBeforeANumberedCitation() async throws {
        let document = TestDocument.make(
            """
            # Polymorphism

            Dynamic dispatch is the mechanism that selects the overriding method at run time [3].
            """)
        let cards = try await Drafts.kept(from: document)
        #expect(cards.contains { $0.answer == "the mechanism that selects the overriding method at run time" })
        #expect(!cards.contains { $0.answer.contains("[") })
    }

    @Test func theBudgetGrowsWithGlossaryEntries() throws {
        let document = TestDocument.make(
            """
            # Networks

            access point: a device that lets wireless clients join a wired network.

            bandwidth: the largest amount of data that a link can carry in a given time.

            firewall: a device or program that filters traffic between networks.

            latency: the time a packet takes to travel from its source to its destination.

            packet: a small unit of data with a header that says where it comes from and where it goes.
            """)
        let chunk = try #require(Chunker.chunks(of: document).first)
        #expect(Chunker.quota(for: chunk) == 1)
        #expect(Chunker.budget(for: chunk) == 5)
        let short = try #require(
            Chunker.chunks(of: TestDocument.make("# Net\n\nlatency: the time a packet takes.")).first)
        #expect(Chunker.budget(for: short) == Chunker.quota(for: short))
    }

    @Test func aShortListGetsACardPerItemOnTopOfTheProseAroundIt() throws {
        let document = TestDocument.make(
            """
            # Margin environments

            The sigchi-a template style produces a landscape article with a wide left margin, and three environments
            put formatted material into that margin. They are available only in LaTeX, and each one takes the
            material it places as its body, so authors can move asides, small figures and small tables out of the
            running text without changing the flow of the article around them.

            sidebar: Place formatted text in the margin.

            marginfigure: Place a figure in the margin.

            margintable: Place a table in the margin.
            """)
        let chunk = try #require(Chunker.chunks(of: document).first)
        #expect(Chunker.budget(for: chunk) == Chunker.quota(for: chunk) + 3)
        let answers = ExtractiveGenerator().drafts(from: chunk, quota: Chunker.budget(for: chunk)).map(\.answer)
        #expect(Set(["sidebar", "marginfigure", "margintable"]).isSubset(of: Set(answers)), "\(answers)")
    }

    @Test func noRuleLeavesAGapGluedToCode() {
        let chunk = TestDocument.chunk(
            "The order of the results is a setting of the resolver. Default value is configurable using "
                + "dns.setDefaultResultOrder() or the command-line flag.")
        let cards = ExtractiveGenerator().allDrafts(from: chunk).map(\.question)
        #expect(!cards.contains { $0.contains("{{answer}}(") }, "\(cards)")
    }

    @Test func aCodeLikeAnswerInsideAnotherWordIsGivenAway() {
        #expect(
            ExtractiveGenerator.showsInsideAWord(
                "IPv4", "When ipv4first, the addresses are sorted by placing {{answer}} addresses first."))
        #expect(ExtractiveGenerator.showsInsideAWord("CRC", "Each block carries its own {{answer}}, unlike CRCs."))
        #expect(!ExtractiveGenerator.showsInsideAWord("IPv4", "Sorted by placing {{answer}} addresses before IPv6."))
        #expect(!ExtractiveGenerator.showsInsideAWord("art", "The start of {{answer}} is here."))
        #expect(
            ExtractiveGenerator.showsInsideAWord(
                "GetNetworkParams", "dns.ADDRGETNETWORKPARAMS: Could not find {{answer}} function."))
    }

    @Test func aSeriesInCapitalsIsNotCutFromItsNumber() {
        let chunk = TestDocument.chunk(
            "Returns an array of address strings, formatted according to RFC 5952, that the resolver uses.")
        let cards = ExtractiveGenerator().allDrafts(from: chunk).map(\.answer)
        #expect(!cards.contains("RFC"), "\(cards)")
        #expect(!cards.contains("resolver uses"), "\(cards)")
    }

    @Test func aGapInAnExampleTheSentenceGivesIsTrivia() {
        for question in [
            "Literal patterns (eg, '{{answer}}') must be matched before all others.",
            "Higher values for specific subtypes (such as a {{answer}} that uses gzip) are allowed.",
            "Resolves a host name (e.g. {{answer}}) into the first found record.",
            "Some tools, for example {{answer}}, read the cache directly.",
            "Names serve for indexing, for example, quantile(x)[\"{{answer}}\"].",
        ] {
            #expect(ExtractiveGenerator.blanksAnExample(question), "\(question)")
        }
        for question in [
            "For example, the format of the {{answer}} is as for fnmatch(3) in every file of the database.",
            "Values such as these are stored in the {{answer}}.",
            "The {{answer}} is stored, e.g. in a file.",
            "For example (as the manual says) the {{answer}} holds every name of the cache.",
        ] {
            #expect(!ExtractiveGenerator.blanksAnExample(question), "\(question)")
        }
    }

    @Test func theAcronymADocumentIsAboutIsNoBlank() async throws {
        let document = TestDocument.make(
            """
            # Resolver

            The DNS module resolves host names into addresses for the program.

            An independent resolver handles DNS requests with its own server settings.

            Each DNS server answers queries for the zones it serves, and forwards the others upstream.

            The DNS protocol carries a query and its answer in one datagram of the network.

            Cached DNS answers expire after the time to live that the authoritative server sets.

            A stub resolver asks a recursive DNS resolver, which walks the hierarchy of name servers.
            """)
        let cards = try await Drafts.kept(from: document)
        #expect(!cards.contains { $0.kind == .cloze && $0.answer == "DNS" }, "\(cards.map(\.question))")
        #expect(!cards.isEmpty)
    }

    @Test func aSentenceThatSendsTheReaderToOtherPagesGivesNoCard() async throws {
        for text in [
            "See spiderplot (p. 80), set style spiderplot (p. 204), set paxis (p. 187).",
            "See set encoding (p. 147), utf8 (p. 147), and the online unicode demo.",
            "See also the plot command and its styles.", "See Appendix A for a sample session.",
            "See the vignetteEngine help topic for details on engine registration.",
            "For related plotting styles see smooth frequency (p. 113) and smooth kdensity (p. 114).",
        ] {
            #expect(ExtractiveGenerator.pointsElsewhere(text), "\(text)")
        }
        #expect(!ExtractiveGenerator.pointsElsewhere("See how the plot command draws each style in turn."))
        #expect(!ExtractiveGenerator.pointsElsewhere("The plot command draws each style (p. 12 shows one)."))
        #expect(!ExtractiveGenerator.pointsElsewhere("You see each style drawn in turn, page by page."))
        let document = PlainTextParser.parse(
            """
            # New features

            - Voxel grid commands. See set vgrid (p. 211), set vxrange (p. 213), vfill (p. 236), and voxel (p. 39).
            - Spider plots. See spiderplot (p. 80), set style spiderplot (p. 204), set paxis (p. 187).
            - Watchpoints. Each watchpoint stops a plot at the first point that crosses a target value.
            - Radial clipping. Line segments in polar mode are clipped at the edge of the radial range.
            - Mouse coordinates. A user function translates the coordinates shown for the mouse.
            """, markdown: true, id: "gnuplot", title: "gnuplot.md")
        let cards = try await Drafts.kept(from: document)
        #expect(!cards.contains { $0.question.contains("(p. ") }, "\(cards.map(\.question))")
        #expect(!cards.isEmpty)
    }

    @Test func howATextCameToBeIsNoFactToLearn() {
        for text in [
            "Originally written 2001 by Niels Möller, updated 2017.", "Maintained by the Nettle team since 2009.",
        ] {
            #expect(ExtractiveGenerator.isAboutTheText(text), "\(text)")
        }
        #expect(!ExtractiveGenerator.isAboutTheText("The block cipher was written in C and updated for speed."))
        #expect(!ExtractiveGenerator.isAboutTheText("Each entry is revised by hand and checked by a script."))
        #expect(!ExtractiveGenerator.isAboutTheText("Hamlet was written by Shakespeare around 1600."))
    }
}
