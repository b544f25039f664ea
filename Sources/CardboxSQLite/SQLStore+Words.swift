public import CardboxCore
public import Foundation

extension SQLStore: WordStore {
    /// Adds a favourite word; `false` when it was one already.
    public func addFavourite(_ word: String, for user: UserID, at date: Date) throws -> Bool {
        try database.write { connection in
            try connection.run(WordQueries.addFavourite, [user.rawValue, word, RowCoding.millis(date)])
            return connection.changes > 0
        }
    }

    /// Removes a favourite word; `false` when it was not one.
    public func removeFavourite(_ word: String, for user: UserID) throws -> Bool {
        try database.write { connection in
            try connection.run(WordQueries.removeFavourite, [user.rawValue, word])
            return connection.changes > 0
        }
    }

    /// The user's favourite words, oldest first.
    public func fetchFavourites(for user: UserID) throws -> [FavouriteWord] {
        try database.read { connection in
            try connection.query(Self.dialect.fetchFavourites, [user.rawValue]) {
                FavouriteWord(word: $0.text(0), addedAt: RowCoding.date($0.int64(1)))
            }
        }
    }

    /// The look-ups counted in `month`.
    public func wordLookupCount(for user: UserID, month: String) throws -> Int {
        try database.read { try Self.lookupCount(user, month, $0) }
    }

    /// Counts a look-up unless `limit` were counted already, in one transaction; where the dialect locks the month's
    /// row first, look-ups on several servers at once never pass the limit.
    public func countWordLookup(for user: UserID, month: String, limit: Int?) throws -> WordLookupCount {
        try database.write { connection in
            let used =
                try connection.queryOne(Self.dialect.lookupCountForCounting, [user.rawValue, month]) { $0.int(0) } ?? 0
            if let limit, used >= limit { return .refused(used: used) }
            try connection.run(WordQueries.countLookup, [user.rawValue, month])
            return .counted(used: used + 1)
        }
    }

    private static func lookupCount(_ user: UserID, _ month: String, _ connection: Database.Connection) throws -> Int {
        try connection.queryOne(WordQueries.lookupCount, [user.rawValue, month]) { $0.int(0) } ?? 0
    }
}
