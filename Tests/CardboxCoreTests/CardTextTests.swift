import CardboxCore
import Testing

/// The card text parser: each construct, nesting, unclosed markers and refused links.
@Suite struct CardTextTests {
    func inlines(_ source: String) -> [CardTextInline] {
        guard case .paragraph(let inlines) = CardText(parsing: source).blocks.first else { return [] }
        return inlines
    }

    @Test func plainTextIsOneParagraphOfText() {
        #expect(CardText(parsing: "Powerhouse of the cell?").blocks == [.paragraph([.text("Powerhouse of the cell?")])])
        #expect(CardText(parsing: "").blocks.isEmpty)
        #expect(CardText(parsing: "one").isSingleLine)
        #expect(!CardText(parsing: "one\ntwo").isSingleLine)
    }

    @Test(arguments: [
        ("*a*", CardTextInline.emphasis([.text("a")])),
        ("_a_", .emphasis([.text("a")])),
        ("**a**", .strong([.text("a")])),
        ("__a__", .strong([.text("a")])),
        ("***a***", .strong([.emphasis([.text("a")])])),
        ("`a < b`", .code("a < b")),
        ("`` a ` b ``", .code("a ` b")),
        ("$x^2$", .math("x^2", display: false)),
        (#"\(a+b\)"#, .math("a+b", display: false)),
        ("[Swift](https://swift.org)", .link(destination: "https://swift.org", label: [.text("Swift")])),
        ("[mail](mailto:ada@example.com)", .link(destination: "mailto:ada@example.com", label: [.text("mail")])),
    ])
    func eachInlineConstructParses(_ source: String, _ expected: CardTextInline) {
        #expect(inlines(source) == [expected])
    }

    @Test func displayMathInsideALine() {
        #expect(inlines("so $$\\sum_i i$$ here") == [.text("so "), .math(#"\sum_i i"#, display: true), .text(" here")])
        #expect(inlines(#"so \[c\]"#) == [.text("so "), .math("c", display: true)])
    }

    @Test func emphasisNests() {
        #expect(inlines("*a **b** c*") == [.emphasis([.text("a "), .strong([.text("b")]), .text(" c")])])
        #expect(inlines("**bold *it* more**") == [.strong([.text("bold "), .emphasis([.text("it")]), .text(" more")])])
        #expect(inlines("*a *b* c*") == [.emphasis([.text("a "), .emphasis([.text("b")]), .text(" c")])])
        #expect(
            inlines("[**Swift** `docs`](https://swift.org)")
                == [
                    .link(
                        destination: "https://swift.org", label: [.strong([.text("Swift")]), .text(" "), .code("docs")])
                ])
    }

    @Test func unclosedMarkersStayAsWritten() {
        for source in ["unclosed *star", "a **b", "`tick", "``two` x", "$x", "[label](https://x", "[a]", "__"] {
            #expect(inlines(source) == [.text(source)], "\(source)")
        }
    }

    @Test func underscoresInsideWordsAndSpacedStarsAreText() {
        #expect(inlines("snake_case_name") == [.text("snake_case_name")])
        #expect(inlines("2 * 3 * 4") == [.text("2 * 3 * 4")])
        #expect(inlines("$5 and $10") == [.text("$5 and $10")])
        #expect(inlines("scores.sorted { $0 > $1 }") == [.text("scores.sorted { $0 > $1 }")])
    }

    @Test func backslashEscapesPunctuation() {
        #expect(inlines(#"\*not em\* \`x\` \$5$ a\b"#) == [.text(#"*not em* `x` $5$ a\b"#)])
    }

