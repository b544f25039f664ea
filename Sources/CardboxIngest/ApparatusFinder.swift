import CardboxCore

/// Recognises captions, reference-list entries, and pages of a table of contents or an index.
enum ApparatusFinder {
    /// Words that open a caption when a number and a colon, period or dash follow them.
    ///
    /// For example "Figure 3: …" and "Table 2. …".
    static let captionWords: Set<String> = [
        "figure", "fig.", "table", "tab.", "listing", "algorithm", "chart", "plate", "exhibit", "diagram",
    ]

    /// Whether a paragraph is a caption.
    ///
    /// It opens with a caption word and a number ("3", "2.1", "IV", "3a") followed by ":", "." or a dash;
    /// or by a space when its font is smaller than the body's, since "Table 2 shows…" in running text is not
    /// a caption.
    static func isCaption(_ text: String, isSmall: Bool) -> Bool {
        let words = text.split(separator: " ", maxSplits: 2)
        guard words.count >= 2, captionWords.contains(words[0].lowercased()) else { return false }
        var label = words[1]
        var punctuated = false
        if let last = label.last, ":.—–-".contains(last) {
            label = label.dropLast()
            punctuated = true
        }
        guard let first = label.first, first.isNumber || "IVX".contains(first),
            label.allSatisfy({ $0.isNumber || $0 == "." || $0.isLetter }), label.count <= 6
        else { return false }
        return punctuated || (isSmall && words.count == 3)
    }

    /// Whether a paragraph is an entry of a reference list: "[12] Author, …" or "[Lei72] …" with a year.
    static func isReference(_ text: String) -> Bool {
        opensReference(text) && containsYear(text)
    }

    /// Whether a line opens with a bracketed label of at most 12 characters and no spaces, then a space.
    static func opensReference(_ text: String) -> Bool {
        guard text.first == "[", let close = text.firstIndex(of: "]") else { return false }
        let label = text[text.index(after: text.startIndex)..<close]
        guard !label.isEmpty, label.count <= 12, !label.contains(" ") else { return false }
        return text[text.index(after: close)...].first == " "
    }

    /// What kind of apparatus a page is, judged from its lines alone.
    ///
    /// `.contents` when most lines end in a page number after leader dots or a section number opens them;
    /// `.index` when most lines end in a list of page numbers after a comma ("spacing effect, 12, 45–47").
    /// Needs at least six lines; `nil` otherwise.
    static func pageKind(of lines: [TextLine]) -> SourceParagraph.Part? {
        guard lines.count >= 6 else { return nil }
        var contents = 0
        var index = 0
        for line in lines {
            // Most lines end in a word that is no page reference; the line is split only when it does not.
            guard let last = lastWord(of: line.text), isPageReference(last) else { continue }
            let before = line.text.split(separator: " ").dropLast()
            if let previous = before.last, previous.hasSuffix(",") || previous == "," {
                index += 1
            } else if before.last?.allSatisfy({ $0 == "." }) == true || line.text.contains(". . .")
                || line.text.contains("....")
                || (before.first.map { HeadingText.numbered(String($0) + " X") != nil } ?? false)
            {
                contents += 1
            }
        }
        if index * 2 >= lines.count { return .index }
        if contents * 2 >= lines.count { return .contents }
        return nil
    }

    // MARK: - Private

    /// The last word of `text`, between spaces.
    private static func lastWord(of text: String) -> Substring? {
        let bytes = text.utf8
        let space = UInt8(ascii: " ")
        guard let last = bytes.lastIndex(where: { $0 != space }) else { return nil }
        let end = bytes.index(after: last)
        let start = bytes[..<end].lastIndex(of: space).map(bytes.index(after:)) ?? bytes.startIndex
        return text[start..<end]
    }

    /// A page number or range: "12", "45–47", "xiv", "12f".
    private static func isPageReference(_ token: Substring) -> Bool {
        // Every reference opens with a digit, a Roman numeral's letter or a dash.
        guard let first = token.utf8.first,
            (0x30...0x39).contains(first) || first == UInt8(ascii: "-") || first == 0xE2
                || PageNumber.romanValue(utf8: CollectionOfOne(first)) != nil
        else { return false }
        let parts = token.split(whereSeparator: { "–-".contains($0) })
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { part in
            let trimmed = part.hasSuffix("f") ? part.dropLast() : part
            return PageNumber.isNumber(trimmed)
        }
    }

    private static func containsYear(_ text: String) -> Bool {
        var run = 0
        var digits = ""
        for character in text {
            if character.isASCII, character.isNumber {
                run += 1
                digits.append(character)
            } else {
                if run == 4, let year = Int(digits), (1500...2100).contains(year) { return true }
                run = 0
                digits = ""
            }
        }
        return run == 4 && Int(digits).map { (1500...2100).contains($0) } == true
    }
}
