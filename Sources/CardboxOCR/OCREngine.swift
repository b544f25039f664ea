import CTesseract
import Foundation

/// One Tesseract engine: recognises grey images into lines and paragraphs with boxes and confidences.
///
/// Starting an engine costs 0.1–0.2 s, so keep one per worker thread and reuse it (``OCRWorkers`` does). Not
/// thread-safe: one thread at a time.
public final class OCREngine {
    private let handle: OpaquePointer
    /// The language, such as `eng`.
    public let language: String

    /// Starts an engine for `language`.
    ///
    /// - Throws: ``OCRError/languageMissing(_:)`` when its trained data is not installed,
    ///   ``OCRError/libraryMissing(_:)`` when Tesseract is not.
    public init(language: String = "eng", dataPath: String? = nil) throws(OCRError) {
        try TesseractLibrary.load()
        guard let api = tesseract.TessBaseAPICreate() else { throw .languageMissing(language) }
        let path = dataPath ?? Self.defaultDataPath(for: language)
        guard tesseract.TessBaseAPIInit3(api, path, language) == 0 else {
            tesseract.TessBaseAPIEnd(api)
            tesseract.TessBaseAPIDelete(api)
            throw .languageMissing(language)
        }
        tesseract.TessBaseAPISetPageSegMode(api, PSM_AUTO)
        handle = api
        self.language = language
    }

    deinit {
        tesseract.TessBaseAPIEnd(handle)
        tesseract.TessBaseAPIDelete(handle)
    }

    /// Recognises `image` after `preprocessing`.
    ///
    /// - Returns: The lines in Tesseract's reading order, each with its paragraph number, box (pixels) and
    ///   confidence, plus the paragraphs.
    public func recognize(_ image: OCRImage, preprocessing: Preprocessing = .standard) throws(OCRError) -> OCRPage {
        guard image.width * image.height <= OCRImage.maximumPixels else {
            throw .imageTooLarge(width: image.width, height: image.height)
        }
        guard let pix = LeptonicaImage(image) else { throw .unreadableImage }
        preprocessing.apply(to: pix)
        tesseract.TessBaseAPISetImage2(handle, pix.pointer)
        tesseract.TessBaseAPISetSourceResolution(handle, Int32(image.dpi.rounded()))
        defer { tesseract.TessBaseAPIClear(handle) }
        guard tesseract.TessBaseAPIRecognize(handle, nil) == 0 else { throw .unreadableImage }
        let size = (width: Int(tesseract.pixGetWidth(pix.pointer)), height: Int(tesseract.pixGetHeight(pix.pointer)))
        return OCRPage(
            width: size.width, height: size.height, dpi: image.dpi, lines: items(at: RIL_TEXTLINE),
            paragraphs: items(at: RIL_PARA).map { OCRParagraph(text: $0.text, box: $0.box, confidence: $0.confidence) }
        )
    }

    private func items(at level: TessPageIteratorLevel) -> [OCRLine] {
        guard let results = tesseract.TessBaseAPIGetIterator(handle) else { return [] }
        defer { tesseract.TessResultIteratorDelete(results) }
        guard let page = tesseract.TessResultIteratorGetPageIterator(results) else { return [] }
        var lines: [OCRLine] = []
        var paragraph = 0
        repeat {
            if tesseract.TessPageIteratorIsAtBeginningOf(page, RIL_PARA) != 0 { paragraph += 1 }
            guard let cText = tesseract.TessResultIteratorGetUTF8Text(results, level) else { continue }
            let text = String(cString: cText).trimmingCharacters(in: .whitespacesAndNewlines)
            tesseract.TessDeleteText(cText)
            var left: Int32 = 0
            var top: Int32 = 0
            var right: Int32 = 0
            var bottom: Int32 = 0
            guard !text.isEmpty, tesseract.TessPageIteratorBoundingBox(page, level, &left, &top, &right, &bottom) != 0
            else {
                continue
            }
            lines.append(
                OCRLine(
                    text: text, box: PixelBox(x0: Int(left), y0: Int(top), x1: Int(right), y1: Int(bottom)),
                    confidence: Double(tesseract.TessResultIteratorConfidence(results, level)),
                    paragraph: max(1, paragraph)
                )
            )
        } while tesseract.TessPageIteratorNext(page, level) != 0
        return lines
    }

    /// Where Debian and upstream builds keep trained data.
    static func defaultDataPath(for language: String) -> String? {
        if let prefix = ProcessInfo.processInfo.environment["TESSDATA_PREFIX"] { return prefix }
        let candidates = ["/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata"]
        return candidates.first { FileManager.default.fileExists(atPath: "\($0)/\(language).traineddata") }
    }
}

@available(*, unavailable, message: "A Tesseract engine is used from one thread at a time")
extension OCREngine: Sendable {}
