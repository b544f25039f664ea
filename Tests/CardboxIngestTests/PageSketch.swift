import CardboxCore
import CardboxIngest

/// A test page on which lines are placed the way a typesetter would: A4, 10 pt text, 13 pt line pitch.
struct PageSketch {
    static let width = 595.0
    static let height = 842.0
    /// The left column of a two-column page, or the only column of a one-column page.
    static let leftColumn = 50.0
    static let rightColumn = 310.0
    static let columnWidth = 235.0

    var number: Int
    var origin: PageLayout.Origin = .textLayer
    private(set) var lines: [TextLine] = []

    init(number: Int = 1, origin: PageLayout.Origin = .textLayer) {
        self.number = number
        self.origin = origin
    }

    /// The page with its lines in the order they were added.
    var layout: PageLayout {
        PageLayout(number: number, width: Self.width, height: Self.height, lines: lines, origin: origin)
    }

    /// The page with its lines reordered.
    func layout(ordering reorder: ([TextLine]) -> [TextLine]) -> PageLayout {
        PageLayout(number: number, width: Self.width, height: Self.height, lines: reorder(lines), origin: origin)
    }

    /// Adds one line with its top-left corner at (`x`, `y`), 0.5 em per character wide, 1.2 em tall.
    mutating func add(
        _ text: String, x: Double, y: Double, width: Double? = nil, size: Double = 10, bold: Bool = false,
        confidence: Double? = nil
    ) {
        let width = width ?? Double(text.count) * size * 0.5
        let box = PageBox(x0: x, y0: y, x1: x + width, y1: y + size * 1.2)
        lines.append(TextLine(text: text, box: box, fontSize: size, isBold: bold, confidence: confidence))
    }

    /// Adds a line centred on the page.
    mutating func addCentred(_ text: String, y: Double, size: Double = 10, bold: Bool = false) {
        let width = Double(text.count) * size * 0.5
        add(text, x: (Self.width - width) / 2, y: y, width: width, size: size, bold: bold)
    }
}

/// Writes paragraphs down a column of a ``PageSketch``.
struct ColumnCursor {
    var x: Double
    var y: Double
    var width = PageSketch.columnWidth
    /// Distance from one line's top to the next's; lines are 1.2 em tall.
    var pitch = 13.0

    init(x: Double = PageSketch.leftColumn, y: Double = 80, pitch: Double = 13) {
        self.x = x
        self.y = y
        self.pitch = pitch
    }

    /// Writes lines, the first indented by `indent` and the others by `hanging`, then moves `spacing` lower.
    mutating func write(
        _ lines: [String], on page: inout PageSketch, indent: Double = 0, hanging: Double = 0, spacing: Double = 0,
        size: Double = 10, bold: Bool = false, confidence: Double? = nil
    ) {
        for (number, text) in lines.enumerated() {
            let offset = number == 0 ? indent : hanging
            let width = min(width - offset, Double(text.count) * size * 0.5)
            page.add(text, x: x + offset, y: y, width: width, size: size, bold: bold, confidence: confidence)
            y += max(pitch, size * 1.3)
        }
        y += spacing
    }
}

/// Assembles sketches with default options and returns the paragraphs' texts.
func texts(of pages: [PageLayout], words: any WordList = EmptyWordList()) -> [String] {
    DocumentAssembler(words: words).assemble(pages: pages, id: "test", title: "Test", kind: .pdf).paragraphs
        .map(\.text)
}
