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
