import CardboxCore
import CardboxIngest
import Testing

/// Bulleted and numbered lists.
@Suite struct ListTests {
    static func assemble(_ page: PageSketch, ocr: Bool = false) -> [SourceParagraph] {
        DocumentAssembler().assemble(pages: [page.layout], id: "d", title: "T", kind: .pdf).paragraphs
    }

    @Test func bulletsAreNormalisedAndNumbersKept() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["Things to bring:"], on: &page)
        for item in ["• tent", "◦ stove", "▪ map", "● rope", "– knife", "- torch", "* water", "· salt", "□ tea"] {
            column.write([item], on: &page)
        }
        for item in ["1. first", "2) second", "(a) third", "b) fourth", "(iv) fifth"] {
            column.write([item], on: &page)
        }
        let paragraphs = Self.assemble(page)
        #expect(
            paragraphs.map(\.text) == [
                "Things to bring:", "• tent", "• stove", "• map", "• rope", "• knife", "• torch", "• water", "• salt",
                "• tea", "1. first", "2) second", "(a) third", "b) fourth", "(iv) fifth",
            ])
        #expect(paragraphs.dropFirst().allSatisfy { $0.role == .listItem })
    }

    @Test func indentedContinuationLinesJoinTheItem() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["• The first item wraps onto", "a second line"], on: &page, hanging: 12)
        column.write(["• The second item is short"], on: &page)
        column.write(["Back at the margin, running text", "resumes as a paragraph."], on: &page)
        #expect(
            texts(of: [page.layout]) == [
                "• The first item wraps onto a second line", "• The second item is short",
                "Back at the margin, running text resumes as a paragraph.",
            ])
        #expect(Self.assemble(page).map(\.role) == [.listItem, .listItem, .body])
    }

    @Test func markersDrawnBesideTheirTextAreJoined() {
        var page = PageSketch()
        var generator = SplitMix64(seed: 3)
        for (row, item) in ["Apples are red", "Bananas are yellow", "Cherries are dark"].enumerated() {
            let y = 100 + Double(row) * 13
            page.add("•", x: 50, y: y, width: 4)
            page.add(item, x: 64, y: y)
        }
        let layout = page.layout { $0.shuffled(using: &generator) }
        #expect(texts(of: [layout]) == ["• Apples are red", "• Bananas are yellow", "• Cherries are dark"])
    }

    @Test func numberOnItsOwnLineJoinsTheNextLine() {
        var page = PageSketch()
        page.add("1.", x: 50, y: 100, width: 8)
        page.add("Preheat the oven.", x: 50, y: 113)
        page.add("2.", x: 50, y: 126, width: 8)
        page.add("Mix the batter.", x: 50, y: 139)
        #expect(texts(of: [page.layout]) == ["1. Preheat the oven.", "2. Mix the batter."])
    }

    @Test func aSmallNumberBesideItsTextNumbersAListItem() {
        var page = PageSketch()
        page.add("Plain body text introduces the steps that follow.", x: 50, y: 80)
        page.add("1", x: 50, y: 102, width: 4, size: 6)
        page.add("Partition the site set into blocks.", x: 62, y: 100)
        page.add("2", x: 50, y: 122, width: 4, size: 6)
        page.add("Use dynamic programming for the partition.", x: 62, y: 120)
        let paragraphs = Self.assemble(page)
        #expect(
            paragraphs.map(\.text) == [
                "Plain body text introduces the steps that follow.", "1. Partition the site set into blocks.",
                "2. Use dynamic programming for the partition.",
            ])
        #expect(paragraphs.map(\.role) == [.body, .listItem, .listItem])
    }

    @Test func aNumberOfTheBodySizeBesideTextIsNotAMarker() {
        var page = PageSketch()
        page.add("12", x: 50, y: 100, width: 10)
        page.add("Apples were sold before noon.", x: 64, y: 100)
        #expect(texts(of: [page.layout]) == ["12 Apples were sold before noon."])
    }

    @Test func boldShortBulletIsAnItemNotAHeading() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["Plain body text introduces the list that follows:"], on: &page)
        column.write(["• Key term"], on: &page, bold: true)
        column.write(["• Another term"], on: &page, bold: true)
        #expect(Self.assemble(page).map(\.role) == [.body, .listItem, .listItem])
    }

    @Test func dashInsideASentenceIsNotABullet() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["The result was surprising", "– or rather unexpected –", "to everyone involved."], on: &page)
        let paragraphs = Self.assemble(page)
        #expect(paragraphs.map(\.text) == ["The result was surprising – or rather unexpected – to everyone involved."])
        #expect(paragraphs.map(\.role) == [.body])
    }

    @Test func numberedLineInsideASentenceIsNotAnItem() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["The survey counted exactly", "12. That figure surprised us."], on: &page)
        #expect(texts(of: [page.layout]) == ["The survey counted exactly 12. That figure surprised us."])
    }
}

