import CardboxCore

/// Groups lines in reading order into paragraphs, page after page.
///
/// Within a column a line continues the current paragraph unless one of these starts a new one: a heading
/// candidate meets a non-candidate (or the reverse); the font size changes; the vertical gap exceeds
/// ``LayoutProfile/breakGap``; an accepted list marker; a first-line indent; from a paragraph's third line on,
/// a move left by more than ``AssemblyOptions/columnTolerance``; a line opening with a bold run-in term
/// (``TextLine/opensWithRunInTerm``); or, after a finished sentence, a line opening a `term: definition` entry
/// (``DefinitionTerm``) or a bracketed reference label ("[2] …").
///
/// An indented second line continues a one-line paragraph that has not finished its sentence and whose first
/// line reaches about as far right as the second (within 3 em): that is a hanging indent (a glossary entry, a
/// reference), not a label with items under it, nor a first-line indent; a line back at the first line's
/// margin then starts the next entry. A reference or `term:` entry whose first line ends in a period continues
/// the same way when that line was full (an abbreviation, not a sentence end). On landscape pages (slides), a line that left room for the next line's
/// first word, followed by a capitalised line, ends its paragraph: slides break lines by hand, one point per
/// line. Lines of a list item continue it when they are indented past its marker.
///
/// At a column or page break the paragraph continues when it does not end in `. ! ? : ; " ) …`, is not a
/// heading, and the next line is neither indented nor a list item. It also continues after a finished
/// sentence when the paragraph's last line is full (the next line's first word would not have fitted after
/// it), since a paragraph's own last line leaves room.
///
/// Lines set in a fixed-width face (``TextLine/isMonospace``) that are no heading candidates make code listings
/// (``SourceParagraph/Role/code``): a listing takes the fixed-width lines after it in its column up to a paragraph
/// gap, keeps each as a line of its own, and ends at the first line in another face. A fixed-width line at the
/// margin of a prose paragraph whose sentence is still open goes on with that paragraph instead (a long name set as
/// code), and list markers are not read on fixed-width lines.
struct ParagraphBuilder {
    private let options: AssemblyOptions
    private let profile: LayoutProfile
    private let joiner: LineJoiner
    private var paragraphs: [DraftParagraph] = []
    private var current: DraftParagraph?
    /// Whether the page being added has enough `term: definition` lines to be read as a glossary.
    private var isGlossaryPage = false
    /// Whether the page being added is landscape, as slides are.
    private var isSlide = false

    /// Whether list markers start list items; footnotes keep their "*" and numbers as printed.
    private let findsListItems: Bool

    init(options: AssemblyOptions, profile: LayoutProfile, joiner: LineJoiner, findsListItems: Bool = true) {
        self.options = options
        self.profile = profile
        self.joiner = joiner
        self.findsListItems = findsListItems
    }

    /// What the builder reads from each line of a page by itself, whatever came before: found for pages side by side
    /// before they are added in order.
    struct PageReading: Sendable {
        /// Whether enough lines open `term: definition` entries for the page to be read as a glossary.
        var isGlossaryPage: Bool
        /// Whether each line is a heading candidate.
        var isHeading: [Bool]
        /// Each line's list marker, if it opens with one and is no heading candidate.
        var markers: [ListMarker?]
    }

    /// Reads the lines of `page` (in reading order) for ``add(_:isSparse:reading:)``.
    func reading(_ page: PageLayout) -> PageReading {
        let ocr = page.origin == .ocr
        let entryLines = page.lines.lazy.filter { DefinitionTerm.opensEntry($0.text) }.count
        let isHeading = page.lines.map(profile.isHeadingCandidate)
        let markers = zip(page.lines, isHeading).map { line, isHeading in
            isHeading || !findsListItems ? nil : ListMarker.parse(line.text, ocr: ocr)
        }
        return PageReading(
            isGlossaryPage: entryLines >= DefinitionTerm.minimumLinesPerPage, isHeading: isHeading, markers: markers)
    }

