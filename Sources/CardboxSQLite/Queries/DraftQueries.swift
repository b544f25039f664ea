/// The SQL for drafts of generated cards and the monthly generation allowance.
package enum DraftQueries {
    /// The columns of `draft` in the order ``RowCoding/draft(_:)`` reads them.
    package static let columns = """
        id, owner_id, document_id, document_title, deck_name, engine, engine_note, status, chunks_done, chunks_total,
        max_cards, created_at
        """

    /// Starts a draft: owner, document id and title, deck name, engine, note, chunks, most cards, created at;
    /// returns ``columns``.
    package static let insert = """
        INSERT INTO draft (owner_id, document_id, document_title, deck_name, engine, engine_note, status,
                           chunks_total, max_cards, created_at)
        VALUES ($1, $2, $3, $4, $5, $6, 'generating', $7, $8, $9) RETURNING \(columns)
        """

    /// The position after the last card of draft `$1`.
    package static let nextPosition = "SELECT coalesce(max(position), -1) + 1 FROM draft_card WHERE draft_id = $1"

    /// Adds a card (JSON `$3`) to draft `$1` at position `$2`.
    package static let insertCard = "INSERT INTO draft_card (draft_id, position, card) VALUES ($1, $2, $3)"

    /// Records that draft `$2` has `$1` chunks done.
    package static let updateProgress = "UPDATE draft SET chunks_done = $1 WHERE id = $2"

    /// Adds `$3` cards to the generation usage of draft `$1`'s owner in month `$2`.
    package static let addUsage = """
        INSERT INTO generation_usage (user_id, month, cards)
        VALUES ((SELECT owner_id FROM draft WHERE id = $1), $2, $3)
        ON CONFLICT (user_id, month) DO UPDATE SET cards = generation_usage.cards + excluded.cards
        """

    /// Sets the engine `$1`, note `$2` and status `$3` of draft `$4`.
    package static let updateEngine = "UPDATE draft SET engine = $1, engine_note = $2, status = $3 WHERE id = $4"

    /// Owner `$1`'s drafts, newest first.
    package static let fetchByOwner =
        "SELECT \(columns) FROM draft WHERE owner_id = $1 ORDER BY created_at DESC, id DESC"

    /// The draft with id `$1`.
    package static let findByID = "SELECT \(columns) FROM draft WHERE id = $1"

    /// The draft with id `$1` if owner `$2` owns it.
    package static let findOwned = "SELECT \(columns) FROM draft WHERE id = $1 AND owner_id = $2"

    /// The cards of draft `$1` in order.
    package static let fetchCards =
        "SELECT id, draft_id, position, card, decision FROM draft_card WHERE draft_id = $1 ORDER BY position"

    /// Records decision `$1` for draft card `$2`.
    package static let setDecision = "UPDATE draft_card SET decision = $1 WHERE id = $2"

    /// Records decision `$1` for every undecided card of draft `$2`.
    package static let decideUndecided =
        "UPDATE draft_card SET decision = $1 WHERE draft_id = $2 AND decision = 'pending'"

    /// Replaces draft card `$2` with JSON `$1` and keeps it.
    package static let updateCard = "UPDATE draft_card SET card = $1, decision = 'kept' WHERE id = $2"

    /// The heading path of owner `$1`'s document `$2` at page `$3`, paragraph `$4`.
    package static let headingPath = """
        SELECT p.heading_path FROM document_paragraph p JOIN document d ON d.id = p.document_id
        WHERE d.owner_id = $1 AND d.content_id = $2 AND p.page = $3 AND p.page_index = $4
        """

    /// Marks draft `$1` saved and records the name of deck `$2`, the one it was saved into.
    package static let markSaved =
        "UPDATE draft SET status = 'saved', deck_name = (SELECT name FROM deck WHERE id = $2) WHERE id = $1"

    /// The cards user `$1` generated on the host's model in month `$2`.
    package static let usage = "SELECT cards FROM generation_usage WHERE user_id = $1 AND month = $2"

    /// Deletes draft `$1` of owner `$2` with its cards.
    package static let delete = "DELETE FROM draft WHERE id = $1 AND owner_id = $2"
}
