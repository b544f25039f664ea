public import CardboxCore
public import Foundation

extension SQLiteStore: ReviewStore {
    /// Starts a session.
    public func startSession(_ session: NewSession) throws -> StudySession {
        try database.write { connection in
            let row = try connection.queryOne(
                """
                INSERT INTO study_session (user_id, deck_id, mode, started_at, study_day)
                VALUES ($1, $2, $3, $4, $5) RETURNING \(RowCoding.sessionColumns)
                """,
                [
                    session.userID.rawValue, session.deckID?.rawValue, session.mode.rawValue,
                    RowCoding.millis(session.startedAt), session.studyDay.index,
                ]
            )
            guard let row else { throw StoreError.notFound("The new session") }
            return RowCoding.session(row)
        }
    }

    /// Marks a session finished.
    public func finishSession(_ id: SessionID, at date: Date) throws {
        try database.write { connection in
            try connection.run(
                "UPDATE study_session SET ended_at = $1 WHERE id = $2", [RowCoding.millis(date), id.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("Session \(id)") }
        }
    }

    /// Stores an answer, the card's new state and the session totals in one transaction.
    public func record(_ review: ReviewRecord, session: SessionID?) throws -> ReviewLog {
        try database.write { connection in
            let row = try connection.queryOne(
                """
                INSERT INTO review_log (card_id, session_id, reviewed_at, study_day, mode, rating, given_answer,
                                        is_correct, elapsed_ms)
                VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING \(RowCoding.reviewColumns)
                """,
                [
                    review.cardID.rawValue, session?.rawValue, RowCoding.millis(review.reviewedAt),
                    review.studyDay.index, review.mode.rawValue, review.rating.rawValue, review.givenAnswer,
                    review.isCorrect, review.elapsedMilliseconds,
                ]
            )
            guard let row else { throw StoreError.notFound("The new review") }
            try Self.saveSchedule(review.newState, of: review.cardID, firstReviewDay: review.studyDay, connection)
            if let session {
                try connection.run(
                    "UPDATE study_session SET answered = answered + 1, correct = correct + $1 WHERE id = $2",
                    [review.isCorrect ? 1 : 0, session.rawValue]
                )
            }
            return RowCoding.review(row)
        }
    }

    /// Saves a card's schedule; `firstReviewDay` is recorded if the card has none yet.
    static func saveSchedule(
        _ state: SchedulingState, of card: CardID, firstReviewDay: StudyDay? = nil, _ connection: SQLiteConnection
    ) throws {
        try connection.run(
            """
            UPDATE card SET phase = $1, due_day = $2, due_at = $3, step = $4, box = $5, interval_days = $6, ease = $7,
                            repetitions = $8, lapses = $9, stability = $10, difficulty = $11, last_review_at = $12,
                            last_review_day = $13, first_review_day = coalesce(first_review_day, $15)
            WHERE id = $14
            """,
            RowCoding.scheduleArguments(state) + [card.rawValue, firstReviewDay?.index]
        )
        if connection.changes == 0 { throw CardError.notFound(card) }
    }

    /// A deck's review log, oldest first.
    public func fetchReviews(deck: DeckID) throws -> [ReviewLog] {
        try database.read { connection in
            try connection.query(
                """
                SELECT \(RowCoding.qualified(RowCoding.reviewColumns, "r"))
                FROM review_log r JOIN card c ON c.id = r.card_id
                WHERE c.deck_id = $1 ORDER BY r.reviewed_at, r.id
                """,
                [deck.rawValue]
            ).map(RowCoding.review)
        }
    }

    /// Graded answers with their card's category.
    public func fetchGradedAnswers(owner: UserID, deck: DeckID?) throws -> [(category: String, isCorrect: Bool)] {
        let rows = try database.read { connection in
            try connection.query(
                """
                SELECT c.category, r.is_correct FROM review_log r JOIN card c ON c.id = r.card_id
                WHERE c.deck_id IN (SELECT id FROM deck WHERE owner_id = $1 AND ($2 IS NULL OR id = $2))
                """,
                [owner.rawValue, deck?.rawValue]
            )
        }
        return rows.map { (category: $0.string(0), isCorrect: $0.bool(1)) }
    }

    /// Days with at least one answer.
    public func fetchStudyDays(owner: UserID) throws -> [StudyDay] {
        try database.read { connection in
            try connection.query(
                "SELECT DISTINCT study_day FROM study_session WHERE user_id = $1 AND answered > 0 ORDER BY study_day",
                [owner.rawValue]
            ).map { StudyDay(index: $0.int(0)) }
        }
    }

    /// The user's sessions.
    public func fetchSessions(owner: UserID) throws -> [StudySession] {
        try database.read { connection in
            try connection.query(
                "SELECT \(RowCoding.sessionColumns) FROM study_session WHERE user_id = $1 ORDER BY started_at, id",
                [owner.rawValue]
            ).map(RowCoding.session)
        }
    }

    /// One session.
    public func findSession(_ id: SessionID) throws -> StudySession? {
        try database.read { connection in
            try connection.queryOne(
                "SELECT \(RowCoding.sessionColumns) FROM study_session WHERE id = $1", [id.rawValue]
            ).map(RowCoding.session)
        }
    }

    /// One review.
    public func findReview(_ id: ReviewID) throws -> ReviewLog? {
        try database.read { connection in
            try connection.queryOne(
                "SELECT \(RowCoding.reviewColumns) FROM review_log WHERE id = $1", [id.rawValue]
            ).map(RowCoding.review)
        }
    }
}
