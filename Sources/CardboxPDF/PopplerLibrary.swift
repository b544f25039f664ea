import CPopplerLoader

/// poppler's two libraries, each opened the first time a program needs it (see CPopplerLoader): Cardbox's text
/// reader over poppler (libCardboxPopplerText) for every PDF, and poppler-glib, with GLib and cairo, for pages that
/// are rendered or measured for images.
///
/// ```swift
/// try PopplerLibrary.loadText()
/// let pages = popplerText.cardbox_text_page_count(document)
/// ```
enum PopplerLibrary {
    /// Loaded function tables, wrapped so the process may share them: they are plain C function pointers.
    private struct Functions<Table>: @unchecked Sendable {
        let table: Table
    }

    /// The result of opening poppler-glib, once per process.
    private static let openedGlib: Result<Functions<CardboxPoppler>, PDFError> = {
        var failure: UnsafePointer<CChar>?
        guard let table = cardbox_poppler(&failure) else {
            return .failure(.libraryMissing(failure.map { String(cString: $0) } ?? "The PDF library is missing."))
        }
        return .success(Functions(table: table.pointee))
    }()

    /// The result of opening the text reader, once per process.
    private static let openedText: Result<Functions<CardboxPopplerText>, PDFError> = {
        var failure: UnsafePointer<CChar>?
        guard let table = cardbox_poppler_text(&failure) else {
            return .failure(.libraryMissing(failure.map { String(cString: $0) } ?? "The PDF library is missing."))
        }
        return .success(Functions(table: table.pointee))
    }()

    /// Opens poppler-glib unless it is open.
    ///
    /// - Throws: ``PDFError/libraryMissing(_:)`` when poppler-glib is not installed.
    static func load() throws(PDFError) {
        _ = try openedGlib.get()
    }

    /// Opens the text reader unless it is open.
    ///
    /// - Throws: ``PDFError/libraryMissing(_:)`` when it or poppler cannot be loaded.
    static func loadText() throws(PDFError) {
        _ = try openedText.get()
    }

    /// poppler-glib's functions; only after ``load()`` succeeded.
    static var functions: CardboxPoppler {
        guard case .success(let loaded) = openedGlib else {
            preconditionFailure("PopplerLibrary.functions used before a successful load()")
        }
        return loaded.table
    }

    /// The text reader's functions; only after ``loadText()`` succeeded.
    static var textFunctions: CardboxPopplerText {
        guard case .success(let loaded) = openedText else {
            preconditionFailure("PopplerLibrary.textFunctions used before a successful loadText()")
        }
        return loaded.table
    }
}

/// poppler-glib's, GLib's and cairo's functions, under their C names (``PopplerLibrary/load()`` first).
var poppler: CardboxPoppler { PopplerLibrary.functions }

/// The text reader's functions, under their C names (``PopplerLibrary/loadText()`` first).
var popplerText: CardboxPopplerText { PopplerLibrary.textFunctions }
