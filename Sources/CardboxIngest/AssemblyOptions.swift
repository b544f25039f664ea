/// Thresholds that turn lines into paragraphs, with the defaults measured on test documents.
///
/// Lengths are either in points or relative to a line's height or font size, as each property says. The
/// defaults come from a prototype measured on synthetic two-column books (all running headers removed, no
/// body lost, every paragraph rebuilt); change them only with a document that shows why.
public struct AssemblyOptions: Sendable, Equatable {
    /// The share of the page height at the top and at the bottom where running headers and footers live.
    ///
    /// A line belongs to the band when its vertical centre lies within it. Default 0.07 (about 59 pt on A4).
    public var marginBand: Double
    /// The share of pages on which a band line's digit-masked text must recur to count as a running line.
    ///
    /// Default 0.4, so that alternating left- and right-hand headers are still found.
    public var runningLineShare: Double
    /// The least number of pages a running line must appear on; single pages only lose bare page numbers.
    ///
    /// Default 2.
    public var runningLineMinimumPages: Int
    /// The vertical gap, in line heights, above which two lines of a column belong to different paragraphs.
    ///
    /// Line boxes are about 1.2 em tall, so ordinary leading leaves gaps of 0–0.3 line heights while half a
    /// line of paragraph spacing clears 0.5. Default 0.5. For loosely spaced documents the assembler raises
    /// the threshold to the document's usual interline gap plus half of this value.
    public var paragraphGap: Double
    /// How far, in points, a line may start left of the previous one and stay in the same paragraph.
    ///
    /// Default 30 pt: wider than a first-line indent coming back to the margin, narrower than a column.
    public var columnTolerance: Double
    /// How far, in ems of the line's font size, a line must start right of the previous one to open a paragraph.
    ///
    /// Default 0.8 em: first-line indents are 1–3 em, OCR jitter is a few points.
    public var firstLineIndent: Double
    /// The relative difference in font size above which two lines of a text layer are in different paragraphs.
    ///
    /// Default 0.1.
    public var fontSizeTolerance: Double
    /// The same for OCR pages, whose font sizes are estimated from ink and vary with ascenders and descenders.
    ///
    /// Default 0.25.
    public var ocrFontSizeTolerance: Double
    /// The font size, relative to the body size, from which a line is a heading.
    ///
    /// The body size is the most common size weighted by characters. Default 1.15.
    public var headingSizeRatio: Double
    /// The most words a bold line at body size may have and still be a heading.
    ///
    /// Default 12.
    public var boldHeadingMaxWords: Int
    /// The most words any heading may have; longer text in a large font is body text (a pull quote, an abstract).
    ///
    /// Default 25.
    public var headingMaxWords: Int
    /// The OCR confidence (0–100) below which a paragraph needs review.
    ///
    /// Tesseract scored 93–95 on good pages and 50–71 on handwriting. Default 75.
    public var reviewConfidence: Double
    /// The fewest letters an OCR page must yield before its text is trusted.
    ///
    /// Tesseract reports high confidence even for empty output, so a nearly empty page needs review.
    /// Default 20.
    public var minimumOCRLetters: Int
    /// How many threads per-page work (cleaning, reading order, sentences) may use.
    ///
    /// Default 1.
    public var threads: Int

    /// Creates options; every argument defaults to the measured value.
    public init(
        marginBand: Double = 0.07, runningLineShare: Double = 0.4, runningLineMinimumPages: Int = 2,
        paragraphGap: Double = 0.5, columnTolerance: Double = 30, firstLineIndent: Double = 0.8,
        fontSizeTolerance: Double = 0.1, ocrFontSizeTolerance: Double = 0.25, headingSizeRatio: Double = 1.15,
        boldHeadingMaxWords: Int = 12, headingMaxWords: Int = 25, reviewConfidence: Double = 75,
        minimumOCRLetters: Int = 20, threads: Int = 1
    ) {
        self.threads = max(1, threads)
        self.marginBand = marginBand
        self.runningLineShare = runningLineShare
        self.runningLineMinimumPages = runningLineMinimumPages
        self.paragraphGap = paragraphGap
        self.columnTolerance = columnTolerance
        self.firstLineIndent = firstLineIndent
        self.fontSizeTolerance = fontSizeTolerance
        self.ocrFontSizeTolerance = ocrFontSizeTolerance
        self.headingSizeRatio = headingSizeRatio
        self.boldHeadingMaxWords = boldHeadingMaxWords
        self.headingMaxWords = headingMaxWords
        self.reviewConfidence = reviewConfidence
        self.minimumOCRLetters = minimumOCRLetters
    }
}
