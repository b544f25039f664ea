import CardboxCore

/// Document-wide measurements the paragraph rules are relative to: body font size and interline gap.
struct LayoutProfile {
    /// The most common font size weighted by characters, in 0.5 pt steps.
    let bodySize: Double
    /// The vertical gap, in line heights, above which lines of a column are in different paragraphs.
    let breakGap: Double
    let options: AssemblyOptions

    /// Measures `pages`, whose lines must already be in reading order.
    ///
    /// O(n log n) in the total number of lines.
    init(pages: [PageLayout], options: AssemblyOptions) {
        self.options = options
        var weights: [Double: Int] = [:]
        var gaps: [Double] = []
        for page in pages {
            var previous: TextLine?
            for line in page.lines {
                weights[(line.fontSize * 2).rounded() / 2, default: 0] += line.text.characterCount
                if let previous, !previous.isFlowBreak(to: line),
                    abs(previous.fontSize - line.fontSize) < 0.25 * line.fontSize
                {
                    let ratio = previous.verticalGap(to: line) / previous.lineHeight
                    if ratio > -0.5, ratio < 3 { gaps.append(ratio) }
                }
                previous = line
            }
        }
        bodySize = weights.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? 10
        breakGap = Self.breakGap(gaps: gaps, minimum: options.paragraphGap)
    }

    /// The options' gap, raised for loosely spaced text to the usual interline gap plus half of it.
    ///
    /// The usual gap is the lower quartile of gaps between consecutive lines, which stays an interline gap
    /// as long as most paragraphs have several lines; it needs at least ten samples.
    private static func breakGap(gaps: [Double], minimum: Double) -> Double {
        guard gaps.count >= 10 else { return minimum }
        let usual = gaps.sorted()[gaps.count / 4]
        return max(minimum, usual + minimum / 2)
    }

    /// Whether two lines' font sizes are close enough to share a paragraph.
    func sizesMatch(_ a: Double, _ b: Double, ocr: Bool) -> Bool {
        let tolerance = ocr ? options.ocrFontSizeTolerance : options.fontSizeTolerance
        return abs(a - b) <= tolerance * max(a, b)
    }

    /// Whether the line is large enough, or bold and short enough, to be (part of) a heading.
    ///
    /// Bulleted lines are list items whatever their font; numbered ones ("1. Introduction") may be headings.
    /// Single characters, formulas and numbers never are (``HeadingText/isPlausible(_:)``), nor are bold
    /// labels at body size ending in a colon ("Note:"). A numbered section title at body size ("2.3 Results", at most five
    /// words after the number, no comma, so that "1 University of Tübingen, Germany" after a footnote mark is
    /// not one) is a candidate too.
    func isHeadingCandidate(_ line: TextLine) -> Bool {
        guard
            !line.text.hasSuffix(".") || isClosedNumberedTitle(line.text, fontSize: line.fontSize, isBold: line.isBold)
        else {
            return false
        }
        // Size, weight and a section number first: they rule out nearly every line of body text cheaply.
        let styled = isLarge(line.fontSize) || (line.isBold && line.wordCount <= options.boldHeadingMaxWords)
        if !styled {
            guard let numbered = HeadingText.numbered(line.text), !numbered.title.contains(","),
                numbered.title.split(separator: " ").count <= 5
            else { return false }
        }
        return ListMarker.parse(line.text)?.isBullet != true && HeadingText.isPlausible(line.text)
            && (!line.text.hasSuffix(":") || isLarge(line.fontSize))
    }

    /// Whether a run of heading-candidate lines with this text, size and weight is a heading.
    func isHeading(text: String, fontSize: Double, isBold: Bool) -> Bool {
        guard !text.hasSuffix(".") || isClosedNumberedTitle(text, fontSize: fontSize, isBold: isBold),
            HeadingText.isPlausible(text)
        else { return false }
        if HeadingText.numbered(text) != nil { return true }
        let words = text.split(whereSeparator: \.isWhitespace).count
        if isLarge(fontSize) { return words <= options.headingMaxWords }
        return isBold && words <= options.boldHeadingMaxWords
    }

    /// Whether `text` is a numbered title in large bold type closed by a period.
    ///
    /// Some styles set a section's title so on its own line ("1. Greetings!.", "2. Warming up.").
    private func isClosedNumberedTitle(_ text: String, fontSize: Double, isBold: Bool) -> Bool {
        isLarge(fontSize) && isBold && HeadingText.numbered(String(text.dropLast())) != nil
    }

    /// Whether `size` is at least the heading ratio times the body size.
    func isLarge(_ size: Double) -> Bool {
        size >= options.headingSizeRatio * bodySize
    }
}
