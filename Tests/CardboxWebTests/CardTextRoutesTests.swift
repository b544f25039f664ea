import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Pages show card text rendered (Markdown, highlighted code, maths for KaTeX), and KaTeX is served by the app.
@Suite struct CardTextRoutesTests {
    static let front = """
        What does this print? <b>not bold</b>

        ```swift
        let names = ["Ada", "Grace"]
        print(names.count) // 2
        ```
        """

    @Test func theStudyPageRendersMarkdownCodeAndMaths() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        _ = try ada.submit("/decks", ["name": "Rich"])
        let user = try #require(try ada.user(in: app))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Rich"))
        let created = try ada.submit(
            "/decks/\(deck.id)/cards",
            [
                "front": Self.front, "back": "`2`, since $n = 2$",
                "distractors": "`0`\n**1**\n[three](javascript:alert(3))",
                "explanation": "*Arrays* count their elements.",
            ])
        #expect(created.status == .seeOther)

        let flip = ada.get("/study/\(deck.id)?mode=flip").bodyText
        #expect(flip.contains("<p>What does this print? &lt;b&gt;not bold&lt;/b&gt;</p>"))
        #expect(
            flip.contains("<pre class=\"code\" data-language=\"swift\"><code><span class=\"tok-keyword\">let</span>"))
        #expect(flip.contains("<span class=\"tok-comment\">// 2</span>"))
        #expect(flip.contains("<code>2</code>, since <span class=\"math\" data-display=\"false\">n = 2</span>"))
        #expect(!flip.contains("```"))
        #expect(!flip.contains("<b>not bold</b>"))

        let choice = ada.get("/study/\(deck.id)?mode=choice").bodyText
        #expect(choice.contains("<span class=\"card-text\"><strong>1</strong></span>"))
        #expect(choice.contains("<span class=\"card-text\">[three](javascript:alert(3))</span>"))
        #expect(!choice.contains("href=\"javascript"))

        let list = ada.get("/decks/\(deck.id)").bodyText
        #expect(list.contains("<span class=\"tok-keyword\">let</span>"))
        #expect(list.contains("aria-label=\"Edit card What does this print? &lt;b&gt;not bold&lt;/b&gt;"))
    }

    @Test func katexIsServedWithTheRightTypesAndLongCaching() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let page = ada.get("/").bodyText
        let script = try #require(Self.meta("katex-script", in: page))
        let style = try #require(Self.meta("katex-style", in: page))
        #expect(script.hasPrefix("/static/katex/katex.min.js?v="))

        let js = ada.get(script)
        #expect(js.status == .ok)
        #expect(js.headers["Content-Type"] == "text/javascript; charset=utf-8")
        #expect(js.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        #expect(js.bodyText.contains("katex"))

        let css = ada.get(style)
        #expect(css.status == .ok)
        #expect(css.headers["Content-Type"] == "text/css; charset=utf-8")
        let font = try #require(
            css.bodyText.range(of: "url(fonts/KaTeX_Main-Regular.woff2?v=").map { range in
                "/static/katex/fonts/KaTeX_Main-Regular.woff2?v="
                    + css.bodyText[range.upperBound...].prefix { $0 != ")" }
            })
        let woff2 = ada.get(font)
        #expect(woff2.status == .ok)
        #expect(woff2.headers["Content-Type"] == "font/woff2")
        #expect(woff2.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        #expect(Array(woff2.bodyBytes.prefix(4)) == Array("wOF2".utf8))

        #expect(ada.get("/static/katex/missing.js").status == .notFound)
        #expect(ada.get("/static/katex/fonts/..%2Fkatex.min.js").status == .notFound)
        let csp = ada.get("/").headers["Content-Security-Policy"] ?? ""
        #expect(csp.contains("script-src 'self'"))
        #expect(!csp.contains("unsafe"))
        _ = app
    }

    static func meta(_ name: String, in page: String) -> String? {
        page.range(of: "<meta name=\"\(name)\" content=\"").map { range in
            String(page[range.upperBound...].prefix { $0 != "\"" }).replacing("&amp;", with: "&")
        }
    }
}
