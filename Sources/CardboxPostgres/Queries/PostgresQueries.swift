import CardboxSQLite

/// The statements whose PostgreSQL text differs from the shared text in CardboxSQLite's `Queries` files, and the row
/// locks that stand in for SQLite's single writer where two servers could otherwise both pass a check.
enum PostgresQueries {
    /// Locks user `$1`'s row until the transaction ends.
    static let lockUser = "SELECT id FROM \"user\" WHERE id = $1 FOR UPDATE"

    /// The draft with id `$1`, its row locked until the transaction ends.
    static let lockDraft = "SELECT \(DraftQueries.columns) FROM draft WHERE id = $1 FOR UPDATE"

    /// The favourite words of user `$1`, oldest first (ties in the order they were added).
    static let fetchFavourites =
        "SELECT word, created_at FROM favourite_word WHERE user_id = $1 ORDER BY created_at, id"

    /// The look-ups of user `$1` in month `$2`, with the month's row created if missing and locked until the
    /// transaction ends.
    static let lockLookupCount = """
        INSERT INTO word_lookup_usage (user_id, month, count) VALUES ($1, $2, 0)
        ON CONFLICT (user_id, month) DO UPDATE SET count = word_lookup_usage.count
        RETURNING count
        """

}
