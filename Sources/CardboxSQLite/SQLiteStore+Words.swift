public import CardboxCore
public import Foundation

extension SQLiteStore: WordStore {
    /// Adds a favourite word; `false` when it was one already.
    public func addFavourite(_ word: String, for user: UserID, at date: Date) throws -> Bool {
        try database.write { connection in
            try connection.run(
                """
                INSERT INTO favourite_word (user_id, word, created_at) VALUES ($1, $2, $3)
                ON CONFLICT (user_id, word) DO NOTHING
                """,
                [user.rawValue, word, RowCoding.millis(date)]
            )
            return connection.changes > 0
        }
    }

    /// Removes a favourite word; `false` when it was not one.
    public func removeFavourite(_ word: String, for user: UserID) throws -> Bool {
        try database.write { connection in
            try connection.run("DELETE FROM favourite_word WHERE user_id = $1 AND word = $2", [user.rawValue, word])
            return connection.changes > 0
        }
    }

    /// The user's favourite words, oldest first.
    public func fetchFavourites(for user: UserID) throws -> [FavouriteWord] {
        try database.read { connection in
            try connection.query(
                "SELECT word, created_at FROM favourite_word WHERE user_id = $1 ORDER BY created_at, rowid",
                [user.rawValue]
            ).map { FavouriteWord(word: $0.string(0), addedAt: RowCoding.date($0.int64(1))) }
        }
    }

    /// The look-ups counted in `month`.
    public func wordLookupCount(for user: UserID, month: String) throws -> Int {
        try database.read { try Self.lookupCount(user, month, $0) }
    }

    /// Counts a look-up unless `limit` were counted already, in one transaction.
    public func countWordLookup(for user: UserID, month: String, limit: Int?) throws -> WordLookupCount {
        try database.write { connection in
            let used = try Self.lookupCount(user, month, connection)
            if let limit, used >= limit { return .refused(used: used) }
            try connection.run(
                """
                INSERT INTO word_lookup_usage (user_id, month, count) VALUES ($1, $2, 1)
                ON CONFLICT (user_id, month) DO UPDATE SET count = count + 1
                """,
                [user.rawValue, month]
            )
            return .counted(used: used + 1)
        }
    }

    private static func lookupCount(_ user: UserID, _ month: String, _ connection: SQLiteConnection) throws -> Int {
        try connection.queryOne(
            "SELECT count FROM word_lookup_usage WHERE user_id = $1 AND month = $2", [user.rawValue, month]
        )?.int(0) ?? 0
    }
}
