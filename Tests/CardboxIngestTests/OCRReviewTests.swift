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
