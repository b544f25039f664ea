import CardboxCore
import Testing

@testable import CardboxGeneration

/// A name the author quotes before a word for its kind gets the other names quoted before that word.
@Suite struct QuotedNameDistractorTests {
    @Test func quotedNamesAreReadWithTheWordForTheirKind() {
        let names = TermPool.quotedNames(
            in: "The \"lmodern\" and \"ltimes\" packages override the \"Libertine\" typeface; a \"camera-ready\" copy.")
        #expect(names.map(\.name) == ["lmodern", "ltimes", "Libertine", "camera-ready"])
        #expect(names.map(\.kind) == ["packages", "packages", "typeface", "copy"])
        #expect(TermPool.quotedNames(in: "He said \"this is not a name at all.\" and left.").isEmpty)
    }

    @Test func aQuotedAnswerGetsTheNamesQuotedBeforeTheSameWord() {
        let document = TestDocument.make(
            """
            # Packages

            Load the "graphicx" package for pictures. The "hyperref" package makes links, and the "geometry" \
            package sets margins. A "camera-ready" copy and a "double-blind" review are not packages. The \
            "natbib" package formats citations.
            """)
        let chunk = TestDocument.chunk("Load the \"graphicx\" package for pictures.")
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "Load the \"{{answer}}\" package for pictures.", answer: "graphicx")
        let filled = DistractorFiller().fill(draft, pool: TermPool(document: document))
        #expect(filled.distractors == ["hyperref", "geometry", "natbib"])
    }

    @Test func singleQuotesCountWhereTheyStandAsQuotes() {
        let names = TermPool.quotedNames(
            in: "This only affects 'host' matches; the user's 'big32' entries and the files' names stay.")
        #expect(names.map(\.name) == ["host", "big32"])
        #expect(names.map(\.kind) == ["matches", "entries"])
        #expect(TermPool.quotedNames(in: "It's the users' choice, isn't it?").isEmpty)
    }
}
