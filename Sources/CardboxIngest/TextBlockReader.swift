import CardboxCore

/// A paragraph of a text file.
struct TextBlock {
    var role: SourceParagraph.Role
    var text: String
    /// The heading level (1 for `#`), for headings.
    var level: Int?
    /// Whether it is a fenced code block, kept line by line.
    var isCode: Bool { role == .code }
    /// How many lines of the file it holds so far.
    var lineCount = 1
    /// Whether a blank line (or the start of the file) came before it and a blank line (or the end) after it.
    var standsAlone = false
    /// Whether a blank line (or the start of the file) came before it.
    var followsBlankLine = false
    /// The part of the text it belongs to (footnotes are told apart).
    var part: SourceParagraph.Part = .main
}

/// Reads a text or Markdown file line by line into blocks; see ``PlainTextParser`` for the rules.
struct TextBlockReader {
    let markdown: Bool
    /// Joins lines, undoing a line-end hyphen only where the dictionary knows the joined word.
    let joiner: LineJoiner
    private var blocks: [TextBlock] = []
    private var current: TextBlock?
    /// The fence that opened a code block and the block's lines so far.
    private var fence: (marker: String, lines: [String])?
    /// Whether the last line read was blank (or none was read yet).
    private var afterBlankLine = true
    /// Whether the lines since a rule of underscores are footnotes.
    private var inFootnotes = false
    /// Whether a Markdown HTML comment opened on an earlier line has not closed yet.
    private var inComment = false

    init(markdown: Bool, words: any WordList = EmptyWordList()) {
        self.markdown = markdown
        joiner = LineJoiner(words: words)
    }

    /// Reads the next line (without its line break).
    mutating func read(_ rawLine: String) {
        if var open = fence {
            if rawLine.drop(while: \.isWhitespace).hasPrefix(open.marker) {
                blocks.append(TextBlock(role: .code, text: open.lines.joined(separator: "\n")))
                fence = nil
            } else {
                open.lines.append(String(rawLine.reversed().drop(while: \.isWhitespace).reversed()))
                fence = open
            }
            return
        }
        if inComment {
            if rawLine.contains("-->") { inComment = false }
            return
        }
        let line = TextCleaner.clean(markdown ? Self.removingQuoteMarkers(rawLine) : rawLine)
        guard !line.isEmpty else {
            if let block = current, block.lineCount == 1, block.followsBlankLine { current?.standsAlone = true }
            afterBlankLine = true
            inFootnotes = false
            return flush()
        }
        defer { afterBlankLine = false }
        if markdown, readMarkdownBlockLine(line) { return }
        if !markdown, readUnderline(line) { return }
        // A rule of underscores sets footnotes off from the text above them; each starts a paragraph of its own.
        if !markdown, line.count >= 5, line.allSatisfy({ $0 == "_" }) {
            inFootnotes = true
            return flush()
        }
        if inFootnotes, TextFileLayout.opensWithFootnoteNumber(line) {
            flush()
            current = TextBlock(role: .body, text: line)
            return
        }
        if !markdown, readNumberedHeading(line, raw: rawLine) { return }
        if let marker = listMarker(in: line) {
            flush()
            current = TextBlock(role: .listItem, text: marker.normalizedText, followsBlankLine: afterBlankLine)
        } else if var block = current {
            block.text = joiner.joinTextFileLine(block.text, line)
            block.lineCount += 1
            current = block
        } else {
            current = TextBlock(role: .body, text: line, followsBlankLine: afterBlankLine)
        }
    }

    /// The blocks, including the one still open; Markdown inline markup is removed.
    mutating func finish() -> [TextBlock] {
        if let block = current, block.lineCount == 1, block.followsBlankLine { current?.standsAlone = true }
        flush()
        if let open = fence {
            blocks.append(TextBlock(role: .code, text: open.lines.joined(separator: "\n")))
            fence = nil
        }
        if !markdown {
            TextFileLayout.dropPageFurniture(&blocks)
            TextFileLayout.markContents(&blocks)
            TextFileLayout.promoteNumberedTitleLines(&blocks)
            TextFileLayout.promoteRomanNumberedTitles(&blocks)
            TextFileLayout.markFootnotes(&blocks)
        }
        return blocks.filter { !$0.text.isEmpty }
    }

    // MARK: - Private

    private mutating func flush() {
        guard var block = current else { return }
        if markdown { block.text = TextCleaner.clean(MarkdownInline.plain(block.text)) }
        blocks.append(block)
        current = nil
    }

