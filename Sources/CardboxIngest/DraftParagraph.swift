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
        self.firstLine = line
        self.lastLine = line
        self.isHeadingCandidate = isHeadingCandidate
        self.isBold = line.isBold
        self.isOnSparsePage = sparse
        addConfidence(of: line)
    }

    /// The mean confidence of its OCR lines, if it has any.
    var confidence: Double? {
        confidenceCount > 0 ? confidenceSum / Double(confidenceCount) : nil
    }

    /// Adds the next line, whose text the caller has already joined into ``text``.
    mutating func add(_ line: TextLine, page: Int, sparse: Bool) {
        if page == self.page { box = box.union(line.box) }
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
