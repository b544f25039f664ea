import CardboxCore

/// A paragraph while its lines are being collected.
struct DraftParagraph {
    var role: SourceParagraph.Role
    /// The part of the document it belongs to; footnotes are marked when built, the rest once assembled.
    var part: SourceParagraph.Part = .main
    var text: String
    /// The page it starts on.
    var page: Int
    /// The union of its line boxes on ``page``.
    var box: PageBox
    var firstLine: TextLine
    var lastLine: TextLine
    var lineCount = 1
    /// The rightmost edge of its lines in the current column (since the last flow break).
    var columnRight: Double
    /// How many of its lines are in the current column.
    var columnLineCount = 1
    /// Whether its lines are heading candidates (large, or bold and short).
    var isHeadingCandidate: Bool
    /// Whether every line is bold.
    var isBold: Bool
    var confidenceSum = 0.0
    var confidenceCount = 0
    /// Whether any of its lines is on an OCR page that yielded too little text.
    var isOnSparsePage: Bool

    /// Starts a paragraph with its first line.
    init(role: SourceParagraph.Role, text: String, line: TextLine, page: Int, isHeadingCandidate: Bool, sparse: Bool) {
        self.role = role
        self.text = text
        self.page = page
        self.box = line.box
        self.columnRight = line.box.x1
        self.firstLine = line
        self.lastLine = line
        self.isHeadingCandidate = isHeadingCandidate
        self.isBold = line.isBold
        self.isOnSparsePage = sparse
        addConfidence(of: line)
    }

    /// Whether its last line is full: the first word of `next` would not have fitted after it in its column.
    ///
    /// Needs two lines in the column to know the column's width; the word's width is estimated from the
    /// average character width of `next`.
    func endsWithFullLine(before next: TextLine) -> Bool {
        guard columnLineCount >= 2, !next.text.isEmpty else { return false }
        let word = next.text.prefix { !$0.isWhitespace }.count
        let characterWidth = next.box.width / Double(next.text.characterCount)
        return lastLine.box.x1 + Double(word + 1) * characterWidth > columnRight + 1
    }

    /// The mean confidence of its OCR lines, if it has any.
    var confidence: Double? {
        confidenceCount > 0 ? confidenceSum / Double(confidenceCount) : nil
    }

    /// Adds the next line, whose text the caller has already joined into ``text``.
    mutating func add(_ line: TextLine, page: Int, sparse: Bool) {
        if page == self.page { box = box.union(line.box) }
        if lastLine.isFlowBreak(to: line) {
            columnRight = line.box.x1
            columnLineCount = 1
        } else {
            columnRight = max(columnRight, line.box.x1)
            columnLineCount += 1
        }
        lastLine = line
        lineCount += 1
        isBold = isBold && line.isBold
        isOnSparsePage = isOnSparsePage || sparse
        addConfidence(of: line)
    }

    private mutating func addConfidence(of line: TextLine) {
        guard let confidence = line.confidence else { return }
        confidenceSum += confidence
        confidenceCount += 1
    }
}
