/// The SQL for the notes of other programs that imported cards came from.
package enum CardNoteQueries {
    /// The card of owner `$1` that came from card `$3` of note `$2`.
    package static let find = "SELECT card_id FROM card_note WHERE owner_id = $1 AND guid = $2 AND ordinal = $3"

    /// Whether owner `$1` has a card that came from a note.
    package static let anyOfOwner = "SELECT 1 FROM card_note WHERE owner_id = $1 LIMIT 1"

    /// Whether card `$1` has a note.
    package static let hasNote = "SELECT 1 FROM card_note WHERE card_id = $1"

    /// The card, note and card-of-note of every card of deck `$1` that has a note.
    package static let byDeck = """
        SELECT n.card_id, n.guid, n.ordinal FROM card_note n JOIN card c ON c.id = n.card_id WHERE c.deck_id = $1
        """

    /// The card, note and card-of-note of every card of owner `$1` that has a note.
    package static let byOwner = "SELECT card_id, guid, ordinal FROM card_note WHERE owner_id = $1"

    /// Records that card `$1` of owner `$2` came from card `$4` of note `$3`.
    package static let insert = "INSERT INTO card_note (card_id, owner_id, guid, ordinal) VALUES ($1, $2, $3, $4)"

    /// Records many notes at once, a row as ``insert`` takes one.
    package static let batchInsert = BatchInsert(
        into: "card_note", columns: "card_id, owner_id, guid, ordinal", width: 4)
}
