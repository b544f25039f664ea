public import CardboxCore
public import Foundation

extension SQLStore: CardImportStore {
    /// Adds a batch of imported cards in one transaction; see ``CardImportStore/importCards(_:owner:at:today:)``.
    ///
    /// New cards and their answers go in through the same batched inserts a restore uses.
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

    public func importCards(
        _ batch: CardImport, owner: UserID, at date: Date, today: StudyDay
    ) throws -> CardImportResult {
        let keys = Set(batch.media.map(\.key))
        for deck in batch.decks {
            for card in deck.cards {
                if let missing = card.content.mediaReferences.first(where: { !keys.contains($0.key) }) {
                    throw StoreError.notFound("The media file \(missing.label)")
                }
            }
        }
        return try database.writeInBulk { connection in
            var result = CardImportResult(added: 0, updated: 0, unchanged: 0, reviews: 0, createdDecks: [])
            try Self.holdMedia(batch.media, owner: owner, connection)
            for imported in batch.decks {
                let deck: Deck
                if let existing = try connection.queryOne(
                    DeckQueries.findByName, [owner.rawValue, RowCoding.nameKey(imported.name)],
                    decoding: { try RowCoding.deck($0) })
                {
                    deck = existing
                } else {
                    deck = try Self.insertDeck(
                        NewDeck(ownerID: owner, name: imported.name, options: imported.options, createdAt: date),
                        connection)
                    result.createdDecks.append(deck.name)
                }
                try Self.importCards(
                    imported.cards, into: deck, owner: owner, today: today, result: &result, connection)
            }
            return result
        }
    }

    /// Adds `cards` to `deck`, updating the cards that came from the same notes before, or, for cards without a note,
    /// those of the same front the deck already holds.
    private static func importCards(
        _ cards: [ImportedCard], into deck: Deck, owner: UserID, today: StudyDay, result: inout CardImportResult,
        _ connection: Database.Connection
    ) throws {
        let existing = try connection.query(CardQueries.fetchByDeck, [deck.id.rawValue], decoding: RowCoding.card)
        var byFront = Dictionary(existing.map { ($0.content.front, $0) }, uniquingKeysWith: { first, _ in first })
        var added: [(card: Card, imported: ImportedCard, note: NoteKey?)] = []
        var changed: [(CardID, CardContent)] = []
        var notes: [(CardID, NoteKey)] = []
        var seenNotes: Set<NoteKey> = []
        // A first import finds no card of an earlier one: its notes are not looked up one by one.
        let hasNotes = try connection.exists(CardNoteQueries.anyOfOwner, [owner.rawValue])
        for imported in cards {
            let content = try imported.content.validated()
            let note = imported.note.flatMap { $0.guid.isEmpty || $0.guid.count > NoteKey.maximumGUIDLength ? nil : $0 }
            if let note, !seenNotes.insert(note).inserted {
                result.unchanged += 1
                continue
            }
            var old: Card?
            if let note, hasNotes,
                let id = try connection.queryOne(
                    CardNoteQueries.find, [owner.rawValue, note.guid, note.ordinal], decoding: { $0.int64(0) })
            {
                old = try connection.queryOne(CardQueries.findByID, [id], decoding: RowCoding.card)
            } else if let sameFront = byFront[content.front] {
                old = sameFront
                let hasNote = try connection.exists(CardNoteQueries.hasNote, [sameFront.id.rawValue])
                if let note, !hasNote, sameFront.id.rawValue > 0 { notes.append((sameFront.id, note)) }
            }
            if let old {
                if old.content == content || old.id.rawValue < 0 {
                    // The same card again, or a second card of one front in the file: the first one counts.
                    result.unchanged += 1
                } else {
                    changed.append((old.id, content))
                    if old.deckID == deck.id {
                        var updated = old
                        updated.content = content
                        byFront[content.front] = updated
                    }
                }
                continue
            }
            // Negative until the batch insert gives the card its id.
            let placeholder = CardID(rawValue: -Int64(added.count + 1))
            let card = Card(
                id: placeholder, deckID: deck.id, content: content, createdAt: imported.createdAt,
                schedule: imported.schedule ?? .new(dueOn: today))
            byFront[content.front] = card
            added.append((card, imported, note))
        }
        try releasingMedia(of: changed.map(\.0), connection) {
            for (id, content) in changed {
                try connection.run(CardQueries.updateContent, RowCoding.contentArguments(content) + [id.rawValue])
            }
        }
        result.updated += changed.count
        let ids = try insertCards(added.map(\.card), decks: [deck.id: deck.id], connection)
        var reviews: [ReviewLog] = []
        for (card, imported, _) in added {
            for review in imported.reviews {
                reviews.append(
                    ReviewLog(
                        id: ReviewID(rawValue: 0), cardID: card.id, sessionID: nil, reviewedAt: review.reviewedAt,
                        studyDay: review.studyDay, mode: .flip, rating: review.rating, givenAnswer: nil,
                        isCorrect: review.rating != .again, elapsedMilliseconds: review.elapsedMilliseconds))
            }
            guard let setAside = imported.setAside, let id = ids[card.id] else { continue }
            switch setAside {
            case .suspended: try connection.run(StudyActionQueries.setAside, [id.rawValue, 1, nil as Int?])
            case .buried(let day): try connection.run(StudyActionQueries.setAside, [id.rawValue, 0, day.index])
            }
        }
        try insertReviews(reviews, cards: ids, sessions: [:], connection)
        for (card, _, note) in added {
            guard let note, let id = ids[card.id] else { continue }
            notes.append((id, note))
        }
        for (id, note) in notes { try insertNote(note, of: id, owner: owner, connection) }
        if !reviews.isEmpty { try connection.run(SnapshotQueries.fillFirstReviewDays, [deck.id.rawValue]) }
        result.added += added.count
        result.reviews += reviews.count
    }
}
