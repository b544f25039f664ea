public import CardboxCore
public import Foundation

extension SQLStore: DraftStore {
    /// Starts a draft.
    public func createDraft(_ draft: NewDraft) throws -> Draft {
        try database.write { connection in
            let created = try connection.queryOne(
                DraftQueries.insert,
                [
                    draft.ownerID.rawValue, draft.documentID, draft.documentTitle, draft.deckName, draft.engine,
                    draft.engineNote, draft.chunksTotal, draft.maxCards, RowCoding.millis(draft.createdAt),
                ],
                decoding: RowCoding.draft
            )
            guard let created else { throw StoreError.notFound("The new draft") }
            return created
        }
    }

    /// Appends one chunk's cards and the progress, in one transaction.
    public func appendDraftCards(
        _ cards: [CardDraft], to draft: DraftID, chunksDone: Int, usage: GenerationUsage?
    ) throws {
        try database.write { connection in
            let next = try connection.queryOne(DraftQueries.nextPosition, [draft.rawValue]) { $0.int(0) } ?? 0
            for (offset, card) in cards.enumerated() {
                try connection.run(DraftQueries.insertCard, [draft.rawValue, next + offset, RowCoding.json(card)])
            }
            try connection.run(DraftQueries.updateProgress, [chunksDone, draft.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("Draft \(draft)") }
            if let usage, usage.cards > 0 {
                try connection.run(DraftQueries.addUsage, [draft.rawValue, usage.month, usage.cards])
            }
        }
    }

    /// Records the engine and status.
    public func updateDraft(_ id: DraftID, engine: String, engineNote: String?, status: Draft.Status) throws {
        try database.write { connection in
            try connection.run(DraftQueries.updateEngine, [engine, engineNote, status.rawValue, id.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("Draft \(id)") }
        }
    }

    /// The owner's drafts, newest first.
    public func fetchDrafts(owner: UserID) throws -> [Draft] {
        try database.read { try $0.query(DraftQueries.fetchByOwner, [owner.rawValue], decoding: RowCoding.draft) }
    }

    /// One draft.
    public func findDraft(_ id: DraftID) throws -> Draft? {
        try database.read { try $0.queryOne(DraftQueries.findByID, [id.rawValue], decoding: RowCoding.draft) }
    }

    /// One draft, if `owner` owns it.
    public func findDraft(_ id: DraftID, owner: UserID) throws -> Draft? {
        try database.read { connection in
            try connection.queryOne(DraftQueries.findOwned, [id.rawValue, owner.rawValue], decoding: RowCoding.draft)
        }
    }

    /// Deletes a draft of `owner` with its cards.
    public func deleteDraft(_ id: DraftID, owner: UserID) throws -> Bool {
        try database.write { connection in
            try connection.run(DraftQueries.delete, [id.rawValue, owner.rawValue])
            return connection.changes == 1
        }
    }

    /// A draft's cards.
    public func fetchDraftCards(_ draft: DraftID) throws -> [DraftCard] {
        try database.read { try $0.query(DraftQueries.fetchCards, [draft.rawValue], decoding: RowCoding.draftCard) }
    }

    /// Records a decision.
    public func setDecision(_ decision: DraftCard.Decision, for card: DraftCardID) throws {
        try database.write { connection in
            try connection.run(DraftQueries.setDecision, [decision.rawValue, card.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("Draft card \(card)") }
        }
    }

    /// Records a decision for every undecided card of a draft.
    public func decideUndecided(_ decision: DraftCard.Decision, in draft: DraftID) throws -> Int {
        try database.write { connection in
            try connection.run(DraftQueries.decideUndecided, [decision.rawValue, draft.rawValue])
            return connection.changes
        }
    }

    /// Replaces a draft card after an edit and keeps it.
    public func updateDraftCard(_ id: DraftCardID, card: CardDraft) throws {
        try database.write { connection in
            try connection.run(DraftQueries.updateCard, [RowCoding.json(card), id.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("Draft card \(id)") }
        }
    }

    /// Saves the cards the rule picks into a deck, in one transaction; refuses a draft that is not ready.
    public func saveDraft(
        _ id: DraftID, into deck: DeckID, rule: DraftSaveRule, at date: Date, today: StudyDay
    )
        throws -> [Card]
    {
        try database.write { connection in
            let draft = try Self.draftReadyToSave(id, connection)
            let picked = try Self.draftCardsToSave(draft, rule, connection)
            return try Self.saveDraftCards(picked, of: draft, into: deck, date, today, connection)
        }
    }

    /// Saves the cards the rule picks into the owner's deck of that name, created if missing, in one transaction.
    public func saveDraft(
        _ id: DraftID, intoDeckNamed name: String, rule: DraftSaveRule, at date: Date, today: StudyDay
    ) throws -> SavedDraft {
        try database.write { connection in
            let draft = try Self.draftReadyToSave(id, connection)
            let picked = try Self.draftCardsToSave(draft, rule, connection)
            let valid = try Deck.validatedName(name)
            let existing = try connection.queryOne(
                DeckQueries.findByName, [draft.ownerID.rawValue, RowCoding.nameKey(valid)]
            ) { try RowCoding.deck($0) }
            let deck =
                try existing
                ?? Self.insertDeck(NewDeck(ownerID: draft.ownerID, name: valid, createdAt: date), connection)
            return SavedDraft(
                deck: deck, cards: try Self.saveDraftCards(picked, of: draft, into: deck.id, date, today, connection))
        }
    }

    /// The draft `id`, if it may be saved: it exists, is generated in full and was not saved yet.
    ///
    /// Where the dialect locks its row until the transaction ends, a second save at the same time waits and then
    /// finds it saved.
    private static func draftReadyToSave(_ id: DraftID, _ connection: Database.Connection) throws -> Draft {
        guard
            let draft = try connection.queryOne(
                Self.dialect.findDraftForSaving, [id.rawValue], decoding: RowCoding.draft)
        else { throw DraftError.notFound }
        switch draft.status {
        case .generating: throw DraftError.notReady
        case .saved: throw DraftError.alreadySaved
        case .ready: return draft
        }
    }

    /// The draft's cards that `rule` saves; throws ``DraftError/nothingToSave(undecided:)`` when there are none.
    private static func draftCardsToSave(
        _ draft: Draft, _ rule: DraftSaveRule, _ connection: Database.Connection
    ) throws -> [CardDraft] {
        let cards = try connection.query(DraftQueries.fetchCards, [draft.id.rawValue], decoding: RowCoding.draftCard)
        return try rule.cardsToSave(cards).map(\.card)
    }

    private static func saveDraftCards(
        _ generated: [CardDraft], of draft: Draft, into deck: DeckID, _ date: Date, _ today: StudyDay,
        _ connection: Database.Connection
    ) throws -> [Card] {
        var saved: [Card] = []
        for card in generated {
            let headings =
                try connection.queryOne(
                    DraftQueries.headingPath,
                    [draft.ownerID.rawValue, draft.documentID, card.source.page ?? 0, card.source.paragraph ?? 0]
                ) { try RowCoding.strings($0.text(0)) } ?? []
            let category = headings.last ?? draft.documentTitle
            let content = try card.content(category: category).validated()
            saved.append(try Self.insertCard(content, deck, date, today, connection))
        }
        try connection.run(DraftQueries.markSaved, [draft.id.rawValue, deck.rawValue])
        return saved
    }

    /// Cards generated on the host's model in a month.
    public func generationUsage(owner: UserID, month: String) throws -> Int {
        try database.read { try $0.queryOne(DraftQueries.usage, [owner.rawValue, month]) { $0.int(0) } ?? 0 }
    }
}
