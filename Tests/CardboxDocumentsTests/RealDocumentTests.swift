import CardboxCore
import CardboxDocuments
import CardboxLexicon
import CardboxTestSupport
import Foundation
import Testing

/// Structure on a real, redistributable document (see RealDocuments/README.md for its source and licence).
@Suite(.timeLimit(.minutes(10))) struct RealDocumentTests {
    static func testflow() throws -> SourceDocument {
        let path = PythonPeer.repositoryRoot
            .appendingPathComponent("Tests/CardboxDocumentsTests/RealDocuments/testflow_doc.pdf").path
        let extractor = DocumentExtractor(options: ExtractionOptions(workers: 2), words: WordNetWords.installed)
        return try extractor.extract(files: [path])[0].get().document
    }

    @Test func tableOfContentsIsMarkedAndTheTextAfterItIsNot() throws {
        let paragraphs = try Self.testflow().paragraphs
        let contents = try #require(paragraphs.firstIndex { $0.text == "Contents" })
        #expect(paragraphs[contents].role == .heading)
        let introduction = try #require(paragraphs.firstIndex { $0.text == "1 Introduction" && $0.page == 2 })
        #expect(paragraphs[introduction].role == .heading)
        // The contents runs on to page 2, where a legal notice in prose ends it before the introduction.
        let notice = try #require(paragraphs.firstIndex { $0.text == "*** Legal Notice ***" })
        let between = paragraphs[contents..<notice].filter { $0.part != .footnote }
        #expect(between.count > 10)
        #expect(between.allSatisfy { $0.part == .contents })
        #expect(between.contains { $0.page == 2 })
        #expect(paragraphs[(notice + 1)..<introduction].allSatisfy { $0.isMainText })
        #expect(paragraphs[introduction...].filter { $0.part == .contents }.isEmpty)
        #expect(paragraphs[..<contents].allSatisfy { $0.isMainText })
    }

    @Test func glossaryEntriesAreWholeParagraphsUnderTheirNumberedHeading() throws {
        let paragraphs = try Self.testflow().paragraphs
        let entries = paragraphs.filter { $0.headingPath.last == "3 Terminology" && $0.isMainText }
        let terms = [
            "<texmf>:", "PostScript (PS):", "Portable Document Format (PDF):", "Font substitution:", "Font embedding:",
            "Font subsetting:", "Maximum subset percentage:", "Adobe Acrobat:", "Adobe Acrobat Reader:",
            "Ghostscript:", "Type 1 font:", "Type 3 font:", "Base PostScript fonts", "Nimbus fonts:",
            "Computer Modern (CM) fonts:", "BlueSky fonts:", "CM-Super fonts:",
        ]
        for term in terms {
            #expect(entries.filter { $0.text.hasPrefix(term) }.count == 1, "\(term)")
        }
        #expect(
            entries.contains {
                $0.text
                    == "Font subsetting: The process of embedding only those glyphs that are actually used in a font, "
                    + "rather than all of the glyphs in that font. Files that use subsetting can be smaller than those "
                    + "in which the full font is embedded. Subsetted fonts are given new, unique names within the "
                    + "document in which they are subsetted. Many commercial font licenses require font subsetting "
                    + "for any document containing the commercial font in order to reduce the possibility of font "
                    + "piracy."
            })
        let nimbus = try #require(entries.first { $0.text.hasPrefix("Nimbus fonts:") })
        #expect(nimbus.page == 4)
        #expect(nimbus.text.hasSuffix("the Nimbus fonts are, to the vast majority of LATEX users, insignificant."))
    }

    @Test func runningHeadersAreGone() throws {
        let paragraphs = try Self.testflow().paragraphs
        for header in ["INTRODUCTION", "TERMINOLOGY", "OVERVIEW", "INTERPRETING THE RESULTS"] {
            #expect(!paragraphs.contains { $0.text.contains(header) }, "\(header)")
        }
    }

    static func revtexSample() throws -> SourceDocument {
        let path = PythonPeer.repositoryRoot
            .appendingPathComponent("Tests/CardboxDocumentsTests/RealDocuments/apssamp.pdf").path
        let extractor = DocumentExtractor(options: ExtractionOptions(workers: 2), words: WordNetWords.installed)
        return try extractor.extract(files: [path])[0].get().document
    }

    @Test func twoColumnPaperReadsColumnByColumnWithHeadingsAndFootnotesApart() throws {
        let paragraphs = try Self.revtexSample().paragraphs.filter { $0.page == 1 }
        let texts = paragraphs.map(\.text)
        let left =
            "This sample document demonstrates proper use of REVTEX 4.1 (and LATEX 2ε ) in mansucripts prepared for "
            + "submission to APS journals. Further information can be found in the REVTEX 4.1 documentation "
            + "included in the distribution or available at http://authors.aps.org/revtex4/."
        let right =
            "This file may be formatted in either the preprint or reprint style. reprint format mimics final "
            + "journal output. Either format may be used for submission purposes. letter sized paper should be used "
            + "when submitting to APS journals."
        let leftIndex = try #require(texts.firstIndex(of: left))
        let headingIndex = try #require(texts.firstIndex(of: "A. Second-level heading: Formatting"))
        let rightIndex = try #require(texts.firstIndex(of: right))
        #expect(leftIndex < headingIndex && headingIndex + 1 == rightIndex)
        #expect(paragraphs[headingIndex].role == .heading)
        #expect(paragraphs[rightIndex].headingPath.last == "A. Second-level heading: Formatting")
        let citations = try #require(paragraphs.first { $0.text == "1. Citations" })
        #expect(citations.role == .heading)
        #expect(citations.headingPath.last == "B. Citations and References")
        let notes = paragraphs.filter { $0.part == .footnote }
        #expect(notes.count == 1)
        #expect(notes.first?.text.hasPrefix("∗ A footnote to the article title † Also at Physics Department") == true)
        #expect(paragraphs.last?.part == .footnote)
    }

    @Test func captionsAndReferenceEntriesOfTheSamplePaperAreMarked() throws {
        let paragraphs = try Self.revtexSample().paragraphs
        let figure = try #require(paragraphs.first { $0.text.hasPrefix("FIG. 1.") })
        #expect(figure.text == "FIG. 1. A figure caption. The figure captions are automatically numbered.")
        #expect(figure.part == .caption)
        #expect(paragraphs.first { $0.text.hasPrefix("TABLE I. A table that fits") }?.part == .caption)
        let reference = try #require(paragraphs.first { $0.text.hasPrefix("[4] ") })
        #expect(
            reference.text == "[4] N. D. Birell and P. C. W. Davies, Quantum Fields in Curved Space (Cambridge "
                + "University Press, 1982).")
        #expect(reference.part == .bibliography)
    }

    @Test func slideBulletsDrawnAsGraphicsBecomeListItems() throws {
        let path = PythonPeer.repositoryRoot
            .appendingPathComponent("Tests/CardboxDocumentsTests/RealDocuments/beamerexample-conference-talk.pdf").path
        let extractor = DocumentExtractor(options: ExtractionOptions(workers: 2), words: WordNetWords.installed)
        let paragraphs = try extractor.extract(files: [path])[0].get().document.paragraphs
        let slide = paragraphs.filter { $0.page == 4 }
        #expect(
            slide.map(\.text) == [
                "The Model and the Problem", "General formalization of haplotyping.", "Inputs",
                "A genotype matrix G .", "The rows of the matrix are taxa / individuals.",
                "The columns of the matrix are SNP sites / characters.", "Outputs", "A haplotype matrix H.",
                "Pairs of rows in H explain the rows of G .", "The haplotypes in H are biologically plausible.",
            ])
        #expect(
            slide.map(\.role) == [
                .body, .body, .body, .listItem, .listItem, .listItem, .body, .listItem, .listItem, .listItem,
            ])
        let affiliations = paragraphs.filter { $0.page == 1 && $0.text.contains("Universität") }
        #expect(!affiliations.isEmpty)
        #expect(affiliations.allSatisfy { $0.role == .body })
    }
}
