/// The SQL for undone answers and cards set aside (buried or suspended).
package enum StudyActionQueries {
    /// The newest `$2` answers of session `$1`, newest first, as ``ReviewQueries/columns``.
    package static let latestInSession = """
        SELECT \(ReviewQueries.columns) FROM review_log WHERE session_id = $1 ORDER BY reviewed_at DESC, id DESC
        LIMIT $2
        """

    /// The schedule before answer `$1` (JSON or NULL).
    package static let previousState = "SELECT previous_state FROM review_log WHERE id = $1"

    /// The answer to take back: answer `$1`, or when `$1` is NULL the newest answer to card `$2`; returns its id,
    /// session and correctness.
    package static let findToRevert = """
        SELECT id, session_id, is_correct FROM review_log
        WHERE card_id = $2 AND (CAST($1 AS BIGINT) IS NULL OR id = $1)
        ORDER BY reviewed_at DESC, id DESC LIMIT 1
        """

    /// Removes answer `$1`.
    package static let deleteReview = "DELETE FROM review_log WHERE id = $1"

    /// Uncounts an answer from session `$2`, correct when `$1` is 1.
    package static let uncountAnswer = """
        UPDATE study_session SET answered = CASE WHEN answered > 0 THEN answered - 1 ELSE 0 END,
                                 correct = CASE WHEN correct >= $1 THEN correct - $1 ELSE 0 END
        WHERE id = $2
        """

    /// Card `$1` was new again: it has no first study day.
    package static let clearFirstReviewDay = "UPDATE card SET first_review_day = NULL WHERE id = $1"

    /// Sets card `$1` aside: suspended when `$2` is 1, buried until study day `$3` unless it is NULL.
    package static let setAside = "UPDATE card SET suspended = $2, buried_until_day = $3 WHERE id = $1"

    /// The cards of deck `$1` suspended, or buried past study day `$2`: id, suspended, buried until.
    package static let fetchSetAside = """
        SELECT id, suspended, buried_until_day FROM card
        WHERE deck_id = $1 AND (suspended = 1 OR buried_until_day > $2) ORDER BY id
        """
}