    /// Adds a page whose lines are in reading order.
    ///
    /// - Parameters:
    ///   - isSparse: Whether the page is an OCR page that yielded too little text to trust.
    ///   - reading: The page as ``reading(_:)`` reads it, when already known.
    mutating func add(_ page: PageLayout, isSparse: Bool, reading known: PageReading? = nil) {
        let ocr = page.origin == .ocr
        let reading = known ?? self.reading(page)
        isGlossaryPage = reading.isGlossaryPage
        isSlide = page.width > page.height
        for (index, line) in page.lines.enumerated() {
            let sameFlow = index > 0 && !page.lines[index - 1].isFlowBreak(to: line)
            let isHeading = reading.isHeading[index]
            let isCode = line.isMonospace && !isHeading
            var marker = isCode ? nil : reading.markers[index]
            if let found = marker, !acceptsMarker(found, on: line, sameFlow: sameFlow) { marker = nil }
            if var draft = current,
                draft.role == .code || isCode
                    ? continuesListing(draft, with: line, isCode: isCode, sameFlow: sameFlow)
                    : continues(
                        draft, with: line, isHeading: isHeading, startsItem: marker != nil, sameFlow: sameFlow,
                        indentedStart: !sameFlow && isIndentedStart(at: index, of: page.lines), ocr: ocr)
            {
                draft.text = draft.role == .code ? draft.text + "\n" + line.text : joiner.join(draft.text, line.text)
                draft.add(line, page: page.number, sparse: isSparse)
                current = draft
            } else {
                if let draft = current { paragraphs.append(draft) }
                let role: SourceParagraph.Role =
                    isHeading ? .heading : isCode ? .code : marker == nil ? .body : .listItem
                current = DraftParagraph(
                    role: role, text: marker?.normalizedText ?? line.text, line: line, page: page.number,
                    isHeadingCandidate: isHeading, sparse: isSparse)
            }
        }
    }

    /// The paragraphs, including the one still open.
    mutating func finish() -> [DraftParagraph] {
        if let draft = current { paragraphs.append(draft) }
        current = nil
        return paragraphs
    }

    // MARK: - Private

    /// Ambiguous markers start an item only where a new block may begin.
    ///
    /// That is after a column or page break, a paragraph gap, a heading, another item, or a clause ending in
    /// `. : ; ! ?`; elsewhere "- or rather" at the start of a wrapped line stays text.
    private func acceptsMarker(_ marker: ListMarker, on line: TextLine, sameFlow: Bool) -> Bool {
        guard marker.isAmbiguous, sameFlow, let draft = current else { return true }
        if draft.role == .listItem || draft.isHeadingCandidate { return true }
        if draft.lastLine.verticalGap(to: line) > profile.breakGap * draft.lastLine.lineHeight { return true }
        return draft.text.last.map { ".:;!?".contains($0) } ?? true
    }

    /// Whether `line` goes on with `draft` where one of them is code: a listing takes the fixed-width lines of its
    /// column at its leading; a prose paragraph whose sentence is open takes a fixed-width line at its margin.
    private func continuesListing(_ draft: DraftParagraph, with line: TextLine, isCode: Bool, sameFlow: Bool) -> Bool {
        let previous = draft.lastLine
        guard sameFlow, previous.verticalGap(to: line) <= profile.breakGap * previous.lineHeight else { return false }
        if draft.role == .code { return isCode }
        return draft.role == .body && !draft.isHeadingCandidate && !Self.endsParagraph(draft.text)
            && abs(line.box.x0 - previous.box.x0) <= options.columnTolerance
    }

