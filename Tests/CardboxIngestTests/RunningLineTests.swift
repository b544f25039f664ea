import CardboxCore
import CardboxIngest
import Testing

/// Running headers, footers and page numbers in the margin bands.
@Suite struct RunningLineTests {
    /// Five pages with a journal header, "Page N of 5" footers, a chapter header on odd pages only and one
    /// body paragraph each.
    static func book() -> [PageLayout] {
        (1...5).map { number in
            var page = PageSketch(number: number)
            page.add("Journal of Testing, Volume \(number + 10)", x: 50, y: 30)
            if number % 2 == 1 { page.add("Chapter One", x: 450, y: 30) }
            var column = ColumnCursor(y: 80)
            column.write(["Body text of page \(number) stays."], on: &page)
            page.addCentred("Page \(number) of 5", y: 800)
            return page.layout
        }
    }

    @Test func recurringBandLinesAreRemoved() {
        #expect(texts(of: Self.book()) == (1...5).map { "Body text of page \($0) stays." })
    }

    @Test func bandLineOnFewPagesIsKept() {
        var pages = Self.book()
        var notice = pages[2]
        notice.lines.append(
            TextLine(text: "Draft for review", box: PageBox(x0: 50, y0: 45, x1: 130, y1: 57), fontSize: 10))
        pages[2] = notice
        #expect(texts(of: pages).contains("Draft for review"))
    }

    @Test(arguments: ["3", "Page 3 of 10", "- 3 -", "— 12 —", "iv", "XII", "p. 7", "3 / 10", "[8]"])
    func bareNumberInFooterOfSinglePageIsRemoved(footer: String) {
        var page = PageSketch(number: 1)
        var column = ColumnCursor(y: 80)
        column.write(["The only paragraph."], on: &page)
        page.addCentred(footer, y: 800)
        #expect(texts(of: [page.layout]) == ["The only paragraph."])
    }

    @Test func singlePageKeepsHeaderThatIsNotANumber() {
        var page = PageSketch(number: 1)
        page.add("Journal of Testing", x: 50, y: 30)
        var column = ColumnCursor(y: 80)
        column.write(["The only paragraph."], on: &page)
        #expect(texts(of: [page.layout]) == ["Journal of Testing", "The only paragraph."])
    }

    @Test func numberOutsideTheBandIsKept() {
        var page = PageSketch(number: 1)
        var column = ColumnCursor(y: 380)
        column.write(["The answer is below."], on: &page, spacing: 20)
        column.write(["42"], on: &page)
        #expect(texts(of: [page.layout]) == ["The answer is below.", "42"])
    }
}

/// Running lines of longer documents: page numbers that change sides and headers that change by chapter.
@Suite struct BookRunningLineTests {
    /// Twelve pages: even pages carry "N Cardbox Field Guide" at the top left, odd pages "Chapter K: Title N" at
    /// the top right, where the chapter changes after page 6; the page number also sits in the footer, left on
    /// even pages and right on odd ones.
    static func book() -> [PageLayout] {
        (1...12).map { number in
            var page = PageSketch(number: number)
            let chapter = number <= 6 ? "Chapter 1: Memory" : "Chapter 2: Forgetting"
            if number.isMultiple(of: 2) {
                page.add("\(number) Cardbox Field Guide", x: 50, y: 30)
                page.add("\(number)", x: 50, y: 805, width: 10)
            } else {
                page.add("\(chapter) \(number)", x: 380, y: 30)
                page.add("\(number)", x: 535, y: 805, width: 10)
            }
            var column = ColumnCursor(y: 80)
            column.write(["Body text of page \(number) stays."], on: &page)
            return page.layout
        }
    }

    @Test func headersWithPageNumbersOnEitherSideAreRemoved() {
        #expect(texts(of: Self.book()) == (1...12).map { "Body text of page \($0) stays." })
    }
}

