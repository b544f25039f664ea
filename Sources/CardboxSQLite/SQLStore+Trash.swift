public import CardboxCore
public import Foundation

extension SQLStore: DeckTrashStore {
    /// What a trash entry holds: the deck, its cards, their reviews and the notes imported cards came from, as they
    /// were (entries trashed before notes were kept have none).
    private struct Contents: Codable {
        var deck: Deck
        var cards: [Card]
        var reviews: [ReviewLog]
        var notes: [Note]?
    }

    /// The note of another program one card of a trashed deck came from.
    private struct Note: Codable {
        var card: CardID
        var key: NoteKey
    }

    /// Moves a deck to the trash and empties the trash of expired entries.
    public func trashDeck(_ id: DeckID, at now: Date) throws -> TrashedDeck {
        try database.write { connection in
            guard
                let deck = try connection.queryOne(
                    TrashQueries.findDeck, [id.rawValue], decoding: { try RowCoding.deck($0) })
            else { throw StoreError.notFound("Deck \(id)") }
            let cards = try connection.query(CardQueries.fetchByDeck, [id.rawValue], decoding: RowCoding.card)
            let reviews = try Self.reviews(ofDeck: id, connection)
            let notes = try connection.query(CardNoteQueries.byDeck, [id.rawValue], decoding: RowCoding.note).map {
                Note(card: $0.card, key: $0.note)
            }
            let contents = RowCoding.json(Contents(deck: deck, cards: cards, reviews: reviews, notes: notes))
            let trashed = try connection.queryOne(
                TrashQueries.insert,
                [
                    deck.ownerID.rawValue, id.rawValue, deck.name, cards.count, reviews.count, RowCoding.millis(now),
                    contents,
                ],
                decoding: Self.trashed)
            guard let trashed else { throw StoreError.notFound("The trash entry") }
            try connection.run(DeckQueries.delete, [id.rawValue])
            try connection.run(TrashQueries.purge, [RowCoding.millis(TrashedDeck.cutoff(at: now))])
            return trashed
        }
    }

    /// The owner's restorable decks, newest deletion first.
    public func fetchTrash(owner: UserID, at now: Date) throws -> [TrashedDeck] {
        try database.read { connection in
            try connection.query(
                TrashQueries.fetch, [owner.rawValue, RowCoding.millis(TrashedDeck.cutoff(at: now))],
                decoding: Self.trashed)
        }
    }

    /// Restores a deck from the trash with its ids.
    public func restoreDeck(trash id: Int64, owner: UserID, at now: Date) throws -> Deck {
        try database.write { connection in
            let text = try connection.queryOne(
                TrashQueries.contents, [id, owner.rawValue, RowCoding.millis(TrashedDeck.cutoff(at: now))]
            ) { $0.text(0) }
            guard let text else { throw StoreError.notFound("The deck in the trash") }
            let contents = try RowCoding.decode(Contents.self, text)
            let old = contents.deck
            // The first free name; checked before inserting, since a failed insert aborts a PostgreSQL transaction.
            var restored: Deck?
            for attempt in 0..<20 where restored == nil {
                let name =
                    attempt == 0
                    ? old.name : attempt == 1 ? "\(old.name) (restored)" : "\(old.name) (restored \(attempt))"
                let taken = try connection.queryOne(
                    DeckQueries.findByName, [owner.rawValue, RowCoding.nameKey(name)]
                ) { _ in true }
                guard taken == nil else { continue }
                restored = try Self.insertDeck(
                    NewDeck(
                        ownerID: owner, name: name, options: old.options, style: old.style, createdAt: old.createdAt),
                    connection)
            }
            guard var deck = restored else { throw DeckError.nameTaken(old.name) }
            try connection.run(TrashQueries.renumberDeck, [old.id.rawValue, deck.id.rawValue])
            deck.id = old.id
            for card in contents.cards {
                let inserted = try Self.insertCard(
                    card.content, old.id, card.createdAt, card.schedule.dueDay, connection)
                try connection.run(TrashQueries.renumberCard, [card.id.rawValue, inserted.id.rawValue])
                try Self.saveSchedule(card.schedule, of: card.id, connection)
            }
            for review in contents.reviews {
                try connection.run(
                    TrashQueries.insertReview,
                    [
                        review.id.rawValue, review.cardID.rawValue, review.sessionID?.rawValue,
                        RowCoding.millis(review.reviewedAt), review.studyDay.index, review.mode.rawValue,
                        review.rating.rawValue, review.givenAnswer, review.isCorrect, review.elapsedMilliseconds,
                    ])
            }
            for (card, day) in Self.firstReviewDays(of: contents.reviews) {
                try connection.run(CardQueries.setFirstReviewDay, [card.rawValue, day.index])
            }
            // A note imported again while its deck was in the trash stays with the newer card.
            for note in contents.notes ?? []
            where !(try connection.exists(CardNoteQueries.find, [owner.rawValue, note.key.guid, note.key.ordinal])) {
                try Self.insertNote(note.key, of: note.card, owner: owner, connection)
            }
            try connection.run(TrashQueries.delete, [id])
            return deck
        }
    }

    /// A trash entry from ``TrashQueries/columns``.
    private static func trashed(_ row: some SQLRow) -> TrashedDeck {
        TrashedDeck(
            id: row.int64(0), deckID: DeckID(rawValue: row.int64(1)), name: row.string(2), cardCount: row.int(3),
            reviewCount: row.int(4), deletedAt: RowCoding.date(row.int64(5)))
    }
}
