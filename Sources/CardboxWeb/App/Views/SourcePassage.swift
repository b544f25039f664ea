import CardboxCore
import Foundation

/// The paragraph a card cites, found by its page and its paragraph on that page, with the cited sentence marked:
/// what draft review and "Why?" show beside a card.
///
/// Paragraph numbers restart on every page, so a paragraph is only identified by the pair; the document page gives
/// each paragraph the anchor `p<page>-<paragraph>` (``anchor(page:paragraph:)``), unique in the page.
struct SourcePassage {
    /// A paragraph's place: the 1-based page and the 1-based paragraph on it.
    struct Place: Hashable {
        /// The page.
        var page: Int
        /// The paragraph on the page.
        var paragraph: Int
    }

    private let paragraphs: [Place: SourceParagraph]

    /// Indexes the paragraphs of `document` by page and paragraph; `nil` (a document no longer stored) finds none.
    init(document: SourceDocument?) {
        var paragraphs: [Place: SourceParagraph] = [:]
        for paragraph in document?.paragraphs ?? [] {
            let place = Place(page: paragraph.page, paragraph: paragraph.index)
            if paragraphs[place] == nil { paragraphs[place] = paragraph }
        }
        self.paragraphs = paragraphs
    }

    /// The anchor of a paragraph on the document page, such as `p3-12`; a source without a page is on page 1.
    static func anchor(page: Int?, paragraph: Int) -> String {
        "p\(page ?? 1)-\(paragraph)"
    }

    /// The address of the cited paragraph on the document page, or `nil` when the card names no stored document.
    ///
    /// - Parameter documentID: The document to use when the source does not name one (a draft's document).
    static func link(to source: CardSource, documentID: String? = nil) -> String? {
        guard let documentID = source.documentID ?? documentID else { return nil }
        guard let paragraph = source.paragraph else { return "/documents/\(documentID)" }
        return "/documents/\(documentID)#\(anchor(page: source.page, paragraph: paragraph))"
    }

    /// The paragraph `source` cites, if the document has it.
    func paragraph(citedBy source: CardSource) -> SourceParagraph? {
        guard let index = source.paragraph else { return nil }
        return paragraphs[Place(page: source.page ?? 1, paragraph: index)]
    }

    /// The cited paragraph with its cited sentence in `<mark>`; the quote alone (marked) when the paragraph is not
    /// found, and nothing when there is neither.
    func html(for source: CardSource) -> HTML {
        let quote = source.quote ?? ""
        guard let paragraph = paragraph(citedBy: source) else {
            return quote.isEmpty ? .empty : "<mark>\(quote)</mark>"
        }
        return Self.marked(paragraph.text, span: Self.citedSpan(in: paragraph, sentence: source.sentence, quote: quote))
    }

    /// The character range of the cited sentence: the numbered sentence when it exists, else where the quote stands.
    static func citedSpan(in paragraph: SourceParagraph, sentence: Int?, quote: String) -> Range<Int>? {
        let length = paragraph.text.count
        if let sentence, paragraph.sentences.indices.contains(sentence) {
            let span = paragraph.sentences[sentence]
            if span.start >= 0, span.start < span.end, span.end <= length { return span.start..<span.end }
        }
        let trimmed = quote.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, let range = paragraph.text.range(of: trimmed) else { return nil }
        let start = paragraph.text.distance(from: paragraph.text.startIndex, to: range.lowerBound)
        return start..<(start + trimmed.count)
    }

    /// `text` escaped, with the characters in `span` wrapped in `<mark>`.
    static func marked(_ text: String, span: Range<Int>?) -> HTML {
        let characters = Array(text)
        guard let span, span.lowerBound >= 0, span.upperBound <= characters.count, !span.isEmpty else {
            return "\(text)"
        }
        let before = String(characters[..<span.lowerBound])
        let cited = String(characters[span])
        let after = String(characters[span.upperBound...])
        return "\(before)<mark>\(cited)</mark>\(after)"
    }
}
