import CPopplerLoader
import Foundation

/// One page of a ``PDFDocument``.
///
/// Keeps its document alive; like the document, use it from one thread at a time.
public final class PDFPage {
    private let document: PDFDocument
    /// poppler-glib's page, loaded the first time the page is rendered or measured for images.
    private var renderingHandle: OpaquePointer?
    /// The 1-based page number.
    public let number: Int
    /// The width in points.
    public let width: Double
    /// The height in points.
    public let height: Double

    init(number: Int, width: Double, height: Double, document: PDFDocument) {
        self.number = number
        self.width = width
        self.height = height
        self.document = document
    }

    deinit {
        if let renderingHandle { poppler.g_object_unref(UnsafeMutableRawPointer(renderingHandle)) }
    }

    private func renderingPage() throws(PDFError) -> OpaquePointer {
        if let renderingHandle { return renderingHandle }
        let page = try document.renderingPage(number)
        renderingHandle = page
        return page
    }

    /// The page's text lines with their boxes and fonts, in poppler's order (not necessarily reading order).
    ///
    /// Hyphens at line ends are kept as they are: de-hyphenation needs a dictionary and belongs to cleanup.
    /// A line poppler reports is split where two glyphs are at least one em apart (at least 6 and at most
    /// 12 points), since such a gap is a gutter between columns whose baselines line up rather than a
    /// space between words, and where a bold run that opens the line meets regular text after a space (a
    /// run-in heading or term). A letter from a symbol font (Wingdings, ZapfDingbats) opening a piece is a
    /// bullet drawn with that font and becomes "•". A gap of half an em with no space character in the text gets
    /// its space back, and a number of one or two digits set apart that way ("1" then "Partition …", as slides
    /// draw numbered items) is written as a list number ("1. Partition …"). A footnote's marker raised in small
    /// type after a word is left out, so the word reads whole ("limited" of "limited³"); the footnote keeps its number.
    public func textLines() -> [PDFTextLine] {
        var page = CardboxTextPage()
        guard popplerText.cardbox_text_read_page(document.handle, Int32(number - 1), &page) != 0 else { return [] }
        defer { popplerText.cardbox_text_free_page(&page) }
        let count = page.count
        guard count > 0, let scalarPointer = page.scalars, let rectangles = page.boxes else { return [] }
        let scalars = UnsafeBufferPointer(start: scalarPointer, count: count)
        let fonts = fontRuns(UnsafeBufferPointer(start: page.runs, count: page.run_count))
        // Each character's run, found in one walk: runs are in character order.
        let runIndex = fonts.runIndices(count: count)
        func run(at index: Int) -> FontRuns.Run? { runIndex[index] < 0 ? nil : fonts.runs[Int(runIndex[index])] }
        func isBlank(_ index: Int) -> Bool {
            let value = scalars[index]
            return value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : Self.scalar(value).isBlank
        }
        var lines: [PDFTextLine] = []
        // A piece's text is gathered as UTF-8, with its scalars counted, and made a String once.
        var text: [UInt8] = []
        func append(_ value: UInt32) {
            if value < 0x80 {
                text.append(UInt8(value))
            } else {
                UTF8.encode(Self.scalar(value), into: { text.append($0) })
            }
        }
        /// Whether the glyph at `index` can mark a footnote: a digit, "*", "†", "‡" or "§".
        func isMarkerGlyph(_ index: Int) -> Bool {
            let value = scalars[index]
            return (0x30...0x39).contains(value) || value == 0x2A || value == 0x2020 || value == 0x2021 || value == 0xA7
        }
        /// The characters of `range` that are footnote markers: digits or symbols in a type at most three quarters
        /// of the line's (`size`), raised above the word they follow by at least a sixth of an em, right after a word of
        /// three letters or more or a closing mark ("limited³", "Australia¹", "results.²"), with no letter after
        /// them. An exponent after a short name ("x²", "mc²") stays.
        func footnoteMarkers(in range: Range<Int>, size: Double?) -> [Int] {
            guard let size, size > 0 else { return [] }
            func isSmall(_ index: Int) -> Bool { (run(at: index)?.size ?? size) <= 0.75 * size }
            func bottom(_ index: Int) -> Double { max(rectangles[index].y0, rectangles[index].y1) }
            var markers: [Int] = []
            var index = range.lowerBound + 1
            while index < range.upperBound {
                guard isMarkerGlyph(index), isSmall(index), !isBlank(index - 1), !isSmall(index - 1) else {
                    index += 1
                    continue
                }
                var end = index
                while end < range.upperBound, isMarkerGlyph(end), isSmall(end) { end += 1 }
                let before = Self.scalar(scalars[index - 1])
                var letters = 0
                var look = index - 1
                while look >= range.lowerBound, Self.scalar(scalars[look]).properties.isAlphabetic {
                    letters += 1
                    look -= 1
                }
                let followsWord = letters >= 3 || ".,;:)\"”’".unicodeScalars.contains(before)
                let raised = bottom(index) < bottom(index - 1) - size / 6
                let endsThere =
                    end == range.upperBound || isBlank(end) || !Self.scalar(scalars[end]).properties.isAlphabetic
                if followsWord, raised, endsThere { markers += index..<end }
                index = end
            }
            return markers
        }
        /// Emits `range` as one piece; `spacedBefore` lists, in order, the characters a lost space goes before.
        func emit(_ range: Range<Int>, spacedBefore: [Int] = []) {
            text.removeAll(keepingCapacity: true)
            var scalarCount = 0
            var trimmedCount = 0
            var nextSpaced = 0
            var box: (Double, Double, Double, Double)?
            let font = fonts.dominant(in: range)
            let markers = footnoteMarkers(in: range, size: font?.size)
            var nextMarker = 0
            for index in range {
                while nextMarker < markers.count, markers[nextMarker] < index { nextMarker += 1 }
                if nextMarker < markers.count, markers[nextMarker] == index { continue }
                if isBlank(index) {
                    if box != nil {
                        append(scalars[index])
                        scalarCount += 1
                    }
                    continue
                }
                while nextSpaced < spacedBefore.count, spacedBefore[nextSpaced] < index { nextSpaced += 1 }
                if nextSpaced < spacedBefore.count, spacedBefore[nextSpaced] == index, box != nil {
                    // A number drawn apart from the text after it, with no space between, numbers a list item.
                    if scalarCount <= 2, text.allSatisfy({ (0x30...0x39).contains($0) }) {
                        text.append(UInt8(ascii: "."))
                        scalarCount += 1
                    }
                    text.append(UInt8(ascii: " "))
                    scalarCount += 1
                }
                if box == nil, Self.scalar(scalars[index]).properties.isAlphabetic, run(at: index)?.isDingbat == true {
                    text.append(contentsOf: "•".utf8)
                } else {
                    append(scalars[index])
                }
                scalarCount += 1
                trimmedCount = text.count
                let r = rectangles[index]
                let x0 = min(r.x0, r.x1)
                let x1 = max(r.x0, r.x1)
                let y0 = min(r.y0, r.y1)
                let y1 = max(r.y0, r.y1)
                box = box.map { (min($0.0, x0), min($0.1, y0), max($0.2, x1), max($0.3, y1)) } ?? (x0, y0, x1, y1)
            }
            guard let box else { return }
            lines.append(
                PDFTextLine(
                    text: String(decoding: text[..<trimmedCount], as: UTF8.self), x0: box.0, y0: box.1, x1: box.2,
                    y1: box.3, fontSize: font?.size ?? (box.3 - box.1) * 0.82, isBold: font?.isBold ?? false,
                    isMonospace: fonts.isMostlyMonospace(in: range))
            )
        }
        func emitLine(_ line: Range<Int>) {
            var pieceStart = line.lowerBound
            var previousRight: Double?
            var leadIsBold: Bool?
            var leadIsMonospace: Bool?
            var glyphs = 0
            var spacedBefore: [Int] = []
            for index in line where !isBlank(index) {
                let r = rectangles[index]
                let x0 = min(r.x0, r.x1)
                let run = run(at: index)
                let size = run?.size ?? abs(r.y1 - r.y0) * 0.82
                let gapLimit = max(6, min(12, size))
                let afterSpace = index > line.lowerBound && isBlank(index - 1)
                let isGutter = previousRight.map { x0 - $0 >= gapLimit } ?? false
                let endsBoldLead = leadIsBold == true && glyphs >= 2 && afterSpace && run?.isBold == false
                // A name in a fixed-width face set a column's gap before regular text is a table's term column.
                let endsCodeLead =
                    leadIsMonospace == true && glyphs >= 1 && afterSpace && run?.isMonospace == false
                    && (previousRight.map { x0 - $0 >= size * 0.6 } ?? false)
                // A gap of half an em or more with no space character is a space poppler left out.
                let lostSpace = !afterSpace && glyphs > 0 && (previousRight.map { x0 - $0 >= size * 0.5 } ?? false)
                if isGutter || endsBoldLead || endsCodeLead {
                    emit(pieceStart..<index, spacedBefore: spacedBefore)
                    pieceStart = index
                    glyphs = 0
                    spacedBefore = []
                    // A new piece after a gutter may open with its own bold lead; after a bold lead it may not.
                    leadIsBold = endsBoldLead ? false : nil
                    leadIsMonospace = endsCodeLead ? false : nil
                } else if lostSpace {
                    spacedBefore.append(index)
                }
                if leadIsBold == nil { leadIsBold = run?.isBold ?? false }
                if leadIsMonospace == nil { leadIsMonospace = run?.isMonospace ?? false }
                glyphs += 1
                previousRight = max(r.x0, r.x1)
            }
            emit(pieceStart..<line.upperBound, spacedBefore: spacedBefore)
        }
        var start = 0
        for index in 0..<count where scalars[index] == 0x0A {
            emitLine(start..<index)
            start = index + 1
        }
        if start < count { emitLine(start..<count) }
        return lines
    }

