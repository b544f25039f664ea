import CardboxCore
import Testing

@testable import CardboxGeneration

/// Licences, programming languages, editions of C, typefaces, operating systems and the other families take wrong
/// answers from their own family.
@Suite struct NameFamilyTests {
    private let chunk = TestDocument.chunk(
        "Anybody can use the library under the terms of the GNU Lesser General Public License. "
            + "The tools are licensed under the GNU General Public License. "
            + "The library should be portable to any C89 system.")

    @Test func aLicenceTakesTheLicencesTheDocumentNamesThenThoseOfItsPublisherThenTheBestKnown() {
        let siblings = NameFamily.siblings(of: "GNU Lesser General Public License") {
            $0 == "GNU Free Documentation License"
        }
        #expect(
            Array(siblings.prefix(3)) == [
                "GNU Free Documentation License", "GNU General Public License", "GNU Affero General Public License",
            ])
        // The Library General Public License is the Lesser one under its old name.
        #expect(!siblings.contains("GNU Library General Public License"))
        #expect(siblings.contains("MIT License"))
        #expect(!siblings.contains("GNU Lesser General Public License"))
    }

    @Test func aNameOutsideEveryFamilyHasNoSiblings() {
        #expect(NameFamily.siblings(of: "Robert Hooke").isEmpty)
        #expect(NameFamily.siblings(of: "general public").isEmpty)
    }

    @Test func languagesAreComparedAsWrittenSoCAndCPlusPlusDiffer() {
        #expect(NameFamily.siblings(of: "C++").first == "Python")
        #expect(!NameFamily.siblings(of: "C++").contains("C++"))
        #expect(NameFamily.siblings(of: "c89").prefix(2) == ["C99", "C11"])
    }

    @Test func aLicenceCardGetsOtherLicencesNotTheDocumentsOtherNames() {
        let document = TestDocument.make(
            "Anybody can use the library under the terms of the GNU Lesser General Public License. "
                + "The tools are licensed under the GNU General Public License. "
                + "DER means Distinguished Encoding Rules and ASN.1 means Abstract Syntax Notation One.")
        let chunk = Chunker.chunks(of: document)[0]
        let draft = Drafts.citing(
            chunk, kind: .cloze,
            question: "Anybody can use the library under the terms of the {{answer}}.",
            answer: "GNU Lesser General Public License")
        let filled = DistractorFiller().fill(draft, pool: TermPool(document: document))
        // The licence the document names comes first, though it shares most of its letters with the answer.
        #expect(
            filled.distractors == [
                "GNU General Public License", "GNU Affero General Public License", "GNU Free Documentation License",
            ])
        #expect(DistractorFiller.hasValidDistractors(filled))
    }

    @Test func anEditionOfCTakesOtherEditions() {
        let draft = Drafts.citing(
            chunk, sentence: 2, kind: .cloze, question: "The library should be portable to any {{answer}} system.",
            answer: "C89")
        let filled = DistractorFiller().fill(draft)
        // C90 is C89 ratified again, so it is no wrong answer.
        #expect(filled.distractors == ["C99", "C11", "C17"])
    }

    @Test func aLicenceOfSixCapitalisedWordsIsANameNotADescription() {
        #expect(TermShape(of: "GNU Lesser General Public License") == .name)
        #expect(TermShape(of: "The Cell Divides Into Two", sentenceInitial: true) == .description)
    }

    @Test func oneStandardUnderTwoNamesIsNoWrongAnswerForItself() {
        let siblings = NameFamily.siblings(of: "C89")
        #expect(!siblings.contains("C90"))
        #expect(!siblings.contains("ANSI C"))
        #expect(siblings.contains("C99"))
    }

    @Test func aTypefaceAnOperatingSystemAndAProtocolTakeTheirFamilies() {
        #expect(NameFamily.siblings(of: "Libertine").prefix(3) == ["Times", "Helvetica", "Palatino"])
        #expect(!NameFamily.siblings(of: "Libertine").contains("Linux Libertine"))
        #expect(NameFamily.siblings(of: "FreeBSD") { $0 == "Solaris" }.prefix(3) == ["Solaris", "Linux", "Windows"])
        #expect(NameFamily.siblings(of: "SMTP").prefix(2) == ["HTTP", "TCP"])
        #expect(!NameFamily.siblings(of: "Subversion").isEmpty)
        // Unix is the kind that Linux, macOS and FreeBSD are, not one of them.
        #expect(NameFamily.siblings(of: "UNIX").isEmpty)
        #expect(!NameFamily.siblings(of: "Linux").contains("Unix"))
        // LaTeX is run as TeX's engines are, not read as PDF is.
        #expect(NameFamily.siblings(of: "LATEX").prefix(2) == ["pdfTeX", "XeTeX"])
    }

    @Test func aMemberThatIsAlsoAnEverydayWordBelongsOnlyWithItsCapital() {
        #expect(NameFamily.siblings(of: "windows").isEmpty)
        #expect(NameFamily.siblings(of: "python").isEmpty)
        #expect(NameFamily.siblings(of: "subversion").isEmpty)
        #expect(NameFamily.siblings(of: "Windows").first == "Linux")
        #expect(NameFamily.siblings(of: "Python").first == "JavaScript")
        // A name that is no everyday word may be written in lower case, as commands are.
        #expect(NameFamily.siblings(of: "gcc").first == "Clang")
    }

    @Test func aQuotedTypefaceTakesOtherTypefacesBeforeNamesQuotedForOtherKinds() {
        let document = TestDocument.make(
            "The class requires the “Libertine” typeface family. The “lmodern” and “ltimes” packages should not be "
                + "used. Acknowledgments use the “acks” environment.")
        let chunk = Chunker.chunks(of: document)[0]
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "The class requires the “{{answer}}” typeface family.", answer: "Libertine")
        #expect(
            DistractorFiller().fill(draft, pool: TermPool(document: document)).distractors == [
                "Times", "Helvetica", "Palatino",
            ])
    }

    @Test func aFamilysMembersComeBeforeWhatAListSetsBesideTheAnswer() {
        let document = TestDocument.make(
            "The build makes PDF, Makefile and README. An EPUB edition is made on request. Manuals are read as PDF.")
        let chunk = Chunker.chunks(of: document)[0]
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "Manuals are read as {{answer}}.",
            answer: "PDF")
        let pool = TermPool(document: document)
        #expect(pool.coordinatedTerms(with: "PDF") == ["Makefile", "README"])
        let filled = DistractorFiller().fill(draft, pool: pool)
        // The member the document names first, then the family's best known; nothing the list sets beside it.
        #expect(filled.distractors == ["EPUB", "HTML", "PostScript"])
    }
}
