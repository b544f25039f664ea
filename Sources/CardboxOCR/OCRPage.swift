/// What OCR found on one image.
public struct OCRPage: Sendable, Equatable {
    /// The width of the recognised (preprocessed) image in pixels.
    public var width: Int
    /// Its height in pixels.
    public var height: Int
    /// Its resolution.
    public var dpi: Double
    /// The text lines in Tesseract's reading order.
    public var lines: [OCRLine]
    /// The paragraphs, as Tesseract's layout analysis grouped them.
    public var paragraphs: [OCRParagraph]

    /// The mean line confidence weighted by length, 0 when nothing was read.
    public var meanConfidence: Double {
        let characters = lines.reduce(0) { $0 + $1.text.count }
        guard characters > 0 else { return 0 }
        return lines.reduce(0) { $0 + $1.confidence * Double($1.text.count) } / Double(characters)
    }

    /// All recognised text, one line per line.
    public var text: String { lines.map(\.text).joined(separator: "\n") }
}

/// A recognised line.
public struct OCRLine: Sendable, Equatable {
    /// The text.
    public var text: String
    /// Where it is, in pixels.
    public var box: PixelBox
    /// Tesseract's confidence, 0–100.
    public var confidence: Double
    /// The 1-based paragraph it belongs to.
    public var paragraph: Int
}

/// A recognised paragraph.
public struct OCRParagraph: Sendable, Equatable {
    /// The text, lines joined by newlines.
    public var text: String
    /// Where it is, in pixels.
    public var box: PixelBox
    /// Tesseract's confidence, 0–100.
    public var confidence: Double
}

/// A rectangle in pixels, origin top-left.
public struct PixelBox: Sendable, Equatable {
    /// Left.
    public var x0: Int
    /// Top.
    public var y0: Int
    /// Right.
    public var x1: Int
    /// Bottom.
    public var y1: Int
}
