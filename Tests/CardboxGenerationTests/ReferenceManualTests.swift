import CardboxCore
import Testing

@testable import CardboxGeneration

/// Reference manuals repeat field labels ("Returns:", a parameter's name) over every entry and carry the licence
/// they are published under: neither gives a card.
@Suite struct ReferenceManualTests {
    private let manual = TestDocument.make(
        """
        # Functions

        The function asn1_create_element creates a structure from a definition.

        - element: pointer to the structure that is created.
        - Returns: ASN1_SUCCESS if the structure was created.

        The function asn1_delete_structure deletes a structure and frees its memory.

        - element: pointer to the structure to delete.
        - Returns: ASN1_SUCCESS if the structure was deleted.

        The function asn1_read_value reads the value of one element of a structure.

        - element: pointer to the structure that is read.
        - Returns: ASN1_ELEMENT_NOT_FOUND if the name is not known.

        # Features

        - Portability: The code works on all Unix like operating systems and on Windows.
        - Thread safety: No global variables are used, so handles may be used in parallel.

        # Appendix A Copying Information

        Everyone is permitted to copy and distribute verbatim copies of this license document.
        """)

    /// Every kept draft of `manual`.
    private func drafts() async throws -> [CardDraft] {
        let recorder = EmitRecorder()
        _ = try await GenerationPipeline(generator: ExtractiveGenerator()).run(document: manual) {
            recorder.record($0)
        }
        return recorder.drafts
    }

    @Test func aLabelRepeatedOverManyEntriesIsAFieldNotATerm() async throws {
        #expect(FieldLabels(document: manual).contains("Returns"))
        #expect(!FieldLabels(document: manual).contains("Portability"))
        let cards = try await drafts()
        let shown = cards.map { "\($0.question) → \($0.answer)" }
        #expect(!cards.contains { $0.answer == "Returns" || $0.answer == "element" }, "\(shown)")
        #expect(cards.contains { $0.answer == "Portability" }, "\(shown)")
    }

