/// Why a PDF could not be read.
public enum PDFError: Error, Equatable, CustomStringConvertible {
    /// The file is encrypted and no password, or a wrong one, was given.
    case encrypted(passwordGiven: Bool)
    /// The file is damaged beyond what the reader repairs.
    case damaged(String)
    /// The data is not a PDF.
    case notAPDF
    /// The PDF has no pages.
    case empty
    /// A page number outside the document.
    case noSuchPage(Int, pageCount: Int)
    /// Rendering a page failed.
    case renderFailed(page: Int)
    /// poppler-glib is not installed; the sentence says so.
    case libraryMissing(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .encrypted(let passwordGiven):
            passwordGiven
                ? "The PDF is encrypted and the password is wrong."
                : "The PDF is encrypted. Give its password with --password."
        case .damaged(let detail): "The PDF is damaged and cannot be read (\(detail))."
        case .notAPDF: "The file is not a PDF."
        case .empty: "The PDF has no pages."
        case .noSuchPage(let page, let count): "There is no page \(page); the PDF has \(count) pages."
        case .renderFailed(let page): "Page \(page) could not be rendered."
        case .libraryMissing(let sentence): sentence
        }
    }
}
