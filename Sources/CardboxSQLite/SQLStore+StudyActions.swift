public import CardboxCore

extension SQLStore: StudyActionStore {
    /// The newest answers given in `session`, newest first.
    public func fetchLatestReviews(session: SessionID, limit: Int) throws -> [ReviewLog] {
        try database.read { connection in
            try connection.query(
                StudyActionQueries.latestInSession, [session.rawValue, limit], decoding: RowCoding.review)
        }
    }

    /// The schedule the card had before `review`, when it was kept.
    public func previousState(of review: ReviewID) throws -> SchedulingState? {
        let text = try database.read { connection in
            try connection.queryOne(StudyActionQueries.previousState, [review.rawValue]) { $0.optionalString(0) }
        }
        guard let text = text ?? nil else { return nil }
        return try RowCoding.decode(SchedulingState.self, text)
    }

    /// Removes an answer, restores the card's schedule and uncounts the answer from its session, in one
    /// transaction.
    public func revert(_ revert: ReviewRevert) throws {
        try database.write { connection in _ = try Self.revert(revert, connection) }
    }

    /// Takes an answer back and stores `record` in its place, in the same session, in one transaction.
    public func replaceReview(_ revert: ReviewRevert, with record: ReviewRecord) throws -> ReviewLog {
        try database.write { connection in
            let session = try Self.revert(revert, connection)
            return try Self.record(record, session: session, connection)
        }
    }

    /// Takes an answer back in the caller's transaction; returns the session it was counted in.
    private static func revert(_ revert: ReviewRevert, _ connection: Database.Connection) throws -> SessionID? {
        let found = try connection.queryOne(
            StudyActionQueries.findToRevert, [revert.reviewID?.rawValue, revert.cardID.rawValue]
        ) { (id: $0.int64(0), session: $0.optionalInt(1), isCorrect: $0.bool(2)) }
        guard let found else { throw StoreError.notFound("The answer to undo") }
        try connection.run(StudyActionQueries.deleteReview, [found.id])
        try saveSchedule(revert.previousState, of: revert.cardID, connection)
        if revert.previousState.phase == .new {
            try connection.run(StudyActionQueries.clearFirstReviewDay, [revert.cardID.rawValue])
        }
        guard let session = found.session else { return nil }
        try connection.run(StudyActionQueries.uncountAnswer, [found.isCorrect ? 1 : 0, session])
        return SessionID(rawValue: Int64(session))
    }

    /// Buries or suspends a card, or takes it back.
    public func setAside(_ request: CardSetAside) throws {
        var suspended = false
        var buriedUntil: Int?
        switch request.setAside {
        case .suspended: suspended = true
        case .buried(let day): buriedUntil = day.index
        case nil: break
        }
        try database.write { connection in
            try connection.run(
                StudyActionQueries.setAside, [request.cardID.rawValue, suspended ? 1 : 0, buriedUntil])
            if connection.changes == 0 { throw CardError.notFound(request.cardID) }
        }
    }

    /// The cards of `deck` kept out of study on `today`.
    public func fetchSetAside(deck: DeckID, today: StudyDay) throws -> [CardID: SetAside] {
        let rows = try database.read { connection in
            try connection.query(StudyActionQueries.fetchSetAside, [deck.rawValue, today.index]) {
                (id: $0.int64(0), suspended: $0.bool(1), buriedUntil: $0.optionalInt(2))
            }
        }
        var result: [CardID: SetAside] = [:]
        for row in rows {
            result[CardID(rawValue: row.id)] =
                row.suspended ? .suspended : row.buriedUntil.map { .buried(until: StudyDay(index: $0)) }
        }
        return result
    }
}
