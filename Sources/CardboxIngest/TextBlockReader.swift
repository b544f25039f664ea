import CardboxCore

/// A paragraph of a text file.
struct TextBlock {
    var role: SourceParagraph.Role
    var text: String
    /// The heading level (1 for `#`), for headings.
    var level: Int?
    /// Whether it is a fenced code block, kept line by line.
    var isCode = false
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

    init(markdown: Bool, words: any WordList = EmptyWordList()) {
        self.markdown = markdown
        joiner = LineJoiner(words: words)
    }

    /// Reads the next line (without its line break).
    mutating func read(_ rawLine: String) {
        if var open = fence {
            if rawLine.drop(while: \.isWhitespace).hasPrefix(open.marker) {
                blocks.append(TextBlock(role: .body, text: open.lines.joined(separator: "\n"), isCode: true))
                fence = nil
            } else {
                open.lines.append(String(rawLine.reversed().drop(while: \.isWhitespace).reversed()))
                fence = open
            }
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
        if inFootnotes, let digits = Optional(line.prefix { $0.isASCII && $0.isNumber }),
            (1...2).contains(digits.count),
            line.dropFirst(digits.count).first == " "
        {
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
            blocks.append(TextBlock(role: .body, text: open.lines.joined(separator: "\n"), isCode: true))
            fence = nil
        }
        if !markdown {
            dropPageFurniture()
            promoteNumberedTitleLines()
            markFootnotes()
        }
        return blocks.filter { !$0.text.isEmpty }
    }

    /// Makes headings of numbered title lines that stand alone between blank lines.
    ///
    /// Documentation saved as text writes its sections so: "3. Python Packaging", "2.1. distutils".
    /// A one-level number reads as a list item when read line by line; standing alone with a title rather than a
    /// sentence, it is a section unless it is an item of a loose list (the item numbered one less stands alone
    /// before it, or the item numbered one more comes after it). A deeper number may have a title in lower case (a
    /// program's name).
    private mutating func promoteNumberedTitleLines() {
        func number(at index: Int) -> Int? {
            guard blocks.indices.contains(index), blocks[index].role == .listItem else { return nil }
            return Int(blocks[index].text.prefix { $0.isASCII && $0.isNumber })
        }
        for index in blocks.indices {
            let block = blocks[index]
            guard block.standsAlone, !block.isCode, block.role != .heading,
                let numbered = HeadingText.numbered(block.text, allowingLowercase: true),
                !numbered.title.contains(".."), numbered.title.last.map({ !":,;".contains($0) }) == true
            else { continue }
            let levels = numbered.number.split(separator: ".").count
            if levels == 1 {
                guard numbered.title.first?.isUppercase == true, let own = Int(numbered.number.prefix { $0 != "." })
                else { continue }
                let itemBefore = number(at: index - 1) == own - 1 && blocks[index - 1].standsAlone
                let itemAfter = number(at: index + 1) == own + 1
                guard !itemBefore, !itemAfter else { continue }
            }
            blocks[index].role = .heading
            blocks[index].level = levels
        }
    }

    /// Removes the page furniture of a paginated text file: a short line repeated on every page ("man-db v2.11.2
    /// 2023-01-08") and page numbers on lines of their own.
    ///
    /// A line of up to ten words that makes a paragraph of its own three times or more, word for word, is a running
    /// header or footer; a paragraph of nothing but a number is a page number when there are three or more.
    private mutating func dropPageFurniture() {
        var counts: [String: Int] = [:]
        for block in blocks where !block.isCode && block.role == .body && block.lineCount == 1 {
            counts[block.text, default: 0] += 1
        }
        let pageNumbers = blocks.count { Self.isNumber($0.text) && !$0.isCode }
        blocks.removeAll { block in
            guard !block.isCode, block.lineCount == 1 else { return false }
            if Self.isNumber(block.text) { return pageNumbers >= 3 }
            return block.role == .body && counts[block.text, default: 0] >= 3
                && block.text.split(separator: " ").count <= 10
        }
    }

    private static func isNumber(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 4 && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Marks the footnotes of a formatted text file and removes their markers from the text.
    ///
    /// `nroff` sets a footnote as a paragraph that opens with its number ("   1 originally conceived after …")
    /// below the paragraph whose word carries the number ("the database cache scheme1 has …"). Footnotes are
    /// numbered 1, 2, 3 … through the file, so only paragraphs that continue that count are taken; each one's
    /// marker is the number glued to the end of a word in the nearest text before it.
    private mutating func markFootnotes() {
        var expected = 1
        var searchFrom = 0
        for index in blocks.indices {
            let block = blocks[index]
            let digits = block.text.prefix { $0.isASCII && $0.isNumber }
            guard block.role == .body, !block.isCode, !digits.isEmpty, Int(digits) == expected,
                block.text.dropFirst(digits.count).first == " ",
                block.text.dropFirst(digits.count + 1).first?.isLetter == true
            else { continue }
            // Markers come in the order of their footnotes: the next is in the block of the last one or after it.
            for earlier in stride(from: index - 1, through: searchFrom, by: -1) where blocks[earlier].part == .main {
                if let unmarked = Self.removingMarker(String(digits), from: blocks[earlier].text) {
                    blocks[earlier].text = unmarked
                    searchFrom = earlier
                    break
                }
            }
            blocks[index].part = .footnote
            expected += 1
        }
    }

    /// `text` without the last footnote marker `number` glued to the end of a word ("scheme1 has" → "scheme
    /// has"), or `nil` when it has none.
    static func removingMarker(_ number: String, from text: String) -> String? {
        let characters = Array(text)
        let marker = Array(number)
        var position = characters.count - marker.count
        while position > 0 {
            let end = position + marker.count
            if Array(characters[position..<end]) == marker, characters[position - 1].isLetter,
                end == characters.count || !(characters[end].isLetter || characters[end].isNumber)
            {
                return String(characters[..<position] + characters[end...])
            }
            position -= 1
        }
        return nil
    }

    // MARK: - Private

    private mutating func flush() {
        guard var block = current else { return }
        if markdown { block.text = TextCleaner.clean(MarkdownInline.plain(block.text)) }
        blocks.append(block)
        current = nil
    }

    /// Handles fences, headings and thematic breaks; returns whether the line was one of them.
    private mutating func readMarkdownBlockLine(_ line: String) -> Bool {
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
