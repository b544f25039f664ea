public import CardboxCore
public import Foundation

extension SQLStore: DeckStore {
    /// Adds a deck.
    public func insertDeck(_ deck: NewDeck) throws -> Deck {
        try database.write { try Self.insertDeck(deck, $0) }
    }

    static func insertDeck(_ deck: NewDeck, _ connection: Database.Connection) throws -> Deck {
        let name = try Deck.validatedName(deck.name)
        do {
            let inserted = try connection.queryOne(
                DeckQueries.insert,
                [
                    deck.ownerID.rawValue, name, RowCoding.nameKey(name), deck.options.scheduler.rawValue,
                    RowCoding.json(deck.options), deck.style.textColor?.hex, deck.style.cardColor?.hex,
                    deck.style.viewColor?.hex, RowCoding.millis(deck.createdAt),
                ],
                decoding: { try RowCoding.deck($0) }
            )
            guard let inserted else { throw StoreError.notFound("The new deck") }
            return inserted
        } catch let error where Self.dialect.isConstraintViolation(error) {
            throw DeckError.nameTaken(name)
        }
    }

    /// Installs a deck with its cards once per user.
    public func installDeckOnce(_ deck: NewDeck, cards: [CardContent], onceKey: String, today: StudyDay) throws -> Deck?
    {
        try database.write { connection in
            // Servers starting together each install the starter deck: the owner's row lock (where the dialect has one)
            // lets one in at a time.
            try connection.lock(Self.dialect.lockUser, [deck.ownerID.rawValue])
            if try connection.exists(UserQueries.hasSetting, [deck.ownerID.rawValue, onceKey]) { return nil }
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
            try connection.query(DeckQueries.fetchByOwner, [owner.rawValue]) { try RowCoding.deck($0) }
        }
    }

    /// The owner's decks with counts.
    public func fetchDeckSummaries(owner: UserID, today: StudyDay, now: Date) throws -> [DeckSummary] {
        try database.read { connection in
            try connection.query(DeckQueries.fetchSummaries, [owner.rawValue, today.index, RowCoding.millis(now)]) {
                row in
                DeckSummary(
                    deck: try RowCoding.deck(row), cardCount: row.int(8), newCount: row.int(9), dueCount: row.int(10))
            }
        }
    }

    /// The owner's deck with this name.
    public func findDeck(owner: UserID, name: String) throws -> Deck? {
        try database.read { connection in
            try connection.queryOne(DeckQueries.findByName, [owner.rawValue, RowCoding.nameKey(name)]) {
                try RowCoding.deck($0)
            }
        }
    }

    /// The deck with `id`.
    public func findDeck(_ id: DeckID) throws -> Deck? {
        try database.read { connection in
            try connection.queryOne(DeckQueries.findByID, [id.rawValue]) { try RowCoding.deck($0) }
        }
    }

    /// The deck with `id` if `owner` owns it.
    public func findDeck(_ id: DeckID, owner: UserID) throws -> Deck? {
        try database.read { connection in
            try connection.queryOne(DeckQueries.findOwned, [id.rawValue, owner.rawValue]) { try RowCoding.deck($0) }
        }
    }

    /// Saves a deck and rebuilt card schedules.
    public func updateDeck(_ deck: Deck, schedules: [CardID: SchedulingState]) throws {
        let name = try Deck.validatedName(deck.name)
        try database.write { connection in
            do {
                try connection.run(
                    DeckQueries.update,
                    [
                        name, RowCoding.nameKey(name), deck.options.scheduler.rawValue, RowCoding.json(deck.options),
                        deck.style.textColor?.hex, deck.style.cardColor?.hex, deck.style.viewColor?.hex,
                        deck.id.rawValue,
                    ]
                )
            } catch let error where Self.dialect.isConstraintViolation(error) {
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
            try connection.run(DeckQueries.delete, [id.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("Deck \(id)") }
        }
    }
}
