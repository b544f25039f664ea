/// Why a file could not be turned into paragraphs.
///
/// Nothing is stored when this is thrown.
public enum ExtractionError: Error, Equatable, CustomStringConvertible {
    /// The file does not exist or cannot be read.
    case unreadable(String)
    /// The path names a folder, not a file.
    case isFolder(String)
    /// The content is not a PDF, image, text or Markdown file.
    case unsupportedType(String)
    /// The file is larger than the configured limit.
    case tooLarge(String, bytes: Int, limit: Int)
    /// The document has more pages than the configured limit (and no `--pages` range was given).
    case tooManyPages(String, pages: Int, limit: Int)
    /// The PDF needs a password.
    case encrypted(String, passwordGiven: Bool)
    /// The PDF is damaged and nothing could be recovered.
    case damaged(String, detail: String)
    /// The page range is outside the document.
    case pageRange(String, pages: Int)
    /// No text was found (an empty file, a blank image).
    case noText(String)
    /// OCR is unavailable.
    case ocrUnavailable(String)
    /// The PDF reader cannot be loaded; the sentence says what is missing.
    case pdfUnavailable(String)
    /// The file is a PDF or an image, and this reader reads only text and Markdown.
    case needsFullReader(String, kind: String)
    /// The image declares more pixels than are read (checked before decoding it).
    case imageTooLarge(String, width: Int, height: Int, limit: Int)
    /// A scanned page is too large to render for OCR at a readable resolution (size in points).
    case pageTooLarge(String, page: Int, width: Int, height: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .unreadable(let name): "Cannot read '\(name)': no such file, or it is not readable."
        case .isFolder(let name): "'\(name)' is a folder; name the files in it instead, such as '\(name)'/*.pdf."
        case .unsupportedType(let name):
            "'\(name)' is not a PDF, an image (PNG, JPEG, TIFF, WebP…), plain text or Markdown."
        case .tooLarge(let name, let bytes, let limit):
            "'\(name)' is \(megabytes(bytes)) MB; the limit is \(megabytes(limit)) MB (set CARDBOX_MAX_FILE_MB)."
        case .tooManyPages(let name, let pages, let limit):
            "'\(name)' has \(pages) pages; the limit is \(limit) (choose some with --pages, or set CARDBOX_MAX_PAGES)."
        case .encrypted(let name, let passwordGiven):
            passwordGiven
                ? "'\(name)' is encrypted and the password is wrong."
                : "'\(name)' is encrypted. Give its password with --password-file FILE or --password."
        case .damaged(let name, let detail): "'\(name)' is damaged and nothing could be read (\(detail))."
        case .pageRange(let name, let pages): "'\(name)' has \(pages) pages; the --pages range is outside it."
        case .noText(let name): "No text was found in '\(name)'."
        case .ocrUnavailable(let reason): "OCR is unavailable: \(reason)"
        case .pdfUnavailable(let reason): "PDFs cannot be read: \(reason)"
        case .needsFullReader(let name, let kind): "'\(name)' is \(kind); this reader takes only text and Markdown."
        case .imageTooLarge(let name, let width, let height, let limit):
            "'\(name)' is \(width) × \(height) pixels; images of at most \(limit / 1_000_000) million pixels are read."
        case .pageTooLarge(let name, let page, let width, let height):
            "Page \(page) of '\(name)' is \(width) × \(height) points, too large to render for reading; "
                + "scanned pages up to about A1 (1684 × 2384 points) are read."
        }
    }

    private func megabytes(_ bytes: Int) -> String {
        let tenths = Int((Double(bytes) / 1_048_576 * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
