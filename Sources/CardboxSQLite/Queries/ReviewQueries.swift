/// The SQL for answers and study sessions.
package enum ReviewQueries {
    /// The columns of `review_log` in the order ``RowCoding/review(_:)`` reads them.
    package static let columns = """
        id, card_id, session_id, reviewed_at, study_day, mode, rating, given_answer, is_correct, elapsed_ms
        """

    /// The columns of `study_session` in the order ``RowCoding/session(_:)`` reads them.
    package static let sessionColumns =
        "id, user_id, deck_id, mode, started_at, ended_at, study_day, answered, correct"

    /// Starts a session: user, deck, mode, started at, study day; returns ``sessionColumns``.
    package static let startSession = """
        INSERT INTO study_session (user_id, deck_id, mode, started_at, study_day)
        VALUES ($1, $2, $3, $4, $5) RETURNING \(sessionColumns)
        """

    /// Ends session `$2` at `$1`.
    package static let finishSession = "UPDATE study_session SET ended_at = $1 WHERE id = $2"

    /// Logs an answer: card, session, reviewed at, study day, mode, rating, given answer, correct, elapsed
    /// milliseconds, the card's schedule before (JSON); returns ``columns``.
    package static let insert = """
        INSERT INTO review_log (card_id, session_id, reviewed_at, study_day, mode, rating, given_answer,
                                is_correct, elapsed_ms, previous_state)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING \(columns)
        """

    /// Counts an answer in session `$2`, correct when `$1` is 1.
    package static let countAnswer =
        "UPDATE study_session SET answered = answered + 1, correct = correct + $1 WHERE id = $2"

    /// The answers to cards of deck `$1`, in no order (``SQLStore/reviews(ofDeck:_:)`` puts them oldest first).
    package static let fetchByDeck = """
        SELECT \(RowCoding.qualified(columns, "r"))
        FROM review_log r JOIN card c ON c.id = r.card_id
        WHERE c.deck_id = $1
        """

    /// The category and correctness of every answer to owner `$1`'s cards (only deck `$2` unless it is NULL).
    package static let gradedAnswers = """
        SELECT c.category, r.is_correct FROM review_log r JOIN card c ON c.id = r.card_id
        WHERE c.deck_id IN (SELECT id FROM deck WHERE owner_id = $1 AND (CAST($2 AS BIGINT) IS NULL OR id = $2))
        """

    /// The study days on which user `$1` answered a card (in a session or not): the review log is the truth.
    package static let studyDays = """
        SELECT DISTINCT r.study_day FROM review_log r JOIN card c ON c.id = r.card_id
        WHERE c.deck_id IN (SELECT id FROM deck WHERE owner_id = $1) ORDER BY r.study_day
        """

    /// User `$1`'s answers per study day: day, answers, right answers.
    package static let dailyAnswers = """
        SELECT r.study_day, COUNT(*), SUM(r.is_correct) FROM review_log r JOIN card c ON c.id = r.card_id
        WHERE c.deck_id IN (SELECT id FROM deck WHERE owner_id = $1) GROUP BY r.study_day ORDER BY r.study_day
        """

    /// User `$1`'s sessions, oldest first.
    package static let fetchSessions =
        "SELECT \(sessionColumns) FROM study_session WHERE user_id = $1 ORDER BY started_at, id"

    /// The session with id `$1`.
    package static let findSession = "SELECT \(sessionColumns) FROM study_session WHERE id = $1"

    /// The session with id `$1` if it is user `$2`'s.
    package static let findOwnedSession = "SELECT \(sessionColumns) FROM study_session WHERE id = $1 AND user_id = $2"

    /// The answer with id `$1`.
    package static let findByID = "SELECT \(columns) FROM review_log WHERE id = $1"

    /// The answer with id `$1` if its card is in a deck of owner `$2`.
    package static let findOwned = """
        SELECT \(RowCoding.qualified(columns, "r"))
        FROM review_log r JOIN card c ON c.id = r.card_id JOIN deck d ON d.id = c.deck_id
        WHERE r.id = $1 AND d.owner_id = $2
        """
}
