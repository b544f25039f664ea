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
            let media = try connection.query(CardMediaQueries.fetchHeld, [owner.rawValue]) { row in
                (key: BlobKey(rawValue: row.string(0)), size: row.int(1), mediaType: row.string(2))
            }.map { blob in
                var bytes: [UInt8] = []
                bytes.reserveCapacity(blob.size)
                var position = 0
                while let chunk = try connection.queryOne(
                    BlobQueries.readChunk, [blob.key.rawValue, position], decoding: { $0.blob(0) })
                {
                    bytes += chunk
                    position += 1
                }
                // Typed by what it holds: an upload's stored type is what its sender declared.
                let mediaType = CardMediaFormat(sniffing: bytes)?.mediaType ?? blob.mediaType
                return MediaFile(key: blob.key, mediaType: mediaType, bytes: bytes)
            }
            let notes = try connection.query(CardNoteQueries.byOwner, [owner.rawValue], decoding: RowCoding.note)
            return UserSnapshot(
                decks: decks, cards: cards, reviews: reviews, sessions: sessions, settings: settings, media: media,
                notes: Dictionary(notes, uniquingKeysWith: { first, _ in first }))
        }
    }

    /// Replaces everything the user owns, in one transaction.
    ///
    /// Cards and answers go in batches of ``BatchInsert/rowsPerStatement`` rows per statement, each batch size one
    /// reused prepared statement: the cards with ids reserved for them first (so answers can name them without a
    /// round trip per card), a card's schedule in the same row.
    public func replaceAll(owner: UserID, with snapshot: UserSnapshot) throws {
        try database.writeInBulk { connection in
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
            let cardIDs = try Self.insertCards(
                snapshot.cards, decks: deckIDs, firstReviewDays: Self.firstReviewDays(of: snapshot.reviews), connection)
            let notes = try snapshot.notes.sorted(by: { $0.key.rawValue < $1.key.rawValue }).map { card, note in
                guard let id = cardIDs[card] else {
                    throw StoreError.inconsistentSnapshot("a note names card \(card), which is missing")
                }
                return (card: id, note: note)
            }
            try Self.insertNotes(notes, owner: owner, connection)
            try Self.insertReviews(snapshot.reviews, cards: cardIDs, sessions: sessionIDs, connection)
            for (key, value) in snapshot.settings.sorted(by: { $0.key < $1.key }) {
                try Self.setSetting(key, value, owner, connection)
            }
            try Self.replaceMedia(snapshot.media, owner: owner, connection)
        }
    }

    /// Holds each file of `media` for `owner`, storing those the store lacks, then drops the owner's holds on files
    /// none of their cards mention any more.
    private static func replaceMedia(
        _ media: [MediaFile], owner: UserID, _ connection: Database.Connection
    ) throws {
        try holdMedia(media, owner: owner, connection)
        let released = try connection.query(CardMediaQueries.releaseUnused, [owner.rawValue]) { $0.int64(0) }
        for blob in Set(released) { try connection.run(BlobQueries.deleteIfUnreferenced, [blob]) }
    }

    /// Holds each file of `media` for `owner`, storing those the store lacks.
    static func holdMedia(_ media: [MediaFile], owner: UserID, _ connection: Database.Connection) throws {
        guard !media.isEmpty else { return }
        try connection.lock(dialect.lockBlobs)
        let now = RowCoding.millis(Date())
        for file in media {
            if !(try connection.exists(BlobQueries.findByKey, [file.key.rawValue])) {
                guard
                    let id = try connection.queryOne(
                        BlobQueries.begin, [file.mediaType, now], decoding: { $0.int64(0) })
                else { throw StoreError.notFound("The new blob") }
                var position = 0
                for start in stride(from: 0, to: file.bytes.count, by: blobChunkSize) {
                    let chunk = Array(file.bytes[start..<min(file.bytes.count, start + blobChunkSize)])
                    try connection.run(BlobQueries.appendChunk, [id, position, SQLValue.blob(chunk)])
                    position += 1
                }
                try connection.run(BlobQueries.file, [file.key.rawValue, file.bytes.count, id])
            }
            try connection.run(CardMediaQueries.hold, [file.key.rawValue, owner.rawValue, now])
        }
    }

    /// Inserts `cards` into the decks `decks` maps their decks to, under ids reserved for them; returns the new id
    /// of each.
    ///
    /// A card's first review day is the one `firstReviewDays` gives for its old id, if any. `contentIsValidated` says
    /// the caller has checked every card's content already.
    static func insertCards(
        _ cards: [Card], decks: [DeckID: DeckID], firstReviewDays: [CardID: StudyDay], contentIsValidated: Bool = false,
        _ connection: Database.Connection
    ) throws -> [CardID: CardID] {
        guard !cards.isEmpty else { return [:] }
        let reserved = try connection.query(Database.dialect.reserveCardIDs, [cards.count]) {
            CardID(rawValue: $0.int64(0))
        }
        guard reserved.count == cards.count else { throw StoreError.notFound("Ids for the restored cards") }
        var cardIDs: [CardID: CardID] = [:]
        cardIDs.reserveCapacity(cards.count)
        try insertInBatches(
            Array(zip(cards, reserved)), into: SnapshotQueries.cardInsert, connection
        ) { row, arguments in
            let (card, id) = row
            guard let deck = decks[card.deckID] else {
                throw StoreError.inconsistentSnapshot("card \(card.id) names deck \(card.deckID), which is missing")
            }
            let content = contentIsValidated ? card.content : try card.content.validated()
            arguments.append(id.rawValue)
            arguments.append(deck.rawValue)
            arguments.append(contentsOf: RowCoding.contentArguments(content))
            arguments.append(RowCoding.millis(card.createdAt))
            arguments.append(contentsOf: RowCoding.scheduleArguments(card.schedule))
            arguments.append(firstReviewDays[card.id]?.index)
            cardIDs[card.id] = id
        }
        return cardIDs
    }

    /// The study day of each card's first answer among `reviews`: what a card's `first_review_day` holds.
    static func firstReviewDays(of reviews: [ReviewLog]) -> [CardID: StudyDay] {
        var days: [CardID: StudyDay] = [:]
        for review in reviews where days[review.cardID].map({ review.studyDay < $0 }) ?? true {
            days[review.cardID] = review.studyDay
        }
        return days
    }

    /// Inserts `reviews`, naming the new ids `cards` and `sessions` map their card and session to.
    static func insertReviews(
        _ reviews: [ReviewLog], cards: [CardID: CardID], sessions: [SessionID: SessionID],
        _ connection: Database.Connection
    ) throws {
        try insertInBatches(
            reviews, into: SnapshotQueries.reviewInsert, connection
        ) { review, arguments in
            guard let card = cards[review.cardID] else {
                throw StoreError.inconsistentSnapshot(
                    "review \(review.id) names card \(review.cardID), which is missing")
            }
            arguments.append(card.rawValue)
            arguments.append(review.sessionID.flatMap { sessions[$0]?.rawValue })
            arguments.append(RowCoding.millis(review.reviewedAt))
            arguments.append(review.studyDay.index)
            arguments.append(review.mode.rawValue)
            arguments.append(review.rating.rawValue)
            arguments.append(review.givenAnswer)
            arguments.append(review.isCorrect)
            arguments.append(review.elapsedMilliseconds)
        }
    }

    /// Inserts `rows` with `insert`, ``BatchInsert/rowsPerStatement`` a statement; `bind` appends each row's values,
    /// one at a time (a row's values gathered in an array first cost an allocation per row).
    static func insertInBatches<Row>(
        _ rows: [Row], into insert: BatchInsert, _ connection: Database.Connection,
        bind: (Row, inout [any SQLBindable]) throws -> Void
    ) throws {
        var arguments: [any SQLBindable] = []
        arguments.reserveCapacity(BatchInsert.rowsPerStatement * insert.width)
        for start in stride(from: 0, to: rows.count, by: BatchInsert.rowsPerStatement) {
            let end = min(start + BatchInsert.rowsPerStatement, rows.count)
            arguments.removeAll(keepingCapacity: true)
            for row in rows[start..<end] { try bind(row, &arguments) }
            try connection.run(insert.sql(rows: end - start), arguments)
        }
    }
}
