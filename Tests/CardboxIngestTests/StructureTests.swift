import CardboxCore
import CardboxIngest
import Testing

/// Footnotes, captions, numbered headings, headings that cannot be headings, and glyph bullets.
@Suite struct StructureTests {
    static func assemble(_ pages: [PageLayout], words: any WordList = EmptyWordList()) -> [SourceParagraph] {
        DocumentAssembler(words: words).assemble(pages: pages, id: "d", title: "T", kind: .pdf).paragraphs
    }

    static let body = [
        "Body text that is long enough to set the", "body size of the whole document here.",
    ]

    @Test func footnoteAtTheFootOfAColumnStaysOutOfTheParagraphItInterrupts() {
        var page = PageSketch()
        var left = ColumnCursor(x: PageSketch.leftColumn, y: 600)
        left.write(["The spacing effect was first", "described by Ebbinghaus and it"], on: &page, spacing: 60)
        left.write(["1 He used nonsense syllables."], on: &page, size: 8)
        var right = ColumnCursor(x: PageSketch.rightColumn, y: 600)
        right.write(["has been replicated ever since.", "Later studies agree on this."], on: &page)
        let paragraphs = Self.assemble([page.layout])
        #expect(
            paragraphs.map(\.text) == [
                "The spacing effect was first described by Ebbinghaus and it has been replicated ever since. "
                    + "Later studies agree on this.",
                "1 He used nonsense syllables.",
            ])
        #expect(paragraphs.map(\.part) == [.main, .footnote])
        #expect(paragraphs.map(\.index) == [1, 2])
    }

    @Test func footnotesFollowTheLastParagraphOfTheirPage() {
        var first = PageSketch(number: 1)
        var column = ColumnCursor(y: 640)
        column.write(["A paragraph that runs off the"], on: &first, spacing: 80)
        column.write(["* A note at the foot of page one."], on: &first, size: 8)
        var second = PageSketch(number: 2)
        column = ColumnCursor(y: 80)
        column.write(["page and finishes on the next."], on: &second)
        let paragraphs = Self.assemble([first.layout, second.layout])
        #expect(
            paragraphs.map(\.text) == [
                "A paragraph that runs off the page and finishes on the next.", "* A note at the foot of page one.",
            ])
        #expect(paragraphs.map(\.part) == [.main, .footnote])
        #expect(paragraphs.map(\.page) == [1, 1])
    }

    @Test func smallPrintAboveBodyTextIsNotAFootnote() {
        var page = PageSketch()
        var column = ColumnCursor(y: 500)
        column.write(["Small print in the middle of a page."], on: &page, spacing: 8, size: 8)
        column.write(Self.body, on: &page)
        #expect(Self.assemble([page.layout]).map(\.part) == [.main, .main])
    }

    @Test func captionsAreMarked() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["Figure 2: The forgetting curve after one day."], on: &page, spacing: 8)
        column.write(["Table 3. Intervals by rating."], on: &page, spacing: 8)
        column.write(["Fig. 4 Retention over a month"], on: &page, spacing: 8, size: 8)
        column.write(["Table 2 shows the intervals that the", "scheduler chose for each rating."], on: &page)
        let paragraphs = Self.assemble([page.layout])
        #expect(paragraphs.map(\.part) == [.main, .caption, .caption, .caption, .main])
        #expect(paragraphs.map(\.role) == [.body, .body, .body, .body, .body])
    }

    @Test func captionInSmallPrintAtThePageFootIsACaptionNotAFootnote() {
        var page = PageSketch()
        var column = ColumnCursor(y: 600)
        column.write(Self.body, on: &page, spacing: 60)
        column.write(["TABLE I. Intervals chosen for each rating."], on: &page, size: 8)
        #expect(Self.assemble([page.layout]).map(\.part) == [.main, .caption])
    }

    @Test func titleWithAFootnoteMarkIsStillAHeading() {
        var page = PageSketch()
        var column = ColumnCursor(y: 70)
        column.write(["Manuscript Title∗"], on: &page, spacing: 8, size: 16, bold: true)
        column.write(Self.body, on: &page)
        #expect(Self.assemble([page.layout]).map(\.role) == [.heading, .body])
    }

    @Test func numberedHeadingsAreSplitFromTheTextAfterThem() {
        var page = PageSketch()
        var column = ColumnCursor(y: 80)
        column.write(Self.body, on: &page, spacing: 8)
        // "1" and "Introduction" come as separate pieces of one bold line.
        page.add("1", x: 50, y: 120, width: 6, bold: true)
        page.add("Introduction", x: 68, y: 120, width: 66, bold: true)
        page.add("The spacing effect is old news in", x: 50, y: 133, width: 235)
        page.add("psychology and it is well known.", x: 50, y: 146, width: 200)
        // A run-in heading: bold "2.3 Results" and regular text on the same line.
        page.add("2.3 Results", x: 50, y: 170, width: 55, bold: true)
        page.add("The experiment showed that", x: 108, y: 170, width: 177)
        page.add("spacing helps every learner.", x: 50, y: 183, width: 180)
        let paragraphs = Self.assemble([page.layout])
        #expect(
            paragraphs.map(\.text) == [
                "Body text that is long enough to set the body size of the whole document here.", "1 Introduction",
                "The spacing effect is old news in psychology and it is well known.", "2.3 Results",
                "The experiment showed that spacing helps every learner.",
            ])
        #expect(paragraphs.map(\.role) == [.body, .heading, .body, .heading, .body])
        #expect(paragraphs.last?.headingPath == ["2.3 Results"])
    }

    @Test func anUnnumberedBoldTitleRunIntoItsTextIsAHeading() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(Self.body, on: &page, spacing: 8)
        // "Kdensity" in bold, a quad before the sentence it heads; a bold word inside a sentence stays in it.
        page.add("Kdensity", x: 50, y: 120, width: 45, bold: true)
        page.add("The smooth kdensity option plots a", x: 105, y: 120, width: 180)
        page.add("kernel density estimate of the data.", x: 50, y: 133, width: 190)
        page.add("Always", x: 50, y: 160, width: 34, bold: true)
        page.add("check the data before plotting it.", x: 87, y: 160, width: 170)
        let paragraphs = Self.assemble([page.layout])
        #expect(
            paragraphs.map(\.text) == [
                "Body text that is long enough to set the body size of the whole document here.", "Kdensity",
                "The smooth kdensity option plots a kernel density estimate of the data.",
                "Always check the data before plotting it.",
            ])
        #expect(paragraphs.map(\.role) == [.body, .heading, .body, .body])
        #expect(paragraphs[2].headingPath == ["Kdensity"])
    }

    @Test func numberedTitleAtBodySizeIsAHeading() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["3 Related Work"], on: &page, spacing: 8)
        column.write(Self.body, on: &page)
        #expect(Self.assemble([page.layout]).map(\.role) == [.body, .heading, .body])
    }

    @Test func numberedTitleInLargeTypeClosedByAPeriodIsAHeading() {
        // Some styles close a chapter's title with a period ("1. Greetings!.", "2. Warming up.").
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["1. Greetings!."], on: &page, spacing: 8, size: 12, bold: true)
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["2. Warming up."], on: &page, spacing: 8, size: 12, bold: true)
        column.write(Self.body, on: &page)
        let paragraphs = Self.assemble([page.layout])
        #expect(paragraphs.map(\.role) == [.heading, .body, .heading, .body])
        #expect(paragraphs[3].headingPath == ["2. Warming up."])
    }

    @Test func sentenceInLargeTypeWithANumberIsNoHeading() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(Self.body, on: &page, spacing: 8)
        column.write(["2 Students forget quickly."], on: &page, spacing: 8, size: 12)
        column.write(Self.body, on: &page)
        #expect(Self.assemble([page.layout]).map(\.role) == [.body, .body, .body])
    }

    @Test(arguments: ["X", "b", "f(x) = ax + b", "x + y", "2", "∑ x", "α"])
    func mathsAndSingleCharactersAreNeverHeadings(text: String) {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(Self.body, on: &page, spacing: 8)
        column.write([text], on: &page, spacing: 8, size: 16, bold: true)
        column.write(Self.body, on: &page)
        let paragraphs = Self.assemble([page.layout])
        #expect(!paragraphs.contains { $0.role == .heading })
        #expect(paragraphs.allSatisfy { $0.headingPath.isEmpty })
    }

    @Test func glyphBulletsThatExtractAsLettersBecomeListItems() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["Why review daily:"], on: &page)
        column.write(["n Short sessions add up"], on: &page)
        column.write(["n The schedule needs reviews"], on: &page)
        column.write(["l Streaks keep you going"], on: &page)
        column.write(["l Nothing piles up"], on: &page)
        let paragraphs = Self.assemble([page.layout])
        #expect(
            paragraphs.map(\.text) == [
                "Why review daily:", "• Short sessions add up", "• The schedule needs reviews",
                "• Streaks keep you going", "• Nothing piles up",
            ])
        #expect(paragraphs.map(\.role) == [.body, .listItem, .listItem, .listItem, .listItem])
    }

    @Test func aLoneArticleIsNotABullet() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["We choose", "a card and then", "a second card."], on: &page)
        #expect(texts(of: [page.layout]) == ["We choose a card and then a second card."])
    }
}

/// Lines that look numbered but are not section headings.
@Suite struct NumberedLookalikeTests {
    @Test func affiliationAfterAFootnoteMarkIsNotAHeading() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(StructureTests.body, on: &page, spacing: 8)
        column.write(["1 Universität Tübingen, Germany"], on: &page, spacing: 8)
        column.write(StructureTests.body, on: &page)
        #expect(StructureTests.assemble([page.layout]).map(\.role) == [.body, .body, .body])
    }
}
