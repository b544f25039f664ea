/// The SQL for favourite words and the monthly look-up count.
package enum WordQueries {
    /// Adds word `$2` to user `$1`'s favourites at `$3`, unless it is one already.
    package static let addFavourite = """
        INSERT INTO favourite_word (user_id, word, created_at) VALUES ($1, $2, $3)
        ON CONFLICT (user_id, word) DO NOTHING
        """

    /// Removes word `$2` from user `$1`'s favourites.
    package static let removeFavourite = "DELETE FROM favourite_word WHERE user_id = $1 AND word = $2"

    /// User `$1`'s favourites, oldest first: word, added at.
    package static let fetchFavourites =
        "SELECT word, created_at FROM favourite_word WHERE user_id = $1 ORDER BY created_at, rowid"

    /// User `$1`'s look-ups counted in month `$2`.
    package static let lookupCount = "SELECT count FROM word_lookup_usage WHERE user_id = $1 AND month = $2"

    /// Counts one look-up for user `$1` in month `$2`.
    package static let countLookup = """
        INSERT INTO word_lookup_usage (user_id, month, count) VALUES ($1, $2, 1)
        ON CONFLICT (user_id, month) DO UPDATE SET count = word_lookup_usage.count + 1
        """
}
