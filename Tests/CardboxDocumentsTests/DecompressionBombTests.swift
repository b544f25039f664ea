import CardboxCore
import CardboxDocuments
import CardboxIngest
import CardboxOCR
import CardboxTestSupport
import Foundation
import Testing

/// Small files that declare huge pictures: an image whose header promises 20000 × 20000 pixels, and a PDF with a
/// scanned page of 3350 × 3350 points.
///
/// Each is refused with a sentence for the user before its pixels are made, so
/// reading it raises the process's peak memory by far less than the pixels would take.
@Suite(.serialized, .timeLimit(.minutes(10))) struct DecompressionBombTests {
    /// The most a bomb may raise the peak resident memory.
    static let allowedRise = 256 * 1_048_576

    /// Reads `input` through the reader imports use and returns the error and how far the peak memory rose.
    static func read(_ input: DocumentInput) throws -> (error: ExtractionError?, rise: Int) {
        let before = try PeakMemory.resetPeak()
        let result = DocumentExtractor(options: ExtractionOptions(workers: 2)).read([input]) { _, _, _ in }[0]
        let rise = try PeakMemory.peak() - before
        switch result {
        case .success: return (nil, rise)
        case .failure(let error): return (error as? ExtractionError, rise)
        }
    }

    @Test func anImageDeclaringTooManyPixelsIsRefusedBeforeDecoding() throws {
        let png = try BombFixtures.hugePNG(side: 20_000)
        #expect(png.count < 1_048_576)
        #expect(try OCRImage.declaredSize(of: png) == (20_000, 20_000))
        let (error, rise) = try Self.read(DocumentInput(name: "bomb.png", bytes: .memory(png)))
        #expect(error == .imageTooLarge("bomb.png", width: 20_000, height: 20_000, limit: OCRImage.maximumPixels))
        #expect(
            error?.description == "'bomb.png' is 20000 × 20000 pixels; images of at most 40 million pixels are read.")
        #expect(rise < Self.allowedRise, "peak memory rose by \(rise / 1_048_576) MB")
    }

    @Test func aScannedPageTooLargeToRenderIsRefused() throws {
        let pdf = BombFixtures.hugePagePDF(side: 3350)
        #expect(pdf.count < 1024)
        let (error, rise) = try Self.read(DocumentInput(name: "poster.pdf", bytes: .memory(pdf)))
        #expect(error == .pageTooLarge("poster.pdf", page: 1, width: 3350, height: 3350))
        #expect(error?.description.hasPrefix("Page 1 of 'poster.pdf' is 3350 × 3350 points, too large") == true)
        #expect(rise < Self.allowedRise, "peak memory rose by \(rise / 1_048_576) MB")
    }

    @Test func aLargePageWithinTheBudgetIsStillReadAtALowerResolution() throws {
        let pdf = BombFixtures.hugePagePDF(side: 2000)
        let result = DocumentExtractor(options: ExtractionOptions(workers: 1)).extract(
            [DocumentInput(name: "chart.pdf", bytes: .memory(pdf))])[0]
        guard case .failure(let error) = result else { return }
        #expect(error as? ExtractionError != .pageTooLarge("chart.pdf", page: 1, width: 2000, height: 2000))
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
