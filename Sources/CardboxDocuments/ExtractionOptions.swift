public import CardboxCore

/// How to extract: password, page range, OCR language, limits and parallelism.
public struct ExtractionOptions: Sendable {
    /// The PDF password, if any.
    public var password: String?
    /// Only these pages (1-based, inclusive).
    public var pages: ClosedRange<Int>?
    /// The OCR language (Tesseract code such as `eng`, `deu`).
    public var language: String
    /// The largest file accepted, in bytes.
    public var maximumBytes: Int
    /// The most pages processed without an explicit `pages` range.
    public var maximumPages: Int
    /// Worker threads for text extraction and OCR.
    public var workers: Int
    /// The resolution scanned pages are rendered at for OCR, at most.
    public var ocrDPI: Double = 300
    /// The lowest resolution a scanned page is rendered at: a page that would need less to fit
    /// ``maximumRenderPixels`` is refused.
    public var minimumOCRDPI: Double = 150
    /// The most pixels one page is rendered to for OCR (about A3 at 300 dpi); larger pages are rendered at a lower
    /// resolution, down to ``minimumOCRDPI``.
    public var maximumRenderPixels = 24_000_000
    /// Where OCR'd pages are kept while a document is read, so an interrupted read resumes; `nil` keeps none.
    public var ocrArchive: (any OCRPageArchive)?

    /// Creates options; the defaults accept files up to 100 MB and 500 pages.
    public init(
        password: String? = nil, pages: ClosedRange<Int>? = nil, language: String = "eng",
        maximumBytes: Int = 100 * 1_048_576, maximumPages: Int = 500, workers: Int = 2
    ) {
        self.password = password
        self.pages = pages
        self.language = language
        self.maximumBytes = maximumBytes
        self.maximumPages = maximumPages
        self.workers = max(1, workers)
    }
}

/// What extraction did for one file.
public struct ExtractionReport: Sendable {
    /// The file name as given.
    public var name: String
    /// The document.
    public var document: CardboxCore.SourceDocument
    /// Pages read from the text layer.
    public var textPages: [Int]
    /// Pages rendered and OCR'd (or the image itself).
    public var ocrPages: [Int]
    /// Pages that could not be read, with the reason.
    public var failedPages: [Int: String]
    /// Scanned pages read by an earlier, interrupted read of the same file, taken from the ``OCRPageArchive``.
    public var resumedPages: [Int] = []
    /// Notes for the user, such as a repaired file.
    public var warnings: [String]

    /// Paragraphs marked for review.
    public var flaggedCount: Int { document.paragraphs.filter(\.needsReview).count }
}
