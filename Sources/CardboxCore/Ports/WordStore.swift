public import FoundationEssentials

/// Favourite dictionary words and the count of look-ups against a monthly allowance, per user.
public protocol WordStore: Sendable {
    /// Adds `word` to the user's favourites, in one transaction.
    ///
    /// - Returns: `false` when it was a favourite already (nothing changes).
    func addFavourite(_ word: String, for user: UserID, at date: Date) throws -> Bool
    /// Removes `word` from the user's favourites, in one transaction.
    ///
    /// - Returns: `false` when it was not a favourite.
    func removeFavourite(_ word: String, for user: UserID) throws -> Bool
    /// The user's favourites, oldest first.
    func fetchFavourites(for user: UserID) throws -> [FavouriteWord]
    /// The look-ups counted for the user in `month` (`YYYY-MM`).
    func wordLookupCount(for user: UserID, month: String) throws -> Int
    /// Counts one look-up for the user in `month`, in one transaction, unless `limit` look-ups were counted
    /// already; `nil` means no limit.
    func countWordLookup(for user: UserID, month: String, limit: Int?) throws -> WordLookupCount
}

/// A word a user saved.
public struct FavouriteWord: Sendable, Equatable, Hashable, Codable {
    /// The word, as saved.
    public var word: String
    /// When it was saved.
    public var addedAt: Date

    /// Creates the value.
    public init(word: String, addedAt: Date) {
        self.word = word
        self.addedAt = addedAt
    }
}

/// What counting a look-up did.
public enum WordLookupCount: Sendable, Equatable {
    /// The look-up was counted; `used` includes it.
    case counted(used: Int)
    /// The allowance was used up, so nothing was counted; `used` is the count so far.
    case refused(used: Int)
}
