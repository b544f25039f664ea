/// The text of a card field read as a small, safe Markdown subset: the one parse every front end renders.
///
/// Every card field (front, back, explanation, wrong answers, pitfall) is written in this subset:
/// - `*emphasis*` or `_emphasis_`, `**strong**` or `__strong__`, `` `code` ``;
/// - fenced code blocks (```` ```swift ````) whose info string names the language;
/// - bullet lists (`-`, `*`, `+`) and numbered lists (`1.` or `1)`), nested by indenting;
/// - a line break for every newline inside a paragraph, a blank line between paragraphs;
/// - links `[text](https://…)` whose address is `http`, `https` or `mailto` (any other is shown as it was written);
/// - images and sounds stored with the card, `![label](media:KEY.EXT)` (``CardMediaReference``); any other image
///   address is shown as it was written, so a card never loads a file from elsewhere;
/// - maths: `$…$` and `\(…\)` inline, `$$…$$` and `\[…\]` as a display;
/// - tables: rows of cells between `|`, the first row followed by a row of `---` (``CardTextTable``);
/// - ruby: `{漢字|かんじ}`, a reading set above its base text, when the base holds a character beyond ASCII;
/// - a backslash before punctuation shows the punctuation itself.
///
/// There is no raw HTML: a `<tag>` in a field is text. Anything the parser does not recognise, such as an unclosed
/// marker, stays as the characters that were written, so no input is lost or refused.
public struct CardText: Sendable, Equatable {
    /// The blocks, in reading order.
    public var blocks: [CardTextBlock]

    /// Creates text from blocks.
    public init(blocks: [CardTextBlock]) {
        self.blocks = blocks
    }

    /// Parses `source`.
    ///
    /// Parsing never fails, and it takes time roughly linear in the length of `source`.
    public init(parsing source: String) {
        blocks = CardTextParser.blocks(of: source)
    }

    /// Whether the text is one paragraph without line breaks, which can sit inside a line (a button, a table cell).
    public var isSingleLine: Bool {
        guard blocks.count == 1, case .paragraph(let inlines) = blocks[0] else { return blocks.isEmpty }
        return !inlines.contains(.lineBreak)
    }

    /// Whether the text holds maths anywhere.
    public var hasMath: Bool {
        blocks.contains { $0.hasMath }
    }

    /// The images and sounds the text places, in reading order.
    public var mediaReferences: [CardMediaReference] {
        blocks.flatMap(\.mediaReferences)
    }

    /// The text without its images and sounds, as an answer option shows it before the answer: a file on the right
    /// answer alone would give it away.
    public func removingMedia() -> CardText {
        CardText(
            blocks: blocks.map { $0.removingMedia() }.filter { block in
                // A paragraph that held only a file is gone with it.
                guard case .paragraph(let inlines) = block else { return true }
                return inlines.contains { inline in
                    switch inline {
                    case .lineBreak: false
                    case .text(let text): !text.trimmed.isEmpty
                    default: true
                    }
                }
            })
    }
}

/// A block of card text.
public enum CardTextBlock: Sendable, Equatable {
    /// Running text.
    case paragraph([CardTextInline])
    /// A fenced code block: its language (lowercased, from the info string) and its lines as written.
    case code(language: String?, text: String)
    /// A bulleted list; each item is a list of blocks.
    case bulletList([[CardTextBlock]])
    /// A numbered list starting at `start`; each item is a list of blocks.
    case numberedList(start: Int, items: [[CardTextBlock]])
    /// Maths shown on its own line, as TeX source.
    case displayMath(String)
    /// A table.
    case table(CardTextTable)

    /// Whether the block holds maths.
    var hasMath: Bool {
        switch self {
        case .paragraph(let inlines): inlines.contains { $0.hasMath }
        case .code: false
        case .bulletList(let items), .numberedList(_, let items): items.contains { $0.contains { $0.hasMath } }
        case .displayMath: true
        case .table(let table): table.allRows.contains { $0.contains { $0.contains { $0.hasMath } } }
        }
    }

    /// The block without images and sounds.
    func removingMedia() -> CardTextBlock {
        switch self {
        case .paragraph(let inlines): .paragraph(CardTextInline.removingMedia(inlines))
        case .code, .displayMath: self
        case .bulletList(let items): .bulletList(items.map { $0.map { $0.removingMedia() } })
        case .numberedList(let start, let items):
            .numberedList(start: start, items: items.map { $0.map { $0.removingMedia() } })
        case .table(let table):
            .table(
                CardTextTable(
                    header: table.header.map(CardTextInline.removingMedia), alignments: table.alignments,
                    rows: table.rows.map { $0.map(CardTextInline.removingMedia) }))
        }
    }

    /// The images and sounds the block places.
    var mediaReferences: [CardMediaReference] {
        switch self {
        case .paragraph(let inlines): inlines.flatMap(\.mediaReferences)
        case .code, .displayMath: []
        case .bulletList(let items), .numberedList(_, let items): items.flatMap { $0.flatMap(\.mediaReferences) }
        case .table(let table): table.allRows.flatMap { $0.flatMap { $0.flatMap(\.mediaReferences) } }
        }
    }
}

/// A piece of running text.
public indirect enum CardTextInline: Sendable, Equatable {
    /// Plain characters.
    case text(String)
    /// Emphasised text (italic).
    case emphasis([CardTextInline])
    /// Strong text (bold).
    case strong([CardTextInline])
    /// A code span.
    case code(String)
    /// A line break.
    case lineBreak
    /// A link to an `http`, `https` or `mailto` address.
    case link(destination: String, label: [CardTextInline])
    /// Maths as TeX source; `display` when written as `$$…$$` or `\[…\]`.
    case math(String, display: Bool)
    /// An image or a sound stored with the card, written `![label](media:KEY.EXT)`.
    case media(CardMediaReference)
    /// A reading set above its base text, written `{漢字|かんじ}`.
    case ruby(base: String, reading: String)

    /// Whether the piece holds maths.
    var hasMath: Bool {
        switch self {
        case .math: true
        case .emphasis(let inner), .strong(let inner), .link(_, let inner): inner.contains { $0.hasMath }
        case .text, .code, .lineBreak, .media, .ruby: false
        }
    }

    /// `inlines` without images and sounds.
    static func removingMedia(_ inlines: [CardTextInline]) -> [CardTextInline] {
        inlines.compactMap { inline in
            switch inline {
            case .media: nil
            case .emphasis(let inner): .emphasis(removingMedia(inner))
            case .strong(let inner): .strong(removingMedia(inner))
            default: inline
            }
        }
    }

    /// The images and sounds the piece places.
    var mediaReferences: [CardMediaReference] {
        switch self {
        case .media(let reference): [reference]
        case .emphasis(let inner), .strong(let inner): inner.flatMap(\.mediaReferences)
        case .text, .code, .lineBreak, .math, .link, .ruby: []
        }
    }
}
