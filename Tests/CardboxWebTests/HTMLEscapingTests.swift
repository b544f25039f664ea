import CardboxWeb
import Testing

/// The `HTML` type escapes every interpolated value, in element text and in quoted attributes alike.
@Suite struct HTMLEscapingTests {
    @Test func elementTextCannotBecomeMarkup() {
        let front = "<script>alert('x')</script> & <b>bold</b>"
        let page: HTML = "<p>\(front)</p>"
        #expect(
            page.rendered
                == "<p>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>")
    }

    @Test func bothQuotesAreEscapedSoAnAttributeCannotBeClosed() {
        let name = "x\" onmouseover=\"alert(1)"
        let single = "x' onfocus='alert(1)"
        let page: HTML = "<input value=\"\(name)\"><input value='\(single)'>"
        #expect(
            page.rendered
                == "<input value=\"x&quot; onmouseover=&quot;alert(1)\"><input value='x&#39; onfocus=&#39;alert(1)'>")
        #expect(!page.rendered.contains("\" onmouseover"))
        #expect(!page.rendered.contains("' onfocus"))
    }

    @Test func urlsKeepTheirMeaningWithAmpersandsEscaped() {
        let next = "/decks?sort=name&page=2\"><script>"
        let page: HTML = "<a href=\"\(next)\">Decks</a>"
        #expect(page.rendered == "<a href=\"/decks?sort=name&amp;page=2&quot;&gt;&lt;script&gt;\">Decks</a>")
    }

    @Test func optionalsNumbersAndDescriptionsAreEscapedToo() {
        let missing: String? = nil
        let present: String? = "<i>"
        let page: HTML = "\(missing)|\(present)|\(42)|\(Tagged(text: "<&>"))"
        #expect(page.rendered == "|&lt;i&gt;|42|&lt;&amp;&gt;")
    }

    @Test func onlyHTMLAndRawMarkupPassThrough() {
        let inner: HTML = "<em>\("<x>")</em>"
        let page: HTML = "<p>\(inner)\(raw: "<br>")\([HTML.raw("<hr>"), HTML.raw("<hr>")])</p>"
        #expect(page.rendered == "<p><em>&lt;x&gt;</em><br><hr><hr></p>")
        #expect(HTML.escape("plain text, é ✓") == "plain text, é ✓")
    }

    private struct Tagged: CustomStringConvertible {
        let text: String
        var description: String { text }
    }
}
