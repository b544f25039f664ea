/// Changes to many of one owner's cards at once, such as a deck page's selection.
///
/// Each call is one transaction that changes every card named or none: a card id that is not the owner's, or a deck
/// that is not, refuses the whole batch before anything is written.
public protocol CardBatchStore: Sendable {
    /// Moves `cards` into the owner's `deck`, keeping their schedules and reviews.
    ///
    /// - Throws: ``CardError/notFound(_:)`` naming the first card that is not the owner's,
    ///   ``StoreError/notFound(_:)`` when the deck is not; nothing changes then.
    func moveCards(_ cards: [CardID], owner: UserID, to deck: DeckID) throws
    /// Adds `tag` to each card's tags, unless the card has it already (compared case-insensitively).
    ///
    /// - Throws: ``CardError/notFound(_:)`` as ``moveCards(_:owner:to:)``, or the ``CardError`` of a tag that is
    ///   too long or holds a NUL character; nothing changes then.
    func tagCards(_ cards: [CardID], owner: UserID, tag: String) throws
    /// How many review log entries the owner's `cards` have: what deleting them would delete with them.
    ///
    /// - Throws: ``CardError/notFound(_:)`` as ``moveCards(_:owner:to:)``.
    func countReviews(of cards: [CardID], owner: UserID) throws -> Int
    /// Deletes `cards` with their reviews; returns how many reviews went.
    ///
    /// - Throws: ``CardError/notFound(_:)`` as ``moveCards(_:owner:to:)``; nothing changes then.
    func deleteCards(_ cards: [CardID], owner: UserID) throws -> Int
}
