import CardboxCore
import CardboxIngest
import Testing

/// Columns found from the gutter that runs down the page, even when the columns' lines share baselines.
@Suite struct ColumnTests {
    /// Two columns whose lines are set on the same baselines, with a `gutter` between them and a section
    /// gap, wider than the gutter, at the same height in both columns.
    static func alignedColumns(gutter: Double) -> PageLayout {
        var page = PageSketch()
        let width = (495 - gutter) / 2
        let right = 50 + width + gutter
        let rows: [(left: String, right: String)] = [
            ("Alpha opens the left column with", "Charlie opens the right column at"),
            ("a sentence that runs on and on", "the same height as the left one"),
            ("until it ends on the third line.", "and it ends on the third line."),
        ]
        let lower: [(left: String, right: String)] = [
            ("Bravo follows a wide section gap", "Delta follows the same wide gap"),
            ("that both columns share, and it", "in the right column, and it also"),
            ("ends right here in the left.", "ends here, closing the page."),
        ]
        for (offset, row) in rows.enumerated() {
            let y = 100 + Double(offset) * 13
            page.add(row.left, x: 50, y: y, width: width)
            page.add(row.right, x: right, y: y, width: width)
        }
        for (offset, row) in lower.enumerated() {
            let y = 170 + Double(offset) * 13
            page.add(row.left, x: 50, y: y, width: offset == 2 ? width * 0.6 : width)
            page.add(row.right, x: right, y: y, width: offset == 2 ? width * 0.6 : width)
        }
        var generator = SplitMix64(seed: 5)
        return page.layout { $0.shuffled(using: &generator) }
    }

    static let expected = [
        "Alpha opens the left column with a sentence that runs on and on until it ends on the third line.",
        "Bravo follows a wide section gap that both columns share, and it ends right here in the left.",
        "Charlie opens the right column at the same height as the left one and it ends on the third line.",
        "Delta follows the same wide gap in the right column, and it also ends here, closing the page.",
    ]

    @Test(arguments: [20.0, 12.0, 36.0])
    func alignedBaselinesReadColumnByColumn(gutter: Double) {
        #expect(texts(of: [Self.alignedColumns(gutter: gutter)]) == Self.expected)
    }

    @Test func aLineThatPokesIntoTheGutterStillLeavesTwoColumns() {
        var page = Self.alignedColumns(gutter: 24)
        // A line of code in the left column's lower part runs 15 pt into the 24 pt gutter, as a long
        // \documentclass line does in a real two-column paper; a gutter of 7 pt is too narrow to count alone.
        let left = page.lines.first { $0.text.hasPrefix("that both columns share") }!
        page.lines.removeAll { $0 == left }
        page.lines.append(
            TextLine(
                text: left.text,
                box: PageBox(x0: left.box.x0, y0: left.box.y0, x1: 50 + 235.5 + 15, y1: left.box.y1), fontSize: 10))
        #expect(texts(of: [page]) == Self.expected)
    }

    @Test func aLineAcrossTheWholeGutterStillCutsTheColumnsIntoBands() {
        var page = PageSketch()
        let rows: [(y: Double, left: String, right: String)] = [
            (100, "Upper left opens the page and it runs on", "Upper right sits beside it and runs on"),
            (113, "to its second line here.", "to its second line too."),
            (180, "Lower left comes after the figure and it", "Lower right comes last of all and it"),
            (193, "ends the left column here.", "closes the page at its foot."),
        ]
        for row in rows {
            let width = row.y == 100 || row.y == 180 ? 235.0 : 140.0
            page.add(row.left, x: PageSketch.leftColumn, y: row.y, width: width)
            page.add(row.right, x: PageSketch.rightColumn, y: row.y, width: width)
        }
        page.add("A figure caption runs across both columns of the page, gutter and all.", x: 50, y: 150, width: 495)
        #expect(
            texts(of: [page.layout]) == [
                "Upper left opens the page and it runs on to its second line here.",
                "Upper right sits beside it and runs on to its second line too.",
                "A figure caption runs across both columns of the page, gutter and all.",
                "Lower left comes after the figure and it ends the left column here.",
                "Lower right comes last of all and it closes the page at its foot.",
            ])
    }

    @Test func piecesOfOnePrintedLineAreJoinedWithinAColumn() {
        var page = PageSketch()
        page.add("The extractor split this", x: 50, y: 100, width: 120)
        page.add("printed line at a wide space", x: 182, y: 100, width: 103)
        page.add("and the next line is whole.", x: 50, y: 113, width: 235)
        #expect(
            texts(of: [page.layout]) == [
                "The extractor split this printed line at a wide space and the next line is whole."
            ])
    }

    @Test func termsBesideDefinitionsAreReadRowByRow() {
        var page = PageSketch()
        let entries = [
            ("mitosis", ["division of a cell nucleus into two", "identical nuclei."]),
            ("meiosis", ["division that halves the number of", "chromosomes."]),
            ("osmosis", ["movement of water through a membrane."]),
        ]
        var y = 100.0
        for (term, lines) in entries {
            page.add(term, x: 50, y: y)
            for line in lines {
                page.add(line, x: 150, y: y)
                y += 13
            }
            y += 6
        }
        #expect(
            texts(of: [page.layout]) == [
                "mitosis division of a cell nucleus into two identical nuclei.",
                "meiosis division that halves the number of chromosomes.",
                "osmosis movement of water through a membrane.",
            ])
    }
}