    private func continues(
        _ draft: DraftParagraph, with line: TextLine, isHeading: Bool, startsItem: Bool, sameFlow: Bool,
        indentedStart: Bool, ocr: Bool
    ) -> Bool {
        // On a scan, a sentence left open goes on into a line that starts in lower case, whatever the gap or the
        // size OCR measured between them ("… may cause complications" / "under certain circumstances"); a text
        // PDF's sizes are exact, and a change there is small print.
        if ocr, !isHeading, !startsItem, !indentedStart, !draft.isHeadingCandidate, draft.role == .body,
            !Self.endsParagraph(draft.text), line.text.first?.isLowercase == true
        {
            return true
        }
        guard draft.isHeadingCandidate == isHeading, !startsItem, !line.opensWithRunInTerm,
            profile.sizesMatch(draft.lastLine.fontSize, line.fontSize, ocr: ocr)
        else { return false }
        guard sameFlow else {
            guard !isHeading, !indentedStart else { return false }
            if !Self.endsParagraph(draft.text) { return true }
            return Self.endsSentence(draft.text) && draft.endsWithFullLine(before: line)
        }
        let previous = draft.lastLine
        guard previous.verticalGap(to: line) <= profile.breakGap * previous.lineHeight else { return false }
        if isHeading { return true }
        let em = max(line.fontSize, 1)
        if draft.role == .listItem { return line.box.x0 >= draft.firstLine.box.x0 + 0.3 * em }
        let indent = options.firstLineIndent * em
        if line.box.x0 > previous.box.x0 + indent {
            guard draft.lineCount == 1, previous.box.x1 >= line.box.x1 - 3 * em else { return false }
            if !Self.endsSentence(draft.text) { return true }
            // An entry whose first line ends in an abbreviation ("Philos. Trans. R. Soc.") with no room left.
            let isEntry = ApparatusFinder.opensReference(draft.text) || DefinitionTerm.opensEntry(draft.text)
            return isEntry && !Self.leftRoom(after: previous, before: line)
        }
        if isSlide, Self.leftRoom(after: previous, before: line), line.text.first?.isUppercase == true,
            draft.text.last != "-"
        {
            return false
        }
        if previous.box.x0 > draft.firstLine.box.x0 + indent, line.box.x0 < previous.box.x0 - indent { return false }
        if Self.endsSentence(draft.text),
            (isGlossaryPage && DefinitionTerm.opensEntry(line.text)) || ApparatusFinder.opensReference(line.text)
        {
            return false
        }
        return draft.lineCount < 2 || previous.box.x0 - line.box.x0 <= options.columnTolerance
    }

    /// Whether the line at `index` starts further right than the line below it in the same column.
    private func isIndentedStart(at index: Int, of lines: [TextLine]) -> Bool {
        guard index + 1 < lines.count else { return false }
        let line = lines[index]
        let next = lines[index + 1]
        guard !line.isFlowBreak(to: next), line.verticalGap(to: next) <= profile.breakGap * line.lineHeight else {
            return false
        }
        return line.box.x0 > next.box.x0 + options.firstLineIndent * max(line.fontSize, 1)
    }

    /// Whether `previous` ended with room for the first word of `line`: the line after it reaches further right
    /// than `previous` plus that word, so the break was deliberate.
    private static func leftRoom(after previous: TextLine, before line: TextLine) -> Bool {
        guard !line.text.isEmpty else { return false }
        let word = line.text.prefix { !$0.isWhitespace }.count
        let characterWidth = line.box.width / Double(line.text.characterCount)
        return previous.box.x1 + Double(word + 1) * characterWidth < line.box.x1
    }

    /// Whether text ends a sentence: `. ! ?`, possibly followed by a closing quote or parenthesis.
    private static func endsSentence(_ text: String) -> Bool {
        let trimmed = text.reversed().drop { "\")'".contains($0) }
        return trimmed.first.map { ".!?".contains($0) } ?? true
    }

    /// Whether text ends like a finished paragraph: `. ! ? : ; " ) …`.
    private static func endsParagraph(_ text: String) -> Bool {
        guard let last = text.last else { return true }
        return ".!?:;\")…".contains(last)
    }
}
