public import CardboxCore
public import CardboxIngest
import CardboxOCR
import CardboxPDF
import Foundation
import Synchronization

/// Turns files (PDF, images, text, Markdown) into ``SourceDocument``s: text layers are read directly, pages without
/// usable text are rendered and OCR'd, and everything goes through the same layout and cleanup.
public struct DocumentExtractor: DocumentReader {
    /// The options.
    public var options: ExtractionOptions
    let assembler: DocumentAssembler

    /// Creates an extractor that resolves line-end hyphens with `words` (a dictionary's word list, or none).
    public init(options: ExtractionOptions = ExtractionOptions(), words: any WordList = EmptyWordList()) {
        self.options = options
        assembler = DocumentAssembler(words: words, options: AssemblyOptions(threads: options.workers))
    }

    /// Progress: pages done, pages in all, and the file being worked on.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int, _ file: String) -> Void

    /// Extracts the files at `paths`; see ``extract(_:progress:)``.
    public func extract(
        files paths: [String], progress: Progress = { _, _, _ in }
    ) -> [Result<ExtractionReport, any Error>] {
        extract(paths.map(DocumentInput.file), progress: progress)
    }

    /// Reads each input as ``extract(_:progress:)`` does, keeping the document and the warnings.
    public func read(
        _ inputs: [DocumentInput], progress: @escaping @Sendable (Int, Int, String) -> Void
    ) -> [Result<DocumentReading, any Error>] {
        extract(inputs, progress: progress).map { result in
            result.map { DocumentReading(document: $0.document, warnings: $0.warnings) }
        }
    }

    /// Extracts each input; images are OCR'd side by side.
    ///
    /// Results are in input order, one per input; each document is titled with its input's name.
    public func extract(
        _ inputs: [DocumentInput], progress: Progress = { _, _, _ in }
    ) -> [Result<ExtractionReport, any Error>] {
        var results = [Result<ExtractionReport, any Error>?](repeating: nil, count: inputs.count)
        var images: [(index: Int, name: String, data: Data)] = []
        for (index, input) in inputs.enumerated() {
            let name = input.name
            do {
                let data = try input.contents(maximumBytes: options.maximumBytes)
                switch FileKind.sniff(data, name: name) {
                case .pdf: results[index] = Result { try extractPDF(data, name: name, progress: progress) }
                case .image: images.append((index, name, data))
                case .text(let markdown):
                    results[index] = Result {
                        ExtractionReport(
                            name: name,
                            document: try TextDocumentReader.document(
                                data, name: name, markdown: markdown, words: assembler.words),
                            textPages: [1], ocrPages: [], failedPages: [:], warnings: [])
                    }
                case nil: throw ExtractionError.unsupportedType(name)
                }
            } catch {
                results[index] = .failure(error)
            }
        }
        if !images.isEmpty {
            for (image, result) in zip(images, extractImages(images.map { ($0.name, $0.data) }, progress: progress)) {
                results[image.index] = result
            }
        }
        return results.map { $0 ?? .failure(ExtractionError.unsupportedType("?")) }
    }

    // MARK: - Images

    private func extractImages(
        _ files: [(name: String, data: Data)], progress: Progress
    ) -> [Result<ExtractionReport, any Error>] {
        let workers = OCRWorkers(count: options.workers, language: options.language)
        let pages = workers.recognize(
            total: files.count, load: { index in try OCRImage(decoding: files[index].data) },
            progress: { done in progress(done, files.count, files[min(done, files.count) - 1].name) }
        )
        return zip(files, pages).map { file, page in
            Result {
                let page = try mapOCRError(page.get(), name: file.name)
                let layout = Self.layout(of: page, number: 1)
                let document = assembler.assemble(
                    pages: [layout], id: SHA256.hex(of: file.data), title: file.name, kind: .image
                )
                guard document.paragraphs.contains(where: { !$0.text.isEmpty }) else {
                    throw ExtractionError.noText(file.name)
                }
                return ExtractionReport(
                    name: file.name, document: document, textPages: [], ocrPages: [1], failedPages: [:], warnings: []
                )
            }
        }
    }

    private func mapOCRError(_ body: @autoclosure () throws -> OCRPage, name: String) throws -> OCRPage {
        do {
            return try body()
        } catch OCRError.unreadableImage {
            throw ExtractionError.unsupportedType(name)
        } catch OCRError.imageTooLarge(let width, let height) {
            throw ExtractionError.imageTooLarge(name, width: width, height: height, limit: OCRImage.maximumPixels)
        } catch let error as OCRError {
            throw ExtractionError.ocrUnavailable(error.description)
        }
    }

    /// An OCR result as a page of lines in points.
    static func layout(of page: OCRPage, number: Int) -> PageLayout {
        let scale = 72 / page.dpi
        let lines = page.lines.map { line in
            let box = PageBox(
                x0: Double(line.box.x0) * scale, y0: Double(line.box.y0) * scale, x1: Double(line.box.x1) * scale,
                y1: Double(line.box.y1) * scale
            )
            return TextLine(text: line.text, box: box, fontSize: box.height * 0.82, confidence: line.confidence)
        }
        return PageLayout(
            number: number, width: Double(page.width) * scale, height: Double(page.height) * scale, lines: lines,
            origin: .ocr
        )
    }
}

extension DocumentExtractor {
    /// Prepares this process for OCR (see `OCRProcess` in CardboxOCR); call it first thing in a program that may
    /// read scans or photos.
    public static func prepareProcess() {
        OCRProcess.prepare()
    }
}
