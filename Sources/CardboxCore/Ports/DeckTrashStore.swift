public import FoundationEssentials

/// A deleted deck kept in the trash, restorable with its cards and reviews for ``keepDays`` days.
public struct TrashedDeck: Sendable, Equatable, Identifiable {
    /// How long a deleted deck can be restored: 30 days.
    public static let keepDays = 30

    /// The trash entry.
    public var id: Int64
    /// The deck's id, which it keeps when restored.
    public var deckID: DeckID
    /// The deck's name.
    public var name: String
    /// How many cards went with it.
    public var cardCount: Int
    /// How many reviews of those cards went with it.
    public var reviewCount: Int
    /// When it was deleted.
    public var deletedAt: Date

    /// Creates an entry.
    public init(id: Int64, deckID: DeckID, name: String, cardCount: Int, reviewCount: Int, deletedAt: Date) {
        self.id = id
        self.deckID = deckID
        self.name = name
        self.cardCount = cardCount
        self.reviewCount = reviewCount
        self.deletedAt = deletedAt
    }

    /// The oldest deletion still restorable at `now`: entries deleted before it are gone for good.
    public static func cutoff(at now: Date) -> Date { now.addingTimeInterval(-Double(keepDays) * 86_400) }

    /// When this deck leaves the trash for good.
    public var expiresAt: Date { deletedAt.addingTimeInterval(Double(Self.keepDays) * 86_400) }
}

/// Deleting decks into a trash and restoring them.
public protocol DeckTrashStore: Sendable {
    /// Moves a deck with its cards and reviews to the trash in one transaction, and empties the trash of entries
    /// older than ``TrashedDeck/keepDays``.
    ///
    /// - Throws: ``StoreError/notFound(_:)`` when there is no such deck.
    func trashDeck(_ id: DeckID, at now: Date) throws -> TrashedDeck
    /// The owner's decks in the trash that can still be restored at `now`, newest deletion first.
    func fetchTrash(owner: UserID, at now: Date) throws -> [TrashedDeck]
    /// Restores a deck from the owner's trash with its ids, cards and reviews; under a new name when its old one was
    /// taken since.
    ///
    /// - Throws: ``StoreError/notFound(_:)`` when the entry is not the owner's or has expired.
    func restoreDeck(trash id: Int64, owner: UserID, at now: Date) throws -> Deck
}
