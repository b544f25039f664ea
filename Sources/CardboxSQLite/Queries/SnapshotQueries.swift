/// The SQL for exporting and replacing everything a user owns.
package enum SnapshotQueries {
    /// Owner `$1`'s decks by id.
    package static let decks = "SELECT \(DeckQueries.columns) FROM deck WHERE owner_id = $1 ORDER BY id"

    /// The cards of owner `$1`'s decks by id.
    package static let cards = """
        SELECT \(CardQueries.columns) FROM card
        WHERE deck_id IN (SELECT id FROM deck WHERE owner_id = $1) ORDER BY id
        """

    /// The answers to owner `$1`'s cards by id.
    package static let reviews = """
        SELECT \(ReviewQueries.columns) FROM review_log
        WHERE card_id IN (SELECT c.id FROM card c JOIN deck d ON d.id = c.deck_id WHERE d.owner_id = $1)
        ORDER BY id
        """

    /// User `$1`'s sessions by id.
    package static let sessions =
        "SELECT \(ReviewQueries.sessionColumns) FROM study_session WHERE user_id = $1 ORDER BY id"

    /// User `$1`'s settings: key, value.
    package static let settings = "SELECT key, value FROM user_setting WHERE user_id = $1"

    /// Deletes owner `$1`'s decks.
    package static let deleteDecks = "DELETE FROM deck WHERE owner_id = $1"

    /// Deletes user `$1`'s sessions.
    package static let deleteSessions = "DELETE FROM study_session WHERE user_id = $1"

    /// Deletes user `$1`'s settings.
    package static let deleteSettings = "DELETE FROM user_setting WHERE user_id = $1"

    /// Restores a session for user `$1`: deck, mode, started at, ended at, study day, answered, correct; returns
    /// its id.
    package static let insertSession = """
        INSERT INTO study_session (user_id, deck_id, mode, started_at, ended_at, study_day, answered, correct)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
        """

    /// Restores a card with its schedule in one statement: deck, the content arguments, created at, then the
    /// schedule arguments (``RowCoding/scheduleArguments(_:)``); returns the new id.
    package static let insertCard = """
        INSERT INTO card (deck_id, front, back, explanation, distractors, category, tags, text_color, card_color,
                          view_color, source, pitfall, answer_is_code, created_at, phase, due_day, due_at, step,
                          box, interval_days, ease, repetitions, lapses, stability, difficulty, last_review_at,
                          last_review_day)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
                $22, $23, $24, $25, $26, $27)
        RETURNING id
        """

    /// Restores an answer: card, session, reviewed at, study day, mode, rating, given answer, correct, elapsed
    /// milliseconds.
    package static let insertReview = """
        INSERT INTO review_log (card_id, session_id, reviewed_at, study_day, mode, rating, given_answer,
                                is_correct, elapsed_ms)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
        """

    /// Recomputes the first review day of owner `$1`'s cards from their answers.
    package static let restoreFirstReviewDays = """
        UPDATE card SET first_review_day = (SELECT min(study_day) FROM review_log WHERE card_id = card.id)
        WHERE deck_id IN (SELECT id FROM deck WHERE owner_id = $1)
        """
}
