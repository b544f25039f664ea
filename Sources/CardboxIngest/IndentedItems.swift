import CardboxCore

/// Finds list items whose bullets are drawn as graphics, as in slides, where the text layer holds no marker.
///
/// After a label (a heading, a one-line paragraph, or text ending in ":"), a run of at least two paragraphs
/// on the same page whose lines all start at one x position, at least one em right of the label, is a list:
/// each paragraph of the run becomes a list item. A first-line indent does not qualify, since the following
/// lines of such a paragraph come back to the margin.
enum IndentedItems {
    /// How far two items' left edges may differ, in points.
    static let alignmentTolerance = 1.5

    /// `drafts` with such runs turned into list items.
    static func marking(_ drafts: [DraftParagraph]) -> [DraftParagraph] {
        var result = drafts
        var index = 1
        while index < result.count {
            let label = result[index - 1]
            let x = result[index].box.x0
            guard isLabel(label), x >= label.box.x0 + max(label.firstLine.fontSize, 1) else {
                index += 1
                continue
            }
            var end = index
            while end < result.count, isItem(result[end], at: x, page: label.page) { end += 1 }
            if end - index >= 2 {
                for item in index..<end { result[item].role = .listItem }
            }
            index = max(end, index + 1)
        }
        return result
    }

    private static func isLabel(_ draft: DraftParagraph) -> Bool {
        guard draft.part == .main, draft.role != .listItem, draft.role != .code else { return false }
        return draft.role == .heading || draft.lineCount == 1 || draft.text.hasSuffix(":")
    }

    private static func isItem(_ draft: DraftParagraph, at x: Double, page: Int) -> Bool {
        draft.role == .body && draft.part == .main && draft.page == page
            && abs(draft.box.x0 - x) <= alignmentTolerance && abs(draft.firstLine.box.x0 - x) <= alignmentTolerance
    }
}
