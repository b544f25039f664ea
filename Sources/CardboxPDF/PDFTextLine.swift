/// A line of text on a PDF page with its box (points, origin top-left) and font.
public struct PDFTextLine: Sendable, Equatable {
    /// The text as poppler extracted it.
    public var text: String
    /// Left edge.
    public var x0: Double
    /// Top edge.
    public var y0: Double
    /// Right edge.
    public var x1: Double
    /// Bottom edge.
    public var y1: Double
    /// The font size in points.
    public var fontSize: Double
    /// Whether the font is bold.
    public var isBold: Bool
    /// Whether the line is set in a fixed-width face, as code is.
    public var isMonospace: Bool

    /// Creates a line.
    public init(
        text: String, x0: Double, y0: Double, x1: Double, y1: Double, fontSize: Double, isBold: Bool,
        isMonospace: Bool = false
    ) {
        self.text = text
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
        self.fontSize = fontSize
        self.isBold = isBold
        self.isMonospace = isMonospace
    }
}

/// An 8-bit grey-scale image, row by row, 0 black to 255 white.
public struct GrayImage: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width × height` bytes.
    public var pixels: [UInt8]
    /// The resolution it was rendered at.
    public var dpi: Double

    /// Creates an image.
    public init(width: Int, height: Int, pixels: [UInt8], dpi: Double) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.dpi = dpi
    }
}
