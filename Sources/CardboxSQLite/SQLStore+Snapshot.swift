public import CardboxCore
import Foundation

extension SQLStore: SnapshotStore {
    /// Everything the user owns.
    public func exportSnapshot(owner: UserID) throws -> UserSnapshot {
        try database.read { connection in
            let decks = try connection.query(SnapshotQueries.decks, [owner.rawValue]) { try RowCoding.deck($0) }
            let cards = try connection.query(SnapshotQueries.cards, [owner.rawValue], decoding: RowCoding.card)
            let reviews = try connection.query(SnapshotQueries.reviews, [owner.rawValue], decoding: RowCoding.review)
            let sessions = try connection.query(
                SnapshotQueries.sessions, [owner.rawValue], decoding: RowCoding.session)
            let pairs = try connection.query(SnapshotQueries.settings, [owner.rawValue]) { ($0.text(0), $0.text(1)) }
            let settings = Dictionary(pairs, uniquingKeysWith: { _, last in last })
            return UserSnapshot(decks: decks, cards: cards, reviews: reviews, sessions: sessions, settings: settings)
        }
    }

    /// Replaces everything the user owns, in one transaction: each record is one reused prepared statement, a card
    /// with its schedule included.
    public func replaceAll(owner: UserID, with snapshot: UserSnapshot) throws {
        try database.write { connection in
            try connection.run(SnapshotQueries.deleteDecks, [owner.rawValue])
            try connection.run(SnapshotQueries.deleteSessions, [owner.rawValue])
            try connection.run(SnapshotQueries.deleteSettings, [owner.rawValue])
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
                let id = try connection.queryOne(
                    SnapshotQueries.insertSession,
                    [
                        owner.rawValue, session.deckID.flatMap { deckIDs[$0]?.rawValue }, session.mode.rawValue,
                        RowCoding.millis(session.startedAt), session.endedAt.map(RowCoding.millis),
                        session.studyDay.index, session.answered, session.correct,
                    ]
                ) { SessionID(rawValue: $0.int64(0)) }
                sessionIDs[session.id] = id
            }
            var cardIDs: [CardID: CardID] = [:]
            for card in snapshot.cards {
                guard let deck = deckIDs[card.deckID] else {
                    throw StoreError.inconsistentSnapshot("card \(card.id) names deck \(card.deckID), which is missing")
                }
                let content = try card.content.validated()
                let arguments: [any SQLBindable] =
                    [deck.rawValue] + RowCoding.contentArguments(content) + [RowCoding.millis(card.createdAt)]
                    + RowCoding.scheduleArguments(card.schedule)
                guard
                    let inserted = try connection.queryOne(
                        SnapshotQueries.insertCard, arguments, decoding: { CardID(rawValue: $0.int64(0)) })
                else { throw StoreError.notFound("The restored card \(card.id)") }
                cardIDs[card.id] = inserted
            }
            for review in snapshot.reviews {
                guard let card = cardIDs[review.cardID] else {
                    throw StoreError.inconsistentSnapshot(
                        "review \(review.id) names card \(review.cardID), which is missing")
                }
                try connection.run(
                    SnapshotQueries.insertReview,
                    [
                        card.rawValue, review.sessionID.flatMap { sessionIDs[$0]?.rawValue },
                        RowCoding.millis(review.reviewedAt), review.studyDay.index, review.mode.rawValue,
                        review.rating.rawValue, review.givenAnswer, review.isCorrect, review.elapsedMilliseconds,
                    ]
                )
            }
            try connection.run(SnapshotQueries.restoreFirstReviewDays, [owner.rawValue])
            for (key, value) in snapshot.settings.sorted(by: { $0.key < $1.key }) {
                try Self.setSetting(key, value, owner, connection)
            }
        }
    }
}