/// Items whose bullets are graphics, so that only their indent shows them.
@Suite struct IndentedItemTests {
    static func slide(itemSpacing: Double) -> PageLayout {
        var page = PageSketch()
        var column = ColumnCursor(x: 28, y: 60)
        column.write(["Inputs"], on: &page, spacing: 6, bold: true)
        column = ColumnCursor(x: 50, y: column.y)
        column.write(["A genotype matrix G."], on: &page, spacing: itemSpacing)
        column.write(["The rows of the matrix are taxa."], on: &page, spacing: itemSpacing)
        column.write(["The columns of the matrix are SNP sites."], on: &page, spacing: 10)
        column = ColumnCursor(x: 28, y: column.y)
        column.write(["Back at the margin, running text closes the slide."], on: &page)
        return page.layout
    }

    @Test func indentedRunUnderALabelBecomesListItems() {
        let paragraphs = DocumentAssembler().assemble(
            pages: [Self.slide(itemSpacing: 6)], id: "d", title: "T", kind: .pdf
        ).paragraphs
        #expect(
            paragraphs.map(\.text) == [
                "Inputs", "A genotype matrix G.", "The rows of the matrix are taxa.",
                "The columns of the matrix are SNP sites.", "Back at the margin, running text closes the slide.",
            ])
        #expect(paragraphs.map(\.role) == [.heading, .listItem, .listItem, .listItem, .body])
    }

    @Test func firstLineIndentsAfterAHeadingAreNotItems() {
        var page = PageSketch()
        var column = ColumnCursor(y: 60)
        column.write(["Memory"], on: &page, spacing: 6, size: 14, bold: true)
        column.write(["An indented first line opens", "the first paragraph here."], on: &page, indent: 15, spacing: 6)
        column.write(["Another indented first line", "opens the second paragraph."], on: &page, indent: 15)
        let roles = DocumentAssembler().assemble(pages: [page.layout], id: "d", title: "T", kind: .pdf).paragraphs
            .map(\.role)
        #expect(roles == [.heading, .body, .body])
    }
}

/// Slides break lines by hand: a short line followed by a capitalised one ends its point.
@Suite struct SlideLineTests {
    @Test func shortLinesOnALandscapePageAreSeparatePoints() {
        var lines: [TextLine] = []
        for (row, text) in [
            "Inputs", "A genotype matrix G", "The rows of the matrix are taxa / individuals",
            "The columns are SNP sites / characters",
        ].enumerated() {
            let x = row == 0 ? 28.0 : 50.0
            let y = 60 + Double(row) * 16.5
            lines.append(
                TextLine(
                    text: text, box: PageBox(x0: x, y0: y, x1: x + Double(text.count) * 5.5, y1: y + 10),
                    fontSize: 10, isBold: row == 0))
        }
        let page = PageLayout(number: 1, width: 362, height: 272, lines: lines, origin: .textLayer)
        let paragraphs = DocumentAssembler().assemble(pages: [page], id: "d", title: "T", kind: .pdf).paragraphs
        #expect(
            paragraphs.map(\.text) == [
                "Inputs", "A genotype matrix G", "The rows of the matrix are taxa / individuals",
                "The columns are SNP sites / characters",
            ])
        #expect(paragraphs.map(\.role) == [.heading, .listItem, .listItem, .listItem])
    }

    @Test func wrappedLineOnASlideStaysInItsPoint() {
        var lines: [TextLine] = []
        for (row, text) in ["Spaced reviews keep a memory fresh for", "Months, even years."].enumerated() {
            let y = 60 + Double(row) * 13
            lines.append(
                TextLine(
                    text: text, box: PageBox(x0: 50, y0: y, x1: 50 + Double(text.count) * 5.5, y1: y + 10), fontSize: 10
                )
            )
        }
        let page = PageLayout(number: 1, width: 362, height: 272, lines: lines, origin: .textLayer)
        #expect(texts(of: [page]) == ["Spaced reviews keep a memory fresh for Months, even years."])
    }
}
