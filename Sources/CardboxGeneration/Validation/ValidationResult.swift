public import CardboxCore

/// What ``CardValidator`` decided about a draft.
public enum ValidationResult: Sendable, Equatable {
    /// The draft passes every hard rule; it carries its soft flags and adjusted score.
    case accepted(CardDraft)
    /// The draft breaks the listed hard rules (in the validator's checking order) and must be dropped.
    case rejected([ValidationRule])

    /// The accepted draft, or `nil` when rejected.
    public var draft: CardDraft? {
        if case .accepted(let draft) = self { return draft }
        return nil
    }

    /// The hard rules broken (empty when accepted).
    public var violations: [ValidationRule] {
        if case .rejected(let rules) = self { return rules }
        return []
    }

    /// Whether the draft passed.
    public var isAccepted: Bool { draft != nil }
}
