import CardboxCore
import CardboxIngest
import Testing

/// Reading order by XY-cut, whatever order the extractor reports lines in.
@Suite struct ReadingOrderTests {
    /// A two-column page: three paragraphs on the left (the last running into the right column), two on the
    /// right, and a centred page number at the bottom.
    static func twoColumnPage() -> PageSketch {
        var page = PageSketch(number: 1)
        var left = ColumnCursor(x: PageSketch.leftColumn)
        left.write(["Alpha opens the left column and", "ends its first paragraph here."], on: &page, spacing: 8)
        left.write(["Bravo is the second paragraph of", "the left column, also short."], on: &page, spacing: 8)
        left.write(["Charlie starts near the bottom", "of the left column and keeps"], on: &page)
        var right = ColumnCursor(x: PageSketch.rightColumn)
        right.write(["going at the top of the right", "column until it finishes."], on: &page, spacing: 8)
        right.write(["Delta is a paragraph of the", "right column only."], on: &page, spacing: 8)
        right.write(["Echo closes the right column", "and the page."], on: &page)
        page.addCentred("3", y: 800)
        return page
    }

    static let expected = [
        "Alpha opens the left column and ends its first paragraph here.",
        "Bravo is the second paragraph of the left column, also short.",
        "Charlie starts near the bottom of the left column and keeps going at the top of the right column until it "
            + "finishes.",
        "Delta is a paragraph of the right column only.",
        "Echo closes the right column and the page.",
    ]

    @Test(arguments: [1, 2, 3, 42, 2025] as [UInt64])
    func shuffledTwoColumnsWithCentredFooterReadInOrder(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let page = Self.twoColumnPage().layout { $0.shuffled(using: &generator) }
        #expect(texts(of: [page]) == Self.expected)
    }

    @Test func rightColumnFirstReadsLeftColumnFirst() {
        let page = Self.twoColumnPage().layout { lines in
            lines.filter { $0.box.x0 >= PageSketch.rightColumn } + lines.filter { $0.box.x0 < PageSketch.rightColumn }
        }
        #expect(page.lines.first?.text == "going at the top of the right")
        #expect(texts(of: [page]) == Self.expected)
    }

    @Test func interleavedRowsReadColumnByColumn() {
        let page = Self.twoColumnPage().layout { lines in
            lines.sorted { ($0.box.y0, $0.box.x0) < ($1.box.y0, $1.box.x0) }
        }
        #expect(
            page.lines.prefix(2).map(\.text) == ["Alpha opens the left column and", "going at the top of the right"])
        #expect(texts(of: [page]) == Self.expected)
    }

    @Test func lineSpanningBothColumnsIsNeverCut() {
        var page = PageSketch(number: 1)
        var topLeft = ColumnCursor(x: PageSketch.leftColumn, y: 80)
        topLeft.write(["Top left paragraph is here."], on: &page)
        var topRight = ColumnCursor(x: PageSketch.rightColumn, y: 80)
        topRight.write(["Top right paragraph is here."], on: &page)
        page.add(
            "A caption that runs across both columns of the page, from margin to margin.", x: 50, y: 120, width: 495)
        var bottomLeft = ColumnCursor(x: PageSketch.leftColumn, y: 160)
        bottomLeft.write(["Bottom left paragraph is here."], on: &page)
        var bottomRight = ColumnCursor(x: PageSketch.rightColumn, y: 160)
        bottomRight.write(["Bottom right paragraph is here."], on: &page)
        var generator = SplitMix64(seed: 7)
        let layout = page.layout { $0.shuffled(using: &generator) }
        #expect(
            texts(of: [layout]) == [
                "Top left paragraph is here.", "Top right paragraph is here.",
                "A caption that runs across both columns of the page, from margin to margin.",
                "Bottom left paragraph is here.", "Bottom right paragraph is here.",
            ])
    }

    @Test func fullWidthTitleComesBeforeTheColumns() {
        var page = Self.twoColumnPage()
        page.addCentred("A Title Above Both Columns", y: 50, size: 16, bold: true)
        var generator = SplitMix64(seed: 11)
        let layout = page.layout { $0.shuffled(using: &generator) }
        #expect(texts(of: [layout]) == ["A Title Above Both Columns"] + Self.expected)
    }
}
