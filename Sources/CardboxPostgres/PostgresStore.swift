import CardboxCore
public import CardboxSQLite

/// Cardbox's store over a PostgreSQL database (``SQLStore`` over ``PostgresDatabase``): every method is one
/// transaction on a pooled connection.
///
/// It runs the same SQL as ``SQLiteStore`` (CardboxSQLite's `Queries` files) except where the dialects differ
/// (``PostgresQueries``), and decodes rows with the same decoders, so both stores pass one contract suite.
/// Several servers may share one database: migrations run once under an advisory lock, ids come from sequences, and
/// races that one SQLite writer never sees (two sign-ups with one email, two decks with one name) end in the same
/// errors as on SQLite.
public typealias PostgresStore = SQLStore<PostgresDatabase>

extension SQLStore where Database == PostgresDatabase {
    /// Connects to the database `configuration` names and applies pending migrations.
    ///
    /// - Throws: ``PostgresError`` or ``MigrationError``.
    public convenience init(
        _ configuration: PostgresConfiguration, migrations: [Migration] = PostgresSchema.migrations
    ) throws {
        let database = try PostgresDatabase(configuration)
        try database.withConnection { try PostgresMigrator(migrations: migrations).migrate($0) }
        self.init(database: database)
    }
}

extension PostgresConnection: SQLConnection {}

extension PostgresDatabase: SQLDatabase {
    /// PostgreSQL's dialect: its own statements where the text differs, row locks and advisory locks where SQLite's
    /// single writer made a check safe, and SQLSTATE class 23 for constraint violations.
    public static let dialect =
        SQLDialect(
            findDraftForSaving: PostgresQueries.lockDraft, fetchFavourites: PostgresQueries.fetchFavourites,
            lookupCountForCounting: PostgresQueries.lockLookupCount, nextJob: PostgresQueries.nextJob,
            lockUser: PostgresQueries.lockUser, lockBlobs: PostgresQueries.lockBlobs,
            lockJobClaims: PostgresQueries.lockJobClaims,
            isUniqueViolation: { ($0 as? PostgresError)?.isUniqueViolation ?? false },
            isConstraintViolation: { ($0 as? PostgresError)?.isConstraintViolation ?? false },
            lockQuiz: PostgresClassroomQueries.lockQuiz, lockAttempt: PostgresClassroomQueries.lockAttempt,
            claimMail: MailQueries.claimDue(locking: "FOR UPDATE SKIP LOCKED"),
            findCardForAnswer: CardQueries.findByID + " FOR UPDATE", reserveCardIDs: PostgresQueries.reserveCardIDs,
            readsDueCardsInOneStatement: true
        )
}
