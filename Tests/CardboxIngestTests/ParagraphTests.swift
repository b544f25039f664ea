import CardboxCore
import CardboxIngest
import Testing

/// Lines into paragraphs: gaps, indents, font sizes, and text flowing across columns and pages.
@Suite struct ParagraphTests {
    @Test func gapOfHalfALineStartsAParagraph() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["First paragraph line one", "and line two."], on: &page, spacing: 7)
        column.write(["Second paragraph line one", "and line two."], on: &page)
        #expect(
            texts(of: [page.layout]) == [
                "First paragraph line one and line two.", "Second paragraph line one and line two.",
            ])
    }

    @Test func onAScanASentenceLeftOpenGoesOnIntoALowerCaseLineAcrossAGapOrASizeChange() {
        var page = PageSketch(origin: .ocr)
        var column = ColumnCursor()
        column.write(["You can do it this way, but that", "way may cause complications"], on: &page, spacing: 9)
        column.write(["under certain circumstances."], on: &page, spacing: 9, size: 8)
        column.write(["Contents"], on: &page)
        #expect(
            texts(of: [page.layout]) == [
                "You can do it this way, but that way may cause complications under certain circumstances.", "Contents",
            ])
        var finished = PageSketch(origin: .ocr)
        var lines = ColumnCursor()
        lines.write(["This sentence has ended."], on: &finished, spacing: 9)
        lines.write(["another paragraph starts in lower case."], on: &finished)
        #expect(texts(of: [finished.layout]).count == 2, "a finished sentence ends its paragraph at a gap")
    }

    @Test func smallGapKeepsLinesTogether() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["First paragraph line one", "and line two."], on: &page, spacing: 4)
        column.write(["Still the same paragraph", "after a small gap."], on: &page)
        #expect(texts(of: [page.layout]).count == 1)
    }

    @Test func firstLineIndentStartsAParagraph() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["An indented first line", "then the margin, and", "it ends here."], on: &page, indent: 15)
        column.write(["Another indented line", "without any extra gap."], on: &page, indent: 15)
        #expect(
            texts(of: [page.layout]) == [
                "An indented first line then the margin, and it ends here.",
                "Another indented line without any extra gap.",
            ])
    }

    @Test func fontSizeChangeStartsAParagraph() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["Body text at ten points", "continues here without a stop"], on: &page)
        column.write(["small print at eight points"], on: &page, size: 8)
        #expect(texts(of: [page.layout]).count == 2)
    }

    @Test func looselySpacedLinesStayTogether() {
        var page = PageSketch()
        var column = ColumnCursor(pitch: 19)
        for number in 1...3 {
            column.write(
                ["Paragraph \(number) is set with", "one and a half line", "spacing, so gaps are", "wide."],
                on: &page, spacing: 12)
        }
        #expect(texts(of: [page.layout]).count == 3)
    }

    @Test func unfinishedTextContinuesAcrossPages() {
        var first = PageSketch(number: 1)
        var column = ColumnCursor(y: 700)
        column.write(["A sentence that runs off the"], on: &first)
        var second = PageSketch(number: 2)
        column = ColumnCursor(y: 80)
        column.write(["bottom of the page ends here."], on: &second, spacing: 8)
        column.write(["Next paragraph."], on: &second)
        let document = DocumentAssembler().assemble(
            pages: [second.layout, first.layout], id: "d", title: "T", kind: .pdf)
        #expect(document.pageCount == 2)
        #expect(
            document.paragraphs.map(\.text) == [
                "A sentence that runs off the bottom of the page ends here.", "Next paragraph.",
            ])
        #expect(document.paragraphs.map(\.page) == [1, 2])
        #expect(document.paragraphs.map(\.index) == [1, 1])
        #expect(document.paragraphs.first?.box?.y1 == 712)
    }

    @Test func finishedTextDoesNotContinueAcrossColumns() {
        var page = PageSketch()
        var left = ColumnCursor(x: PageSketch.leftColumn)
        left.write(["The left column ends with", "a full stop."], on: &page)
        var right = ColumnCursor(x: PageSketch.rightColumn)
        right.write(["The right column starts anew."], on: &page)
        #expect(texts(of: [page.layout]).count == 2)
    }

    @Test func indentedLineAtTopOfColumnStartsAParagraph() {
        var page = PageSketch()
        var left = ColumnCursor(x: PageSketch.leftColumn)
        left.write(["A label without punctuation"], on: &page)
        var right = ColumnCursor(x: PageSketch.rightColumn)
        right.write(["An indented new paragraph", "at the top of the column."], on: &page, indent: 15)
        #expect(texts(of: [page.layout]).count == 2)
    }

    @Test func textDoesNotContinueIntoAHeading() {
        var page = PageSketch()
        var left = ColumnCursor(x: PageSketch.leftColumn)
        left.write(["The left column ends without"], on: &page)
        var right = ColumnCursor(x: PageSketch.rightColumn)
        right.write(["Methods"], on: &page, size: 14, bold: true)
        right.write(["We measured things."], on: &page)
        let document = DocumentAssembler().assemble(pages: [page.layout], id: "d", title: "T", kind: .pdf)
        #expect(document.paragraphs.map(\.role) == [.body, .heading, .body])
    }

    @Test func paragraphsCarryIndexBoxAndSentences() {
        var page = PageSketch(number: 4)
        var column = ColumnCursor(y: 100)
        column.write(["One sentence here. Another", "one follows."], on: &page, spacing: 8)
        column.write(["Second."], on: &page)
        let paragraphs = DocumentAssembler().assemble(pages: [page.layout], id: "d", title: "T", kind: .pdf)
            .paragraphs
        #expect(paragraphs.map(\.index) == [1, 2])
        #expect(paragraphs.map(\.page) == [4, 4])
        #expect(paragraphs.first?.box == PageBox(x0: 50, y0: 100, x1: 180, y1: 125))
        #expect(paragraphs.first?.sentences == [TextSpan(start: 0, end: 18), TextSpan(start: 19, end: 39)])
        #expect(paragraphs.first?.sentence(1) == "Another one follows.")
        #expect(paragraphs.first?.confidence == nil)
        #expect(paragraphs.first?.needsReview == false)
    }

    @Test func linesAreCleaned() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["The \u{FB01}rst “quoted”\u{00A0} word."], on: &page)
        #expect(texts(of: [page.layout]) == ["The first \"quoted\" word."])
    }
}
