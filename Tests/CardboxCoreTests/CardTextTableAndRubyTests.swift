import CardboxCore
import Testing

/// Tables and ruby in card text: what makes one, what stays text, and how each is shown as plain text.
@Suite struct CardTextTableAndRubyTests {
    func firstTable(_ source: String) -> CardTextTable? {
        for block in CardText(parsing: source).blocks {
            if case .table(let table) = block { return table }
        }
        return nil
    }

    @Test func aHeaderRowAndDashesMakeATableWithAlignments() throws {
        let table = try #require(
            firstTable(
                """
                | Verb | Past | Participle |
                | :--- | :---: | ---: |
                | go | went | **gone** |
                | see | saw |
                """))
        #expect(table.header == [[.text("Verb")], [.text("Past")], [.text("Participle")]])
        #expect(table.alignments == [.left, .center, .right])
        #expect(
            table.rows == [
                [[.text("go")], [.text("went")], [.strong([.text("gone")])]], [[.text("see")], [.text("saw")], []],
            ])
    }

    @Test func outerBarsAreOptionalAndAnEscapedBarStaysInItsCell() throws {
        let table = try #require(firstTable("a | b\n--- | ---\n`x \\| y` | c \\| d | extra"))
        #expect(table.header == [[.text("a")], [.text("b")]])
        #expect(table.rows == [[[.code("x | y")], [.text("c | d")]]])
    }

    @Test func aTableEndsAtABlankLineOrAnotherBlockAndInterruptsAParagraph() {
        let blocks = CardText(parsing: "Forms:\n| a | b |\n|---|---|\n| 1 | 2 |\n- item\n\nafter").blocks
        #expect(blocks.count == 4)
        #expect(blocks[0] == .paragraph([.text("Forms:")]))
        guard case .table(let table) = blocks[1] else {
            Issue.record("no table in \(blocks)")
            return
        }
        #expect(table.rows.count == 1)
        #expect(blocks[2] == .bulletList([[.paragraph([.text("item")])]]))
        #expect(blocks[3] == .paragraph([.text("after")]))
    }

    @Test(arguments: [
        "a | b\n---",  // the delimiter row has no bar
        "a | b | c\n--- | ---",  // the delimiter row has fewer cells than the header
        "a | b\n--- | -x-",  // a delimiter cell that is not dashes
        "Title\n---",  // a heading underline
        "x | y",  // a bar in running text
    ])
    func whatIsNotATableStaysText(_ source: String) {
        #expect(firstTable(source) == nil)
        #expect(CardText(parsing: source).plainText == source)
    }

    @Test func aTablesPlainTextIsOneLinePerRow() {
        #expect(CardText.plainText("| a | b |\n|---|---|\n| 1 | *2* |") == "a | b\n1 | 2")
    }

    @Test func tablesInListsAndTablesWithMediaAndMaths() throws {
        let source =
            "- item\n\n  | x | y |\n  |---|---|\n  | $a$ | ![p](media:\(String(repeating: "a", count: 64)).png) |"
        let text = CardText(parsing: source)
        #expect(text.hasMath)
        #expect(text.mediaReferences.count == 1)
        guard case .bulletList(let items) = text.blocks.first, case .table(let table) = items.first?.last else {
            Issue.record("no table in the list: \(text.blocks)")
            return
        }
        #expect(table.rows[0][0] == [.math("a", display: false)])
        let withoutMedia = text.removingMedia()
        #expect(withoutMedia.mediaReferences.isEmpty)
        guard case .bulletList(let bareItems) = withoutMedia.blocks.first, case .table(let bare) = bareItems.first?.last
        else {
            Issue.record("the table went with its media: \(withoutMedia.blocks)")
            return
        }
        #expect(bare.rows == [[[.math("a", display: false)], []]])
    }

    @Test func rubySetsAReadingOverABaseBeyondASCII() {
        let inlines = CardText(parsing: "{漢字|かんじ}を{勉強|べんきょう}する").blocks
        #expect(
            inlines == [
                .paragraph([
                    .ruby(base: "漢字", reading: "かんじ"), .text("を"), .ruby(base: "勉強", reading: "べんきょう"), .text("する"),
                ])
            ])
        #expect(CardText.plainText("{漢字|かんじ}を") == "漢字（かんじ）を")
    }

    @Test(arguments: [
        "{a|b}",  // an ASCII base: set notation, code, templates
        "{x | x > 0}",  // spaces at the edges
        "{漢字|}",  // no reading
        "{|かんじ}",  // no base
        "{漢字|か|ん}",  // two bars
        "{漢字\n|かんじ}",  // across lines
        "\\{漢字|かんじ}",  // escaped
        "{漢字|かんじ",  // never closed
    ])
    func whatIsNotRubyStaysText(_ source: String) {
        let text = CardText(parsing: source)
        guard case .paragraph(let inlines) = text.blocks.first else {
            Issue.record("no paragraph")
            return
        }
        #expect(!inlines.contains { if case .ruby = $0 { true } else { false } })
    }

    @Test func aLongBraceRunIsText() {
        let base = String(repeating: "漢", count: 40)
        #expect(CardText.plainText("{\(base)|かんじ}") == "{\(base)|かんじ}")
    }
}
