public import FoundationEssentials

/// Reads files (PDF, images, text, Markdown) into ``SourceDocument``s: the port the import use case reads through,
/// so front ends that never read a PDF themselves need not link the libraries that do.
public protocol DocumentReader: Sendable {
    /// Reads each input, in input order; one result per input.
    ///
    /// - Parameter progress: Pages done, pages in all, and the name of the file being read.
    func read(
        _ inputs: [DocumentInput], progress: @escaping @Sendable (_ done: Int, _ total: Int, _ name: String) -> Void
    ) -> [Result<DocumentReading, any Error>]
}

/// One file to read: the name the user knows it by and where its bytes are.
public struct DocumentInput: Sendable, Equatable {
    /// Where the bytes are.
    public enum Bytes: Sendable, Equatable {
        /// A file on this machine, read by the reader.
        case file(path: String)
        /// Bytes already received, such as an upload.
        case memory(Data)
        /// A blob in the store, such as an upload kept for an import job.
        case blob(BlobSource)
    }

    /// The name shown for the document: the file's name without folders, trimmed, at most 200 characters.
    public var name: String
    /// The content.
    public var bytes: Bytes

    /// The longest document name kept.
    public static let maximumNameLength = 200

    /// An input with the given name (folders, trailing slashes and surrounding spaces removed; "Upload" when nothing
    /// is left).
    public init(name: String, bytes: Bytes) {
        let base = name.split(separator: "/").last.map(String.init) ?? ""
        let trimmed = base.trimmed
        self.name = trimmed.isEmpty ? "Upload" : String(trimmed.prefix(Self.maximumNameLength))
        self.bytes = bytes
    }

    /// The file at `path`, named by its last path component.
    public static func file(_ path: String) -> DocumentInput {
        DocumentInput(name: path, bytes: .file(path: path))
    }

    /// The name without its extension (`notes.pdf` → `notes`): the deck name an import uses when none is given.
    public var baseName: String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}

/// What reading one file gave: the document and notes for the user.
public struct DocumentReading: Sendable {
    /// The document, titled with the input's name.
    public var document: SourceDocument
    /// Notes for the user, such as a repaired file or pages that could not be read.
    public var warnings: [String]

    /// Creates the value.
    public init(document: SourceDocument, warnings: [String]) {
        self.document = document
        self.warnings = warnings
    }
}