/// A section title repeated as the running header of the section's few pages.
@Suite struct SectionHeaderTests {
    @Test func headerRepeatingASectionTitleIsRemovedEvenOnOnePage() {
        var first = PageSketch(number: 1)
        var column = ColumnCursor(y: 80)
        column.write(["1 Introduction"], on: &first, spacing: 6, size: 14, bold: true)
        column.write(["The first page of the section."], on: &first)
        var second = PageSketch(number: 2)
        second.add("1 INTRODUCTION", x: 50, y: 30)
        second.add("2", x: 535, y: 30, width: 5)
        column = ColumnCursor(y: 80)
        column.write(["The second page of the section."], on: &second)
        var third = PageSketch(number: 3)
        column = ColumnCursor(y: 80)
        column.write(["A third page without a header."], on: &third)
        #expect(
            texts(of: [first.layout, second.layout, third.layout]) == [
                "1 Introduction", "The first page of the section.", "The second page of the section.",
                "A third page without a header.",
            ])
    }
}

/// Headers set lower than the margin band, as in books with deep top margins.
@Suite struct LowHeaderTests {
    @Test func headerInTheTopRowOfEveryPageIsRemovedOutsideTheBand() {
        let pages = (150...153).map { number in
            var page = PageSketch(number: number - 149)
            page.add("7. PAGINATION AND HEADERS", x: 127, y: 80)
            page.add("\(number)", x: 500, y: 80, width: 15)
            var column = ColumnCursor(x: 127, y: 118)
            column.write(["Body text of page \(number) stays."], on: &page, spacing: 8)
            column.write(["A second paragraph on page \(number)."], on: &page)
            return page.layout
        }
        #expect(
            texts(of: pages)
                == (150...153).flatMap { ["Body text of page \($0) stays.", "A second paragraph on page \($0)."] })
    }

    @Test func differentFirstLinesAtTheTopOfPagesAreKept() {
        let pages = (1...4).map { number in
            var page = PageSketch(number: number)
            var column = ColumnCursor(x: 127, y: 80)
            column.write(["Page \(number) opens with its own sentence."], on: &page, spacing: 8)
            column.write(["\(number * 7)"], on: &page)
            return page.layout
        }
        #expect(texts(of: pages).count == 4)
    }
}

/// A short paper's header, set by its template below the margin band on every page but the first.
@Suite struct TemplateHeaderTests {
    /// Three pages: no header on the first; on the second the venue on the left and the authors on the right, on
    /// the third the title on the left and the venue on the right, all at one height, a line and more above the
    /// text.
    static func paper() -> [PageLayout] {
        (1...3).map { number in
            var page = PageSketch(number: number)
            let venue = "Conference acronym XX, June 03-05, 2018, Woodstock, NY"
            if number == 2 {
                page.add(venue, x: 50, y: 63, size: 7)
                page.add("Trovato et al.", x: 500, y: 63, size: 7)
            } else if number == 3 {
                page.add("The Name of the Title Is Hope", x: 50, y: 63, size: 7)
                page.add(venue, x: 350, y: 63, size: 7)
            }
            var column = ColumnCursor(y: 87)
            column.write(["Body text of page \(number) stays."], on: &page)
            return page.layout
        }
    }

    @Test func aHeaderAtOneHeightOnTwoPagesGoesWithEverythingInItsRow() {
        #expect(texts(of: Self.paper()) == (1...3).map { "Body text of page \($0) stays." })
    }

    @Test func theSameTopLineTightAgainstTheTextIsKept() {
        // Pages 2 and 3 open at one height with the same line, set as tightly as the text below it.
        let pages = (1...3).map { number in
            var page = PageSketch(number: number)
            var column = ColumnCursor(y: 63)
            let opening = number == 1 ? "The first page opens otherwise" : "Every later page opens this way"
            column.write([opening, "and goes on with page \(number)."], on: &page)
            return page.layout
        }
        #expect(
            texts(of: pages) == [
                "The first page opens otherwise and goes on with page 1.",
                "Every later page opens this way and goes on with page 2.",
                "Every later page opens this way and goes on with page 3.",
            ])
    }
}
