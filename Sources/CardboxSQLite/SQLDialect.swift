/// Where one database's SQL or locking differs from the shared query files, as values ``SQLStore`` uses.
///
/// SQLite has one writer at a time, so its checks need no locks; PostgreSQL serves several servers at once, so it
/// locks the rows or advisory keys a check depends on, and reports races that SQLite never sees as errors the store
/// turns into the same results.
public struct SQLDialect: Sendable {
    /// The draft with id `$1`, read before saving it (locked until the transaction ends where that matters).
    public var findDraftForSaving: String
    /// The favourite words of user `$1`, oldest first.
    public var fetchFavourites: String
    /// The look-ups of user `$1` in month `$2`, read before counting one more.
    public var lookupCountForCounting: String
    /// The next job to claim, given kind `$1`, time `$2` and the running limit `$3`.
    public var nextJob: String
    /// Locks user `$1`'s row until the transaction ends, or nothing.
    public var lockUser: String?
    /// Takes the lock blob bookkeeping shares until the transaction ends, or nothing.
    public var lockBlobs: String?
    /// Takes the lock job claims share until the transaction ends, or nothing.
    public var lockJobClaims: String?
    /// The card with id `$1`, read before an answer to it is stored (locked until the transaction ends where that
    /// matters).
    public var findCardForAnswer: String
    /// Claims due mail: time `$1`, limit `$2`, lease until `$3` (see ``MailQueries/claimDue(locking:)``).
    public var claimMail: String
    /// Whether `error` is a unique index stopping an insert that raced another one.
    public var isUniqueViolation: @Sendable (any Error) -> Bool
    /// Whether `error` is any constraint violation.
    public var isConstraintViolation: @Sendable (any Error) -> Bool
    /// Locks quiz `$1`'s row against attempts starting until the transaction ends, or nothing.
    public var lockQuiz: String?
    /// Locks attempt `$1`'s row so saving an answer and submitting take turns, or nothing.
    public var lockAttempt: String?
    /// `$1` (at least 1) card ids no card has and none will be given, one per row, in a write transaction.
    public var reserveCardIDs: String
    /// Whether the studied cards due in a deck are read in one statement (``CardQueries/dueStudied``) rather than
    /// two (``CardQueries/dueLearning``, ``CardQueries/dueReviews``): worth it where each is a round trip.
    public var readsDueCardsInOneStatement: Bool

    /// A dialect from its parts; `claimMail` is the shared ``MailQueries/claimDue(locking:)``, `findCardForAnswer`
    /// the shared ``CardQueries/findByID`` and `reserveCardIDs` SQLite's ``SnapshotQueries/reserveCardIDs`` unless
    /// given.
    public init(
        findDraftForSaving: String, fetchFavourites: String, lookupCountForCounting: String, nextJob: String,
        lockUser: String?, lockBlobs: String?, lockJobClaims: String?,
        isUniqueViolation: @escaping @Sendable (any Error) -> Bool,
        isConstraintViolation: @escaping @Sendable (any Error) -> Bool, lockQuiz: String? = nil,
        lockAttempt: String? = nil, claimMail: String? = nil, findCardForAnswer: String? = nil,
        reserveCardIDs: String? = nil, readsDueCardsInOneStatement: Bool = false
    ) {
        self.readsDueCardsInOneStatement = readsDueCardsInOneStatement
        self.reserveCardIDs = reserveCardIDs ?? SnapshotQueries.reserveCardIDs
        self.claimMail = claimMail ?? MailQueries.claimDue()
        self.findCardForAnswer = findCardForAnswer ?? CardQueries.findByID
        self.findDraftForSaving = findDraftForSaving
        self.fetchFavourites = fetchFavourites
        self.lookupCountForCounting = lookupCountForCounting
        self.nextJob = nextJob
        self.lockUser = lockUser
        self.lockBlobs = lockBlobs
        self.lockJobClaims = lockJobClaims
        self.isUniqueViolation = isUniqueViolation
        self.isConstraintViolation = isConstraintViolation
        self.lockQuiz = lockQuiz
        self.lockAttempt = lockAttempt
    }

    /// SQLite's dialect: the shared statements and no locks; its single writer never loses an insert race.
    public static let sqlite = SQLDialect(
        findDraftForSaving: DraftQueries.findByID, fetchFavourites: WordQueries.fetchFavourites,
        lookupCountForCounting: WordQueries.lookupCount, nextJob: JobQueries.next,
        lockUser: nil, lockBlobs: nil, lockJobClaims: nil,
        isUniqueViolation: { _ in false },
        isConstraintViolation: { ($0 as? SQLiteError)?.isConstraintViolation ?? false }
    )
}

extension SQLConnection {
    /// Runs `lock` with `arguments` when the dialect has one.
    func lock(_ lock: String?, _ arguments: [any SQLBindable] = []) throws {
        if let lock { try run(lock, arguments) }
    }
}
