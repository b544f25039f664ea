/// A document turned into clean paragraphs with provenance: what card generation reads and cites.
public struct SourceDocument: Sendable, Equatable, Codable {
    /// A stable identifier: the hex SHA-256 of the original file's bytes.
    public var id: String
    /// The title shown to users (the file name unless the document says otherwise).
    public var title: String
    /// What kind of file it came from.
    public var kind: Kind
    /// Number of pages (1 for plain text, Markdown and single images).
    public var pageCount: Int
    /// The paragraphs in reading order.
    public var paragraphs: [SourceParagraph]

    /// The kinds of source file.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// A PDF (text layer, scanned pages, or both).
        case pdf
        /// A photo or scan (PNG, JPEG, TIFF, WebP…).
        case image
        /// Plain text.
        case text
        /// Markdown.
        case markdown
    }

    /// Creates a document.
    public init(id: String, title: String, kind: Kind, pageCount: Int, paragraphs: [SourceParagraph]) {
        self.id = id
        self.title = title
        self.kind = kind
        self.pageCount = pageCount
        self.paragraphs = paragraphs
    }
}

/// One paragraph of a ``SourceDocument`` and where it stands.
public struct SourceParagraph: Sendable, Equatable, Codable {
    /// The 1-based page.
    public var page: Int
    /// The 1-based position among the page's paragraphs.
    public var index: Int
    /// The headings above it, outermost first.
    public var headingPath: [String]
    /// What the paragraph is.
    public var role: Role
    /// The cleaned text.
    public var text: String
    /// The sentences, as character offsets into ``text``.
    public var sentences: [TextSpan]
    /// Where it is on the page, in points from the top-left corner; `nil` for text and Markdown.
    public var box: PageBox?
    /// The OCR engine's mean confidence (0–100) for OCR'd text; `nil` for a text layer.
    public var confidence: Double?
    /// Whether the text is doubtful (low OCR confidence or suspiciously little text) and should be checked.
    public var needsReview: Bool
    /// Which part of the document the paragraph belongs to: the main text, or apparatus around it.
    ///
    /// Every paragraph is extracted, but card generation should read only ``Part/main`` paragraphs
    /// (``isMainText``): footnotes, captions, the table of contents, the index and the bibliography are kept
    /// for display and citation, not for questions. Documents stored before this field existed decode as
    /// ``Part/main``.
    public var part: Part

    /// Kinds of paragraph.
    public enum Role: String, Sendable, Codable, CaseIterable {
        /// A heading.
        case heading
        /// Running text.
        case body
        /// An item of a bulleted or numbered list.
        case listItem
        /// A code listing, its lines kept as printed and separated by line feeds, its whole text one sentence.
        case code
    }

    /// Parts of a document that a paragraph may belong to.
    public enum Part: String, Sendable, Codable, CaseIterable {
        /// The running content: headings, paragraphs and lists that cards are made from.
        case main
        /// A footnote (small print at the foot of a page or column).
        case footnote
        /// The caption of a figure or table ("Figure 3: …", "Table 2. …").
        case caption
        /// A table of contents (a "Contents" section, or a page of titles with page numbers).
        case contents
        /// A back-of-book index (an "Index" section, or a page of terms followed by page numbers).
        case index
        /// A bibliography or reference list.
        case bibliography
    }

    /// Whether the paragraph is part of the main text, the only part card generation should read.
    public var isMainText: Bool { part == .main }

    /// Creates a paragraph.
    public init(
        page: Int, index: Int, headingPath: [String], role: Role, text: String, sentences: [TextSpan],
        box: PageBox?, confidence: Double? = nil, needsReview: Bool = false, part: Part = .main
    ) {
        self.page = page
        self.index = index
        self.headingPath = headingPath
        self.role = role
        self.text = text
        self.sentences = sentences
        self.box = box
        self.confidence = confidence
        self.needsReview = needsReview
        self.part = part
    }

    /// Decodes a paragraph; a missing ``part`` (documents encoded before it existed) means ``Part/main``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = try container.decode(Int.self, forKey: .page)
        index = try container.decode(Int.self, forKey: .index)
        headingPath = try container.decode([String].self, forKey: .headingPath)
        role = try container.decode(Role.self, forKey: .role)
        text = try container.decode(String.self, forKey: .text)
        sentences = try container.decode([TextSpan].self, forKey: .sentences)
        box = try container.decodeIfPresent(PageBox.self, forKey: .box)
        confidence = try container.decodeIfPresent(Double.self, forKey: .confidence)
        needsReview = try container.decode(Bool.self, forKey: .needsReview)
        part = try container.decodeIfPresent(Part.self, forKey: .part) ?? .main
    }

    /// The text of sentence `number` (0-based), if it exists.
    public func sentence(_ number: Int) -> String? {
        guard sentences.indices.contains(number) else { return nil }
        let span = sentences[number]
        let characters = Array(text)
        guard span.start >= 0, span.end <= characters.count, span.start <= span.end else { return nil }
        return String(characters[span.start..<span.end])
    }
}

/// A half-open range of character offsets.
public struct TextSpan: Sendable, Equatable, Hashable, Codable {
    /// The first character.
    public var start: Int
    /// One past the last character.
    public var end: Int

    /// Creates a span.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }
}

/// A rectangle on a page in points (1/72 inch), origin at the top-left corner, y growing downwards.
public struct PageBox: Sendable, Equatable, Hashable, Codable {
    /// Left edge.
    public var x0: Double
    /// Top edge.
    public var y0: Double
    /// Right edge.
    public var x1: Double
    /// Bottom edge.
    public var y1: Double

    /// Creates a box.
    public init(x0: Double, y0: Double, x1: Double, y1: Double) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// Width.
    public var width: Double { x1 - x0 }
    /// Height.
    public var height: Double { y1 - y0 }

    /// The smallest box containing both.
    public func union(_ other: PageBox) -> PageBox {
        PageBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }
}
