import Foundation
import Testing

@testable import CardboxInterchange

/// Anki's templates, cloze deletions and field HTML, each against what Anki shows for them.
@Suite struct AnkiTemplateTests {
    private func render(_ template: String, _ fields: [String: String], cloze: Int? = nil) -> AnkiTemplate.Rendered {
        AnkiTemplate(template).render(AnkiTemplate.Context(fields: fields, cloze: cloze))
    }

    /// The back of a card repeats the front up to Anki's answer rule; only what follows it is the answer.
    @Test func theAnswerStartsAfterTheAnswerRule() {
        let drop = PackageReader.droppingQuestion(from:question:)
        #expect(drop("Front<hr id=answer>Back", "Front") == "Back")
        #expect(drop("Front<HR ID=\"answer\">Bäck 🧬", "Front") == "Bäck 🧬")
        #expect(drop("Fröñt<hr id='answer'>Back", "Fröñt") == "Back")
        #expect(drop("FrontBack", "Front") == "Back")
        #expect(drop("<hr>Back", "Front") == "<hr>Back")
        #expect(drop("Only the back", "") == "Only the back")
    }

    @Test func fieldsSectionsAndInvertedSections() {
        let template = "{{Word}}{{#Example}} — {{Example}}{{/Example}}{{^Example}} (no example){{/Example}}"
        #expect(render(template, ["Word": "libro", "Example": "Leo"]).html == "libro — Leo")
        #expect(render(template, ["Word": "mesa", "Example": " <br> "]).html == "mesa (no example)")
        #expect(render("{{ Word }}/{{Missing}}", ["Word": "x"]).html == "x/")
    }

    @Test func filtersRunInnermostFirst() {
        #expect(render("{{text:Word}}", ["Word": "<b>bold</b> &amp; more"]).html == "bold & more")
        let hinted = render("{{Word}}{{hint:Note}}", ["Word": "w", "Note": "think"])
        #expect(hinted.html == "w")
        #expect(hinted.hints == ["think"])
        let typed = render("{{Front}}<br>{{type:Back}}", ["Front": "Capital?", "Back": "Lima"])
        #expect(typed.html == "Capital?<br>")
        #expect(typed.typedFields == ["Back"])
        #expect(
            render("{{furigana:Reading}}", ["Reading": "日本語[にほんご]を 勉強[べんきょう]"]).html
                == "<ruby>日本語<rt>にほんご</rt></ruby>を<ruby>勉強<rt>べんきょう</rt></ruby>")
        #expect(render("{{kana:Reading}}", ["Reading": "漢字[かんじ]"]).html == "かんじ")
        #expect(render("{{tts en_US:Word}}", ["Word": "hello"]).html == "hello")
    }

    @Test func aBrokenTemplateIsReadAsFarAsItGoesAndReported() {
        let unclosed = AnkiTemplate("{{#Example}}open {{Example}}")
        #expect(unclosed.render(AnkiTemplate.Context(fields: ["Example": "e"])).html == "open e")
        #expect(unclosed.problems == ["\"{{#Example}}\" is never closed."])
        let stray = AnkiTemplate("a{{/Nothing}}b {{Word")
        #expect(stray.render(AnkiTemplate.Context(fields: [:])).html == "ab {{Word")
        #expect(stray.problems.count == 2)
    }

    @Test func aQuestionShowingNoFieldMakesNoCard() {
        let template = AnkiTemplate("Word: {{#Word}}{{Word}}{{/Word}}")
        #expect(!template.showsAField(AnkiTemplate.Context(fields: ["Word": ""])))
        #expect(template.showsAField(AnkiTemplate.Context(fields: ["Word": "x"])))
        let cloze = AnkiTemplate("{{cloze:Text}}")
        #expect(cloze.showsAField(AnkiTemplate.Context(fields: ["Text": "{{c2::b}}"], cloze: 2)))
        #expect(!cloze.showsAField(AnkiTemplate.Context(fields: ["Text": "{{c2::b}}"], cloze: 1)))
    }
}

