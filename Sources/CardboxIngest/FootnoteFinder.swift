import CardboxCore

/// Finds footnotes: small print at the foot of a column.
///
/// On a text-layer page a line is a footnote line when its font is at most ``smallRatio`` of the body size,
/// its centre lies in the lower ``footShare`` of the page, and every line below it that shares some of its
/// width is small as well (nothing of body size follows it in its column). OCR pages have no reliable font
/// sizes and keep all their lines.
struct FootnoteFinder {
    /// The largest footnote font size relative to the body size.
    static let smallRatio = 0.9
    /// The share of the page height, from the bottom, where footnotes may start.
    static let footShare = 0.45

    let bodySize: Double

    /// The page's lines split into the running text and the footnotes, each in reading order.
    ///
    /// O(n²) in the lines of the page.
    func split(_ page: PageLayout) -> (body: [TextLine], footnotes: [TextLine]) {
        guard page.origin == .textLayer, page.height > 0 else { return (page.lines, []) }
        let small = page.lines.map { $0.fontSize <= Self.smallRatio * bodySize }
        var isFootnote = [Bool](repeating: false, count: page.lines.count)
        for (index, line) in page.lines.enumerated() where small[index] {
            let middle = (line.box.y0 + line.box.y1) / 2
            guard middle >= (1 - Self.footShare) * page.height else { continue }
            isFootnote[index] = !page.lines.indices.contains { other in
                let below = page.lines[other]
                return !small[other] && below.box.y0 >= line.box.y1 - 1 && below.box.x0 < line.box.x1
                    && below.box.x1 > line.box.x0
            }
        }
        var body: [TextLine] = []
        var footnotes: [TextLine] = []
        for (index, line) in page.lines.enumerated() {
            if isFootnote[index] { footnotes.append(line) } else { body.append(line) }
        }
        return (body, footnotes)
    }
}
