import CardboxCore

/// What the Anki packages and spreadsheets of one import added, as the import page and the API show it.
public struct ImportedCards: Sendable, Codable, Equatable {
    /// Cards added.
    public var added: Int
    /// Cards already in their deck whose content changed.
    public var updated: Int
    /// Cards already in their deck as they are.
    public var unchanged: Int
    /// Answers kept with the new cards.
    public var reviews: Int
    /// The decks the cards went to.
    public var decks: [String]
    /// The records or cards left out, each with its reason.
    public var skipped: [String]
    /// What was kept in a changed form.
    public var warnings: [String]

    /// Nothing yet.
    static let none = ImportedCards(
        added: 0, updated: 0, unchanged: 0, reviews: 0, decks: [], skipped: [], warnings: [])

    /// Counts `outcome` in; `decks` are the names its cards went to.
    mutating func add(_ result: CardImportResult, decks names: [String], skipped: [String], warnings: [String]) {
        added += result.added
        updated += result.updated
        unchanged += result.unchanged
        reviews += result.reviews
        for name in names where !decks.contains(name) { decks.append(name) }
        self.skipped += skipped
        self.warnings += warnings
    }
}
