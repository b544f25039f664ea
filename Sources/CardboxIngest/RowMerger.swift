import CardboxCore

/// Joins pieces of one printed line that the extractor reported separately.
///
/// Extractors split a line where the gap between glyphs is wide (so that columns with a narrow gutter are
/// not read across) and where a bold run-in heading meets the text after it. After reading order, two
/// consecutive lines are one printed line again when they overlap vertically by at least half the smaller
/// height, the second starts right of the first at most ``maximumGap`` ems away, and their font sizes differ
/// by at most a fifth. A bold numbered heading ("2.3 Results"), or a short bold title run into a sentence
/// (``isRunInHeading(_:before:)``), stays apart from regular text that follows it, so the heading is found and the
/// text after it starts the section's first paragraph. A name in a fixed-width face in a table's term column joins
/// its description after a colon (``isCodeTerm(_:before:)``). A small bare number just left of a line numbers it as
/// a list item ("1" beside "Partition …" gives "1. Partition …").
enum RowMerger {
    /// The widest gap, in ems of the larger font, that a printed line may have between words.
    static let maximumGap = 2.5

    /// `lines`, in reading order, with pieces of the same printed line joined.
    static func merging(_ lines: [TextLine]) -> [TextLine] {
        var result: [TextLine] = []
        result.reserveCapacity(lines.count)
        for line in lines {
            if let last = result.last, isItemNumber(last, before: line) {
                var merged = last.merged(with: line)
                merged.text = last.text + ". " + line.text
                result[result.count - 1] = merged
            } else if let last = result.last, belongTogether(last, line) {
                var merged = last.merged(with: line)
                if isCodeTerm(last, before: line) {
                    // A table row: the term column, then what it does ("M_1 + M_2: Include M 1 and M 2.").
                    merged.text = last.text + ": " + line.text
                    merged.opensWithRunInTerm = true
                } else {
                    merged.opensWithRunInTerm =
                        last.opensWithRunInTerm || (last.isBold && !line.isBold && isRunInTerm(last))
                }
                result[result.count - 1] = merged
            } else {
                result.append(line)
            }
        }
        return result
    }

    /// Whether `line`, a whole piece in a fixed-width face, stands in a table's term column before `next`: set apart
    /// from the regular text after it by at least 0.6 em (more than a space), not ending in punctuation of its own,
    /// with the description opening in a capital (a sentence after a name set as code goes on in lower case).
    static func isCodeTerm(_ line: TextLine, before next: TextLine) -> Bool {
        guard line.isMonospace, !next.isMonospace, !line.opensWithRunInTerm, let last = line.text.last,
            !":.,;".contains(last), next.text.first?.isUppercase == true
        else { return false }
        return next.box.x0 - line.box.x1 >= 0.6 * max(line.fontSize, 1)
    }

    /// Whether a bold piece at the start of a line is a term being defined: a few words ending in ":" or "."
    /// ("Mitosis:", "child class.") or a bold lead of at most ``DefinitionTerm/maximumWords`` words ending
    /// with a dash.
    private static func isRunInTerm(_ line: TextLine) -> Bool {
        guard let last = line.text.last, ":.—–-".contains(last), ListMarker.parse(line.text) == nil else {
            return false
        }
        return line.wordCount <= DefinitionTerm.maximumWords
    }

    /// Whether `line` is a bare number of one or two digits, set smaller than `next` and just left of it on the
    /// same row: slides draw a numbered item's number that way (in a ball or box), apart from its text.
    static func isItemNumber(_ line: TextLine, before next: TextLine) -> Bool {
        guard (1...2).contains(line.text.utf8.count), line.text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            line.fontSize < 0.8 * next.fontSize, next.text.first?.isUppercase == true
        else { return false }
        let overlap = min(line.box.y1, next.box.y1) - max(line.box.y0, next.box.y0)
        guard overlap >= line.lineHeight / 2 else { return false }
        let gap = next.box.x0 - line.box.x1
        return gap >= 0 && gap <= maximumGap * next.fontSize
    }

    /// Whether `next`, read right after `line`, continues the same printed line.
    static func belongTogether(_ line: TextLine, _ next: TextLine) -> Bool {
        let overlap = min(line.box.y1, next.box.y1) - max(line.box.y0, next.box.y0)
        guard overlap >= min(line.lineHeight, next.lineHeight) / 2 else { return false }
        let size = max(line.fontSize, next.fontSize, 1)
        let gap = next.box.x0 - line.box.x1
        guard gap >= -1, gap <= maximumGap * size else { return false }
        guard abs(line.fontSize - next.fontSize) <= 0.2 * size else { return false }
        if line.isBold, !next.isBold, HeadingText.numbered(line.text) != nil || isRunInHeading(line, before: next) {
            return false
        }
        return true
    }

    /// Whether `line`, a bold piece that opens its row, is a heading run into the text after it: a capitalised
    /// title of at most four words with no closing punctuation, set at least 0.6 em before a sentence that opens
    /// with a capital ("Kdensity" before "The smooth kdensity option …").
    static func isRunInHeading(_ line: TextLine, before next: TextLine) -> Bool {
        guard line.text.first?.isUppercase == true, next.text.first?.isUppercase == true,
            let last = line.text.last, last.isLetter || last.isNumber, line.wordCount <= 4
        else { return false }
        return next.box.x0 - line.box.x1 >= 0.6 * max(line.fontSize, 1)
    }
}
