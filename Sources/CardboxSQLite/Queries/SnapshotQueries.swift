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

    /// `$1` (at least 1) card ids after the highest any card has had, one per row: inside a write transaction, SQLite's
    /// single writer gives none of them to another card, and inserting them moves the table's `AUTOINCREMENT` past
    /// them.
    package static let reserveCardIDs = """
        WITH RECURSIVE reserved(id, n) AS (
            SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'card'), 0),
                       coalesce((SELECT max(id) FROM card), 0)) + 1, 1
            UNION ALL SELECT id + 1, n + 1 FROM reserved WHERE n < $1
        )
        SELECT id FROM reserved
        """

    /// The columns a restored card fills: its id, deck, the content arguments, created at, the schedule arguments
    /// (``RowCoding/scheduleArguments(_:)``), then the study day of its first answer.
    package static let cardColumns = """
        id, deck_id, front, back, explanation, distractors, category, tags, text_color, card_color, view_color, source,
        pitfall, answer_is_code, answer_is_typed, created_at, phase, due_day, due_at, step, box, interval_days, ease,
        repetitions, lapses, stability, difficulty, last_review_at, last_review_day, first_review_day
        """

    /// Inserts restored cards with their schedules (see ``cardColumns``).
    package static let cardInsert = BatchInsert(into: "card", columns: cardColumns, width: 30)

    /// The columns a restored answer fills: card, session, reviewed at, study day, mode, rating, given answer,
    /// correct, elapsed milliseconds.
    package static let reviewColumns =
        "card_id, session_id, reviewed_at, study_day, mode, rating, given_answer, is_correct, elapsed_ms"

    /// Inserts restored answers (see ``reviewColumns``).
    package static let reviewInsert = BatchInsert(into: "review_log", columns: reviewColumns, width: 9)
}
