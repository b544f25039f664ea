/// The SQL for the trash of deleted decks.
package enum TrashQueries {
    /// The columns of `deck_trash` read as a ``TrashedDeck``, without the contents.
    package static let columns = "id, deck_id, name, card_count, review_count, deleted_at"

    /// Deck `$1` as ``DeckQueries/columns``.
    package static let findDeck = "SELECT \(DeckQueries.columns) FROM deck WHERE id = $1"

    /// Puts a deck in the trash: owner, deck id, name, cards, reviews, deleted at, contents (JSON); returns
    /// ``columns``.
    package static let insert = """
        INSERT INTO deck_trash (owner_id, deck_id, name, card_count, review_count, deleted_at, contents)
        VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING \(columns)
        """

    /// Empties the trash of entries deleted before `$1`.
    package static let purge = "DELETE FROM deck_trash WHERE deleted_at < $1"

    /// Owner `$1`'s entries deleted at or after `$2`, newest first.
    package static let fetch = """
        SELECT \(columns) FROM deck_trash WHERE owner_id = $1 AND deleted_at >= $2 ORDER BY deleted_at DESC, id DESC
        """

    /// The contents of owner `$2`'s entry `$1`, if deleted at or after `$3`.
    package static let contents =
        "SELECT contents FROM deck_trash WHERE id = $1 AND owner_id = $2 AND deleted_at >= $3"

    /// Removes entry `$1`.
    package static let delete = "DELETE FROM deck_trash WHERE id = $1"

    /// Gives the row `$2` of a restored deck its old id `$1`.
    package static let renumberDeck = "UPDATE deck SET id = $1 WHERE id = $2"

    /// Gives the row `$2` of a restored card its old id `$1`.
    package static let renumberCard = "UPDATE card SET id = $1 WHERE id = $2"

    /// Restores a review with its id: id, card, session (kept only if it still exists), reviewed at, study day,
    /// mode, rating, given answer, correct, elapsed milliseconds.
    package static let insertReview = """
        INSERT INTO review_log (id, card_id, session_id, reviewed_at, study_day, mode, rating, given_answer,
                                is_correct, elapsed_ms)
        VALUES ($1, $2, (SELECT id FROM study_session WHERE id = $3), $4, $5, $6, $7, $8, $9, $10)
        """
}
