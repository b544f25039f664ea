import CardboxCore
import CardboxOCR
import CardboxPDF
import CardboxTestSupport
import Foundation
import Testing

/// The poppler and Tesseract adapters: ownership, errors, geometry, rendering, preprocessing.
@Suite(.timeLimit(.minutes(10))) struct AdapterTests {
    func data(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: try IngestFixtures.path(name)))
    }

    @Test func documentsOpenAndCloseRepeatedly() throws {
        let bytes = try data("running.pdf")
        for _ in 0..<50 {
            let document = try PDFDocument(data: bytes)
            #expect(document.pageCount == 10)
            _ = try document.page(10).textLines()
        }
    }

    @Test func pdfErrorsAreValues() throws {
        #expect(throws: PDFError.notAPDF) { try PDFDocument(data: try data("notapdf.pdf")) }
        #expect(throws: PDFError.encrypted(passwordGiven: false)) { try PDFDocument(data: try data("encrypted.pdf")) }
        #expect(throws: PDFError.noSuchPage(11, pageCount: 10)) {
            try PDFDocument(data: try data("running.pdf")).page(11)
        }
        #expect(throws: PDFError.self) { try PDFDocument(data: try data("truncated.pdf")) }
        #expect(throws: PDFError.notAPDF) { try PDFDocument(data: Data()) }
    }

    @Test func linesHaveBoxesFontsAndBoldness() throws {
        let page = try PDFDocument(data: try data("headings.pdf")).page(1)
        #expect(abs(page.width - 595.28) < 0.5)
        #expect(abs(page.height - 841.89) < 0.5)
        let lines = page.textLines()
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.x0 < line.x1 && line.y0 < line.y1)
            #expect(line.x1 <= page.width && line.y1 <= page.height)
        }
        let title = try #require(lines.min { $0.y0 < $1.y0 })
        #expect(title.isBold)
        #expect(title.fontSize > 15)
        #expect(lines.contains { !$0.isBold && abs($0.fontSize - 11) < 0.6 })
    }

    @Test func scannedPagesShowAsImagesAndRenderAtThreeHundredDPI() throws {
        let page = try PDFDocument(data: try data("scanned.pdf")).page(1)
        #expect(page.textLines().isEmpty)
        #expect(try page.imageCoverage() > 0.9)
        let image = try page.renderGray(dpi: 300)
        #expect(image.width == 2_481)
        #expect(image.height == 3_508)
        #expect(image.pixels.contains { $0 < 100 })
        #expect(try PDFDocument(data: try data("running.pdf")).page(1).imageCoverage() == 0)
    }

    /// The text reader and poppler-glib share poppler's global settings: glib releasing its last document must not
    /// free them under a text document that is still open.
    @Test func textStaysReadableAfterARenderedDocumentCloses() throws {
        let reading = try PDFDocument(data: try data("running.pdf"))
        let before = try reading.page(2).textLines()
        for _ in 0..<3 {
            let rendered = try PDFDocument(data: try data("scanned.pdf"))
            #expect(try rendered.page(1).renderGray(dpi: 36).width == 298)
        }
        #expect(try reading.page(2).textLines() == before)
        #expect(try PDFDocument(data: try data("running.pdf")).page(3).textLines().count > 10)
    }

    /// Bytes flipped or cut anywhere in a real PDF give an error or lines with sound boxes, never a crash: the text
    /// reader runs inside the server's process.
    @Test func damagedBytesGiveAnErrorOrSoundLinesNeverACrash() throws {
        let original = [UInt8](try data("running.pdf"))
        var random = SplitMix64(seed: 20_261_206)
        var opened = 0
        var refused = 0
        for variant in 0..<60 {
            var bytes = original
            if variant % 3 == 0 {
                bytes.removeLast(Int.random(in: 1..<(bytes.count - 8), using: &random))
            } else {
                for _ in 0..<(1 + variant % 7) {
                    let at = Int.random(in: 8..<bytes.count, using: &random)
                    bytes[at] = UInt8.random(in: 0...255, using: &random)
                }
            }
            guard let document = try? PDFDocument(data: Data(bytes)) else {
                refused += 1
                continue
            }
            opened += 1
            for number in 1...document.pageCount {
                guard let page = try? document.page(number) else { continue }
                for line in page.textLines() {
                    #expect(line.x0 <= line.x1 && line.y0 <= line.y1, "variant \(variant), page \(number)")
                    #expect(line.x0.isFinite && line.y1.isFinite && line.fontSize.isFinite)
                }
            }
        }
        #expect(opened + refused == 60)
        #expect(opened > 0 && refused > 0, "opened \(opened), refused \(refused)")
    }

    @Test func theRightPasswordOpensAnEncryptedDocument() throws {
        let bytes = try data("encrypted.pdf")
        #expect(throws: PDFError.encrypted(passwordGiven: true)) { try PDFDocument(data: bytes, password: "guess") }
        let text = try PDFDocument(data: bytes, password: "s3cret").page(1).textLines().map(\.text)
        let truth = try #require(try IngestFixtures.truth("encrypted.pdf").paragraphs)
        let firstWords = try #require(truth.first?.text.split(separator: " ").prefix(3).joined(separator: " "))
        #expect(text.first?.hasPrefix(firstWords) == true)
        // The rendering side opens the same bytes with the same password.
        #expect(try PDFDocument(data: bytes, password: "s3cret").page(1).imageCoverage() == 0)
    }

    @Test func aMissingLanguageIsReported() {
        #expect(throws: OCRError.languageMissing("zzz")) { try OCREngine(language: "zzz") }
    }

    @Test func undecodableImagesAreRefused() {
        #expect(throws: OCRError.unreadableImage) { try OCRImage(decoding: Data("not an image".utf8)) }
    }

    /// The clean page under harsh side light with salt-and-pepper noise: what the preprocessing is for.
    func harshPhoto() throws -> OCRImage {
        let clean = try OCRImage(decoding: try data("ocr-clean.png"))
        var generator = SplitMix64(seed: 2024)
        var pixels = clean.pixels
        for y in 0..<clean.height {
            for x in 0..<clean.width {
                let light = 0.25 + 0.75 * Double(x) / Double(clean.width)
                var value = Double(pixels[y * clean.width + x]) * light
                let roll = generator.next() % 100
                if roll == 0 { value = 0 } else if roll == 1 { value = 255 }
                pixels[y * clean.width + x] = UInt8(max(0, min(255, value)))
            }
        }
        return OCRImage(width: clean.width, height: clean.height, pixels: pixels, dpi: clean.dpi)
    }

    @Test func preprocessingHelpsOnAPoorlyLitNoisyPage() throws {
        let image = try harshPhoto()
        let truth = try #require(try IngestFixtures.truth("ocr-clean.png").text)
        let engine = try OCREngine()
        let raw = CharacterErrorRate.between(
            reference: truth, hypothesis: try engine.recognize(image, preprocessing: .none).text)
        let cleaned = try engine.recognize(image, preprocessing: .standard)
        let rate = CharacterErrorRate.between(reference: truth, hypothesis: cleaned.text)
        print("poorly lit noisy page CER: \(raw) without preprocessing, \(rate) with median + background + deskew")
        #expect(rate < raw / 2)
        #expect(rate <= 0.05)
        #expect(cleaned.meanConfidence > 75)
        #expect(!cleaned.paragraphs.isEmpty)
        #expect(cleaned.lines.allSatisfy { $0.box.x0 < $0.box.x1 && $0.box.y0 < $0.box.y1 })
    }

    @Test func aBlankPageYieldsNothing() throws {
        let blank = try OCRImage(decoding: try data("blank.png"))
        #expect(blank.inkCoverage == 0)
        #expect(try OCREngine().recognize(blank).lines.isEmpty)
    }
}
