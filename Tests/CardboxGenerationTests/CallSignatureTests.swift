import CardboxCore
import Testing

@testable import CardboxGeneration

/// A reference manual's call forms name the function the description under them speaks of.
@Suite struct CallSignatureTests {
    @Test(arguments: [
        ("length (a)", "length"),
        ("sz = size (a) dim_sz = size (a, dim) dim_sz = size (a, d1, d2, . . . )", "size"),
        ("[tok, rem] = strtok (str, delim)", "strtok"),
        ("program_invocation_name ()", "program_invocation_name"),
        ("dns.setServers(servers)", "dns.setServers"),
        ("pen gray(real g);", "gray"),
        ("real[] colors(pen)", "colors"),
        ("unsigned long hash (const char *s)", "hash"),
    ])
    func callFormsNameTheirFunction(text: String, name: String) {
        #expect(CallSignature.name(in: text) == name)
    }

    @Test(arguments: [
        "Return the length of the object a.",
        "Use size (a) to find the dimensions.",
        "See also: [numel], page 46, [size], page 47",
        "Example 1: single row vector output",
        "(see below)",
        "The size (in bytes) of the buffer",
        "x + 1 = f (x)",
        "The function gray (real g)",
        "a pen can be made with the function gray(real g)",
    ])
    func proseIsNoCallForm(text: String) {
        #expect(CallSignature.name(in: text) == nil)
    }

    @Test func theDescriptionRunsToTheNextCallFormOrSeeAlso() {
        let paragraphs = TestDocument.make(
            """
            # Data types

            length (a)

            Return the length of the object a.

            See also: [numel], page 46.

            The manual goes on with other matters of the chapter.

            sz = size (a) dim_sz = size (a, dim)

            Return a row vector with the size of each dimension for the object a.
            """
        ).paragraphs.filter { $0.role != .heading }
        #expect(
            CallSignature.describedFunctions(in: paragraphs).sorted { $0.key < $1.key }.map(\.value) == [
                "length", "size",
            ])
    }

    @Test func aNameThatSpellsTheAnswerGivesItAway() {
        #expect(CallSignature.name("islogical", givesAway: "logical object"))
        #expect(CallSignature.name("miterlimit", givesAway: "miter limit"))
        #expect(CallSignature.name("size", givesAway: "size"))
        #expect(!CallSignature.name("typecast", givesAway: "bit length"))
        #expect(!CallSignature.name("isa", givesAway: "logical array"))
    }

    @Test func aDescriptionGivesNoCardWhoseAnswerTheNameSpells() {
        let sentence = "Return true if x is a logical object stored in the workspace of the running session."
        let alone = ExtractiveGenerator().allDrafts(from: TestDocument.chunk(sentence, headingPath: ["Predicates"]))
        #expect(alone.contains { $0.answer == "workspace" }, "\(alone.map(\.answer))")
        let paragraphs = TestDocument.make("# Predicates\n\ninworkspace (x)\n\n" + sentence).paragraphs
        let chunk = DocumentChunk(
            documentID: "doc-1", documentTitle: "notes.md", headingPath: ["Predicates"], paragraphs: paragraphs)
        let described = ExtractiveGenerator().allDrafts(from: chunk).map(\.answer)
        #expect(!described.contains("workspace"), "\(described)")
        #expect(described.contains("running session"), "\(described)")
    }

    @Test func aPronounOpeningADescriptionIsTheFunction() async throws {
        let document = TestDocument.make(
            """
            # Pens

            pen gray(real g);

            This produces a grayscale color, where the intensity of the color lies in the interval from zero to one.
            """)
        let cards = try await Drafts.kept(from: document)
        let shown = cards.map { "\($0.question) → \($0.answer)" }
        #expect(!cards.isEmpty, "\(shown)")
        #expect(cards.allSatisfy { $0.question.hasPrefix("gray produces a") }, "\(shown)")
    }

    @Test func aCallShownInPassingDescribesNothing() {
        let paragraphs = TestDocument.make(
            """
            # Number fields

            Vec(K.zk)

            The last statement concatenates them into a square matrix of the integral basis.

            The next statement computes the discriminant of the field from that matrix.
            """
        ).paragraphs.filter { $0.role != .heading }
        #expect(CallSignature.describedFunctions(in: paragraphs).isEmpty)
    }

    @Test func cardsFromADescriptionNameTheFunction() async throws {
        let document = TestDocument.make(
            """
            # Data types

            sz = size (a) dim_sz = size (a, dim)

            Return a row vector with the number of elements of each dimension for the object a. When given a \
            second argument, dim, return the number of elements of the corresponding dimension only.

            columns (a)

            Return the number of columns of the matrix a as a positive integer value.
            """)
        let cards = try await Drafts.kept(from: document)
        let shown = cards.map { "\($0.question) → \($0.answer)" }
        // The description of size never names it; that of columns does, in its own words.
        let aboutSize = cards.filter { $0.source.quote.map { !$0.contains("size") && !$0.contains("columns") } == true }
        #expect(!aboutSize.isEmpty, "\(shown)")
        #expect(aboutSize.allSatisfy { $0.question.hasPrefix("size: ") }, "\(shown)")
        #expect(!cards.contains { $0.question.hasPrefix("columns: ") }, "\(shown)")
    }
}
