public import CardboxCore
public import Foundation

extension SQLiteStore {
    /// Adds a card.
    public func insertCard(_ content: CardContent, into deck: DeckID, createdAt: Date, today: StudyDay) throws -> Card {
        let valid = try content.validated()
        return try database.write { try Self.insertCard(valid, deck, createdAt, today, $0) }
    }

    static func insertCard(
        _ content: CardContent, _ deck: DeckID, _ createdAt: Date, _ today: StudyDay, _ connection: SQLiteConnection
    ) throws -> Card {
        let schedule = SchedulingState.new(dueOn: today)
        let arguments: [any SQLBindable] =
            [deck.rawValue] + RowCoding.contentArguments(content) + [RowCoding.millis(createdAt)]
            + RowCoding.scheduleArguments(schedule)
        let row = try connection.queryOne(
            """
            INSERT INTO card (deck_id, front, back, explanation, distractors, category, tags, text_color, card_color,
                              view_color, source, pitfall, answer_is_code, created_at, phase, due_day, due_at, step,
                              box, interval_days, ease, repetitions, lapses, stability, difficulty, last_review_at,
                              last_review_day)
            VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
                    $22, $23, $24, $25, $26, $27)
            RETURNING \(RowCoding.cardColumns)
            """,
            arguments
        )
        guard let row else { throw StoreError.notFound("The new card") }
        return try RowCoding.card(row)
    }

    /// Replaces a card's content and optionally moves it.
    public func updateCard(_ id: CardID, content: CardContent, movingTo deck: DeckID?) throws {
        let valid = try content.validated()
        try database.write { connection in
            try connection.run(
                """
                UPDATE card SET front = $1, back = $2, explanation = $3, distractors = $4, category = $5, tags = $6,
                                text_color = $7, card_color = $8, view_color = $9, source = $10, pitfall = $11,
                                answer_is_code = $12
                WHERE id = $13
                """,
                RowCoding.contentArguments(valid) + [id.rawValue]
            )
            if connection.changes == 0 { throw CardError.notFound(id) }
            if let deck { try Self.moveCard(id, deck, connection) }
        }
    }

    /// Moves a card to another deck of the same owner.
    public func moveCard(_ id: CardID, to deck: DeckID) throws {
        try database.write { try Self.moveCard(id, deck, $0) }
    }

    static func moveCard(_ id: CardID, _ deck: DeckID, _ connection: SQLiteConnection) throws {
        try connection.run(
            """
            UPDATE card SET deck_id = $2
            WHERE id = $1 AND (SELECT owner_id FROM deck WHERE id = card.deck_id)
                            = (SELECT owner_id FROM deck WHERE id = $2)
            """,
            [id.rawValue, deck.rawValue]
        )
        if connection.changes == 0 { throw CardError.notFound(id) }
    }

    /// Deletes a card and its reviews.
    public func deleteCard(_ id: CardID) throws {
        try database.write { connection in
            try connection.run("DELETE FROM card WHERE id = $1", [id.rawValue])
            if connection.changes == 0 { throw CardError.notFound(id) }
        }
    }

    /// The card with `id`.
    public func findCard(_ id: CardID) throws -> Card? {
        try database.read { connection in
            try connection.queryOne("SELECT \(RowCoding.cardColumns) FROM card WHERE id = $1", [id.rawValue])
                .map(RowCoding.card)
        }
    }

    /// A deck's cards, oldest first.
    public func fetchCards(deck: DeckID) throws -> [Card] {
        try database.read { connection in
            try connection.query(
                "SELECT \(RowCoding.cardColumns) FROM card WHERE deck_id = $1 ORDER BY id", [deck.rawValue]
            ).map(RowCoding.card)
        }
    }

    /// The cards to study: cards in learning steps first (by due time), then due reviews (most overdue first),
    /// then new cards (oldest first) up to each deck's daily limit.
    public func fetchDueCards(_ query: DueQuery) throws -> [Card] {
        let now = RowCoding.millis(query.now)
        return try database.read { connection in
            let decks = try connection.query(
                "SELECT id, options FROM deck WHERE owner_id = $1 AND ($2 IS NULL OR id = $2) ORDER BY name_key",
                [query.owner.rawValue, query.deck?.rawValue]
            )
            let category = query.category.map(RowCoding.nameKey)
            // One indexed range scan per deck (deck_id, due_day), merged here: a single query over all the owner's
            // decks made SQLite scan the whole card table.
            var studied: [Card] = []
            for deck in decks {
                studied += try connection.query(
                    """
                    SELECT \(RowCoding.cardColumns) FROM card
                    WHERE deck_id = $1 AND due_day <= $2 AND phase != 'new' AND (due_at IS NULL OR due_at <= $3)
                      AND ($4 IS NULL OR lower(category) = $4)
                    ORDER BY due_at IS NULL, due_at, due_day, id
                    LIMIT $5
                    """,
                    [deck.int64(0), query.today.index, now, category, query.limit]
                ).map(RowCoding.card)
            }
            studied.sort { a, b in
                switch (a.schedule.dueAt, b.schedule.dueAt) {
                case (let x?, let y?) where x != y: return x < y
                case (.some, nil): return true
                case (nil, .some): return false
                default: return (a.schedule.dueDay, a.id) < (b.schedule.dueDay, b.id)
                }
            }
            var result = Array(studied.prefix(query.limit))
            for deck in decks where result.count < query.limit {
                let options = try DeckOptionsCache.shared.options(deck.string(1))
                var allowance = query.limit - result.count
                if query.limitNewCards && options.newCardsPerDay == 0 { continue }
                if query.limitNewCards {
                    let introduced =
                        try connection.queryOne(
                            "SELECT count(*) FROM card WHERE deck_id = $1 AND first_review_day = $2",
                            [deck.int64(0), query.today.index]
                        )?.int(0) ?? 0
                    allowance = min(allowance, max(0, options.newCardsPerDay - introduced))
                }
                if allowance == 0 { continue }
                result += try connection.query(
                    """
                    SELECT \(RowCoding.cardColumns) FROM card
                    WHERE deck_id = $1 AND phase = 'new' AND ($2 IS NULL OR lower(category) = $2)
                    ORDER BY id LIMIT $3
                    """,
                    [deck.int64(0), category, allowance]
                ).map(RowCoding.card)
            }
            return result
        }
    }

    /// Due days of studied cards.
    public func fetchDueDays(owner: UserID, deck: DeckID?) throws -> [StudyDay] {
        try database.read { connection in
            try connection.query(
                """
                SELECT due_day FROM card
                WHERE deck_id IN (SELECT id FROM deck WHERE owner_id = $1 AND ($2 IS NULL OR id = $2))
                  AND phase != 'new'
                """,
                [owner.rawValue, deck?.rawValue]
            ).map { StudyDay(index: $0.int(0)) }
        }
    }
}
