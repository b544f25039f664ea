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
        #expect(TermPool.quotedNames(in: "Lines end in '\\n' characters and 'big32' entries.").map(\.name) == ["big32"])
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

    @Test func aQuotedWordOfProseTakesNoQuotedCode() {
        let document = TestDocument.make(
            """
            # Messages

            Set "R_PLATFORM" and "USER_NORM" before building. Messages fall back to "English" when no catalogue \
            matches. Catalogues exist for "Welsh", "Catalan" and "Basque" among others, and "hyper" mode is off.
            """)
        let chunk = TestDocument.chunk("Messages fall back to \"English\" when no catalogue matches.")
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "Messages fall back to '{{answer}}' when no catalogue matches.",
            answer: "English")
        let filled = DistractorFiller().fill(draft, pool: TermPool(document: document))
        #expect(!filled.distractors.contains("R_PLATFORM") && !filled.distractors.contains("USER_NORM"))
        #expect(filled.distractors.prefix(2) == ["Catalan", "Basque"], "\(filled.distractors)")
    }

    @Test func singleQuotesCountWhereTheyStandAsQuotes() {
        let names = TermPool.quotedNames(
            in: "This only affects 'host' matches; the user's 'big32' entries and the files' names stay.")
        #expect(names.map(\.name) == ["host", "big32"])
        #expect(names.map(\.kind) == ["matches", "entries"])
        #expect(TermPool.quotedNames(in: "It's the users' choice, isn't it?").isEmpty)
    }

    @Test func aQuotedAnswerWithoutNamesOfItsKindGetsTheDocumentsOtherCoinedNames() {
        let document = TestDocument.make(
            """
            # Typefaces

            The "acmart" document class requires the "Libertine" typeface family. A "camera-ready" copy is sent \
            last. The "lmodern" and "ltimes" packages override the typefaces. Some cites carry a "duplicate" DOI. \
            Use the "acks" environment for thanks. The class sets the title, the authors and the affiliation of \
            every author on the first page of the article.
            """)
        let chunk = TestDocument.chunk("The \"acmart\" document class requires the \"Libertine\" typeface family.")
        let draft = Drafts.citing(
            chunk, kind: .cloze,
            question: "The \"{{answer}}\" document class requires the \"Libertine\" typeface family.",
            answer: "acmart")
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:], words: ["duplicate", "camera", "ready"])
        let filled = DistractorFiller(related: dictionary).fill(draft, pool: TermPool(document: document))
        // Not "camera-ready" (hyphenated, unlike the answer) nor "duplicate" (an everyday word set in quotes), and
        // "Libertine", capitalised unlike the answer, last.
        #expect(filled.distractors == ["lmodern", "ltimes", "acks"])
    }

    @Test func aCoinedNameIsNotGivenEverydayWordsFromThePool() {
        let document = TestDocument.make(
            """
            # Styles

            The "sigchi-a" template style produces a landscape article. The title, the affiliation and the \
            documentation of the article follow the template. The title and the affiliation are set in the \
            header, and the documentation explains the template at length.
            """)
        let chunk = TestDocument.chunk("The \"sigchi-a\" template style produces a landscape article.")
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "The \"{{answer}}\" template style produces a landscape article.",
            answer: "sigchi-a")
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:],
            words: ["affiliation", "documentation", "header", "template", "title", "length", "article", "landscape"])
        let filled = DistractorFiller(related: dictionary).fill(draft, pool: TermPool(document: document))
        #expect(filled.distractors.isEmpty)
        #expect(filled.flags.contains(DraftFlag.weakDistractors.rawValue))
    }

    @Test func aWordWithATitlesCapitalIsNoNameForThePool() {
        // "Documentation" is capitalised only inside an institute's name and written in lower case in the prose;
        // the authors' names are a list of names, which gives no card and no wrong answer.
        let document = TestDocument.make(
            """
            # Typefaces

            Ben Trovato, Lars Thorvald, Aparna Patel, Julius Kumquat.

            Our group at the Institute for Clarity in Documentation wrote the documentation of the class. The \
            "acmart" class requires the "Libertine" typeface. The Palatino typeface and the Garamond typeface are \
            not allowed. The Times typeface is not allowed either.
            """)
        let chunk = TestDocument.chunk("The \"acmart\" class requires the \"Libertine\" typeface.")
        let draft = Drafts.citing(
            chunk, kind: .basic, question: "Which typeface does the class require?", answer: "Libertine")
        let filled = DistractorFiller().fill(draft, pool: TermPool(document: document))
        #expect(!filled.distractors.contains("Documentation"))
        #expect(!filled.distractors.contains { ["Trovato", "Thorvald", "Patel", "Kumquat"].contains($0) })
        #expect(filled.distractors.contains("Garamond"))
    }
}
