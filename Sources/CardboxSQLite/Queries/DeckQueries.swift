/// The SQL for decks.
package enum DeckQueries {
    /// The columns of `deck` in the order ``RowCoding/deck(_:)`` reads them.
    package static let columns = "id, owner_id, name, options, text_color, card_color, view_color, created_at"

    /// Adds a deck: owner, name, name key, scheduler, options, three colours, created at; returns ``columns``.
    package static let insert = """
        INSERT INTO deck (owner_id, name, name_key, scheduler, options, text_color, card_color, view_color,
                          created_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING \(columns)
        """

    /// The decks of owner `$1` by name.
    package static let fetchByOwner = "SELECT \(columns) FROM deck WHERE owner_id = $1 ORDER BY name_key"

    /// The decks of owner `$1` with card, new and due counts as of study day `$2` and time `$3` (in columns 8-10);
    /// suspended and buried cards are not counted as new or due.
    package static let fetchSummaries = """
        SELECT \(RowCoding.qualified(columns, "d")),
               count(c.id),
               coalesce(sum(CASE WHEN c.phase = 'new' AND \(CardQueries.inStudy("c", today: "$2"))
                                 THEN 1 ELSE 0 END), 0),
               coalesce(sum(CASE WHEN c.phase != 'new' AND c.due_day <= $2 AND (c.due_at IS NULL OR c.due_at <= $3)
                                 AND \(CardQueries.inStudy("c", today: "$2")) THEN 1 ELSE 0 END), 0)
        FROM deck d LEFT JOIN card c ON c.deck_id = d.id
        WHERE d.owner_id = $1
        GROUP BY d.id ORDER BY d.name_key
        """

    /// The deck of owner `$1` with name key `$2`.
    package static let findByName = "SELECT \(columns) FROM deck WHERE owner_id = $1 AND name_key = $2"

    /// The deck with id `$1`.
    package static let findByID = "SELECT \(columns) FROM deck WHERE id = $1"

    /// The deck with id `$1` if owner `$2` owns it.
    package static let findOwned = "SELECT \(columns) FROM deck WHERE id = $1 AND owner_id = $2"

    /// Saves a deck: name, name key, scheduler, options, three colours, then the id.
    package static let update = """
        UPDATE deck SET name = $1, name_key = $2, scheduler = $3, options = $4, text_color = $5,
                        card_color = $6, view_color = $7
        WHERE id = $8
        """

    /// Deletes deck `$1`; foreign keys remove its cards and their reviews.
    package static let delete = "DELETE FROM deck WHERE id = $1"

    /// The id and options of owner `$1`'s decks (only deck `$2` and its subdecks, named `Name::…`, unless it is
    /// NULL), by name, and how many of each deck's cards were first answered on study day `$3`: studying a deck
    /// studies its subdecks too, as in Anki.
    package static let dueDecks = """
        SELECT d.id, d.options,
               (SELECT count(*) FROM card c WHERE c.deck_id = d.id AND c.first_review_day = $3) AS introduced
        FROM deck d LEFT JOIN deck p ON p.id = CAST($2 AS BIGINT) AND p.owner_id = $1
        WHERE d.owner_id = $1 AND (
            CAST($2 AS BIGINT) IS NULL OR d.id = $2
            OR substr(d.name_key, 1, length(p.name_key) + 2) = p.name_key || '::')
        ORDER BY d.name_key
        """
}
