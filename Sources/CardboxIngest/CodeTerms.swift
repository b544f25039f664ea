import CardboxCore

/// Finds the terms of definition tables set in a fixed-width face: a one-line "listing" whose next paragraph is
/// indented past it on the same page ("anova(object_1, object_2)" over "Compare a submodel with an outer model …")
/// is the term that paragraph describes, as manuals print their tables of functions and options, so it stays text.
enum CodeTerms {
    /// `drafts` with such terms back in the body.
    static func marking(_ drafts: [DraftParagraph]) -> [DraftParagraph] {
        var result = drafts
        for index in result.indices.dropLast() where isTerm(result[index], before: result[index + 1]) {
            result[index].role = .body
        }
        return result
    }

    private static func isTerm(_ draft: DraftParagraph, before next: DraftParagraph) -> Bool {
        guard draft.role == .code, draft.lineCount == 1, next.role == .body, next.part == .main,
            next.page == draft.page
        else { return false }
        return next.firstLine.box.x0 >= draft.firstLine.box.x0 + max(draft.firstLine.fontSize, 1)
    }
}
