import CPopplerLoader
public import Foundation

/// A PDF opened with poppler: its pages, their text lines with geometry, and page rendering for OCR.
///
/// Text is read through Cardbox's text reader over poppler; poppler-glib (with GLib and cairo) is opened only when a
/// page is rendered or measured for images. Not thread-safe: poppler documents must be used from one thread at a
/// time. To work on pages in parallel, open the document once per thread (``PDFDocument/init(data:password:)`` on
/// the same bytes is cheap).
public final class PDFDocument {
    let handle: OpaquePointer
    private let data: Data
    private let password: String?
    /// poppler-glib's copy of the document, opened the first time a page is rendered or measured for images.
    private var renderingHandle: OpaquePointer?
    /// The number of pages.
    public let pageCount: Int
    /// What each font name met so far says, so each is judged once.
    private var fontStyles: [String: FontStyle] = [:]

    /// Opens the PDF at `path`.
    ///
    /// - Parameters:
    ///   - path: A file path.
    ///   - password: The user or owner password, for encrypted files.
    /// - Throws: ``PDFError`` for encrypted, damaged, empty or non-PDF files.
    public convenience init(path: String, password: String? = nil) throws(PDFError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw .damaged("cannot read the file") }
        try self.init(data: data, password: password)
    }

    /// Opens a PDF from its bytes.
    ///
    /// - Throws: ``PDFError`` for encrypted, damaged, empty or non-PDF data, or when poppler is missing.
    public init(data: Data, password: String? = nil) throws(PDFError) {
        try PopplerLibrary.loadText()
        guard data.starts(with: Array("%PDF-".utf8)) || data.prefix(1024).range(of: Data("%PDF-".utf8)) != nil else {
            throw .notAPDF
        }
        var error = CARDBOX_TEXT_OK
        var message = [CChar](repeating: 0, count: 256)
        let opened = data.withUnsafeBytes { bytes in
            popplerText.cardbox_text_open(bytes.baseAddress, bytes.count, password, &error, &message, message.count)
        }
        guard let opened else {
            if error == CARDBOX_TEXT_ENCRYPTED { throw .encrypted(passwordGiven: password != nil) }
            throw .damaged(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        handle = opened
        self.data = data
        self.password = password
        pageCount = Int(popplerText.cardbox_text_page_count(opened))
        if pageCount == 0 {
            popplerText.cardbox_text_close(opened)
            throw .empty
        }
    }

    deinit {
        popplerText.cardbox_text_close(handle)
        if let renderingHandle { poppler.g_object_unref(UnsafeMutableRawPointer(renderingHandle)) }
    }

    /// Page `number` (1-based).
    ///
    /// - Throws: ``PDFError/noSuchPage(_:pageCount:)``, or ``PDFError/damaged(_:)`` when the page cannot be loaded.
    public func page(_ number: Int) throws(PDFError) -> PDFPage {
        guard (1...pageCount).contains(number) else { throw .noSuchPage(number, pageCount: pageCount) }
        var width = 0.0
        var height = 0.0
        guard popplerText.cardbox_text_page_size(handle, Int32(number - 1), &width, &height) != 0 else {
            throw .damaged("page \(number) cannot be loaded")
        }
        return PDFPage(number: number, width: width, height: height, document: self)
    }

    /// What the font name says about its style, judged once per name.
    func style(ofFontNamed name: String) -> FontStyle {
        if let known = fontStyles[name] { return known }
        let style = FontStyle(
            isBold: FontName.isBold(name), isDingbat: FontName.isDingbat(name), isMonospace: FontName.isMonospace(name))
        fontStyles[name] = style
        return style
    }

    /// poppler-glib's page `number`, for rendering and image look-ups; the document is opened on first use.
    func renderingPage(_ number: Int) throws(PDFError) -> OpaquePointer {
        let document: OpaquePointer
        if let renderingHandle {
            document = renderingHandle
        } else {
            document = try openForRendering()
            renderingHandle = document
        }
        guard let page = poppler.poppler_document_get_page(document, Int32(number - 1)) else {
            throw .damaged("page \(number) cannot be loaded")
        }
        return page
    }

    private func openForRendering() throws(PDFError) -> OpaquePointer {
        try PopplerLibrary.load()
        var error: UnsafeMutablePointer<GError>?
        let document: OpaquePointer?
        if let password {
            // With a wrong password, poppler_document_new_from_bytes (poppler 22.12) retries on a stream copy that
            // is not a BytesStream and dereferences null. Opening from a file takes a path that retries safely.
            document = try Self.openFromFile(data, password: password, error: &error)
        } else {
            // poppler_document_new_from_bytes keeps its own reference to the GBytes for the document's lifetime.
            let bytes = data.withUnsafeBytes { buffer in poppler.g_bytes_new(buffer.baseAddress, gsize(buffer.count)) }
            defer { poppler.g_bytes_unref(bytes) }
            document = poppler.poppler_document_new_from_bytes(bytes, nil, &error)
        }
        guard let document else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { poppler.g_error_free(error) }
            throw .damaged(message)
        }
        return document
    }

    /// Opens `data` through a private temporary file, removed once poppler has opened it (it keeps the descriptor).
    private static func openFromFile(
        _ data: Data, password: String, error: inout UnsafeMutablePointer<GError>?
    ) throws(PDFError) -> OpaquePointer? {
        let path = NSTemporaryDirectory() + "cardbox-pdf-\(UUID().uuidString).pdf"
        guard FileManager.default.createFile(atPath: path, contents: data, attributes: [.posixPermissions: 0o600])
        else {
            throw .damaged("cannot write a temporary copy")
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let uri = poppler.g_filename_to_uri(path, nil, nil) else {
            throw .damaged("cannot name a temporary copy")
        }
        defer { poppler.g_free(uri) }
        return poppler.poppler_document_new_from_file(uri, password, &error)
    }
}

@available(*, unavailable, message: "A poppler document is used from one thread at a time")
extension PDFDocument: Sendable {}
