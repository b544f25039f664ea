/// Where a card's fact came from: a document and the place in it.
public struct CardSource: Sendable, Equatable, Hashable, Codable {
    /// The document's title or file name.
    public var document: String
    /// The document's content id (SHA-256 of the file), when the document is stored.
    public var documentID: String?
    /// The 1-based page, when the document has pages.
    public var page: Int?
    /// The 1-based paragraph on that page (or in the document).
    public var paragraph: Int?
    /// The 0-based sentence within the paragraph (as in ``SourceParagraph/sentences``).
    public var sentence: Int?
    /// The quoted source text shown under "Why?".
    public var quote: String?

    /// Creates a source reference.
    public init(
        document: String, documentID: String? = nil, page: Int? = nil, paragraph: Int? = nil, sentence: Int? = nil,
        quote: String? = nil
    ) {
        self.document = document
        self.documentID = documentID
        self.page = page
        self.paragraph = paragraph
        self.sentence = sentence
        self.quote = quote
    }

    /// A short label such as `notes.pdf p. 3 ¶ 2`.
    public var pill: String {
        var parts = [document]
        if let page { parts.append("p. \(page)") }
        if let paragraph { parts.append("¶ \(paragraph)") }
        return parts.joined(separator: " ")
    }
}
