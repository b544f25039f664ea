import CardboxCore

/// Turns bullets drawn with a symbol font, which extract as ordinary letters, back into "•".
///
/// Symbol fonts such as Wingdings or ZapfDingbats draw "■" and "●" for the letters "n" and "l"; without a
/// Unicode map the text layer says "n Item". A lower-case letter that stands alone at the start of at least
/// ``minimumLines`` lines of a page (followed by a space or nothing) is such a bullet, unless it is "a" or
/// "i" (English words) or "x", "y" or "z" (variables that open lines of mathematics).
enum GlyphBullets {
    /// How many lines of a page must open with the same lone letter.
    static let minimumLines = 2

    /// `lines` with glyph bullets replaced by "•".
    static func replacing(in lines: [TextLine]) -> [TextLine] {
        var counts: [Character: Int] = [:]
        for line in lines {
            if let letter = loneLetter(opening: line.text) { counts[letter, default: 0] += 1 }
        }
        let bullets = Set(counts.filter { $0.value >= minimumLines }.keys)
        guard !bullets.isEmpty else { return lines }
        return lines.map { line in
            guard let letter = loneLetter(opening: line.text), bullets.contains(letter) else { return line }
            var bulleted = line
            bulleted.text = "•" + line.text.dropFirst()
            return bulleted
        }
    }

    /// The lower-case letter that opens `text` as a word of its own, if it cannot be an English word.
    private static func loneLetter(opening text: String) -> Character? {
        guard let first = text.first, first.isASCII, first.isLowercase, !"aixyz".contains(first) else { return nil }
        let next = text.dropFirst().first
        guard next == nil || next == " " else { return nil }
        if next == " ", text.dropFirst(2).first?.isLetter != true { return nil }
        return first
    }
}
