import CardboxCore
import CardboxIngest
import Testing

/// A book-sized document, to keep the assembler linear in pages.
@Suite struct AssemblyScaleTests {
    /// Page `number` of a two-column book: running header, page number, 19 lines per column (two
    /// paragraphs each), the last line of the right column running onto the next page.
    static func bookPage(_ number: Int) -> PageLayout {
        var page = PageSketch(number: number)
        page.add("A Book About Testing", x: 50, y: 30)
        var left = ColumnCursor(x: PageSketch.leftColumn)
        var right = ColumnCursor(x: PageSketch.rightColumn)
        for column in 0..<2 {
            for paragraph in 0..<2 {
                let lines = (0..<9 + paragraph).map { "page \(number) column \(column) line \($0) of text" }
                let ending = column == 1 && paragraph == 1 ? "and it runs on to the" : "and it ends here."
                if column == 0 {
                    left.write(lines + [ending], on: &page, indent: paragraph == 0 && number > 1 ? 0 : 15)
                } else {
                    right.write(lines + [ending], on: &page, indent: 15)
                }
            }
        }
        page.addCentred("\(number)", y: 800)
        return page.layout
    }

    @Test(.timeLimit(.minutes(10)))
    func threeHundredPagesAssembleIntoTheirParagraphs() {
        let pages = (1...300).map(Self.bookPage)
        #expect(pages.map(\.lines.count).reduce(0, +) == 300 * 44)
        let document = DocumentAssembler().assemble(pages: pages.reversed(), id: "b", title: "Book", kind: .pdf)
        #expect(document.pageCount == 300)
        #expect(document.paragraphs.count == 4 + 299 * 3)
        #expect(document.paragraphs.allSatisfy { !$0.text.contains("A Book About Testing") })
        #expect(
            document.paragraphs[3].text.hasSuffix(
                "and it runs on to the page 2 column 0 line 0 of text "
                    + "page 2 column 0 line 1 of text page 2 column 0 line 2 of text page 2 column 0 line 3 of text page 2 "
                    + "column 0 line 4 of text page 2 column 0 line 5 of text page 2 column 0 line 6 of text page 2 column 0 "
                    + "line 7 of text page 2 column 0 line 8 of text and it ends here."))
    }
}
