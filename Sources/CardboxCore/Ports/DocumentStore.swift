public import FoundationEssentials

/// Source documents and their paragraphs, kept so cards can cite them.
public protocol DocumentStore: Sendable {
    /// Stores `document` for `owner` with all its paragraphs in one transaction, replacing an earlier copy of the
    /// same content (same ``SourceDocument/id``).
    func saveDocument(_ document: SourceDocument, owner: UserID, at: Date) throws -> StoredDocument
    /// The owner's documents, newest first, without paragraphs.
    func fetchDocuments(owner: UserID) throws -> [StoredDocument]
    /// One document with its paragraphs, by content id.
    func findDocument(owner: UserID, contentID: String) throws -> SourceDocument?
}

/// A document as listed: what it is, without its paragraphs.
public struct StoredDocument: Sendable, Equatable, Codable {
    /// The content id (SHA-256 of the file).
    public var contentID: String
    /// The title.
    public var title: String
    /// The kind of file.
    public var kind: SourceDocument.Kind
    /// Pages.
    public var pageCount: Int
    /// Paragraphs.
    public var paragraphCount: Int
    /// When it was stored.
    public var storedAt: Date

    /// Creates a listing entry.
    public init(
        contentID: String, title: String, kind: SourceDocument.Kind, pageCount: Int, paragraphCount: Int,
        storedAt: Date
    ) {
        self.contentID = contentID
        self.title = title
        self.kind = kind
        self.pageCount = pageCount
        self.paragraphCount = paragraphCount
        self.storedAt = storedAt
    }
}
