import Testing

@testable import CardboxWeb

/// Card text as HTML: each construct's markup, highlighting, and no way for a field to make markup of its own.
@Suite struct CardTextHTMLTests {
    func html(_ source: String, _ placement: CardTextHTML.Placement = .block) -> String {
        CardTextHTML.render(source, in: placement).rendered
    }

    @Test(arguments: [
        ("plain", "<div class=\"card-text\"><p>plain</p></div>"),
        (
            "*em* **strong** `code`",
            "<div class=\"card-text\"><p><em>em</em> <strong>strong</strong> <code>code</code></p></div>"
        ),
        ("a\nb", "<div class=\"card-text\"><p>a<br>b</p></div>"),
        ("- a\n- *b*", "<div class=\"card-text\"><ul><li>a</li><li><em>b</em></li></ul></div>"),
        ("2. a\n3. b", "<div class=\"card-text\"><ol start=\"2\"><li>a</li><li>b</li></ol></div>"),
        (
            "[Swift](https://swift.org)",
            "<div class=\"card-text\"><p><a href=\"https://swift.org\" rel=\"noopener noreferrer nofollow\">Swift</a></p></div>"
        ),
        ("$x^2$", "<div class=\"card-text\"><p><span class=\"math\" data-display=\"false\">x^2</span></p></div>"),
        ("$$\nx < y\n$$", "<div class=\"card-text\"><div class=\"math\" data-display=\"true\">x &lt; y</div></div>"),
        ("```\na < b\n```", "<div class=\"card-text\"><pre class=\"code\"><code>a &lt; b</code></pre></div>"),
    ])
    func eachConstructRenders(_ source: String, _ expected: String) {
        #expect(html(source) == expected)
    }

    @Test func knownLanguagesAreHighlighted() {
        #expect(
            html("```swift\nlet s: String = \"<b>\" // hi\n```")
                == """
                <div class="card-text"><pre class="code" data-language="swift"><code><span class="tok-keyword">let</span> \
                s: <span class="tok-type">String</span> = <span class="tok-string">&quot;&lt;b&gt;&quot;</span> \
                <span class="tok-comment">// hi</span></code></pre></div>
                """)
        #expect(html("```cobol\nMOVE A\n```").contains("<code>MOVE A</code>"))
    }

    @Test func phrasingPlacementUsesNoBlocks() {
        let rendered = html("one\n\n- a\n- b\n\n```c\nint x;\n```", .phrasing)
        for tag in ["<p>", "<ul>", "<li>", "<pre", "<div"] { #expect(!rendered.contains(tag), "\(tag)") }
        #expect(rendered.contains("• a<br>• b"))
        #expect(rendered.contains("<span class=\"tok-type\">int</span>"))
    }

    /// Every construct carries a markup attempt; none becomes an element or an attribute.
    @Test(arguments: [
        "<script>alert(1)</script>", "*<img src=x onerror=alert(1)>*", "**<b>x</b>**", "`<script>`",
        "```\n<script>\n```", "```swift\n\"<script>\" // <b>\n```", "- <i>x</i>\n- <u>y</u>", "1. <em>x</em>",
        "[<b>x</b>](https://example.com/?a=\"><script>)", "[x](https://example.com/<script>)",
        "$<script>$", "$$<b>$$", "\\(<b>\\)", "\\[<b>\\]", "$$\n</div><script>\n$$", "a\n<br>\nb",
        "<a href=\"javascript:alert(1)\">x</a>", "```<script>\nx\n```",
    ])
    func htmlInAnyConstructIsText(_ source: String) {
        for placement in [CardTextHTML.Placement.block, .phrasing] {
            let rendered = html(source, placement)
            for tag in ["<script", "<img", "<b>", "<i>", "<u>", "<em>x", "<a href=\"javascript"] {
                #expect(!rendered.contains(tag), "\(source) → \(rendered)")
            }
        }
    }

    @Test(arguments: [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "data:text/html,x", "//evil",
    ])
    func linksOutsideHTTPAndMailAreRefused(_ address: String) {
        let rendered = html("[x](\(address))")
        #expect(!rendered.contains("<a "), "\(address) → \(rendered)")
        #expect(!rendered.lowercased().contains("href"), "\(address) → \(rendered)")
    }

    @Test func codeAnswersAreShownAsWritten() {
        #expect(
            CardTextHTML.code("where T: *Hashable*").rendered
                == "<div class=\"card-text\"><pre class=\"code\"><code>where T: *Hashable*</code></pre></div>")
    }
}

/// Tables and ruby as HTML.
@Suite struct CardTextTableHTMLTests {
    @Test func aTableHasAHeaderBodyAndAlignmentClassesAndEscapesItsCells() {
        let html = CardTextHTML.render("| Tag | Means |\n|:-:|---|\n| `<b>` | <bold> |").rendered
        #expect(
            html == """
                <div class="card-text"><div class="card-table"><table><thead><tr><th scope="col" class="align-center">Tag\
                </th><th scope="col">Means</th></tr></thead><tbody><tr><td class="align-center"><code>&lt;b&gt;</code>\
                </td><td>&lt;bold&gt;</td></tr></tbody></table></div></div>
                """)
    }

    @Test func aTableInsideALineIsOneLinePerRow() {
        #expect(
            CardTextHTML.render("| a | b |\n|---|---|\n| 1 | 2 |", in: .phrasing).rendered
                == "<span class=\"card-text\">a | b<br>1 | 2</span>")
    }

    @Test func rubyIsRubyWithFallbackBrackets() {
        #expect(
            CardTextHTML.render("{漢字|かんじ}").rendered
                == "<div class=\"card-text\"><p><ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby></p></div>")
    }
}
