import CardboxCore

extension PageBox {
    /// The horizontal centre.
    var middleX: Double { (x0 + x1) / 2 }
}

extension TextLine {
    /// The box height, or 1.2 em when the extractor gave a flat box.
    var lineHeight: Double {
        box.height > 0 ? box.height : fontSize * 1.2
    }

    /// Whether `other` is on the same printed row: the two overlap vertically by at least half the smaller line
    /// height.
    func sharesRow(with other: TextLine) -> Bool {
        min(box.y1, other.box.y1) - max(box.y0, other.box.y0) >= min(lineHeight, other.lineHeight) / 2
    }

    /// The number of whitespace-separated words.
    var wordCount: Int {
        text.split(whereSeparator: \.isWhitespace).count
    }

    /// The empty space between this line's bottom and `next`'s top (negative when they overlap).
    func verticalGap(to next: TextLine) -> Double {
        next.box.y0 - box.y1
    }

    /// Whether `next`, read after this line, is in another column or further up: the text flow jumped.
    ///
    /// A jump is a move back up by more than half a line, or a line with no horizontal overlap.
    func isFlowBreak(to next: TextLine) -> Bool {
        if next.box.y0 < box.y0 - lineHeight / 2 { return true }
        return next.box.x0 >= box.x1 || next.box.x1 <= box.x0
    }

    /// This line with `other`'s text appended after a space and the boxes joined; font and confidence are `other`'s,
    /// and it is fixed-width when both were.
    func merged(with other: TextLine) -> TextLine {
        var result = TextLine(
            text: text + " " + other.text, box: box.union(other.box), fontSize: other.fontSize, isBold: other.isBold,
            confidence: other.confidence)
        result.isMonospace = isMonospace && other.isMonospace
        return result
    }
}
