import CardboxCore

/// What a formatted text file (a manual from `nroff`, documentation saved as text) lays out on its pages, read from
/// its blocks once they are all known: numbered section titles, footnotes, running lines and page numbers.
enum TextFileLayout {
    /// Makes headings of numbered title lines that stand alone between blank lines.
    ///
    /// Documentation saved as text writes its sections so: "3. Python Packaging", "2.1. distutils".
    ///
    /// A one-level number reads as a list item when read line by line; standing alone with a title rather than a
    /// sentence, it is a section unless it is an item of a loose list (the item numbered one less stands alone
    /// before it, or the item numbered one more comes after it). A deeper number may have a title in lower case (a
    /// program's name).
    static func promoteNumberedTitleLines(_ blocks: inout [TextBlock]) {
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
    static func dropPageFurniture(_ blocks: inout [TextBlock]) {
        var counts: [String: Int] = [:]
        for block in blocks where !block.isCode && block.role == .body && block.lineCount == 1 {
            counts[block.text, default: 0] += 1
        }
        let pageNumbers = blocks.count { isNumber($0.text) && !$0.isCode }
        blocks.removeAll { block in
            guard !block.isCode, block.lineCount == 1 else { return false }
            if isNumber(block.text) { return pageNumbers >= 3 }
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
    static func markFootnotes(_ blocks: inout [TextBlock]) {
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
                if let unmarked = removingMarker(String(digits), from: blocks[earlier].text) {
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

    /// Whether `line` opens with a footnote's number of one or two digits and a space ("1 originally conceived …").
    static func opensWithFootnoteNumber(_ line: String) -> Bool {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        return (1...2).contains(digits.count) && line.dropFirst(digits.count).first == " "
    }

    /// Marks a table of contents: a title line of its own and the block of lines after it.
    ///
    /// The title is "TABLE OF CONTENTS", "Contents" and the like; no card is then made from the titles it lists.
    static func markContents(_ blocks: inout [TextBlock]) {
        for index in blocks.indices where blocks[index].standsAlone && blocks[index].role == .body {
            guard HeadingText.apparatus(blocks[index].text) == .contents, blocks.indices.contains(index + 1) else {
                continue
            }
            blocks[index].part = .contents
            if blocks[index + 1].role != .heading { blocks[index + 1].part = .contents }
        }
    }

    /// Makes headings of section titles numbered in Roman numerals on lines of their own.
    ///
    /// Older manuals number their chapters so: "I. Introduction", "XIV. Source code repository".
    static func promoteRomanNumberedTitles(_ blocks: inout [TextBlock]) {
        for index in blocks.indices {
            let block = blocks[index]
            guard block.standsAlone, !block.isCode, block.role != .heading, block.part == .main,
                let dot = block.text.firstIndex(of: "."), isRomanNumeral(block.text[..<dot]),
                block.text[block.text.index(after: dot)...].first == " "
            else { continue }
            let title = block.text[block.text.index(dot, offsetBy: 2)...]
            guard let first = title.first, first.isUppercase, !title.hasSuffix("."),
                title.split(separator: " ").count <= HeadingText.maximumTitleWords
            else { continue }
            blocks[index].role = .heading
            blocks[index].level = 1
        }
    }

    /// Whether `text` is a Roman numeral from I to XXXIX ("I", "IV", "XIV").
    static func isRomanNumeral(_ text: Substring) -> Bool {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy({ "IVX".contains($0) }) else { return false }
        return romanNumerals.contains(String(text))
    }

    /// The Roman numerals from 1 to 39.
    private static let romanNumerals: Set<String> = {
        let ones = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]
        let tens = ["", "X", "XX", "XXX"]
        return Set(tens.flatMap { ten in ones.map { ten + $0 } }.filter { !$0.isEmpty })
    }()
}
