public import CardboxCore

/// Assembles pages of lines into a ``CardboxCore/SourceDocument``.
///
/// The steps, each described on its own type's rules:
/// 1. every line is cleaned (``TextCleaner``) and empty lines dropped;
/// 2. running headers, footers and page numbers are removed from the margin bands;
/// 3. bullets from symbol fonts that extract as letters ("n Item") become "•" (``GlyphBullets``), list
///    markers drawn as lines of their own are joined to their text, each page's lines are put into
///    reading order with a recursive XY-cut that prefers gutters running down the page (``XYCut``), so the
///    extractor's order does not matter, and pieces of one printed line are joined again (``RowMerger``);
/// 4. lines become paragraphs (gaps, indents, font changes, list markers), continuing across column and
///    page breaks when the text has not finished;
/// 5. line-end hyphens are resolved with the word list; with an ``EmptyWordList`` a hyphen is dropped only
///    before a lower-case letter and never after the prefixes non, self, co, cross, anti, multi, semi,
///    quasi, pre and post;
/// 6. headings are found by size (by default ≥ 1.15 × the body size) or by bold and at most 12 words,
///    without a final period, and never on bulleted lines; larger sizes are higher levels, and each paragraph gets the path of the headings above it (a
///    heading's own path holds its ancestors);
/// 7. runs of paragraphs indented under a label, with no marker in the text (bullets drawn as graphics, as on
///    slides), become list items (``IndentedItems``);
/// 8. each paragraph gets its ``CardboxCore/SourceParagraph/Part``: footnotes (``FootnoteFinder``) are built
///    apart from the running text, so a paragraph broken by them at a column or page foot still joins up, and
///    follow the last paragraph starting on their page; captions and "[12] …" reference entries are found by
///    their text (``ApparatusFinder``); paragraphs under a "Contents", "Index", "References" or
///    "Bibliography" heading, down to the next heading of the same or a higher level, and on pages that
///    look like a table of contents or an index, are marked as such;
/// 9. OCR paragraphs get the mean confidence of their lines and need review below
///    ``AssemblyOptions/reviewConfidence``, when they hold a likely misreading however confident the OCR was
///    (``MisreadFinder``: an unknown word used once, one edit from a dictionary word), or when their page yielded
///    fewer than ``AssemblyOptions/minimumOCRLetters`` letters.
///
/// Paragraph indexes count from 1 on the page where each paragraph starts; the box is the union of its
/// lines on that page. Pages are read in order of their numbers. Cost is linear in the number of pages;
/// within a page the reading order is O(n² log n) in its lines.
///
/// ```swift
/// let assembler = DocumentAssembler(words: WordSet(["information", "machine", "readable"]))
/// let document = assembler.assemble(pages: pages, id: digest, title: "Biology", kind: .pdf)
/// ```
public struct DocumentAssembler: Sendable {
    /// The word list used to resolve line-end hyphens.
    public let words: any WordList
    /// The thresholds.
    public let options: AssemblyOptions

    /// Creates an assembler.
    ///
    /// - Parameters:
    ///   - words: A lexicon for de-hyphenation, such as a ``WordSet`` or a dictionary adapter.
    ///   - options: The thresholds; the defaults are the measured ones.
    public init(words: any WordList = EmptyWordList(), options: AssemblyOptions = AssemblyOptions()) {
        self.words = words
        self.options = options
    }

    /// Turns extracted pages into a document of clean paragraphs in reading order.
    ///
    /// - Parameters:
    ///   - pages: The pages, in any order, each with its lines in any order.
    ///   - id: The document identifier (the SHA-256 of the file).
    ///   - title: The title shown to users.
    ///   - kind: What kind of file the pages came from.
    /// - Returns: The document; its page count is the number of pages or the highest page number, if larger.
    public func assemble(pages: [PageLayout], id: String, title: String, kind: SourceDocument.Kind) -> SourceDocument {
        let threads = options.threads
        let cleaned = pages.sorted { $0.number < $1.number }.concurrentMap(threads: threads, Self.cleaned)
        let filtered = RunningLineFilter(options: options).removingRunningLines(from: cleaned)
        let ordered = filtered.concurrentMap(threads: threads) { page in
            var page = page
            let joined = ListLineMerger.joiningMarkersOnBaseline(GlyphBullets.replacing(in: page.lines))
            page.lines = ListLineMerger.joiningMarkersToNextLine(RowMerger.merging(XYCut.order(joined)))
            return page
        }
        let profile = LayoutProfile(pages: ordered, options: options)
        let joiner = LineJoiner(words: words)
        let footnotes = FootnoteFinder(bodySize: profile.bodySize)
        var builder = ParagraphBuilder(options: options, profile: profile, joiner: joiner)
        var notesByPage: [Int: [DraftParagraph]] = [:]
        var pageKinds: [Int: SourceParagraph.Part] = [:]
        // What each page is, where its footnotes start and what each of its lines is (a heading candidate, a list
        // item) depend on that page alone, so pages are read side by side; paragraphs then run on across pages in
        // order.
        let minimumLetters = options.minimumOCRLetters
        let reader = builder
        let perPage = ordered.concurrentMap(threads: threads) { page in
            let (body, notes) = footnotes.split(page)
            var bodyPage = page
            bodyPage.lines = body
            return (
                kind: ApparatusFinder.pageKind(of: page.lines), body: bodyPage, reading: reader.reading(bodyPage),
                notes: notes, isSparse: page.origin == .ocr && Self.letterCount(of: page) < minimumLetters
            )
        }
        for (page, facts) in zip(ordered, perPage) {
            let isSparse = facts.isSparse
            pageKinds[page.number] = facts.kind
            let notes = facts.notes
            builder.add(facts.body, isSparse: isSparse, reading: facts.reading)
            guard !notes.isEmpty else { continue }
            var notePage = page
            notePage.lines = notes
            var noteBuilder = ParagraphBuilder(
                options: options, profile: profile, joiner: joiner, findsListItems: false)
            noteBuilder.add(notePage, isSparse: isSparse)
            notesByPage[page.number] = noteBuilder.finish().map { draft in
                var note = draft
                note.part = .footnote
                note.role = .body
                note.isHeadingCandidate = false
                return note
            }
        }
        let drafts = Self.interleaving(IndentedItems.marking(CodeTerms.marking(builder.finish())), notesByPage)
        let pageCount = max(pages.count, pages.map(\.number).max() ?? 0)
        return SourceDocument(
            id: id, title: title, kind: kind, pageCount: pageCount,
            paragraphs: paragraphs(from: drafts, profile: profile, pageKinds: pageKinds))
    }

