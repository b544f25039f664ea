public import CardboxCore
public import Foundation

/// What a file is, judged by its content, not its name.
public enum FileKind: Sendable, Equatable {
    /// A PDF.
    case pdf
    /// An image format the OCR reader decodes.
    case image(String)
    /// UTF-8 text; `markdown` when it looks like Markdown or is named `.md`.
    case text(markdown: Bool)

    /// Sniffs `data` (the name only tells Markdown from plain text).
    ///
    /// - Returns: The kind, or `nil` for anything else (archives, office files, binaries).
    public static func sniff(_ data: Data, name: String) -> FileKind? {
        let head = [UInt8](data.prefix(16))
        func starts(_ magic: [UInt8]) -> Bool { head.starts(with: magic) }
        if data.prefix(1024).range(of: Data("%PDF-".utf8)) != nil { return .pdf }
        if starts([0x89, 0x50, 0x4E, 0x47]) { return .image("PNG") }
        if starts([0xFF, 0xD8, 0xFF]) { return .image("JPEG") }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .image("TIFF") }
        if starts(Array("RIFF".utf8)), head.count >= 12, Array(head[8..<12]) == Array("WEBP".utf8) {
            return .image("WebP")
        }
        if starts(Array("GIF8".utf8)) { return .image("GIF") }
        if starts([0x42, 0x4D]) { return .image("BMP") }
        if head.count >= 2, head[0] == 0x50, (0x31...0x36).contains(head[1]) { return .image("PNM") }
        guard !data.contains(0), String(data: data, encoding: .utf8) != nil else { return nil }
        let lowered = name.lowercased()
        let markdown = lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown")
        return .text(markdown: markdown)
    }

    /// The document kind this file becomes.
    public var documentKind: SourceDocument.Kind {
        switch self {
        case .pdf: .pdf
        case .image: .image
        case .text(let markdown): markdown ? .markdown : .text
        }
    }
}
