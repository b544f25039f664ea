public import CardboxCore
public import Foundation

extension SQLStore: CardImportStore {
    public func fetchNoteKeys(deck: DeckID) throws -> [CardID: NoteKey] {
        try database.read { connection in
            let rows = try connection.query(CardNoteQueries.byDeck, [deck.rawValue], decoding: RowCoding.note)
            return Dictionary(rows, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Records that card `card` of `owner` came from `note`.
    static func insertNote(
        _ note: NoteKey, of card: CardID, owner: UserID, _ connection: Database.Connection
    ) throws {
        try connection.run(CardNoteQueries.insert, [card.rawValue, owner.rawValue, note.guid, note.ordinal])
    }

    /// Records that each card of `notes` of `owner` came from its note, ``BatchInsert/rowsPerStatement`` rows a
    /// statement.
    static func insertNotes(
        _ notes: [(card: CardID, note: NoteKey)], owner: UserID, _ connection: Database.Connection
    ) throws {
        try insertInBatches(notes, into: CardNoteQueries.batchInsert, connection) {
            row, arguments in
            arguments.append(row.card.rawValue)
            arguments.append(owner.rawValue)
            arguments.append(row.note.guid)
            arguments.append(row.note.ordinal)
        }
    }

    /// Adds the parts `nextPart` hands over, in one transaction; see
    /// ``CardImportStore/importCards(from:owner:at:today:)``.
    ///
    /// New cards and their answers go in through the same batched inserts a restore uses.
    public func importCards(
        from nextPart: () throws -> CardImport?, owner: UserID, at date: Date, today: StudyDay
    ) throws -> CardImportResult {
        try database.writeInBulk { connection in
            var session = try ImportSession(owner: owner, date: date, today: today, connection)
            while let part = try nextPart() { try session.add(part, connection) }
            return session.result
        }
    }
}
