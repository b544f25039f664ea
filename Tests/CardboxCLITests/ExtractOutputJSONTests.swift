import CardboxCore
import CardboxJSON
import Foundation
import Testing

@testable import CardboxCLI

/// `cardbox extract --json` writes its documents by hand; the text must be what the `Encodable` path writes.
@Suite struct ExtractOutputJSONTests {
    private func paragraph(
        page: Int, index: Int, text: String, box: PageBox?, confidence: Double?, part: SourceParagraph.Part = .main
    ) -> SourceParagraph {
        SourceParagraph(
            page: page, index: index, headingPath: ["1 Memory", "Spacing \"effect\""], role: .listItem, text: text,
            sentences: [TextSpan(start: 0, end: 5), TextSpan(start: 6, end: text.count)], box: box,
            confidence: confidence, needsReview: confidence != nil, part: part)
    }

    private var output: ExtractOutput {
        let paragraphs = [
            paragraph(
                page: 1, index: 1, text: "Tab\there, quote \" and back\\slash; ünïcödé 🧬.",
                box: PageBox(x0: 56, y0: 610.3333333, x1: 283.1849999, y1: 710), confidence: nil),
            paragraph(page: 2, index: 1, text: "Scanned text.", box: nil, confidence: 87.25, part: .footnote),
            paragraph(
                page: 12, index: 3, text: "Control \u{01} char.", box: PageBox(x0: 0.1, y0: 0.2, x1: 1e-7, y1: 3),
                confidence: 0.123456789, part: .bibliography),
        ]
        let document = ExtractedDocument(
            id: "abc", title: "Notes \"1\".pdf", kind: .pdf, pages: 12, textPages: [1, 12], ocrPages: [2],
            failedPages: ["3": "the page is too large", "11": "damaged", "4": "no text"],
            warnings: ["'x' is damaged."], paragraphs: paragraphs.map(ExtractedDocument.rounded))
        let empty = ExtractedDocument(
            id: "def", title: "empty.md", kind: .markdown, pages: 1, textPages: [1], ocrPages: [], failedPages: [:],
            warnings: [], paragraphs: [])
        return ExtractOutput(
            documents: [document, empty], errors: [ExtractOutput.Failure(file: "a.pdf", message: "Bad \"file\"")])
    }

    private func parsed(_ text: some StringProtocol) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    }

    @Test func writesWhatTheEncoderWrites() throws {
        let written = JSONOutput.line(output)
        let encoded = String(
            decoding: try FastJSONEncoder(decimalPlaces: JSONOutput.decimalPlaces).encode(output), as: UTF8.self)
        #expect(written.hasSuffix("}\n"))
        #expect(try parsed(written) == (try parsed(encoded)))
    }

    @Test func keepsTheContractsMemberOrderAndRounding() {
        let written = JSONOutput.line(output)
        #expect(written.hasPrefix(#"{"documents":[{"id":"abc","title":"Notes \"1\".pdf","kind":"pdf","pages":12,"#))
        #expect(written.contains(#""failed_pages":{"3":"the page is too large","4":"no text","11":"damaged"}"#))
        #expect(written.contains(#""box":{"x0":56,"y0":610.33,"x1":283.18,"y1":710},"needs_review":false"#))
        #expect(written.contains(#""confidence":0.1,"needs_review":true,"part":"bibliography""#))
        #expect(written.contains(#""sentences":[{"start":0,"end":5},{"start":6,"end":13}]"#))
    }
}