    // MARK: - Private

    /// The running text's paragraphs with each page's footnotes after the last paragraph starting on that page.
    private static func interleaving(
        _ drafts: [DraftParagraph], _ notesByPage: [Int: [DraftParagraph]]
    ) -> [DraftParagraph] {
        guard !notesByPage.isEmpty else { return drafts }
        var result: [DraftParagraph] = []
        var pending = notesByPage.keys.sorted()[...]
        for draft in drafts {
            while let page = pending.first, page < draft.page {
                result += notesByPage[page] ?? []
                pending = pending.dropFirst()
            }
            result.append(draft)
        }
        for page in pending { result += notesByPage[page] ?? [] }
        return result
    }

    private func paragraphs(
        from drafts: [DraftParagraph], profile: LayoutProfile, pageKinds: [Int: SourceParagraph.Part]
    ) -> [SourceParagraph] {
        let levels = headingLevels(of: drafts, profile: profile)
        // A listing is one sentence: its periods end no sentences.
        let sentences = drafts.map { ($0.text, $0.role == .code) }.concurrentMap(threads: options.threads) {
            text, isCode in isCode ? [TextSpan(start: 0, end: text.count)] : SentenceSplitter.spans(in: text)
        }
        var outline = HeadingOutline()
        var apparatus: (part: SourceParagraph.Part, level: Int)?
        var countByPage: [Int: Int] = [:]
        let misreads = MisreadFinder(words: words, texts: drafts.filter { $0.confidence != nil }.map(\.text))
        return zip(drafts, sentences).map { draft, sentences in
            var role = draft.role
            let headingPath: [String]
            if role == .heading, let level = levels[HeadingStyle(draft)] {
                headingPath = outline.enter(
                    draft.text, level: level, number: HeadingText.numbered(draft.text)?.number)
                if let open = apparatus, level <= open.level, !Self.continuesEntries(open, draft) { apparatus = nil }
                if let part = HeadingText.apparatus(draft.text) { apparatus = (part, level) }
            } else {
                if role == .heading { role = .body }
                headingPath = outline.path
                if let open = apparatus, open.level == Self.unstyledLevel, !Self.continuesEntries(open, draft) {
                    apparatus = nil
                }
                // A contents or an index whose title is a heading also ends at prose (not a footnote) on a page that
                // is not one of its own, since the chapters after it may have no heading of its title's level or
                // above.
                if let open = apparatus, open.part == .contents || open.part == .index, draft.part == .main,
                    pageKinds[draft.page] != open.part, !Self.readsAsEntry(draft)
                {
                    apparatus = nil
                }
                // "Contents" alone on its line opens the contents even where its type does not stand out as a
                // heading's, as on a scan.
                if draft.text.utf8.count <= Self.longestApparatusTitle, let part = HeadingText.apparatus(draft.text) {
                    apparatus = (part, Self.unstyledLevel)
                }
            }
            let index = countByPage[draft.page, default: 0] + 1
            countByPage[draft.page] = index
            let confidence = draft.confidence
            let doubtful =
                confidence.map { $0 < options.reviewConfidence || !misreads.misreadings(in: draft.text).isEmpty }
                ?? false
            return SourceParagraph(
                page: draft.page, index: index, headingPath: headingPath, role: role, text: draft.text,
                sentences: sentences, box: draft.box, confidence: confidence,
                needsReview: doubtful || draft.isOnSparsePage,
                part: part(of: draft, in: apparatus?.part ?? pageKinds[draft.page], profile: profile))
        }
    }

    /// The level of an apparatus opened by a title in body type: no heading level, so only
    /// ``continuesEntries(_:_:)`` ends it.
    private static let unstyledLevel = Int.max