    /// The scalar of a code point poppler gave, or U+FFFD for one that is none (a lone surrogate).
    private static func scalar(_ value: UInt32) -> Unicode.Scalar { Unicode.Scalar(value) ?? "\u{FFFD}" }

    /// How much of the page images cover, from 0 to 1 (overlaps counted once per image).
    ///
    /// - Throws: ``PDFError`` when poppler-glib cannot be loaded or cannot open the page.
    public func imageCoverage() throws(PDFError) -> Double {
        guard let list = poppler.poppler_page_get_image_mapping(try renderingPage()) else { return 0 }
        defer { poppler.poppler_page_free_image_mapping(list) }
        var covered = 0.0
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let mapping = current.pointee.data?.assumingMemoryBound(to: PopplerImageMapping.self) {
                let area = mapping.pointee.area
                covered += abs(area.x2 - area.x1) * abs(area.y2 - area.y1)
            }
            node = current.pointee.next
        }
        return min(1, covered / max(1, width * height))
    }

    /// Renders the page to an 8-bit grey-scale image at `dpi` dots per inch, white background.
    ///
    /// - Throws: ``PDFError/renderFailed(page:)`` when cairo cannot allocate the surface.
    public func renderGray(dpi: Double = 300) throws(PDFError) -> GrayImage {
        let scale = dpi / 72
        let pixelWidth = Int((width * scale).rounded(.up))
        let pixelHeight = Int((height * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight <= 200_000_000,
            let surface = poppler.cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(pixelWidth), Int32(pixelHeight))
        else { throw .renderFailed(page: number) }
        defer { poppler.cairo_surface_destroy(surface) }
        guard poppler.cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = poppler.cairo_create(surface)
        else {
            throw .renderFailed(page: number)
        }
        poppler.cairo_set_source_rgb(context, 1, 1, 1)
        poppler.cairo_paint(context)
        poppler.cairo_scale(context, scale, scale)
        poppler.poppler_page_render_for_printing(try renderingPage(), context)
        poppler.cairo_destroy(context)
        poppler.cairo_surface_flush(surface)
        guard let data = poppler.cairo_image_surface_get_data(surface) else { throw .renderFailed(page: number) }
        let stride = Int(poppler.cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 255, count: pixelWidth * pixelHeight)
        pixels.withUnsafeMutableBufferPointer { output in
            for y in 0..<pixelHeight {
                let row = data + y * stride
                for x in 0..<pixelWidth {
                    // CAIRO_FORMAT_RGB24 stores each pixel as a native-endian 32-bit 0xXXRRGGBB word.
                    let pixel = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
                    let red = (pixel >> 16) & 0xFF
                    let green = (pixel >> 8) & 0xFF
                    let blue = pixel & 0xFF
                    output[y * pixelWidth + x] = UInt8((red * 299 + green * 587 + blue * 114) / 1000)
                }
            }
        }
        return GrayImage(width: pixelWidth, height: pixelHeight, pixels: pixels, dpi: dpi)
    }

    private func fontRuns(_ list: UnsafeBufferPointer<CardboxTextRun>) -> FontRuns {
        var runs: [FontRuns.Run] = []
        runs.reserveCapacity(list.count)
        // Runs mostly share a few fonts: a name like the one before is not read again.
        var previous: (name: UnsafePointer<CChar>, style: FontStyle)?
        for run in list {
            let style: FontStyle
            if let name = run.font_name {
                if let previous, strcmp(previous.name, name) == 0 {
                    style = previous.style
                } else {
                    style = document.style(ofFontNamed: String(cString: name))
                }
                previous = (name, style)
            } else {
                style = document.style(ofFontNamed: "")
            }
            runs.append(
                FontRuns.Run(
                    range: run.start..<run.end, size: run.font_size, isBold: style.isBold, isDingbat: style.isDingbat,
                    isMonospace: style.isMonospace)
            )
        }
        return FontRuns(runs: runs)
    }
}

