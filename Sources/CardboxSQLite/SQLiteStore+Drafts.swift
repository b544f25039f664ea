public import CardboxCore
public import Foundation

extension SQLiteStore: DraftStore {
    static let draftColumns = """
        id, owner_id, document_id, document_title, deck_name, engine, engine_note, status, chunks_done, chunks_total,
        max_cards, created_at
        """

    static func draft(_ row: SQLiteRow) -> Draft {
        Draft(
            id: DraftID(rawValue: row.int64(0)), ownerID: UserID(rawValue: row.int64(1)), documentID: row.string(2),
            documentTitle: row.string(3), deckName: row.string(4), engine: row.string(5),
            engineNote: row.optionalString(6), status: Draft.Status(rawValue: row.string(7)) ?? .generating,
            chunksDone: row.int(8), chunksTotal: row.int(9), maxCards: row.optionalInt(10),
            createdAt: RowCoding.date(row.int64(11))
        )
    }

    /// Starts a draft.
    public func createDraft(_ draft: NewDraft) throws -> Draft {
        try database.write { connection in
            let row = try connection.queryOne(
                """
                INSERT INTO draft (owner_id, document_id, document_title, deck_name, engine, engine_note, status,
                                   chunks_total, max_cards, created_at)
                VALUES ($1, $2, $3, $4, $5, $6, 'generating', $7, $8, $9) RETURNING \(Self.draftColumns)
                """,
                [
                    draft.ownerID.rawValue, draft.documentID, draft.documentTitle, draft.deckName, draft.engine,
                    draft.engineNote, draft.chunksTotal, draft.maxCards, RowCoding.millis(draft.createdAt),
                ]
            )
            guard let row else { throw StoreError.notFound("The new draft") }
            return Self.draft(row)
        }
    }

    /// Appends one chunk's cards and the progress, in one transaction.
    public func appendDraftCards(
        _ cards: [CardDraft], to draft: DraftID, chunksDone: Int, usage: GenerationUsage?
    ) throws {
        try database.write { connection in
            let next =
                try connection.queryOne(
                    "SELECT coalesce(max(position), -1) + 1 FROM draft_card WHERE draft_id = $1", [draft.rawValue]
                )?.int(0) ?? 0
            for (offset, card) in cards.enumerated() {
                try connection.run(
                    "INSERT INTO draft_card (draft_id, position, card) VALUES ($1, $2, $3)",
                    [draft.rawValue, next + offset, RowCoding.json(card)]
                )
            }
            try connection.run(
                "UPDATE draft SET chunks_done = $1 WHERE id = $2", [chunksDone, draft.rawValue]
            )
            if connection.changes == 0 { throw StoreError.notFound("Draft \(draft)") }
            if let usage, usage.cards > 0 {
                try connection.run(
                    """
                    INSERT INTO generation_usage (user_id, month, cards)
                    VALUES ((SELECT owner_id FROM draft WHERE id = $1), $2, $3)
                    ON CONFLICT (user_id, month) DO UPDATE SET cards = cards + excluded.cards
                    """,
                    [draft.rawValue, usage.month, usage.cards]
                )
            }
        }
    }

    /// Records the engine and status.
    public func updateDraft(_ id: DraftID, engine: String, engineNote: String?, status: Draft.Status) throws {
        try database.write { connection in
            try connection.run(
                "UPDATE draft SET engine = $1, engine_note = $2, status = $3 WHERE id = $4",
                [engine, engineNote, status.rawValue, id.rawValue]
            )
            if connection.changes == 0 { throw StoreError.notFound("Draft \(id)") }
        }
    }

    /// The owner's drafts, newest first.
    public func fetchDrafts(owner: UserID) throws -> [Draft] {
        try database.read { connection in
            try connection.query(
                "SELECT \(Self.draftColumns) FROM draft WHERE owner_id = $1 ORDER BY created_at DESC, id DESC",
                [owner.rawValue]
            ).map(Self.draft)
        }
    }

    /// One draft.
    public func findDraft(_ id: DraftID) throws -> Draft? {
        try database.read { connection in
            try connection.queryOne("SELECT \(Self.draftColumns) FROM draft WHERE id = $1", [id.rawValue]).map(
                Self.draft)
        }
    }

    /// A draft's cards.
    public func fetchDraftCards(_ draft: DraftID) throws -> [DraftCard] {
        try database.read { connection in
            try connection.query(
                "SELECT id, draft_id, position, card, decision FROM draft_card WHERE draft_id = $1 ORDER BY position",
                [draft.rawValue]
            ).map { row in
                DraftCard(
                    id: DraftCardID(rawValue: row.int64(0)), draftID: DraftID(rawValue: row.int64(1)),
                    position: row.int(2), card: try RowCoding.decode(CardDraft.self, row.string(3)),
                    decision: DraftCard.Decision(rawValue: row.string(4)) ?? .pending
                )
            }
        }
    }

    /// Records a decision.
    public func setDecision(_ decision: DraftCard.Decision, for card: DraftCardID) throws {
        try database.write { connection in
            try connection.run("UPDATE draft_card SET decision = $1 WHERE id = $2", [decision.rawValue, card.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("Draft card \(card)") }
        }
    }

    /// Replaces a draft card after an edit and keeps it.
    public func updateDraftCard(_ id: DraftCardID, card: CardDraft) throws {
        try database.write { connection in
            try connection.run(
                "UPDATE draft_card SET card = $1, decision = 'kept' WHERE id = $2", [RowCoding.json(card), id.rawValue]
            )
            if connection.changes == 0 { throw StoreError.notFound("Draft card \(id)") }
        }
    }

    /// Saves the cards not dropped into a deck, in one transaction.
    public func saveDraft(_ id: DraftID, into deck: DeckID, at date: Date, today: StudyDay) throws -> [Card] {
        try database.write { connection in
            guard
                let header = try connection.queryOne(
                    "SELECT \(Self.draftColumns) FROM draft WHERE id = $1", [id.rawValue])
            else { throw StoreError.notFound("Draft \(id)") }
            let draft = Self.draft(header)
            let rows = try connection.query(
                "SELECT card FROM draft_card WHERE draft_id = $1 AND decision != 'dropped' ORDER BY position",
                [id.rawValue]
            )
            var saved: [Card] = []
            for row in rows {
                let generated = try RowCoding.decode(CardDraft.self, row.string(0))
                let headings =
                    try connection.queryOne(
                        """
                        SELECT p.heading_path FROM document_paragraph p JOIN document d ON d.id = p.document_id
                        WHERE d.owner_id = $1 AND d.content_id = $2 AND p.page = $3 AND p.page_index = $4
                        """,
                        [
                            draft.ownerID.rawValue, draft.documentID, generated.source.page ?? 0,
                            generated.source.paragraph ?? 0,
                        ]
                    ).map { try RowCoding.strings($0.string(0)) } ?? []
                let category = headings.last ?? draft.documentTitle
                let content = try generated.content(category: category).validated()
                saved.append(try Self.insertCard(content, deck, date, today, connection))
            }
            try connection.run("UPDATE draft SET status = 'saved' WHERE id = $1", [id.rawValue])
            return saved
        }
    }

    /// Cards generated on the host's model in a month.
    public func generationUsage(owner: UserID, month: String) throws -> Int {
        try database.read { connection in
            try connection.queryOne(
                "SELECT cards FROM generation_usage WHERE user_id = $1 AND month = $2", [owner.rawValue, month]
            )?.int(0) ?? 0
        }
    }
}