    @Test func htmlIsText() {
        #expect(inlines("<script>alert(1)</script>") == [.text("<script>alert(1)</script>")])
        #expect(inlines("*<b>*") == [.emphasis([.text("<b>")])])
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "vbscript:x", "/relative", "ftp://x",
        "https://", "https://x\"onclick=1",
    ])
    func linksToOtherAddressesAreShownAsWritten(_ address: String) {
        let source = "[click](\(address))"
        #expect(!inlines(source).contains { if case .link = $0 { true } else { false } }, "\(address)")
        #expect(CardText.plainText(source) == source)
    }

    @Test func newlinesInAParagraphAreLineBreaksAndBlankLinesSplitParagraphs() {
        #expect(
            CardText(parsing: "one\ntwo\n\nthree").blocks == [
                .paragraph([.text("one"), .lineBreak, .text("two")]), .paragraph([.text("three")]),
            ])
    }

    @Test func fencedCodeKeepsItsLinesAndLanguage() {
        let source = "Read:\n```Swift\nstruct Stack<Element> {\n    var items: [Element]\n}\n```\nafter"
        #expect(
            CardText(parsing: source).blocks == [
                .paragraph([.text("Read:")]),
                .code(language: "swift", text: "struct Stack<Element> {\n    var items: [Element]\n}"),
                .paragraph([.text("after")]),
            ])
        #expect(CardText(parsing: "~~~\nunclosed *x*").blocks == [.code(language: nil, text: "unclosed *x*")])
        #expect(CardText(parsing: "````\n```\n````").blocks == [.code(language: nil, text: "```")])
    }

    @Test func listsNestAndNumberedListsKeepTheirStart() {
        #expect(
            CardText(parsing: "- one\n- two\n  - inner *em*\n- three").blocks == [
                .bulletList([
                    [.paragraph([.text("one")])],
                    [
                        .paragraph([.text("two")]),
                        .bulletList([[.paragraph([.text("inner "), .emphasis([.text("em")])])]]),
                    ],
                    [.paragraph([.text("three")])],
                ])
            ])
        #expect(
            CardText(parsing: "3. c\n4) d").blocks == [
                .numberedList(start: 3, items: [[.paragraph([.text("c")])]]),
                .numberedList(start: 4, items: [[.paragraph([.text("d")])]]),
            ])
        #expect(
            CardText(parsing: "Steps:\n1. a\n2. b").blocks == [
                .paragraph([.text("Steps:")]),
                .numberedList(start: 1, items: [[.paragraph([.text("a")])], [.paragraph([.text("b")])]]),
            ])
        #expect(
            CardText(parsing: "**bold** start").blocks == [.paragraph([.strong([.text("bold")]), .text(" start")])])
    }

    @Test func displayMathBlocks() {
        #expect(CardText(parsing: "$$\nE = mc^2\n$$").blocks == [.displayMath("E = mc^2")])
        #expect(CardText(parsing: "\\[\na^2 + b^2\n\\]").blocks == [.displayMath("a^2 + b^2")])
        #expect(
            CardText(parsing: "$$\nnever closed").blocks == [
                .paragraph([.text("$$"), .lineBreak, .text("never closed")])
            ])
        #expect(CardText(parsing: "$$x$$").hasMath)
        #expect(!CardText(parsing: "`$x$`").hasMath)
    }

    @Test func deepNestingStopsAtTheLimit() {
        let stars = String(repeating: "*a ", count: 200) + String(repeating: " a*", count: 200)
        #expect(CardText.plainText(stars).filter { $0 == "a" }.count == 400)
        let list = (0..<30).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n")
        #expect(CardText.plainText(list).ranges(of: "item").count == 30)
    }

    @Test func manyUnclosedMarkersParseQuickly() {
        let source = "`" + String(repeating: "*a $c [d \\(e _f ", count: 600)
        #expect(CardText.plainText(source) == source.replacing("\\(", with: "(").trimmed)
        let links = String(repeating: "[a](", count: 2_500)
        #expect(CardText.plainText(links) == links)
    }

    @Test func plainTextDropsMarkersAndIndentsCode() {
        let source = """
            **Swift** has `let` and *var*; see [the book](https://docs.swift.org).

            - one
            - two
              1. inner

            ```swift
            let x = 1
            ```
            """
        #expect(
            CardText.plainText(source) == """
                Swift has let and var; see the book (https://docs.swift.org).

                • one
                • two
                  1. inner

                    let x = 1
                """)
    }
}
