import CardboxCore
import CardboxIngest
import Foundation
import Testing

/// Contents, index and bibliography: still extracted, but marked so that cards are not made from them.
@Suite struct ApparatusTests {
    static func assemble(_ pages: [PageLayout]) -> [SourceParagraph] {
        DocumentAssembler().assemble(pages: pages, id: "d", title: "T", kind: .pdf).paragraphs
    }

    static let body = ["Body text that is long enough to set the", "body size of the whole document here."]

    @Test func sectionsUnderApparatusHeadingsAreMarkedUntilTheNextHeading() {
        var page = PageSketch()
        var column = ColumnCursor(y: 70)
        column.write(["Contents"], on: &page, spacing: 6, size: 14, bold: true)
        column.write(["1 Memory . . . . . . . . 3"], on: &page)
        column.write(["2 Forgetting . . . . . . 9"], on: &page, spacing: 8)
        column.write(["1 Memory"], on: &page, spacing: 6, size: 14, bold: true)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["References"], on: &page, spacing: 6, size: 14, bold: true)
        column.write(["Ebbinghaus, H. 1885. Memory. Duncker."], on: &page, spacing: 8)
        column.write(["Index"], on: &page, spacing: 6, size: 14, bold: true)
        column.write(["forgetting curve, 9, 12"], on: &page, spacing: 8)
        let paragraphs = Self.assemble([page.layout])
        #expect(
            paragraphs.map(\.text) == [
                "Contents", "1 Memory . . . . . . . . 3 2 Forgetting . . . . . . 9", "1 Memory",
                Self.body.joined(separator: " "), "References", "Ebbinghaus, H. 1885. Memory. Duncker.", "Index",
                "forgetting curve, 9, 12",
            ])
        #expect(
            paragraphs.map(\.part) == [
                .contents, .contents, .main, .main, .bibliography, .bibliography, .index, .index,
            ])
        #expect(paragraphs.filter(\.isMainText).map(\.text) == ["1 Memory", Self.body.joined(separator: " ")])
    }

    @Test func numberedReferencesHeadingAndBracketedEntries() {
        var page = PageSketch()
        var column = ColumnCursor(y: 70)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["7 References"], on: &page, spacing: 6, bold: true)
        column.write(["[1] H. Ebbinghaus. Memory. 1885."], on: &page, spacing: 4)
        column.write(["[2] S. Leitner. So lernt man lernen. 1972."], on: &page)
        let parts = Self.assemble([page.layout]).map(\.part)
        #expect(parts == [.main, .bibliography, .bibliography, .bibliography])
    }

    @Test func subsectionAboutIndexesIsMainText() {
        var page = PageSketch()
        var column = ColumnCursor(y: 70)
        column.write(["17 Back matter"], on: &page, spacing: 6, size: 14, bold: true)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["17.2 Index"], on: &page, spacing: 6, bold: true)
        column.write(
            ["The printindex command prints the index of", "the document at the place where it is used."], on: &page)
        #expect(Self.assemble([page.layout]).map(\.part) == [.main, .main, .main, .main])
    }

    @Test func bracketedEntryWithAYearIsAReferenceWithoutAHeading() {
        var page = PageSketch()
        var column = ColumnCursor(y: 70)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["[Lei72] S. Leitner. So lernt man lernen. Herder, 1972."], on: &page)
        #expect(Self.assemble([page.layout]).map(\.part) == [.main, .bibliography])
    }

    @Test func indexPageWithoutAHeadingIsMarked() {
        var page = PageSketch(number: 2)
        var column = ColumnCursor(y: 70)
        for entry in [
            "Ebbinghaus, Hermann, 3, 12", "forgetting curve, 9, 45–47", "interleaving, 30", "Leitner box, 14, 15",
            "retrieval practice, 8", "spacing effect, 2, 5, 31", "testing effect, 8",
        ] {
            column.write([entry], on: &page, spacing: 2)
        }
        let paragraphs = Self.assemble([page.layout])
        #expect(!paragraphs.isEmpty)
        #expect(paragraphs.allSatisfy { $0.part == .index })
    }

    @Test func contentsPageWithoutAHeadingIsMarked() {
        var page = PageSketch(number: 1)
        var column = ColumnCursor(y: 70)
        for entry in [
            "1 Memory . . . . . . . . . 3", "1.1 Encoding . . . . . . . 4", "1.2 Storage . . . . . . . . 6",
            "2 Forgetting . . . . . . . 9", "2.1 The curve . . . . . . 10", "3 Spacing . . . . . . . . 14",
        ] {
            column.write([entry], on: &page, spacing: 4)
        }
        #expect(Self.assemble([page.layout]).allSatisfy { $0.part == .contents })
    }

    @Test func contentsUnderAHeadingEndsAtProseOnTheNextPage() {
        // As in a tutorial whose chapter titles are set in body type: no heading of the contents title's level
        // follows it, so the prose of the pages after must end it.
        var contents = PageSketch(number: 3)
        var column = ColumnCursor(y: 70)
        column.write(["Table of Contents"], on: &contents, spacing: 6, size: 14, bold: true)
        for entry in [
            "1. Greetings . . . . . . . . 4", "2. Warming up . . . . . . . 7", "3. Types . . . . . . . . . 9",
            "4. Arithmetic . . . . . . . 14", "5. Linear algebra . . . . 15", "6. Polynomials . . . . . . 22",
        ] {
            column.write([entry], on: &contents, spacing: 4)
        }
        // A line of the contents that runs on to the next page without its page number is still an entry.
        var turn = PageSketch(number: 4)
        column = ColumnCursor(y: 70)
        column.write(["7. Number fields . . . . . . . . . ."], on: &turn, spacing: 4)
        var chapter = PageSketch(number: 5)
        column = ColumnCursor(y: 70)
        column.write(["1. Greetings"], on: &chapter, spacing: 8)
        column.write(Self.body, on: &chapter, spacing: 8)
        column.write(Self.body, on: &chapter, spacing: 8)
        let paragraphs = Self.assemble([contents.layout, turn.layout, chapter.layout])
        #expect(paragraphs.filter { $0.page < 5 }.allSatisfy { $0.part == .contents })
        #expect(
            paragraphs.filter { $0.page == 5 }.map(\.part) == [.contents, .main, .main],
            "the short title line still reads as an entry; the prose after it is the chapter")
    }

    @Test func contentsTitledInBodyTypeRunsOverItsShortEntriesOnly() {
        // As on a scanned contents page whose page numbers were too far right to be read: "Contents" in body
        // type, numbered entries the recogniser takes for headings, then prose again.
        var page = PageSketch()
        var column = ColumnCursor(y: 70)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["Contents"], on: &page, spacing: 8)
        column.write(["1 Getting Started"], on: &page, spacing: 8, bold: true)
        column.write(["2 Defining Terms"], on: &page, spacing: 8, bold: true)
        column.write(["3 Using Entries"], on: &page, spacing: 8, bold: true)
        column.write(
            ["The glossaries package is very flexible, and this guide", "shows its options one at a time here."],
            on: &page, spacing: 8)
        let paragraphs = Self.assemble([page.layout])
        #expect(
            paragraphs.map(\.text) == [
                Self.body.joined(separator: " "), "Contents", "1 Getting Started", "2 Defining Terms",
                "3 Using Entries",
                "The glossaries package is very flexible, and this guide shows its options one at a time here.",
            ])
        #expect(paragraphs.map(\.part) == [.main, .contents, .contents, .contents, .contents, .main])
    }

    @Test func referencesTitledInBodyTypeRunToTheNextHeading() {
        var page = PageSketch()
        var column = ColumnCursor(y: 70)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["References"], on: &page, spacing: 8)
        column.write(
            ["Ebbinghaus, H. Memory: a contribution to experimental", "psychology. Duncker, Leipzig."], on: &page,
            spacing: 8)
        column.write(["2 Forgetting"], on: &page, spacing: 8, size: 14, bold: true)
        column.write(Self.body, on: &page, spacing: 8)
        let parts = Self.assemble([page.layout]).map(\.part)
        #expect(parts == [.main, .bibliography, .bibliography, .main, .main])
    }

    @Test func ordinaryPageIsMainText() {
        var page = PageSketch()
        var column = ColumnCursor(y: 70)
        for _ in 0..<4 { column.write(Self.body, on: &page, spacing: 8) }
        #expect(Self.assemble([page.layout]).allSatisfy { $0.isMainText })
    }

    @Test func paragraphsEncodedWithoutAPartDecodeAsMainText() throws {
        let json = """
            {"page": 2, "index": 1, "headingPath": ["Cells"], "role": "body", "text": "Cells divide.",
             "sentences": [{"start": 0, "end": 13}], "needsReview": false}
            """
        let paragraph = try JSONDecoder().decode(SourceParagraph.self, from: Data(json.utf8))
        #expect(paragraph.part == .main)
        #expect(paragraph.text == "Cells divide.")
        var footnote = paragraph
        footnote.part = .footnote
        let again = try JSONDecoder().decode(SourceParagraph.self, from: try JSONEncoder().encode(footnote))
        #expect(again == footnote)
    }
}
