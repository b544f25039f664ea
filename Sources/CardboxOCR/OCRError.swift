/// Why OCR could not run.
public enum OCRError: Error, Equatable, CustomStringConvertible {
    /// The language data is not installed.
    case languageMissing(String)
    /// The image could not be decoded.
    case unreadableImage
    /// The image is too large to process.
    case imageTooLarge(width: Int, height: Int)
    /// Tesseract or Leptonica is not installed; the sentence says which.
    case libraryMissing(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .languageMissing(let language):
            "The OCR language '\(language)' is not installed (Debian: apt-get install tesseract-ocr-\(language))."
        case .unreadableImage: "The image could not be read."
        case .imageTooLarge(let width, let height): "The image is too large (\(width)×\(height) pixels)."
        case .libraryMissing(let sentence): sentence
        }
    }
}
