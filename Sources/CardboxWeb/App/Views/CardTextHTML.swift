import CardboxCore

/// Card text as HTML: the one rendering of card fields that every page uses.
///
/// The text is parsed as ``CardText`` (a safe Markdown subset) and each piece is written through ``HTML``'s escaping
/// interpolation, so a `<tag>` in a field is shown as text. Code blocks are highlighted on the server when their
/// language is known; maths is written as its TeX source in a `math` element that the page script typesets with
/// KaTeX (and that stays readable without it).
enum CardTextHTML {
    /// Where the HTML goes.
    enum Placement {
        /// Where blocks may go: a card face, a table cell, a panel.
        case block
        /// Inside a sentence, a button or a label: only phrasing elements (paragraphs become line breaks, code blocks
        /// and lists become spans).
        case phrasing
    }

    /// `source` read as card text and rendered for `placement`; without its images and sounds when `media` is false
    /// (an answer option before the answer).
    static func render(_ source: String, in placement: Placement = .block, media: Bool = true) -> HTML {
        let text = media ? CardText(parsing: source) : CardText(parsing: source).removingMedia()
        switch placement {
        case .block:
            return "<div class=\"card-text\">\(blocks(text.blocks))</div>"
        case .phrasing:
            return "<span class=\"card-text\">\(phrasing(text.blocks))</span>"
        }
    }

    /// An answer that is code: shown as written in a code block, never read as Markdown.
    static func code(_ text: String, language: String? = nil) -> HTML {
        "<div class=\"card-text\">\(codeBlock(text, language: language))</div>"
    }

    // MARK: - Blocks

    static func blocks(_ blocks: [CardTextBlock]) -> HTML {
        blocks.map(block).joined()
    }

    static func block(_ block: CardTextBlock) -> HTML {
        switch block {
        case .paragraph(let pieces):
            return "<p>\(inlines(pieces))</p>"
        case .code(let language, let text):
            return codeBlock(text, language: language)
        case .displayMath(let source):
            return "<div class=\"math\" data-display=\"true\">\(source)</div>"
        case .bulletList(let items):
            return "<ul>\(items.map { "<li>\(item($0))</li>" as HTML })</ul>"
        case .numberedList(let start, let items):
            let startAttribute: HTML = start == 1 ? "" : " start=\"\(start)\""
            return "<ol\(startAttribute)>\(items.map { "<li>\(item($0))</li>" as HTML })</ol>"
        case .table(let table):
            return self.table(table)
        }
    }

    /// A table, in a box of its own that scrolls sideways when the table is wider than the card.
    static func table(_ table: CardTextTable) -> HTML {
        func row(_ cells: [[CardTextInline]], header: Bool) -> HTML {
            let cells = zip(cells, table.alignments).map { cell, alignment -> HTML in
                let alignmentClass: HTML =
                    switch alignment {
                    case .none: ""
                    case .left: " class=\"align-left\""
                    case .center: " class=\"align-center\""
                    case .right: " class=\"align-right\""
                    }
                return header
                    ? "<th scope=\"col\"\(alignmentClass)>\(inlines(cell))</th>"
                    : "<td\(alignmentClass)>\(inlines(cell))</td>"
            }
            return "<tr>\(cells)</tr>"
        }
        let body: HTML = table.rows.isEmpty ? "" : "<tbody>\(table.rows.map { row($0, header: false) })</tbody>"
        return "<div class=\"card-table\"><table><thead>\(row(table.header, header: true))</thead>\(body)</table></div>"
    }

    /// A list item: a lone paragraph without its `<p>`, so tight lists stay tight.
    static func item(_ content: [CardTextBlock]) -> HTML {
        if content.count == 1, case .paragraph(let pieces) = content[0] { return inlines(pieces) }
        if let first = content.first, case .paragraph(let pieces) = first {
            return "\(inlines(pieces))\(blocks(Array(content.dropFirst())))"
        }
        return blocks(content)
    }

    static func codeBlock(_ text: String, language: String?) -> HTML {
        let languageAttribute: HTML = language.map { " data-language=\"\($0)\"" } ?? ""
        return "<pre class=\"code\"\(languageAttribute)><code>\(highlighted(text, language: language))</code></pre>"
    }

    /// `text` with a span for every keyword, string, comment, number and type, when the language is known.
    static func highlighted(_ text: String, language: String?) -> HTML {
        guard let language = language.flatMap(CodeLanguage.init(named:)) else { return "\(text)" }
        return CodeHighlighter.tokens(of: text, language: language).map { token -> HTML in
            token.kind == .plain ? "\(token.text)" : "<span class=\"tok-\(token.kind.rawValue)\">\(token.text)</span>"
        }.joined()
    }

    // MARK: - Phrasing

    static func phrasing(_ blocks: [CardTextBlock]) -> HTML {
        blocks.enumerated().map { offset, block -> HTML in
            let separator: HTML = offset == 0 ? "" : "<br>"
            switch block {
            case .paragraph(let pieces):
                return "\(separator)\(inlines(pieces))"
            case .code(let language, let text):
                let languageAttribute: HTML = language.map { " data-language=\"\($0)\"" } ?? ""
                return """
                    \(separator)<code class="code code-inline-block"\(languageAttribute)>\
                    \(highlighted(text, language: language))</code>
                    """
            case .displayMath(let source):
                return "\(separator)<span class=\"math\" data-display=\"true\">\(source)</span>"
            case .bulletList(let items):
                return "\(separator)\(items.map { "• \(phrasing($0))" as HTML }.joined(separator: "<br>"))"
            case .numberedList(let start, let items):
                let lines = items.enumerated().map { "\(start + $0.offset). \(phrasing($0.element))" as HTML }
                return "\(separator)\(lines.joined(separator: "<br>"))"
            case .table(let table):
                let lines = table.allRows.map { $0.map(inlines).joined(separator: " | ") }
                return "\(separator)\(lines.joined(separator: "<br>"))"
            }
        }.joined()
    }

    // MARK: - Inlines

    static func inlines(_ pieces: [CardTextInline]) -> HTML {
        pieces.map(inline).joined()
    }

    static func inline(_ piece: CardTextInline) -> HTML {
        switch piece {
        case .text(let text): "\(text)"
        case .emphasis(let inner): "<em>\(inlines(inner))</em>"
        case .strong(let inner): "<strong>\(inlines(inner))</strong>"
        case .code(let text): "<code>\(text)</code>"
        case .lineBreak: "<br>"
        case .link(let destination, let label):
            "<a href=\"\(destination)\" rel=\"noopener noreferrer nofollow\">\(inlines(label))</a>"
        case .math(let source, let display):
            "<span class=\"math\" data-display=\"\(display ? "true" : "false")\">\(source)</span>"
        case .media(let reference): media(reference)
        case .ruby(let base, let reading): "<ruby>\(base)<rp>(</rp><rt>\(reading)</rt><rp>)</rp></ruby>"
        }
    }

    /// An image or sound stored with the card, from the media route that checks who may see it.
    static func media(_ reference: CardMediaReference) -> HTML {
        if reference.format.isAudio {
            return """
                <audio class="card-media" controls preload="none" src="\(reference.path)" \
                aria-label="\(reference.label)">\(reference.label)</audio>
                """
        }
        return "<img class=\"card-media\" src=\"\(reference.path)\" alt=\"\(reference.label)\" loading=\"lazy\">"
    }
}

extension Array where Element == HTML {
    /// The items joined with `separator` between them.
    func joined(separator: HTML) -> HTML {
        HTML.raw(map(\.rendered).joined(separator: separator.rendered))
    }
}
