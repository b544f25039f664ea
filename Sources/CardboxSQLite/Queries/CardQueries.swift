/// The SQL for cards and their schedules.
package enum CardQueries {
    /// The columns of `card` in the order ``RowCoding/card(_:)`` reads them.
    package static let columns = """
        id, deck_id, front, back, explanation, distractors, category, tags, text_color, card_color, view_color,
        source, pitfall, answer_is_code, answer_is_typed, created_at, phase, due_day, due_at, step, box,
        interval_days, ease, repetitions, lapses, stability, difficulty, last_review_at, last_review_day
        """

    /// Adds a card: the deck, the content arguments, created at, then the schedule arguments; returns ``columns``.
    package static let insert = """
        INSERT INTO card (deck_id, front, back, explanation, distractors, category, tags, text_color, card_color,
                          view_color, source, pitfall, answer_is_code, answer_is_typed, created_at, phase, due_day,
                          due_at, step, box, interval_days, ease, repetitions, lapses, stability, difficulty,
                          last_review_at, last_review_day)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
                $22, $23, $24, $25, $26, $27, $28)
        RETURNING \(columns)
        """

    /// Replaces a card's content: the content arguments, then the id.
    package static let updateContent = """
        UPDATE card SET front = $1, back = $2, explanation = $3, distractors = $4, category = $5, tags = $6,
                        text_color = $7, card_color = $8, view_color = $9, source = $10, pitfall = $11,
                        answer_is_code = $12, answer_is_typed = $13
        WHERE id = $14
        """

    /// Moves card `$1` to deck `$2` if both decks have the same owner.
    package static let move = """
        UPDATE card SET deck_id = $2
        WHERE id = $1 AND (SELECT owner_id FROM deck WHERE id = card.deck_id)
                        = (SELECT owner_id FROM deck WHERE id = $2)
        """

    /// How many review log entries card `$1` has.
    package static let countReviews = "SELECT COUNT(*) FROM review_log WHERE card_id = $1"

    /// Deletes card `$1`; foreign keys remove its reviews.
    package static let delete = "DELETE FROM card WHERE id = $1"

    /// The card with id `$1`.
    package static let findByID = "SELECT \(columns) FROM card WHERE id = $1"

    /// The card with id `$1` followed by its deck's ``DeckQueries/columns`` (from column 28), if owner `$2` owns
    /// the deck.
    package static let findOwned = """
        SELECT \(RowCoding.qualified(columns, "c")), \(RowCoding.qualified(DeckQueries.columns, "d"))
        FROM card c JOIN deck d ON d.id = c.deck_id
        WHERE c.id = $1 AND d.owner_id = $2
        """

    /// The column where the deck starts in a ``findOwned`` row.
    package static let findOwnedDeckOffset = 29

    /// The cards of deck `$1`, oldest first.
    package static let fetchByDeck = "SELECT \(columns) FROM card WHERE deck_id = $1 ORDER BY id"

    /// The condition that a card (of table alias `alias`, or unqualified when empty) is neither suspended nor buried
    /// on study day `today` (a parameter such as `$2`).
    package static func inStudy(_ alias: String = "", today: String) -> String {
        let prefix = alias.isEmpty ? "" : alias + "."
        return "\(prefix)suspended = 0 AND (\(prefix)buried_until_day IS NULL OR \(prefix)buried_until_day <= \(today))"
    }

    /// Cards of deck `$1` in learning steps due by study day `$2` and time `$3`, in category key `$4` unless it is
    /// NULL, by due time, leaving out suspended and buried cards; at most `$5`.
    ///
    /// Read through the small index of cards with a due time (`card_deck_learning`).
    package static let dueLearning = """
        SELECT \(columns) FROM card
        WHERE deck_id = $1 AND due_at IS NOT NULL AND due_at <= $3 AND due_day <= $2 AND phase != 'new'
          AND \(inStudy(today: "$2"))
          AND (CAST($4 AS TEXT) IS NULL OR lower(category) = $4)
        ORDER BY due_at, due_day, id
        LIMIT $5
        """

    /// The other studied cards of deck `$1` due by study day `$2`, in category key `$3` unless it is NULL, most
    /// overdue first, leaving out suspended and buried cards; at most `$4`.
    ///
    /// The index of studied cards by due day (`card_deck_studied_due`) holds them in this order, so SQLite reads only
    /// as many as it returns and sorts nothing.
    package static let dueReviews = dueReviews(category: "$3", limit: "$4")

    /// ``dueLearning`` then ``dueReviews`` in one statement, with the arguments of ``dueLearning``: for a server a
    /// round trip away.
    ///
    /// SQLite runs the two apart: this form copies every row through the union, which costs it more than a second
    /// statement does.
    package static let dueStudied = """
        SELECT * FROM (\(dueLearning)) AS learning
        UNION ALL
        SELECT * FROM (\(dueReviews(category: "$4", limit: "$5"))) AS reviews
        """

    /// ``dueReviews`` with `category` and `limit` as the parameters of the category key and the limit (`$3` and `$4`
    /// alone, `$4` and `$5` after ``dueLearning``).
    private static func dueReviews(category: String, limit: String) -> String {
        """
        SELECT \(columns) FROM card
        WHERE deck_id = $1 AND due_day <= $2 AND phase != 'new' AND due_at IS NULL
          AND \(inStudy(today: "$2"))
          AND (CAST(\(category) AS TEXT) IS NULL OR lower(category) = \(category))
        ORDER BY due_day, id
        LIMIT \(limit)
        """
    }

    /// New cards of deck `$1` in category key `$2` unless it is NULL, oldest first; at most `$3`, leaving out
    /// suspended cards and cards buried past study day `$4`.
    package static let dueNew = """
        SELECT \(columns) FROM card
        WHERE deck_id = $1 AND phase = 'new' AND (CAST($2 AS TEXT) IS NULL OR lower(category) = $2)
          AND \(inStudy(today: "$4"))
        ORDER BY id LIMIT $3
        """

    /// The due days of studied cards of owner `$1` (only deck `$2` unless it is NULL).
    package static let dueDays = """
        SELECT due_day FROM card
        WHERE deck_id IN (SELECT id FROM deck WHERE owner_id = $1 AND (CAST($2 AS BIGINT) IS NULL OR id = $2))
          AND phase != 'new'
        """

    /// Saves a card's schedule: the schedule arguments, then the id; returns whether the card has no first review
    /// day yet.
    package static let updateSchedule = """
        UPDATE card SET phase = $1, due_day = $2, due_at = $3, step = $4, box = $5, interval_days = $6, ease = $7,
                        repetitions = $8, lapses = $9, stability = $10, difficulty = $11, last_review_at = $12,
                        last_review_day = $13
        WHERE id = $14
        RETURNING first_review_day IS NULL
        """

    /// Records study day `$2` as the day card `$1` was first answered, unless it has one.
    ///
    /// Apart from the schedule, and only run for a card that has none, so that an answer to a card studied before
    /// writes nothing to SQLite's index of first review days.
    package static let setFirstReviewDay =
        "UPDATE card SET first_review_day = $2 WHERE id = $1 AND first_review_day IS NULL"
}
