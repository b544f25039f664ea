public import CardboxCore
public import Foundation

/// Reads plain text and Markdown into documents; the rule every reader uses for such files.
///
/// PDFs and images need the full reader in `CardboxDocuments`; this one refuses them with
/// ``ExtractionError/needsFullReader(_:kind:)``.
public struct TextDocumentReader: DocumentReader {
    /// The largest input accepted, in bytes.
    public var maximumBytes: Int

    /// Creates a reader for inputs up to `maximumBytes`.
    public init(maximumBytes: Int = 100 * 1_048_576) {
        self.maximumBytes = maximumBytes
    }

    /// Reads each input; PDFs and images fail.
    public func read(
        _ inputs: [DocumentInput], progress: @escaping @Sendable (Int, Int, String) -> Void
    ) -> [Result<DocumentReading, any Error>] {
        inputs.enumerated().map { index, input in
            defer { progress(index + 1, inputs.count, input.name) }
            return Result {
                let data = try input.contents(maximumBytes: maximumBytes)
                switch FileKind.sniff(data, name: input.name) {
                case .text(let markdown):
                    return DocumentReading(
                        document: try Self.document(data, name: input.name, markdown: markdown), warnings: [])
                case .pdf: throw ExtractionError.needsFullReader(input.name, kind: "a PDF")
                case .image: throw ExtractionError.needsFullReader(input.name, kind: "an image")
                case nil: throw ExtractionError.unsupportedType(input.name)
                }
            }
        }
    }

    /// The document in a text or Markdown file, identified by the SHA-256 of its bytes.
    ///
    /// `words` undoes the hyphens that only break a word at a line end (see ``PlainTextParser``).
    ///
    /// - Throws: ``ExtractionError/noText(_:)`` when there is no paragraph.
    public static func document(
        _ data: Data, name: String, markdown: Bool, words: any WordList = EmptyWordList()
    ) throws(ExtractionError) -> SourceDocument {
        let text = String(decoding: data, as: UTF8.self)
        let document = PlainTextParser.parse(
            text, markdown: markdown, id: SHA256.hex(of: data), title: name, words: words)
        guard !document.paragraphs.isEmpty else { throw .noText(name) }
        return document
    }
}
