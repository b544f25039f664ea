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
