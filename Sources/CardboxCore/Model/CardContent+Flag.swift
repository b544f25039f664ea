extension CardContent {
    /// The tag a flagged card carries: a card marked while studying to look at again later, found by `tag:flagged`.
    public static let flagTag = "flagged"

    /// Whether the card is flagged.
    public var isFlagged: Bool { tags.contains { $0.lowercased() == Self.flagTag } }

    /// The content with the flag added, or taken off when it was there.
    public func togglingFlag() -> CardContent {
        var toggled = self
        if isFlagged {
            toggled.tags.removeAll { $0.lowercased() == Self.flagTag }
        } else {
            toggled.tags.append(Self.flagTag)
        }
        return toggled
    }
}
