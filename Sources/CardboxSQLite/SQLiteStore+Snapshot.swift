public import CardboxCore
import Foundation

extension SQLiteStore: SnapshotStore {
    /// Everything the user owns.
    public func exportSnapshot(owner: UserID) throws -> UserSnapshot {
        try database.read { connection in
            let decks = try connection.query(
                "SELECT \(RowCoding.deckColumns) FROM deck WHERE owner_id = $1 ORDER BY id", [owner.rawValue]
            ).map(RowCoding.deck)
            let cards = try connection.query(
                """
                SELECT \(RowCoding.cardColumns) FROM card
                WHERE deck_id IN (SELECT id FROM deck WHERE owner_id = $1) ORDER BY id
                """,
                [owner.rawValue]
            ).map(RowCoding.card)
            let reviews = try connection.query(
                """
                SELECT \(RowCoding.reviewColumns) FROM review_log
                WHERE card_id IN (SELECT c.id FROM card c JOIN deck d ON d.id = c.deck_id WHERE d.owner_id = $1)
                ORDER BY id
                """,
                [owner.rawValue]
            ).map(RowCoding.review)
            let sessions = try connection.query(
                "SELECT \(RowCoding.sessionColumns) FROM study_session WHERE user_id = $1 ORDER BY id", [owner.rawValue]
            ).map(RowCoding.session)
            var settings: [String: String] = [:]
            for row in try connection.query("SELECT key, value FROM user_setting WHERE user_id = $1", [owner.rawValue])
            {
                settings[row.string(0)] = row.string(1)
            }
            return UserSnapshot(decks: decks, cards: cards, reviews: reviews, sessions: sessions, settings: settings)
        }
    }

    /// Replaces everything the user owns, in one transaction.
    public func replaceAll(owner: UserID, with snapshot: UserSnapshot) throws {
        try database.write { connection in
            try connection.run("DELETE FROM deck WHERE owner_id = $1", [owner.rawValue])
            try connection.run("DELETE FROM study_session WHERE user_id = $1", [owner.rawValue])
            try connection.run("DELETE FROM user_setting WHERE user_id = $1", [owner.rawValue])
            var deckIDs: [DeckID: DeckID] = [:]
            for deck in snapshot.decks {
                let new = try Self.insertDeck(
                    NewDeck(
                        ownerID: owner, name: deck.name, options: deck.options, style: deck.style,
                        createdAt: deck.createdAt),
                    connection
                )
                deckIDs[deck.id] = new.id
            }
            var sessionIDs: [SessionID: SessionID] = [:]
            for session in snapshot.sessions {
                let row = try connection.queryOne(
                    """
                    INSERT INTO study_session (user_id, deck_id, mode, started_at, ended_at, study_day, answered, correct)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
                    """,
                    [
                        owner.rawValue, session.deckID.flatMap { deckIDs[$0]?.rawValue }, session.mode.rawValue,
                        RowCoding.millis(session.startedAt), session.endedAt.map(RowCoding.millis),
                        session.studyDay.index, session.answered, session.correct,
                    ]
                )
                sessionIDs[session.id] = row.map { SessionID(rawValue: $0.int64(0)) }
            }
            var cardIDs: [CardID: CardID] = [:]
            for card in snapshot.cards {
                guard let deck = deckIDs[card.deckID] else {
                    throw StoreError.inconsistentSnapshot("card \(card.id) names deck \(card.deckID), which is missing")
                }
                let content = try card.content.validated()
                let inserted = try Self.insertCard(content, deck, card.createdAt, card.schedule.dueDay, connection)
                try Self.saveSchedule(card.schedule, of: inserted.id, connection)
                cardIDs[card.id] = inserted.id
            }
            for review in snapshot.reviews {
                guard let card = cardIDs[review.cardID] else {
                    throw StoreError.inconsistentSnapshot(
                        "review \(review.id) names card \(review.cardID), which is missing")
                }
                try connection.run(
                    """
                    INSERT INTO review_log (card_id, session_id, reviewed_at, study_day, mode, rating, given_answer,
                                            is_correct, elapsed_ms)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                    """,
                    [
                        card.rawValue, review.sessionID.flatMap { sessionIDs[$0]?.rawValue },
                        RowCoding.millis(review.reviewedAt), review.studyDay.index, review.mode.rawValue,
                        review.rating.rawValue, review.givenAnswer, review.isCorrect, review.elapsedMilliseconds,
                    ]
                )
            }
            try connection.run(
                """
                UPDATE card SET first_review_day = (SELECT min(study_day) FROM review_log WHERE card_id = card.id)
                WHERE deck_id IN (SELECT id FROM deck WHERE owner_id = $1)
                """,
                [owner.rawValue]
            )
            for (key, value) in snapshot.settings.sorted(by: { $0.key < $1.key }) {
                try Self.setSetting(key, value, owner, connection)
            }
        }
    }
}