    /// Whether `draft` goes on with the entries of a contents or an index opened by a title in body type.
    ///
    /// Such entries are short lines ("1 Getting Started", "spacing effect, 12"), which the recogniser may take for
    /// numbered headings, while prose or a real heading of more words ends them. A reference list opened that way
    /// runs to the next heading.
    private static func continuesEntries(
        _ open: (part: SourceParagraph.Part, level: Int), _ draft: DraftParagraph
    )
        -> Bool
    {
        guard open.level == unstyledLevel else { return false }
        guard open.part == .contents || open.part == .index else { return draft.role != .heading }
        return readsAsEntry(draft)
    }

    /// Whether `draft` is short enough, and without a closing period, to be a line of a contents or an index.
    ///
    /// Only words with a letter count, so page numbers make no entry long, and text with leader dots is entries
    /// whatever its length ("1.1 Changelog . . . . .", "5.1 Margins . . . 5.2 Line Widths . . .").
    private static func readsAsEntry(_ draft: DraftParagraph) -> Bool {
        // Entries the page set close together join into one paragraph, their leader dots still in it.
        if draft.text.contains(". . .") || draft.text.contains("....") { return true }
        let words = draft.text.split(separator: " ").lazy.filter { $0.contains(where: \.isLetter) }.count
        let closes = draft.text.hasSuffix(".") && !draft.text.hasSuffix(". .") && !draft.text.hasSuffix("..")
        return words <= maximumEntryWords && !closes
    }

    /// The longest line, in bytes, that may be an apparatus title in body type ("Table of contents", "7 References").
    private static let longestApparatusTitle = 40

    /// The most words a line of a contents or an index has.
    private static let maximumEntryWords = 12

    /// The part of a paragraph: captions by their text (also in small print at a page's foot), footnotes as
    /// built, reference entries by their text, and otherwise the apparatus its section or page belongs to.
    private func part(
        of draft: DraftParagraph, in apparatus: SourceParagraph.Part?, profile: LayoutProfile
    ) -> SourceParagraph.Part {
        let isSmall = draft.firstLine.fontSize <= FootnoteFinder.smallRatio * profile.bodySize
        if draft.role != .heading, ApparatusFinder.isCaption(draft.text, isSmall: isSmall) { return .caption }
        if draft.part != .main { return draft.part }
        if let apparatus { return apparatus }
        return ApparatusFinder.isReference(draft.text) ? .bibliography : .main
    }

    /// Levels for the styles of real headings: larger sizes first, bold before regular at the same size.
    ///
    /// A style between the largest (the title's) and that of the first top-level numbered heading ("1
    /// Introduction") which appears only before that heading is a paper's front matter — its authors' names in a
    /// larger type — not a level of the outline: its paragraphs stay body text, so sections do not nest under the
    /// last author.
    private func headingLevels(of drafts: [DraftParagraph], profile: LayoutProfile) -> [HeadingStyle: Int] {
        let headings = drafts.filter { draft in
            draft.role == .heading
                && profile.isHeading(text: draft.text, fontSize: draft.firstLine.fontSize, isBold: draft.isBold)
        }
        let styles = Set(headings.map(HeadingStyle.init)).sorted { a, b in
            a.size != b.size ? a.size > b.size : a.isBold && !b.isBold
        }
        let frontMatter = Self.frontMatterStyles(of: headings, ranked: styles)
        let outline = styles.filter { !frontMatter.contains($0) }
        return Dictionary(uniqueKeysWithValues: outline.enumerated().map { ($0.element, $0.offset + 1) })
    }

    /// The heading styles of `headings` (in reading order) used only above the first top-level numbered heading and
    /// ranked between the title's style and that heading's; `ranked` lists the styles, highest level first.
    private static func frontMatterStyles(of headings: [DraftParagraph], ranked: [HeadingStyle]) -> Set<HeadingStyle> {
        guard
            let first = headings.firstIndex(where: { draft in
                HeadingText.numbered(draft.text).map { $0.number.split(separator: ".").count == 1 } ?? false
            }),
            let sectionRank = ranked.firstIndex(of: HeadingStyle(headings[first])), sectionRank > 1
        else { return [] }
        let later = Set(headings[first...].map(HeadingStyle.init))
        return Set(ranked[1..<sectionRank].filter { !later.contains($0) })
    }

    private static func cleaned(_ page: PageLayout) -> PageLayout {
        var page = page
        page.lines = page.lines.compactMap { line in
            var line = line
            line.text = TextCleaner.clean(line.text)
            return line.text.isEmpty ? nil : line
        }
        return page
    }

    private static func letterCount(of page: PageLayout) -> Int {
        page.lines.reduce(0) { $0 + $1.text.letterCount }
    }
}

/// What distinguishes heading levels: the size in 0.5 pt steps and the weight.
private struct HeadingStyle: Hashable {
    var size: Double
    var isBold: Bool

    init(_ draft: DraftParagraph) {
        size = (draft.firstLine.fontSize * 2).rounded() / 2
        isBold = draft.isBold
    }
}
