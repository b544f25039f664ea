import CTesseract

/// Tesseract and Leptonica, opened the first time a program decodes an image or runs OCR (see CTesseract).
///
/// ```swift
/// try TesseractLibrary.load()
/// let pix = tesseract.pixCreate(640, 480, 8)
/// ```
enum TesseractLibrary {
    /// The loaded functions, wrapped so the process may share them: they are plain C function pointers.
    private struct Functions: @unchecked Sendable {
        let table: CardboxTesseract
    }

    /// The result of opening the libraries, once per process.
    private static let opened: Result<Functions, OCRError> = {
        var failure: UnsafePointer<CChar>?
        guard let table = cardbox_tesseract(&failure) else {
            return .failure(.libraryMissing(failure.map { String(cString: $0) } ?? "The OCR library is missing."))
        }
        _ = table.pointee.setMsgSeverity(6)  // L_SEVERITY_NONE: no warnings about unknown formats on standard error
        return .success(Functions(table: table.pointee))
    }()

    /// Opens the libraries unless they are open.
    ///
    /// - Throws: ``OCRError/libraryMissing(_:)`` when Tesseract or Leptonica is not installed.
    static func load() throws(OCRError) {
        _ = try opened.get()
    }

    /// The functions; only after ``load()`` succeeded.
    static var functions: CardboxTesseract {
        guard case .success(let loaded) = opened else {
            preconditionFailure("TesseractLibrary.functions used before a successful load()")
        }
        return loaded.table
    }
}

/// Tesseract's and Leptonica's functions, under their C names (``TesseractLibrary/load()`` first).
var tesseract: CardboxTesseract { TesseractLibrary.functions }