    /// Handles comments, fences, headings and thematic breaks; returns whether the line was one of them.
    private mutating func readMarkdownBlockLine(_ line: String) -> Bool {
        // An HTML comment that opens a line is a block of its own that readers never see, up to the line that
        // closes it ("<!-- YAML" … "-->").
        if line.hasPrefix("<!--") {
            flush()
            inComment = !line.dropFirst(4).contains("-->")
            return true
        }
        if line.hasPrefix("```") || line.hasPrefix("~~~") {
            flush()
            fence = (String(line.prefix(3)), [])
            return true
        }
        if let (level, title) = Self.atxHeading(line) {
            flush()
            current = TextBlock(role: .heading, text: title, level: level)
            flush()
            return true
        }
        if let level = Self.setextLevel(line), var block = current, block.role == .body {
            block.role = .heading
            block.level = level
            current = block
            flush()
            return true
        }
        if Self.isThematicBreak(line) {
            flush()
            return true
        }
        return false
    }

    /// Handles a plain-text line of `=` or `-` (three or more); returns whether the line was one.
    ///
    /// Under a short line of its own it underlines a heading, as README files and specifications write them
    /// ("Introduction" over "------------"); anywhere else it is a rule between parts.
    private mutating func readUnderline(_ line: String) -> Bool {
        guard line.count >= 3, let level = Self.setextLevel(line) else { return false }
        if var block = current, block.role == .body, block.lineCount == 1,
            block.text.split(separator: " ").count <= Self.maximumUnderlinedHeadingWords,
            !(block.text.last.map { ".,;".contains($0) } ?? true)
        {
            block.role = .heading
            block.level = level
            current = block
        }
        flush()
        return true
    }

    /// Reads a numbered section heading of a plain-text file; returns whether `line` was one.
    ///
    /// `nroff` sets them as "6.5.  Sharing databases", and the first paragraph may follow at once.
    /// The line starts at the margin with a section number (``HeadingText/numbered(_:)``) that has two levels or
    /// more ("6.5") or two spaces after it ("7.  Miscellaneous"), so a numbered list item ("1. water") stays one;
    /// a contents line with leader dots is none, and the paragraph before must have ended.
    private mutating func readNumberedHeading(_ line: String, raw rawLine: String) -> Bool {
        let raw =
            rawLine.utf8.contains(0x1B) || rawLine.utf8.contains(0x08)
            ? TextCleaner.removingTerminalMarkup(from: rawLine) : rawLine
        guard raw.first?.isWhitespace == false, let numbered = HeadingText.numbered(line),
            !numbered.title.contains(".."), numbered.title.last.map({ !":,;".contains($0) }) == true,
            current.map({ $0.text.last.map { ".:;!?".contains($0) } ?? true }) ?? true
        else { return false }
        let levels = numbered.number.split(separator: ".").count
        let spaced = raw.dropFirst(numbered.number.count).hasPrefix("  ")
        guard levels >= 2 || spaced else { return false }
        flush()
        blocks.append(TextBlock(role: .heading, text: line, level: levels))
        return true
    }

    /// The most words an underlined line of a plain-text file may have to be a heading.
    private static let maximumUnderlinedHeadingWords = 12

    /// A list marker that may start an item here.
    private func listMarker(in line: String) -> ListMarker? {
        if markdown, line.hasPrefix("+ ") {
            return ListMarker(marker: "+", rest: String(line.dropFirst(2)), isBullet: true, isAmbiguous: false)
        }
        guard let marker = ListMarker.parse(line), !marker.isMarkerOnly else { return nil }
        if markdown || !marker.isAmbiguous { return marker }
        guard let block = current else { return marker }
        return block.role == .listItem || block.text.last.map { ".:;!?".contains($0) } == true ? marker : nil
    }

    /// `# Title ##` → (1, "Title").
    private static func atxHeading(_ line: String) -> (Int, String)? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let rest = line.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " else { return nil }
        var title = rest.trimmingSpaces()
        let closing = title.reversed().prefix { $0 == "#" }.count
        if closing == title.count || title.dropLast(closing).last == " " {
            title = title.dropLast(closing).trimmingSpaces()
        }
        return (hashes, title)
    }

    /// 1 for a line of `=`, 2 for a line of `-`.
    private static func setextLevel(_ line: String) -> Int? {
        guard let first = line.first, first == "=" || first == "-", line.allSatisfy({ $0 == first }) else {
            return nil
        }
        return first == "=" ? 1 : 2
    }

    /// Three or more `*`, `-` or `_`, optionally spaced.
    private static func isThematicBreak(_ line: String) -> Bool {
        let marks = line.filter { $0 != " " }
        guard let first = marks.first, "*-_".contains(first) else { return false }
        return marks.count >= 3 && marks.allSatisfy { $0 == first }
    }

    private static func removingQuoteMarkers(_ line: String) -> String {
        var rest = line.drop(while: \.isWhitespace)
        while rest.first == ">" {
            rest = rest.dropFirst().drop(while: \.isWhitespace)
        }
        return rest.count == line.drop(while: \.isWhitespace).count ? line : String(rest)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
