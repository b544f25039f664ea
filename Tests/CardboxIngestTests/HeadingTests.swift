import CardboxCore
import CardboxIngest
import Testing

/// Headings by size or weight, and the heading path they build.
@Suite struct HeadingTests {
    static func assemble(_ page: PageSketch) -> [SourceParagraph] {
        DocumentAssembler().assemble(pages: [page.layout], id: "d", title: "T", kind: .pdf).paragraphs
    }

    static let body = ["Body text that is long enough to set the", "body size of the whole document."]

    @Test func sizesAndWeightsNestIntoAHeadingPath() {
        var page = PageSketch()
        var column = ColumnCursor(y: 70)
        column.write(["Cells"], on: &page, spacing: 6, size: 18)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["Membranes"], on: &page, spacing: 6, size: 13)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["Lipid bilayers"], on: &page, spacing: 6, bold: true)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["Organelles"], on: &page, spacing: 6, size: 13)
        column.write(Self.body, on: &page)
        let paragraphs = Self.assemble(page)
        #expect(paragraphs.map(\.role) == [.heading, .body, .heading, .body, .heading, .body, .heading, .body])
        #expect(
            paragraphs.map(\.headingPath) == [
                [], ["Cells"], ["Cells"], ["Cells", "Membranes"], ["Cells", "Membranes"],
                ["Cells", "Membranes", "Lipid bilayers"], ["Cells"], ["Cells", "Organelles"],
            ])
    }

    @Test func slightlyLargerTextIsNotAHeading() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["Eleven point text"], on: &page, spacing: 8, size: 11)
        #expect(Self.assemble(page).map(\.role) == [.body, .body])
    }

    @Test func boldLineWithTrailingPeriodIsBody() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["Remember this."], on: &page, spacing: 8, bold: true)
        #expect(Self.assemble(page).map(\.role) == [.body, .body])
    }

    @Test func boldRunOfMoreThanTwelveWordsIsBody() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(Self.body, on: &page, spacing: 8)
        column.write(
            ["A bold passage of seven words here", "and seven more words follow it now"], on: &page, spacing: 8,
            bold: true)
        #expect(Self.assemble(page).map(\.role) == [.body, .body])
    }

    @Test func headingOverTwoLinesIsOneParagraph() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["The Structure of", "Scientific Revolutions"], on: &page, spacing: 8, size: 16)
        column.write(Self.body, on: &page)
        let paragraphs = Self.assemble(page)
        #expect(paragraphs.first?.text == "The Structure of Scientific Revolutions")
        #expect(paragraphs.first?.role == .heading)
        #expect(paragraphs.last?.headingPath == ["The Structure of Scientific Revolutions"])
    }

    @Test func authorsInLargerTypeAboveTheFirstSectionAreNoLevelOfTheOutline() {
        var page = PageSketch()
        var column = ColumnCursor(y: 70)
        column.write(["Spaced Repetition at Scale"], on: &page, spacing: 8, size: 18)
        column.write(["Ada Lovelace"], on: &page, spacing: 4, size: 12)
        column.write(["Analytical Engines Ltd, London"], on: &page, spacing: 8)
        column.write(["Charles Babbage"], on: &page, spacing: 4, size: 12)
        column.write(["Difference Engines Ltd, London"], on: &page, spacing: 8)
        column.write(["1 Introduction"], on: &page, spacing: 6, bold: true)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["1.1 Background"], on: &page, spacing: 6, bold: true)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["2 Method"], on: &page, spacing: 6, bold: true)
        column.write(Self.body, on: &page)
        let paragraphs = Self.assemble(page)
        let title = "Spaced Repetition at Scale"
        #expect(paragraphs.first { $0.text == "Ada Lovelace" }?.role == .body)
        #expect(paragraphs.first { $0.text == "Charles Babbage" }?.role == .body)
        #expect(paragraphs.first { $0.text == "Charles Babbage" }?.headingPath == [title])
        #expect(
            paragraphs.filter { $0.text.hasPrefix("Body text") }.map(\.headingPath) == [
                [title, "1 Introduction"], [title, "1 Introduction", "1.1 Background"], [title, "2 Method"],
            ])
    }

    @Test func aStyleUsedAfterTheFirstSectionStaysALevel() {
        var page = PageSketch()
        var column = ColumnCursor(y: 70)
        column.write(["Cell Biology"], on: &page, spacing: 8, size: 18)
        column.write(["Part One"], on: &page, spacing: 6, size: 14)
        column.write(["1 Membranes"], on: &page, spacing: 6, bold: true)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["Part Two"], on: &page, spacing: 6, size: 14)
        column.write(["2 Organelles"], on: &page, spacing: 6, bold: true)
        column.write(Self.body, on: &page)
        let paragraphs = Self.assemble(page)
        #expect(paragraphs.first { $0.text == "Part One" }?.role == .heading)
        #expect(paragraphs.last?.headingPath == ["Cell Biology", "Part Two", "2 Organelles"])
    }
}
