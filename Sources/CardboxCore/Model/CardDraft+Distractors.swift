extension CardDraft {
    /// Replaces the wrong answers after an edit, for every front end: trimmed, blank ones left out, then none or
    /// exactly ``CardContent/distractorCount``, each different from the others and from the answer.
    ///
    /// A partial set is refused rather than kept, because a saved card takes a draft's wrong answers only as a full
    /// set.
    ///
    /// - Throws: ``DraftError/partialDistractors(_:)`` for one or two, or the ``CardError`` of a card with them.
    public mutating func replaceDistractors(with lines: [String]) throws {
        let written = lines.map(\.trimmed).filter { !$0.isEmpty }
        guard written.isEmpty || written.count == CardContent.distractorCount else {
            throw DraftError.partialDistractors(written.count)
        }
        _ = try CardContent(front: displayQuestion, back: answer, distractors: written).validated()
        distractors = written
    }
}