@Suite struct AnkiClozeTests {
    @Test func eachNumberHidesItsOwnDeletions() {
        let text = "{{c1::Canberra::city}} is the capital of {{c2::Australia}}, not {{c1::Sydney}}"
        #expect(AnkiCloze.numbers(in: text) == [1, 2])
        #expect(AnkiCloze.render(text, number: 1, isAnswer: false) == "[city] is the capital of Australia, not [...]")
        #expect(
            AnkiCloze.render(text, number: 2, isAnswer: true)
                == "Canberra is the capital of <b>Australia</b>, not Sydney")
        #expect(AnkiCloze.answers(in: text, number: 1) == ["Canberra", "Sydney"])
    }

    @Test func nestedDeletionsShowInsideTheirOuterOne() {
        let text = "{{c1::The {{c2::mitochondria}} is the powerhouse}} of the cell"
        #expect(AnkiCloze.numbers(in: text) == [1, 2])
        #expect(AnkiCloze.render(text, number: 2, isAnswer: false) == "The [...] is the powerhouse of the cell")
        #expect(AnkiCloze.answers(in: text, number: 1) == ["The mitochondria is the powerhouse"])
    }

    @Test func malformedMarkersStayAsText() {
        for text in ["{{c1::never closed", "{{c0::zero}}", "{{cx::letters}}", "{{c1:one colon}}"] {
            #expect(AnkiCloze.numbers(in: text).isEmpty, "\(text)")
            #expect(AnkiCloze.render(text, number: 1, isAnswer: false) == text)
        }
        #expect(AnkiCloze.hasUnclosedMarker("{{c1::never closed"))
        #expect(AnkiCloze.numbers(in: "{{c1::ok}} and {{c2::broken") == [1])
    }
}

@Suite struct AnkiFieldTextTests {
    @Test(arguments: [
        ("<b>perro</b><br>dog &amp; cat", "**perro**\ndog & cat"),
        ("<div>one</div><div>two</div>", "one\ntwo"),
        ("<dl><dt>ser</dt><dd>to be</dd></dl>above<hr>below", "ser\nto be\nabove\nbelow"),
        ("<ul><li>a</li><li>b</li></ul>", "- a\n- b"),
        ("<ol><li>first</li><li>second</li></ol>", "1. first\n2. second"),
        (
            "<table><tr><td>H</td><td>2</td></tr><tr><td>O</td><td>8</td></tr></table>",
            "| H | 2 |\n| --- | --- |\n| O | 8 |"
        ),
        (
            "before<table><tr><th>a|b</th></tr><tr><td>x<br>y</td><td><table><tr><td>in</td><td>ner</td></tr></table></td></tr></table>after",
            "before\n| a\\|b |  |\n| --- | --- |\n| x y | in ner |\nafter"
        ),
        ("<table><tr><td>never closed", "| never closed |\n| --- |"),
        ("<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>です", "{漢字|かんじ}です"),
        ("<ruby>漢<rt>かん</rt>字<rt>じ</rt></ruby>", "{漢|かん}{字|じ}"),
        ("<ruby>abc<rt>d</rt></ruby>", "abc（d）"),
        ("H<sub>2</sub>O and x<sup>2</sup>, 10<sup>-3</sup>, CO<sub>2</sub><sup>−</sup>", "H₂O and x², 10⁻³, CO₂⁻"),
        ("e<sup>iπ</sup> and a<sub>ij,k</sub>", "e^(iπ) and a\\_(ij,k)"),
        (
            "see <a href=\"https://example.org/a_b?x=1&amp;y=2\">the [spec]</a>.",
            "see [the \\[spec\\]](https://example.org/a_b?x=1&y=2)."
        ),
        ("<a href=\"javascript:alert(1)\">click</a> <a href=\"page.html\">here</a>", "click here"),
        (
            "[latex]$x^2 + y^2$[/latex] is [latex]\\begin{align}a&=b\\\\<br>c&=d\\end{align}[/latex]",
            "$x^2 + y^2$ is $$\\begin{align}a&=b\\\\ c&=d\\end{align}$$"
        ),
        ("[latex]Plain words[/latex]", "Plain words"),
        (
            "l&rsquo;&eacute;t&eacute; &ndash; &alpha; &le; &beta; &euro;5 &apos;x&apos; &bogus; &amp",
            "l’été – α ≤ β €5 'x' &bogus; &amp"
        ),
        ("5 * 3 = 15 and snake_case", "5 \\* 3 = 15 and snake\\_case"),
        ("[$]x^2[/$] and [$$]\\sum[/$$] and \\(y\\)", "$x^2$ and $$\\sum$$ and \\(y\\)"),
        ("a<script>alert(1)</script>b<style>p{}</style>c<!-- note -->d", "abcd"),
        ("x &lt; y &#x263A; &#9731; &nbsp;z", "x < y ☺ ☃  z"),
        ("a < b", "a < b"),
        ("AT&T &amp;&amp; &verylongname; &amp", "AT&T && &verylongname; &amp"),
        ("caf&eacute;&#233; and ü&amp;ü &#x1F600;", "caféé and ü&ü 😀"),
        ("<B>loud</B><H1>Title</H1><Br>x<é>y</é> 1<2 <3", "**loud**\nTitle\n\nxy 1<2 <3"),
        ("<pre>let x = 1\n*y*</pre>", "```\nlet x = 1\n*y*\n```"),
    ])
    func htmlBecomesCardText(html: String, text: String) {
        #expect(AnkiFieldText.cardText(fromHTML: html).text == text)
    }

