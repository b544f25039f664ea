import CPopplerLoader

/// poppler-glib, with GLib and cairo, opened the first time a program reads a PDF (see CPopplerLoader).
///
/// ```swift
/// try PopplerLibrary.load()
/// let pages = poppler.poppler_document_get_n_pages(document)
/// ```
enum PopplerLibrary {
    /// The loaded functions, wrapped so the process may share them: they are plain C function pointers.
    private struct Functions: @unchecked Sendable {
        let table: CardboxPoppler
    }

    /// The result of opening the library, once per process.
    private static let opened: Result<Functions, PDFError> = {
        var failure: UnsafePointer<CChar>?
        guard let table = cardbox_poppler(&failure) else {
            return .failure(.libraryMissing(failure.map { String(cString: $0) } ?? "The PDF library is missing."))
        }
        return .success(Functions(table: table.pointee))
    }()

    /// Opens the library unless it is open.
    ///
    /// - Throws: ``PDFError/libraryMissing(_:)`` when poppler-glib is not installed.
    static func load() throws(PDFError) {
        _ = try opened.get()
    }

    /// The functions; only after ``load()`` succeeded.
    static var functions: CardboxPoppler {
        guard case .success(let loaded) = opened else {
            preconditionFailure("PopplerLibrary.functions used before a successful load()")
        }
        return loaded.table
    }
}

/// poppler-glib's, GLib's and cairo's functions, under their C names (``PopplerLibrary/load()`` first).
var poppler: CardboxPoppler { PopplerLibrary.functions }
