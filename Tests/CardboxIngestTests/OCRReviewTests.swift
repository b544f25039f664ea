import CardboxCore
import CardboxIngest
import Testing

/// Confidence and review flags for OCR pages.
@Suite struct OCRReviewTests {
    static let sentences = [
        "Photosynthesis turns light into", "chemical energy in plants.",
        "Chlorophyll absorbs mostly red", "and blue light.",
    ]

    static func ocrPage(confidences: [Double], number: Int = 1) -> PageLayout {
        var page = PageSketch(number: number, origin: .ocr)
        var column = ColumnCursor()
        for (offset, confidence) in confidences.enumerated() {
            column.write(
                [sentences[offset % sentences.count]], on: &page, spacing: offset % 2 == 1 ? 8 : 0,
                confidence: confidence)
        }
        return page.layout
    }

    @Test func paragraphConfidenceIsTheMeanOfItsLines() {
        let page = Self.ocrPage(confidences: [90, 80, 70, 60])
        let paragraphs = DocumentAssembler().assemble(pages: [page], id: "d", title: "T", kind: .image).paragraphs
        #expect(paragraphs.map(\.confidence) == [85, 65])
        #expect(paragraphs.map(\.needsReview) == [false, true])
    }

    @Test func reviewThresholdIsAnOption() {
        let page = Self.ocrPage(confidences: [90, 80, 70, 60])
        let assembler = DocumentAssembler(options: AssemblyOptions(reviewConfidence: 90))
        let paragraphs = assembler.assemble(pages: [page], id: "d", title: "T", kind: .image).paragraphs
        #expect(paragraphs.map(\.needsReview) == [true, true])
    }

    @Test func pageWithLittleTextNeedsReviewDespiteHighConfidence() {
        var page = PageSketch(number: 2, origin: .ocr)
        page.add("Tiny snippet", x: 50, y: 300, confidence: 96)
        let document = DocumentAssembler().assemble(
            pages: [Self.ocrPage(confidences: [95, 95]), page.layout], id: "d", title: "T", kind: .pdf)
        #expect(
            document.paragraphs.map(\.text) == [
                "Photosynthesis turns light into chemical energy in plants.", "Tiny snippet",
            ])
        #expect(document.paragraphs.map(\.needsReview) == [false, true])
    }

    /// A confidently read scan whose words a dictionary knows but for `misread`.
    static func confidentScan(_ lines: [String]) -> [SourceParagraph] {
        var page = PageSketch(origin: .ocr)
        var column = ColumnCursor()
        for line in lines { column.write([line], on: &page, spacing: 8, confidence: 93) }
        let words = WordSet([
            "a", "the", "stack", "is", "last", "in", "first", "out", "structure", "queue", "keeps", "order", "and",
            "holds", "items", "every", "push", "adds", "one", "python", "list", "can", "serve", "as",
        ])
        return DocumentAssembler(words: words).assemble(pages: [page.layout], id: "d", title: "T", kind: .image)
            .paragraphs
    }

    @Test func aConfidentWordOneEditFromADictionaryWordNeedsReview() {
        let paragraphs = Self.confidentScan([
            "Stacs is a last in first out structure.", "A queue keeps first in first out order.",
        ])
        #expect(paragraphs.map(\.needsReview) == [true, false])
        #expect(paragraphs.map(\.confidence) == [93, 93])
    }

    @Test func aTermTheDocumentRepeatsOrAWordFarFromEveryWordIsTrusted() {
        // "Fifo" twice is the document's own term; "Kubernetes" is one edit from no dictionary word.
        let paragraphs = Self.confidentScan([
            "Fifo is a queue and every push adds one.", "A Fifo holds items in order.",
            "Kubernetes can serve as a queue.",
        ])
        #expect(paragraphs.map(\.needsReview) == [false, false, false])
    }

    @Test func textLayerPageWithLittleTextIsTrusted() {
        var page = PageSketch(number: 1)
        page.add("Part Two", x: 50, y: 300)
        let paragraphs = DocumentAssembler().assemble(pages: [page.layout], id: "d", title: "T", kind: .pdf).paragraphs
        #expect(paragraphs.map(\.needsReview) == [false])
        #expect(paragraphs.map(\.confidence) == [nil])
    }

    @Test func ocrBulletReadAsLetterEIsABullet() {
        var page = PageSketch(origin: .ocr)
        var column = ColumnCursor()
        column.write(["Key points of the chapter follow:"], on: &page, confidence: 90)
        column.write(["e Light drives the reaction"], on: &page, confidence: 90)
        column.write(["e Water is split"], on: &page, confidence: 90)
        #expect(
            texts(of: [page.layout]) == [
                "Key points of the chapter follow:", "• Light drives the reaction", "• Water is split",
            ])
    }
}
