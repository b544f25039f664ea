public import CardboxCore

/// One page as the extractors see it: lines of text with their boxes and fonts, in any order.
public struct PageLayout: Sendable, Equatable, Codable {
    /// The 1-based page number.
    public var number: Int
    /// The page width in points.
    public var width: Double
    /// The page height in points.
    public var height: Double
    /// The lines, in the order the extractor found them (not necessarily reading order).
    public var lines: [TextLine]
    /// Where the text came from.
    public var origin: Origin

    /// Where a page's text came from.
    public enum Origin: String, Sendable, Equatable, Codable {
        /// The PDF's text layer.
        case textLayer
        /// OCR of a rendered page or an image.
        case ocr
    }

    /// Creates a page.
    public init(number: Int, width: Double, height: Double, lines: [TextLine], origin: Origin) {
        self.number = number
        self.width = width
        self.height = height
        self.lines = lines
        self.origin = origin
    }
}

/// One line of text on a page.
public struct TextLine: Sendable, Equatable, Codable {
    /// The text exactly as extracted (before any cleanup).
    public var text: String
    /// Where it is, in points from the top-left corner.
    public var box: PageBox
    /// The font size in points (for OCR, estimated as 0.82 × line height).
    public var fontSize: Double
    /// Whether the font is bold.
    public var isBold: Bool
    /// OCR confidence 0–100; `nil` for a text layer.
    public var confidence: Double?
    /// Whether the line is set in a fixed-width face, as code is (a PDF's font says so; other sources leave it
    /// false).
    public var isMonospace = false
    /// Whether the line opens with a run-in term followed by regular text: a bold one ("**child class:** a
    /// class…") or a name in a fixed-width face in a table's term column ("M_1 + M_2: Include both terms.").
    ///
    /// Set by the assembler when it joins such a piece of a printed line to the regular text after it; such a
    /// line starts a new paragraph, as glossary entries do.
    public var opensWithRunInTerm = false

    /// Creates a line.
    public init(text: String, box: PageBox, fontSize: Double, isBold: Bool = false, confidence: Double? = nil) {
        self.text = text
        self.box = box
        self.fontSize = fontSize
        self.isBold = isBold
        self.confidence = confidence
    }
}
