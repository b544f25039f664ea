import CardboxCore
import CardboxIngest
import CardboxOCR
import CardboxPDF
import Foundation
import Synchronization

extension DocumentExtractor {
    /// Reads a PDF page by page: the text layer where it has usable text, OCR where it does not.
    func extractPDF(_ original: Data, name: String, progress: Progress) throws -> ExtractionReport {
        var data = original
        var warnings: [String] = []
        var wasRepaired = false
        let pageCount: Int
        do {
            pageCount = try PDFDocument(data: data, password: options.password).pageCount
        } catch .encrypted(let passwordGiven) {
            throw ExtractionError.encrypted(name, passwordGiven: passwordGiven)
        } catch .notAPDF {
            throw ExtractionError.unsupportedType(name)
        } catch .empty {
            throw ExtractionError.noText(name)
        } catch .libraryMissing(let sentence) {
            throw ExtractionError.pdfUnavailable(sentence)
        } catch {
            guard let repaired = PDFRepair.repaired(data),
                let count = try? PDFDocument(data: repaired, password: options.password).pageCount
            else { throw ExtractionError.damaged(name, detail: error.description) }
            data = repaired
            pageCount = count
            wasRepaired = true
        }
        let pages = try selectedPages(pageCount: pageCount, name: name)
        let scan = scanTextLayer(data, pages: pages, progress: { progress($0, pages.count, name) })
        var failed = scan.failed
        var layouts = scan.layouts
        var tooLarge: ExtractionError?
        var renderDPI: [Int: Double] = [:]
        for (number, size) in scan.sizes where scan.needsOCR.contains(number) {
            if let dpi = RenderBudget(options: options).dpi(width: size.width, height: size.height) {
                renderDPI[number] = dpi
            } else {
                failed[number] = "the page is too large to render for reading"
                tooLarge =
                    tooLarge
                    ?? .pageTooLarge(
                        name, page: number, width: Int(size.width.rounded()), height: Int(size.height.rounded()))
            }
        }
        let documentID = SHA256.hex(of: original)
        let archive = options.ocrArchive
        let language = options.language
        let readingKey: @Sendable (Double) -> String = { dpi in "\(language)-\(Int(dpi.rounded()))dpi" }
        var resumed: [Int] = []
        var toRead: [Int] = []
        for number in scan.needsOCR {
            guard let dpi = renderDPI[number] else { continue }
            if let kept = archive?.page(number, of: documentID, key: readingKey(dpi)), kept.number == number {
                layouts.append(kept)
                resumed.append(number)
            } else {
                toRead.append(number)
            }
        }
        let ocrPages = toRead
        if !ocrPages.isEmpty {
            let password = options.password
            let data = data
            let dpis = renderDPI
            let results = OCRWorkers(count: options.workers, language: options.language).recognize(
                total: ocrPages.count,
                open: { try PDFDocument(data: data, password: password) },
                load: { document, index in
                    let number = ocrPages[index]
                    let image = try document.page(number).renderGray(dpi: dpis[number] ?? 72)
                    return OCRImage(width: image.width, height: image.height, pixels: image.pixels, dpi: image.dpi)
                },
                recognized: { index, page in
                    let number = ocrPages[index]
                    archive?.keep(
                        Self.layout(of: page, number: number), of: documentID, key: readingKey(dpis[number] ?? 72))
                },
                progress: { done in progress(pages.count - ocrPages.count + done, pages.count, name) }
            )
            for (page, result) in zip(ocrPages, results) {
                switch result {
                case .success(let ocr): layouts.append(Self.layout(of: ocr, number: page))
                case .failure(let error as OCRError) where error != .unreadableImage:
                    throw ExtractionError.ocrUnavailable(error.description)
                case .failure(let error): failed[page] = "\(error)"
                }
            }
        }
        layouts.sort { $0.number < $1.number }
        let document = assembler.assemble(pages: layouts, id: documentID, title: name, kind: .pdf)
        if document.paragraphs.isEmpty {
            if let tooLarge { throw tooLarge }
            throw failed.isEmpty
                ? ExtractionError.noText(name)
                : ExtractionError.damaged(name, detail: "no page could be read")
        }
        if wasRepaired {
            let readable = Set(document.paragraphs.map(\.page))
            for page in pages where !readable.contains(page) && failed[page] == nil {
                failed[page] = "nothing could be read after repair"
            }
            warnings.append("'\(name)' is damaged; it was repaired and what could be recovered was read.")
        }
        if !failed.isEmpty {
            warnings.append(
                "Pages that could not be read: \(failed.keys.sorted().map(String.init).joined(separator: ", ")).")
        }
        if !resumed.isEmpty {
            warnings.append(
                "\(resumed.count) of \(resumed.count + ocrPages.count) scanned pages were kept from an interrupted "
                    + "read of this file; only the others were read again.")
        }
        archive?.forget(documentID)
        var report = ExtractionReport(
            name: name, document: document,
            textPages: layouts.filter { $0.origin == .textLayer }.map(\.number),
            ocrPages: layouts.filter { $0.origin == .ocr }.map(\.number), failedPages: failed, warnings: warnings
        )
        report.resumedPages = resumed
        return report
    }

