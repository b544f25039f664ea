import CardboxCore
import Testing

@testable import CardboxGeneration

/// Specifications write requirement words in capitals, cite by keys in square brackets and quote markup: none of
/// them is a term to learn or a wrong answer to offer.
@Suite struct SpecificationTextTests {
    @Test func requirementWordsAndWritersMarkersAreNoAcronyms() {
        for word in ["MUST", "SHALL", "SHOULD", "MAY", "NOT", "REQUIRED", "RECOMMENDED", "NB", "TODO"] {
            #expect(!Token.isAcronymText(word), "\(word)")
            #expect(TermShape(of: word) != .acronym, "\(word)")
        }
        #expect(Token.isAcronymText("MIME"))
        #expect(Token.isAcronymText("OPTIONAL"))
    }

    @Test func aReferenceKeyInSquareBracketsIsACitation() {
        let quote = "This specification uses the XDG Base Directory Specification[BaseDir] to define the prefixes."
        #expect(ApparatusText.isInCitation("BaseDir", quote: quote))
        #expect(!ApparatusText.isInCitation("XDG Base Directory Specification", quote: quote))
        #expect(!ApparatusText.isInCitation("array", quote: "Index the array with [i + 1] here."))
    }

    @Test func aYearAfterAnAuthorsNameCitesAWork() {
        #expect(ApparatusText.isInCitation("2003", quote: "See the code in Paul Murrell (2003), R News, 3/2."))
        #expect(ApparatusText.isInCitation("2009", quote: "It is shown by Smith et al. (2009) in detail."))
        #expect(ApparatusText.isInCitation("2001", quote: "Kline and Kline (2001) discuss SQL."))
        #expect(ApparatusText.isInCitation("1988", quote: "The mode in the sense of Becker, Chambers & Wilks (1988)."))
        #expect(
            ApparatusText.isInCitation(
                "1995", quote: "The book \"Kernel Smoothing\" by M. P. Wand and M. C. Jones, 1995."))
        // A lone surname cites beside another citation.
        let pair = "Connections are used in the sense of Chambers (1998) and Ripley (2001), a set of functions."
        #expect(ApparatusText.isInCitation("1998", quote: pair))
        #expect(ApparatusText.isInCitation("2001", quote: pair))
        #expect(ApparatusText.isInCitation("Chambers", quote: pair))
        #expect(ApparatusText.isInCitation("Ripley", quote: pair))
        #expect(!ApparatusText.isInCitation("functions", quote: pair))
        #expect(ApparatusText.isInCitation("Kline", quote: "Kline and Kline (2001) discuss SQL."))
        #expect(!ApparatusText.isInCitation("SQL", quote: "Kline and Kline (2001) discuss SQL."))
        // A year that dates an event, in brackets or after a comma, is a fact.
        #expect(
            !ApparatusText.isInCitation(
                "1648", quote: "It ended with the Peace of Westphalia (1648) and the Treaty of Utrecht (1713)."))
        #expect(
            !ApparatusText.isInCitation(
                "Westphalia", quote: "It ended with the Peace of Westphalia (1648) and the Treaty of Utrecht (1713)."))
        #expect(!ApparatusText.isInCitation("1997", quote: "The core group was formed in mid-1997 (the R Core Team)."))
        #expect(
            !ApparatusText.isInCitation(
                "1789", quote: "The revolution began in France (1789) with the Estates General."))
        #expect(!ApparatusText.isInCitation("1851", quote: "The exhibition opened in London, 1851, to great acclaim."))
    }

    @Test func theTitleOfAPartThatACrossReferenceNamesIsACitation() {
        let printed = "Work through the session given in Appendix A [A sample session], page 88."
        #expect(ApparatusText.isInCitation("sample session", quote: printed))
        let numbered = "Functions are objects (see Chapter 10 [Writing your own functions]) of their own."
        #expect(ApparatusText.isInCitation("Writing", quote: numbered))
        let paged = "Factors are explained at length [Ordered and unordered factors], p. 16, with examples."
        #expect(ApparatusText.isInCitation("unordered factors", quote: paged))
        // Brackets that hold code, or follow no part's number, stay text.
        let code = "Take the first row [x, y] of the matrix, page by page."
        #expect(!ApparatusText.isInCitation("first row", quote: code))
        #expect(!ApparatusText.isInCitation("dim attribute", quote: "It has a dim attribute [of length 2] here."))
    }

    @Test func aPointerToAnotherPartIsNoWrongAnswer() {
        let pool = TermPool(
            document: TestDocument.make(
                "Functions are evaluated at each sample of the contour lines. Please see set samples (p. 195) and set "
                    + "isosamples (p. 157) for discussion of the difference."))
        #expect(!pool.candidates(for: .phrase, head: nil).contains { $0.text.lowercased().hasPrefix("see ") })
        #expect(pool.mentions("contour lines"))
    }

    @Test func aCitationKeyIsNoWrongAnswer() {
        let document = TestDocument.make(
            "The databases were merged into a single package [SharedMIME]. Prefixes come from BaseDir, "
                + "a directory layout. The GNOME desktop and the KDE desktop read them.")
        let pool = TermPool(document: document)
        #expect(!pool.mentions("SharedMIME"))
        // Written in the text, not in brackets, a name is one.
        #expect(pool.mentions("BaseDir"))
        let spec = TermPool(
            document: TestDocument.make(
                "The GNOME desktop is RECOMMENDED for the KDE tools. The __NOGLOBS__ line comes first in GLOB_OFFSET."))
        #expect(!spec.mentions("RECOMMENDED"))
        // The identifier is a symbol, its word no acronym.
        #expect(spec.candidates(for: .acronym, head: nil).map(\.text) == ["GNOME", "KDE"])
        #expect(spec.candidates(for: .symbol, head: nil).map(\.text).contains("__NOGLOBS__"))
        // Nor is a piece of a name joined by a dot ("Y-dev" of "pythonX.Y-dev"); a name ending a sentence is whole.
        let packages = TermPool(
            document: TestDocument.make(
                "Headers are in pythonX.Y-dev, built with the KDE tools. Documentation is in Python-doc."))
        #expect(!packages.mentions("Y-dev"))
        #expect(!packages.mentions("pythonX"))
        #expect(packages.mentions("KDE"))
        #expect(packages.mentions("Python-doc"))
    }

    @Test func aLegalNoticeGivesNoCardAndNoWrongAnswer() async throws {
        for notice in [
            "UNIX is a registered trademark of The Open Group.", "Java and Solaris are trademarks of Oracle.",
            "Copyright (C) 1994 Graeme Wilford.", "All rights reserved.",
        ] {
            #expect(ApparatusText.isLegalNotice(notice), "\(notice)")
        }
        #expect(!ApparatusText.isLegalNotice("Copyright protects original works of authorship for a limited time."))
        let document = TestDocument.make(
            "# Notes\n\nNFS is a registered trademark of Sun Microsystems. PostScript is a registered trademark of "
                + "Adobe. The manual pager formats pages with the nroff program before it shows them.")
        let recorder = EmitRecorder()
        _ = try await GenerationPipeline(generator: ExtractiveGenerator()).run(document: document) {
            recorder.record($0)
        }
        #expect(!recorder.drafts.contains { $0.source.quote?.contains("trademark") == true })
        #expect(!TermPool(document: document).mentions("a registered trademark of Adobe"))
    }

    @Test func markupIsNoSymbol() {
        #expect(TermShape.codeShape(of: "EDIT!-->") == nil)
        #expect(TermShape.codeShape(of: "<!--") == nil)
        #expect(TermShape.codeShape(of: "node->next") == .symbol)
        #expect(TermShape.codeShape(of: "GLOB_OFFSET") == .symbol)
        #expect(TermShape.codeShape(of: "\\glsuppercase") == .symbol)
        #expect(TermShape.codeShape(of: "\\gls-like") == .symbol)
        #expect(TermShape.codeShape(of: "\\end{document}") == .symbol)
        #expect(TermShape.codeShape(of: "\\") == nil)
        #expect(TermPool.codeWords(in: "Commands like \\gls and \\glsdisp change it.") == ["\\gls", "\\glsdisp"])
        // A command takes commands, not other code ("v2.08").
        let draft = Drafts.citing(
            TestDocument.chunk("Commands like \\glsdisp change the flag."), kind: .cloze,
            question: "Commands like {{answer}} change the flag.", answer: "\\glsdisp")
        let pool = TermPool(terms: ["v2.08", "v2.08", "\\glsadd", "\\glslink", "\\glstext"])
        #expect(Set(DistractorFiller().fill(draft, pool: pool).distractors) == ["\\glsadd", "\\glslink", "\\glstext"])
    }

    /// A TeX command stays a command in a document's terms though the words of its sentence read it without its
    /// backslash, so a command's card takes the document's other commands.
    @Test func aCommandInProseIsACommandAmongTheDocumentsTerms() {
        let document = TestDocument.make(
            """
            # Terms

            The case is changed by the glslink command and glsadd.

            Commands like \\glstext and \\glslink that do not change the first use flag.

            Entries are added with \\glsadd or printed by \\printglossaries.
            """)
        let symbols = TermPool(document: document).candidates(for: .symbol, head: nil).map(\.text)
        #expect(Set(symbols).isSuperset(of: ["\\glstext", "\\glslink", "\\glsadd", "\\printglossaries"]))
        #expect(!symbols.contains("glslink"))
    }

    @Test func noCardAsksForARequirementWordOrACitationKey() async throws {
        let document = TestDocument.make(
            """
            # Directory layout

            This specification uses the XDG Base Directory Specification[BaseDir] to define the prefixes below \
            which the database is stored. After installing a package, the application MUST run the \
            update-mime-database command. Implementations SHOULD discard information from previous directories. \
            Applications MAY read the user.mime_type extended attribute.
            """)
        let recorder = EmitRecorder()
        _ = try await GenerationPipeline(generator: ExtractiveGenerator()).run(document: document) {
            recorder.record($0)
        }
        let words = recorder.drafts.flatMap { [$0.answer] + $0.distractors }
        #expect(!recorder.drafts.isEmpty)
        for word in ["MUST", "SHOULD", "MAY", "BaseDir"] {
            #expect(!words.contains(word), "\(recorder.drafts.map { ($0.question, $0.answer, $0.distractors) })")
        }
    }

    @Test func aSentenceAboutTheSpecificationItselfIsAboutTheText() {
        #expect(ExtractiveGenerator.isAboutTheText("This specification proposes a standard way to find MIME types."))
        #expect(ExtractiveGenerator.isAboutTheText("Our report compares three schedulers."))
        #expect(!ExtractiveGenerator.isAboutTheText("The specification of a MIME type names its glob patterns."))
        #expect(ExtractiveGenerator.isAboutTheText("See \"Details - Overview table\" above for the invariants."))
        #expect(!ExtractiveGenerator.isAboutTheText("See the package's status with dpkg --status."))
        #expect(
            ExtractiveGenerator.isAboutTheText(
                "A copy of the license is included in the section entitled \"GNU Free Documentation License\"."))
    }
}
