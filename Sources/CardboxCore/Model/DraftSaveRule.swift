/// Which of a draft's cards saving puts into a deck, for every front end: the kept cards always, the dropped cards
/// never, and the undecided cards only when the user chose to save them too.
public struct DraftSaveRule: Sendable, Equatable {
    /// What happens to the cards nobody decided on.
    public enum Undecided: String, Sendable, Codable, CaseIterable {
        /// Saved with the kept cards.
        case keep
        /// Left out, like the dropped cards (the default).
        case drop
    }

    /// The choice for undecided cards.
    public var undecided: Undecided

    /// A rule; undecided cards are left out unless `undecided` is ``Undecided/keep``.
    public init(undecided: Undecided = .drop) {
        self.undecided = undecided
    }

    /// Whether a card with `decision` is saved.
    public func saves(_ decision: DraftCard.Decision) -> Bool {
        switch decision {
        case .kept: true
        case .dropped: false
        case .pending: undecided == .keep
        }
    }

    /// The cards to save, in order.
    ///
    /// - Throws: ``DraftError/nothingToSave`` when the rule saves no card, so that a save never makes an empty deck.
    public func cardsToSave(_ cards: [DraftCard]) throws(DraftError) -> [DraftCard] {
        let saved = cards.filter { saves($0.decision) }
        guard !saved.isEmpty else { throw DraftError.nothingToSave(undecided: DraftTally(cards).undecided) }
        return saved
    }
}

/// How many of a draft's cards are kept, dropped and undecided: the counts the review screens show.
public struct DraftTally: Sendable, Equatable {
    /// Cards kept.
    public var kept: Int
    /// Cards dropped.
    public var dropped: Int
    /// Cards nobody decided on.
    public var undecided: Int

    /// Creates the counts.
    public init(kept: Int, dropped: Int, undecided: Int) {
        self.kept = kept
        self.dropped = dropped
        self.undecided = undecided
    }

    /// Counts the decisions of `cards`.
    public init(_ cards: [DraftCard]) {
        kept = cards.count(where: { $0.decision == .kept })
        dropped = cards.count(where: { $0.decision == .dropped })
        undecided = cards.count(where: { $0.decision == .pending })
    }

    /// How many cards saving with `rule` puts into the deck.
    public func saved(by rule: DraftSaveRule) -> Int {
        kept + (rule.undecided == .keep ? undecided : 0)
    }
}
