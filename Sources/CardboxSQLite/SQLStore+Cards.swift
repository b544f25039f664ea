public import CardboxCore
public import Foundation

extension SQLStore {
    /// Adds a card.
    public func insertCard(_ content: CardContent, into deck: DeckID, createdAt: Date, today: StudyDay) throws -> Card {
        let valid = try content.validated()
        return try database.write { try Self.insertCard(valid, deck, createdAt, today, $0) }
    }

    static func insertCard(
        _ content: CardContent, _ deck: DeckID, _ createdAt: Date, _ today: StudyDay, _ connection: Database.Connection
    ) throws -> Card {
        let schedule = SchedulingState.new(dueOn: today)
        let arguments: [any SQLBindable] =
            [deck.rawValue] + RowCoding.contentArguments(content) + [RowCoding.millis(createdAt)]
            + RowCoding.scheduleArguments(schedule)
        let card = try connection.queryOne(CardQueries.insert, arguments, decoding: RowCoding.card)
        guard let card else { throw StoreError.notFound("The new card") }
        return card
    }

    /// Replaces a card's content and optionally moves it; its owner's holds on files only the old content mentioned
    /// go.
    public func updateCard(_ id: CardID, content: CardContent, movingTo deck: DeckID?) throws {
        let valid = try content.validated()
        try database.write { connection in
            try Self.releasingMedia(of: [id], connection) {
                try connection.run(CardQueries.updateContent, RowCoding.contentArguments(valid) + [id.rawValue])
                if connection.changes == 0 { throw CardError.notFound(id) }
            }
            if let deck { try Self.moveCard(id, deck, connection) }
        }
    }

    /// Moves a card to another deck of the same owner.
    public func moveCard(_ id: CardID, to deck: DeckID) throws {
        try database.write { try Self.moveCard(id, deck, $0) }
    }

    static func moveCard(_ id: CardID, _ deck: DeckID, _ connection: Database.Connection) throws {
        try connection.run(CardQueries.move, [id.rawValue, deck.rawValue])
        if connection.changes == 0 { throw CardError.notFound(id) }
    }

    /// Deletes a card and its reviews, and its owner's holds on files only it mentioned.
    public func deleteCard(_ id: CardID) throws {
        try database.write { connection in
            try Self.releasingMedia(of: [id], connection) {
                try connection.run(CardQueries.delete, [id.rawValue])
                if connection.changes == 0 { throw CardError.notFound(id) }
            }
        }
    }

    /// The card with `id`.
    public func findCard(_ id: CardID) throws -> Card? {
        try database.read { try $0.queryOne(CardQueries.findByID, [id.rawValue], decoding: RowCoding.card) }
    }

    /// The card with `id` and its deck, if `owner` owns the deck.
    public func findCard(_ id: CardID, owner: UserID) throws -> OwnedCard? {
        try database.read { connection in
            try connection.queryOne(CardQueries.findOwned, [id.rawValue, owner.rawValue]) { row in
                OwnedCard(
                    card: try RowCoding.card(row),
                    deck: try RowCoding.deck(row, from: CardQueries.findOwnedDeckOffset))
            }
        }
    }

    /// A deck's cards, oldest first.
    public func fetchCards(deck: DeckID) throws -> [Card] {
        try database.read { try $0.query(CardQueries.fetchByDeck, [deck.rawValue], decoding: RowCoding.card) }
    }

    /// The cards to study: cards in learning steps first (by due time), then due reviews (most overdue first),
    /// then new cards (oldest first) up to each deck's daily limit.
    public func fetchDueCards(_ query: DueQuery) throws -> [Card] {
        try database.read { connection in try Self.dueCards(query, connection).cards }
    }

    public func fetchDueCards(inOwnedDeck query: DueQuery) throws -> [Card]? {
        guard let deck = query.deck else { return nil }
        return try database.read { connection in
            let due = try Self.dueCards(query, connection)
            return due.decks.contains(deck.rawValue) ? due.cards : nil
        }
    }

    /// The due cards of `query` and the ids of the decks searched (the owner's, or only the deck and its subdecks).
    private static func dueCards(
        _ query: DueQuery, _ connection: Database.Connection
    ) throws -> (decks: [Int64], cards: [Card]) {
        let now = RowCoding.millis(query.now)
        let decks = try connection.query(
            DeckQueries.dueDecks, [query.owner.rawValue, query.deck?.rawValue, query.today.index]
        ) { (id: $0.int64(0), options: $0.text(1), introduced: $0.int(2)) }
        let category = query.category.map(RowCoding.nameKey)
        // Indexed range scans per deck, merged here: a single query over all the owner's decks made SQLite scan
        // the whole card table. Rows are decoded in place, without copying them out.
        var studied: [Card] = []
        for deck in decks {
            let arguments: [any SQLBindable] = [deck.id, query.today.index, now, category, query.limit]
            if dialect.readsDueCardsInOneStatement {
                studied += try connection.query(CardQueries.dueStudied, arguments, decoding: RowCoding.card)
            } else {
                studied += try connection.query(CardQueries.dueLearning, arguments, decoding: RowCoding.card)
                studied += try connection.query(
                    CardQueries.dueReviews, [deck.id, query.today.index, category, query.limit],
                    decoding: RowCoding.card)
            }
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
            let options = try DeckOptionsCache.shared.options(deck.options)
            var allowance = query.limit - result.count
            if query.limitNewCards && options.newCardsPerDay == 0 { continue }
            if query.limitNewCards { allowance = min(allowance, max(0, options.newCardsPerDay - deck.introduced)) }
            if allowance == 0 { continue }
            result += try connection.query(
                CardQueries.dueNew, [deck.id, category, allowance, query.today.index], decoding: RowCoding.card)
        }
        return (decks.map(\.id), result)
    }

    /// Due days of studied cards.
    public func fetchDueDays(owner: UserID, deck: DeckID?) throws -> [StudyDay] {
        try database.read { connection in
            try connection.query(CardQueries.dueDays, [owner.rawValue, deck?.rawValue]) {
                StudyDay(index: $0.int(0))
            }
        }
    }
}