    @Test func aParameterDescribedInTheImperativeAsksInTheThirdPerson() {
        let cards = ExtractiveGenerator().allDrafts(
            from: TestDocument.chunk("definitions: return the pointer to the structure made from the declarations."))
        let shown = cards.map { "\($0.question) → \($0.answer)" }
        #expect(
            shown.contains("Which term returns the pointer to the structure made from the declarations? → definitions"),
            "\(shown)")
        #expect(!shown.contains { $0.hasPrefix("Which term return ") }, "\(shown)")
    }

    @Test func aParameterWrittenAsCodeGivesNoCard() {
        for text in [
            "vectorName: specify the name of the C vector that is written.",
            "error_desc: return the error description or an empty string.",
        ] {
            let cards = ExtractiveGenerator().allDrafts(from: TestDocument.chunk(text))
            #expect(cards.isEmpty, "\(cards.map(\.question))")
        }
    }

    @Test func aSentenceWhoseQuotedTextWasLostGivesNoCard() {
        let text =
            "Use '' to denote the root element itself, as in the example below. "
            + "The root element of the assignment file names the type of the value."
        let cards = ExtractiveGenerator().allDrafts(from: TestDocument.chunk(text))
        #expect(!cards.contains { $0.question.contains("Use ''") }, "\(cards.map(\.question))")
        #expect(cards.contains { $0.question.contains("assignment file") }, "\(cards.map(\.question))")
        #expect(ExtractiveGenerator.hasEmptyQuotes("Write “” for an empty name."))
        #expect(!ExtractiveGenerator.hasEmptyQuotes("The ''quoted'' word and don't stay."))
    }

    /// An API reference in Markdown with a code listing, whose lines the Markdown reader keeps.
    private var reference: SourceDocument {
        var document = TestDocument.make(
            """
            # Cluster

            The cluster module allows easy creation of child processes that all share server ports.

            The primary process forks the workers and hands incoming connections to them.

            This property is true if the worker exited due to a call of its disconnect method.

            See: Child Process module.
            """)
        let listing = """
            import cluster from 'node:cluster';
            const count = availableParallelism();
            if (cluster.isPrimary) {
              console.log(`Primary ${process.pid} is running`);
              for (let i = 0; i < count; i++) {
                cluster.fork();
              }
            } else {
              // Workers can share any TCP connection
              http.createServer((req, res) => { res.end('hello'); }).listen(8000);
            }
            """
        document.paragraphs.insert(
            SourceParagraph(
                page: 1, index: 9, headingPath: ["Cluster"], role: .body, text: listing,
                sentences: [TextSpan(start: 0, end: listing.count)], box: nil),
            at: 2)
        return document
    }

    /// A manual's console session as a PDF's fixed-width lines give it: listings of one line each among the prose.
    private var session: SourceDocument {
        var document = TestDocument.make(
            """
            # Factors

            A factor is a vector object used to specify a discrete classification of the components of other vectors.

            The function levels returns the distinct values of a factor in alphabetical order.
            """)
        for (offset, line) in ["> statef <- factor(state)", "> incster <- tapply(incomes, statef, stdError)"]
            .enumerated()
        {
            document.paragraphs.insert(
                SourceParagraph(
                    page: 1, index: 10 + offset, headingPath: ["Factors"], role: .code, text: line,
                    sentences: [TextSpan(start: 0, end: line.count)], box: nil),
                at: 2 + offset)
        }
        return document
    }

    @Test func aOneLineListingIsCodeByItsRole() async throws {
        let pool = TermPool(document: session)
        for word in ["statef", "incster", "Incster", "stdError"] { #expect(!pool.mentions(word), "\(word)") }
        let cards = try await Drafts.kept(from: session)
        #expect(!cards.contains { $0.source.quote?.contains("<-") == true }, "\(cards.map(\.question))")
        #expect(!cards.flatMap(\.distractors).contains { $0.lowercased().contains("incster") })
        #expect(!cards.isEmpty)
    }

    @Test func theRestOfASentenceAListingInterruptsGivesNoCard() async throws {
        var document = session
        let rest = "giving a means vector with the components labelled by the levels of the factor."
        document.paragraphs.insert(
            SourceParagraph(
                page: 1, index: 20, headingPath: ["Factors"], role: .body, text: rest,
                sentences: [TextSpan(start: 0, end: rest.count)], box: nil),
            at: 4)
        #expect(document.paragraphs[3].role == .code)
        let cards = try await Drafts.kept(from: document)
        #expect(!cards.contains { $0.source.quote?.hasPrefix("giving") == true }, "\(cards.map(\.question))")
        #expect(!cards.isEmpty)
    }

    @Test func aCodeListingGivesNamesButNoCardsAndNoPhrases() async throws {
        let pool = TermPool(document: reference)
        #expect(pool.mentions("cluster.fork()"))
        for word in ["const", "listen", "Primary", "TCP"] { #expect(!pool.mentions(word), "\(word)") }
        let cards = try await Drafts.kept(from: reference).map { "\($0.question) → \($0.answer)" }
        #expect(!cards.contains { $0.contains("share any") || $0.contains("cluster.isPrimary") }, "\(cards)")
        #expect(cards.contains { $0.hasSuffix("→ cluster module") }, "\(cards)")
    }

    @Test func aCrossReferenceAndAWordBeforeToEndNoTerm() async throws {
        let cards = try await Drafts.kept(from: reference).map { "\($0.question) → \($0.answer)" }
        #expect(!cards.contains { $0.hasSuffix("→ See") }, "\(cards)")
        #expect(!cards.contains { $0.hasSuffix(" due") }, "\(cards)")
    }

    @Test func theLicenceATextCarriesGivesNoCard() async throws {
        let cards = try await drafts()
        #expect(!cards.contains { $0.explanation.contains("verbatim copies") }, "\(cards.map(\.question))")
    }

    @Test(arguments: [
        ("Appendix A Copying Information", true), ("A.1 GNU Free Documentation License", true), ("Licensing", true),
        ("GNU General Public License version 3", true), ("Software licences in practice", false),
        ("7 References", true), ("Copy constructors", false), ("7.4. Credits", true), ("Authors", true),
        ("Acknowledgments", false), ("Authorship and credit in science", false),
    ])
    func licenceAndCreditHeadings(_ heading: String, isApparatus: Bool) {
        #expect(ApparatusText.isApparatusHeading(heading) == isApparatus, "\(heading)")
    }
}