    private func selectedPages(pageCount: Int, name: String) throws -> [Int] {
        if let range = options.pages {
            guard range.lowerBound >= 1, range.lowerBound <= pageCount else {
                throw ExtractionError.pageRange(name, pages: pageCount)
            }
            return Array(range.lowerBound...min(range.upperBound, pageCount))
        }
        if pageCount > options.maximumPages {
            throw ExtractionError.tooManyPages(name, pages: pageCount, limit: options.maximumPages)
        }
        return Array(1...pageCount)
    }

    private struct TextScan: Sendable {
        var layouts: [PageLayout] = []
        var needsOCR: [Int] = []
        var sizes: [Int: (width: Double, height: Double)] = [:]
        var failed: [Int: String] = [:]
        var done = 0
    }

    /// Reads the text layer of `pages`, one poppler document per worker thread.
    private func scanTextLayer(_ data: Data, pages: [Int], progress: @Sendable (Int) -> Void) -> TextScan {
        let state = Mutex(TextScan())
        let workers = min(options.workers, pages.count)
        let password = options.password
        // Each worker takes the next page not yet taken, so one that meets slower pages does not hold the others up.
        let next = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let document = try? PDFDocument(data: data, password: password)
            while let number = next.withLock({ (index: inout Int) -> Int? in
                guard index < pages.count else { return nil }
                defer { index += 1 }
                return pages[index]
            }) {
                guard let document else {
                    state.withLock { $0.failed[number] = "the document could not be opened" }
                    continue
                }
                let outcome: Result<PageLayout?, PDFError> = Result { () throws(PDFError) -> PageLayout? in
                    let page = try document.page(number)
                    state.withLock { $0.sizes[number] = (page.width, page.height) }
                    let lines = page.textLines()
                    switch Self.textLayerQuality(lines) {
                    case .usable:
                        return PageLayout(
                            number: number, width: page.width, height: page.height,
                            lines: lines.map(Self.textLine), origin: .textLayer
                        )
                    case .missing:
                        return try page.imageCoverage() > 0.05
                            ? nil
                            : PageLayout(
                                number: number, width: page.width, height: page.height, lines: [], origin: .textLayer
                            )
                    case .junk: return nil
                    }
                }
                let done = state.withLock { scan in
                    switch outcome {
                    case .success(let layout?): scan.layouts.append(layout)
                    case .success(nil): scan.needsOCR.append(number)
                    case .failure(let error): scan.failed[number] = error.description
                    }
                    scan.done += 1
                    return scan.done
                }
                progress(done)
            }
        }
        var scan = state.withLock { $0 }
        scan.needsOCR.sort()
        return scan
    }

    private enum TextLayerQuality {
        case usable, missing, junk
    }

    /// Whether a page's text layer can be used: at least 10 visible characters, and not mostly replacement or
    /// private-use characters (fonts without a Unicode map).
    private static func textLayerQuality(_ lines: [PDFTextLine]) -> TextLayerQuality {
        var visible = 0
        var junk = 0
        for line in lines {
            for scalar in line.text.unicodeScalars {
                if scalar.value < 0x80 {
                    if scalar.value > 0x20 && scalar.value != 0x7F { visible += 1 }
                    continue
                }
                if scalar.properties.isWhitespace { continue }
                visible += 1
                if scalar == "\u{FFFD}" || (0xE000...0xF8FF).contains(scalar.value) { junk += 1 }
            }
        }
        if visible < 10 { return .missing }
        return Double(junk) / Double(visible) > 0.3 ? .junk : .usable
    }

    private static func textLine(_ line: PDFTextLine) -> TextLine {
        var result = TextLine(
            text: line.text, box: PageBox(x0: line.x0, y0: line.y0, x1: line.x1, y1: line.y1),
            fontSize: line.fontSize, isBold: line.isBold)
        result.isMonospace = line.isMonospace
        return result
    }
}
