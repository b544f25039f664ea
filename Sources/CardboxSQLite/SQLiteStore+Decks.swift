public import CardboxCore
public import Foundation

extension SQLiteStore: DeckStore {
    /// Adds a deck.
    public func insertDeck(_ deck: NewDeck) throws -> Deck {
        try database.write { try Self.insertDeck(deck, $0) }
    }

    static func insertDeck(_ deck: NewDeck, _ connection: SQLiteConnection) throws -> Deck {
        let name = try Deck.validatedName(deck.name)
        do {
            let row = try connection.queryOne(
                """
                INSERT INTO deck (owner_id, name, name_key, scheduler, options, text_color, card_color, view_color,
                                  created_at)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING \(RowCoding.deckColumns)
                """,
                [
                    deck.ownerID.rawValue, name, RowCoding.nameKey(name), deck.options.scheduler.rawValue,
                    RowCoding.json(deck.options), deck.style.textColor?.hex, deck.style.cardColor?.hex,
                    deck.style.viewColor?.hex, RowCoding.millis(deck.createdAt),
                ]
            )
            guard let row else { throw StoreError.notFound("The new deck") }
            return try RowCoding.deck(row)
        } catch let error as SQLiteError where error.isConstraintViolation {
            throw DeckError.nameTaken(name)
        }
    }

    /// Installs a deck with its cards once per user.
    public func installDeckOnce(_ deck: NewDeck, cards: [CardContent], onceKey: String, today: StudyDay) throws -> Deck?
    {
        try database.write { connection in
            let done = try connection.queryOne(
                "SELECT 1 FROM user_setting WHERE user_id = $1 AND key = $2", [deck.ownerID.rawValue, onceKey]
            )
            if done != nil { return nil }
            let inserted = try Self.insertDeck(deck, connection)
            for content in cards {
                _ = try Self.insertCard(content, inserted.id, deck.createdAt, today, connection)
            }
            try Self.setSetting(onceKey, "1", deck.ownerID, connection)
            return inserted
        }
    }

    /// The owner's decks by name.
    public func fetchDecks(owner: UserID) throws -> [Deck] {
        try database.read { connection in
            try connection.query(
                "SELECT \(RowCoding.deckColumns) FROM deck WHERE owner_id = $1 ORDER BY name_key", [owner.rawValue]
            ).map(RowCoding.deck)
        }
    }

    /// The owner's decks with counts.
    public func fetchDeckSummaries(owner: UserID, today: StudyDay, now: Date) throws -> [DeckSummary] {
        try database.read { connection in
            try connection.query(
                """
                SELECT \(RowCoding.qualified(RowCoding.deckColumns, "d")),
                       count(c.id),
                       coalesce(sum(c.phase = 'new'), 0),
                       coalesce(sum(c.phase != 'new' AND c.due_day <= $2 AND (c.due_at IS NULL OR c.due_at <= $3)), 0)
                FROM deck d LEFT JOIN card c ON c.deck_id = d.id
                WHERE d.owner_id = $1
                GROUP BY d.id ORDER BY d.name_key
                """,
                [owner.rawValue, today.index, RowCoding.millis(now)]
            ).map { row in
                DeckSummary(
                    deck: try RowCoding.deck(row), cardCount: row.int(8), newCount: row.int(9), dueCount: row.int(10))
            }
        }
    }

    /// The owner's deck with this name.
    public func findDeck(owner: UserID, name: String) throws -> Deck? {
        try database.read { connection in
            try connection.queryOne(
                "SELECT \(RowCoding.deckColumns) FROM deck WHERE owner_id = $1 AND name_key = $2",
                [owner.rawValue, RowCoding.nameKey(name)]
            ).map(RowCoding.deck)
        }
    }

    /// The deck with `id`.
    public func findDeck(_ id: DeckID) throws -> Deck? {
        try database.read { connection in
            try connection.queryOne("SELECT \(RowCoding.deckColumns) FROM deck WHERE id = $1", [id.rawValue])
                .map(RowCoding.deck)
        }
    }

    /// Saves a deck and rebuilt card schedules.
    public func updateDeck(_ deck: Deck, schedules: [CardID: SchedulingState]) throws {
        let name = try Deck.validatedName(deck.name)
        try database.write { connection in
            do {
                try connection.run(
                    """
                    UPDATE deck SET name = $1, name_key = $2, scheduler = $3, options = $4, text_color = $5,
                                    card_color = $6, view_color = $7
                    WHERE id = $8
                    """,
                    [
                        name, RowCoding.nameKey(name), deck.options.scheduler.rawValue, RowCoding.json(deck.options),
                        deck.style.textColor?.hex, deck.style.cardColor?.hex, deck.style.viewColor?.hex,
                        deck.id.rawValue,
                    ]
                )
            } catch let error as SQLiteError where error.isConstraintViolation {
                throw DeckError.nameTaken(name)
            }
            if connection.changes == 0 { throw StoreError.notFound("Deck \(deck.id)") }
            for (card, state) in schedules.sorted(by: { $0.key < $1.key }) {
                try Self.saveSchedule(state, of: card, connection)
            }
        }
    }

    /// Deletes a deck and everything in it.
    public func deleteDeck(_ id: DeckID) throws {
        try database.write { connection in
            try connection.run("DELETE FROM deck WHERE id = $1", [id.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("Deck \(id)") }
        }
    }
}
