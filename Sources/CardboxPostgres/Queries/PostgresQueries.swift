import CardboxSQLite

/// The statements whose PostgreSQL text differs from the shared text in CardboxSQLite's `Queries` files, and the row
/// locks that stand in for SQLite's single writer where two servers could otherwise both pass a check.
enum PostgresQueries {
    /// Locks user `$1`'s row until the transaction ends.
    static let lockUser = "SELECT id FROM \"user\" WHERE id = $1 FOR UPDATE"

    /// The draft with id `$1`, its row locked until the transaction ends.
    static let lockDraft = "SELECT \(DraftQueries.columns) FROM draft WHERE id = $1 FOR UPDATE"

    /// The favourite words of user `$1`, oldest first (ties in the order they were added).
    static let fetchFavourites =
        "SELECT word, created_at FROM favourite_word WHERE user_id = $1 ORDER BY created_at, id"

    /// The look-ups of user `$1` in month `$2`, with the month's row created if missing and locked until the
    /// transaction ends.
    static let lockLookupCount = """
        INSERT INTO word_lookup_usage (user_id, month, count) VALUES ($1, $2, 0)
        ON CONFLICT (user_id, month) DO UPDATE SET count = word_lookup_usage.count
        RETURNING count
        """

    /// Holds the lock that filing, releasing and collecting blobs share until the transaction ends.
    static let lockBlobs = "SELECT pg_advisory_xact_lock(\(blobLockKey))"

    /// Holds the lock that claiming jobs and recovering expired ones share until the transaction ends.
    static let lockJobClaims = "SELECT pg_advisory_xact_lock(\(jobClaimLockKey))"

    /// The advisory lock key of blob bookkeeping (distinct from the migration lock's key).
    static let blobLockKey: Int64 = 0x6361_7264_626C_6F62

    /// The advisory lock key of job claims (distinct from the migration lock's key).
    static let jobClaimLockKey: Int64 = 0x6361_7264_6A6F_6273

    /// ``JobQueries/next`` with the job's row locked until the transaction ends, skipping rows another transaction
    /// holds.
    static let nextJob = JobQueries.next + "\nFOR UPDATE OF w SKIP LOCKED"

    /// `$1` fresh card ids from the card table's identity sequence, one per row (never handed out again, even if the
    /// transaction rolls back).
    static let reserveCardIDs =
        "SELECT nextval(pg_get_serial_sequence('card', 'id')) FROM generate_series(1, $1::bigint)"
}
