public import CardboxCore
public import Foundation

extension SQLStore: ReviewStore {
    /// Starts a session.
    public func startSession(_ session: NewSession) throws -> StudySession {
        try database.write { connection in
            let started = try connection.queryOne(
                ReviewQueries.startSession,
                [
                    session.userID.rawValue, session.deckID?.rawValue, session.mode.rawValue,
                    RowCoding.millis(session.startedAt), session.studyDay.index,
                ],
                decoding: RowCoding.session
            )
            guard let started else { throw StoreError.notFound("The new session") }
            return started
        }
    }

    /// Marks a session finished.
    public func finishSession(_ id: SessionID, at date: Date) throws {
        try database.write { connection in
            try connection.run(ReviewQueries.finishSession, [RowCoding.millis(date), id.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("Session \(id)") }
        }
    }

    /// Stores an answer, the card's new state and the session totals in one transaction.
    public func record(_ review: ReviewRecord, session: SessionID?) throws -> ReviewLog {
        try database.write { connection in try Self.record(review, session: session, connection) }
    }

    /// Stores an answer, the card's new state and the session totals, in the caller's transaction.
    static func record(
        _ review: ReviewRecord, session: SessionID?, _ connection: Database.Connection
    ) throws -> ReviewLog {
        if let previous = review.previousState {
            let current = try connection.queryOne(
                dialect.findCardForAnswer, [review.cardID.rawValue], decoding: RowCoding.card)
            guard let current else { throw CardError.notFound(review.cardID) }
            guard current.schedule == previous else { throw CardError.answeredMeanwhile(review.cardID) }
        }
        let log = try connection.queryOne(
            ReviewQueries.insert,
            [
                review.cardID.rawValue, session?.rawValue, RowCoding.millis(review.reviewedAt),
                review.studyDay.index, review.mode.rawValue, review.rating.rawValue, review.givenAnswer,
                review.isCorrect, review.elapsedMilliseconds, review.previousState.map(RowCoding.json),
            ],
            decoding: RowCoding.review
        )
        guard let log else { throw StoreError.notFound("The new review") }
        try saveSchedule(review.newState, of: review.cardID, firstReviewDay: review.studyDay, connection)
        if let session {
            try connection.run(ReviewQueries.countAnswer, [review.isCorrect ? 1 : 0, session.rawValue])
        }
        return log
    }

    /// Saves a card's schedule; `firstReviewDay` is recorded if the card has none yet.
    static func saveSchedule(
        _ state: SchedulingState, of card: CardID, firstReviewDay: StudyDay? = nil, _ connection: Database.Connection
    ) throws {
        let isFirstReview = try connection.queryOne(
            CardQueries.updateSchedule, RowCoding.scheduleArguments(state) + [card.rawValue]
        ) { $0.bool(0) }
        guard let isFirstReview else { throw CardError.notFound(card) }
        if isFirstReview, let firstReviewDay {
            try connection.run(CardQueries.setFirstReviewDay, [card.rawValue, firstReviewDay.index])
        }
    }

    /// A deck's review log, oldest first.
    public func fetchReviews(deck: DeckID) throws -> [ReviewLog] {
        try database.read { try Self.reviews(ofDeck: deck, $0) }
    }

    /// Deck `deck`'s answers, oldest first (the earlier id first at the same instant).
    ///
    /// Sorted here rather than by the database: SQLite sorted whole rows in a temporary b-tree, which took four times
    /// as long as reading them (200,000 answers). Their keys are sorted, not the answers, which are large to move.
    static func reviews(ofDeck deck: DeckID, _ connection: Database.Connection) throws -> [ReviewLog] {
        let reviews = try connection.query(ReviewQueries.fetchByDeck, [deck.rawValue], decoding: RowCoding.review)
        let isOldestFirst = zip(reviews, reviews.dropFirst()).allSatisfy { earlier, later in
            (earlier.reviewedAt, earlier.id.rawValue) < (later.reviewedAt, later.id.rawValue)
        }
        if isOldestFirst { return reviews }
        var keys = reviews.indices.map { (instant: reviews[$0].reviewedAt, id: reviews[$0].id.rawValue, index: $0) }
        keys.sort { ($0.instant, $0.id) < ($1.instant, $1.id) }
        return keys.map { reviews[$0.index] }
    }

    /// Graded answers with their card's category.
    public func fetchGradedAnswers(owner: UserID, deck: DeckID?) throws -> [(category: String, isCorrect: Bool)] {
        let rows = try database.read { connection in
            try connection.query(ReviewQueries.gradedAnswers, [owner.rawValue, deck?.rawValue]) {
                GradedAnswer(category: $0.text(0), isCorrect: $0.bool(1))
            }
        }
        return rows.map { (category: $0.category, isCorrect: $0.isCorrect) }
    }

    /// One answer's card category and correctness, carried out of a read.
    private struct GradedAnswer: Sendable {
        let category: String
        let isCorrect: Bool
    }

    /// Days with at least one answer.
    public func fetchStudyDays(owner: UserID) throws -> [StudyDay] {
        try database.read { connection in
            try connection.query(ReviewQueries.studyDays, [owner.rawValue]) { StudyDay(index: $0.int(0)) }
        }
    }

    /// Answers per study day, from the review log.
    public func fetchDailyAnswers(owner: UserID) throws -> [DailyAnswers] {
        try database.read { connection in
            try connection.query(ReviewQueries.dailyAnswers, [owner.rawValue]) { row in
                DailyAnswers(day: StudyDay(index: row.int(0)), answered: row.int(1), correct: row.int(2))
            }
        }
    }

    /// The user's sessions.
    public func fetchSessions(owner: UserID) throws -> [StudySession] {
        try database.read {
            try $0.query(ReviewQueries.fetchSessions, [owner.rawValue], decoding: RowCoding.session)
        }
    }

    /// One session.
    public func findSession(_ id: SessionID) throws -> StudySession? {
        try database.read { try $0.queryOne(ReviewQueries.findSession, [id.rawValue], decoding: RowCoding.session) }
    }

    /// One session, if it is `owner`'s.
    public func findSession(_ id: SessionID, owner: UserID) throws -> StudySession? {
        try database.read { connection in
            try connection.queryOne(
                ReviewQueries.findOwnedSession, [id.rawValue, owner.rawValue], decoding: RowCoding.session)
        }
    }

    /// One review.
    public func findReview(_ id: ReviewID) throws -> ReviewLog? {
        try database.read { try $0.queryOne(ReviewQueries.findByID, [id.rawValue], decoding: RowCoding.review) }
    }

    /// One review, if it answers a card of `owner`'s.
    public func findReview(_ id: ReviewID, owner: UserID) throws -> ReviewLog? {
        try database.read { connection in
            try connection.queryOne(ReviewQueries.findOwned, [id.rawValue, owner.rawValue], decoding: RowCoding.review)
        }
    }
}