@available(*, unavailable, message: "A poppler page is used from one thread at a time")
extension PDFPage: Sendable {}

/// Font runs of a page, by character index.
struct FontRuns {
    struct Run {
        var range: Range<Int>
        var size: Double
        var isBold: Bool
        var isDingbat = false
        var isMonospace = false
    }

    var runs: [Run]

    /// For each of the first `count` characters, the position of its run in ``runs``, or -1 when none holds it.
    func runIndices(count: Int) -> [Int32] {
        var result = [Int32](repeating: -1, count: count)
        for (position, run) in runs.enumerated() {
            for index in run.range.clamped(to: 0..<count) { result[index] = Int32(position) }
        }
        return result
    }

    /// Whether fixed-width runs cover nine in ten or more of the characters of `range`.
    func isMostlyMonospace(in range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        var covered = 0
        var index = firstRun(endingAfter: range.lowerBound)
        while index < runs.count, runs[index].range.lowerBound < range.upperBound {
            if runs[index].isMonospace { covered += runs[index].range.clamped(to: range).count }
            index += 1
        }
        return covered * 10 >= range.count * 9
    }

    /// The position of the first run (runs are sorted by start) that ends after `index`.
    private func firstRun(endingAfter index: Int) -> Int {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].range.upperBound <= index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The run covering most of `range`.
    func dominant(in range: Range<Int>) -> Run? {
        var best: (Run, Int)?
        var index = firstRun(endingAfter: range.lowerBound)
        while index < runs.count, runs[index].range.lowerBound < range.upperBound {
            let overlap = runs[index].range.clamped(to: range).count
            if overlap > (best?.1 ?? 0) { best = (runs[index], overlap) }
            index += 1
        }
        return best?.0
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is white space; ASCII is decided without a Unicode property look-up.
    var isBlank: Bool {
        value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
    }
}