    @Test func imagesAndSoundsAreNamedForTheCaller() {
        let converted = AnkiFieldText.cardText(
            fromHTML: "see <img src=\"map.png\"> [sound:say.mp3] <IMG SRC='x y.jpg'>"
        ) {
            $0 == "map.png" ? "![map](media:k.png)" : nil
        }
        #expect(converted.mediaNames == ["map.png", "say.mp3", "x y.jpg"])
        #expect(converted.text == "see ![map](media:k.png) say.mp3 x y.jpg")
    }

    @Test func exportedFieldsReadBackAsTheSameText() {
        for text in [
            "**bold** and *italic*", "a\nb", "x < y & z", "- one\n- two", "`code` here", "\\(x^2\\)",
            "{漢字|かんじ}を", "| a | **b** |\n| --- | --- |\n| 1 | 2 |", "see [the site](https://example.org/a)",
        ] {
            #expect(AnkiFieldText.cardText(fromHTML: AnkiFieldHTML.html(text)).text == text, "\(text)")
        }
    }
}

@Suite struct AnkiBinaryFormatTests {
    @Test func protobufFieldsAreReadAndDamageIsRefused() throws {
        var writer = ProtobufWriter()
        writer.append(1, string: "a.png")
        writer.append(2, varint: 300)
        writer.append(3, bytes: [1, 2, 3])
        let fields = try ProtobufReader.fields(of: writer.bytes)
        #expect(fields.map(\.number) == [1, 2, 3])
        #expect(fields[0].string == "a.png")
        #expect(fields[1].integer == 300)
        #expect(fields[2].bytes == [1, 2, 3])
        // 0x08 0x96 0x01 is field 1 = 150, the protobuf documentation's example.
        #expect(try ProtobufReader.fields(of: [0x08, 0x96, 0x01]).first?.integer == 150)
        #expect(throws: ProtobufReader.Failure.truncated) { try ProtobufReader.fields(of: [0x0A, 0x05, 0x61]) }
        #expect(throws: ProtobufReader.Failure.overlongVarint) {
            try ProtobufReader.fields(of: [0x08] + Array(repeating: 0xFF, count: 11))
        }
        #expect(throws: ProtobufReader.Failure.unsupportedWireType(3)) { try ProtobufReader.fields(of: [0x0B]) }
    }

    @Test func sha1MatchesTheStandardsVectors() {
        func hex(_ text: String) -> String {
            SHA1.digest(of: Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
        }
        #expect(hex("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(
            hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        // Anki's first-field checksum of "perro".
        #expect(AnkiCollectionWriter.checksum("perro") == 1_631_174_082)
    }
}
