/// The SQL for the outbox of mail to send.
package enum MailQueries {
    /// Queues mail: recipient, subject, body, created at (also its first attempt time).
    package static let enqueue = """
        INSERT INTO outbox (recipient, subject, body, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $4)
        """

    /// Unsent mail due for an attempt at `$1`, oldest first, at most `$2`: id, recipient, subject, body, attempts,
    /// created at.
    package static let fetchDue = """
        SELECT id, recipient, subject, body, attempts, created_at FROM outbox
        WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= $1
        ORDER BY id LIMIT $2
        """

    /// Claims unsent mail due at `$1`, oldest first, at most `$2`, by moving its next attempt to `$3`.
    ///
    /// Returns id, recipient, subject, body, attempts, created at. `locking` follows the `SELECT` that picks the rows (PostgreSQL
    /// skips rows another sender holds), which is materialized so its limit holds; the due condition is checked
    /// again on each row as it is when the update reaches it.
    package static func claimDue(locking: String = "") -> String {
        """
        WITH picked AS MATERIALIZED (
            SELECT id FROM outbox
            WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= $1
            ORDER BY id LIMIT $2 \(locking))
        UPDATE outbox SET next_attempt_at = $3 FROM picked
        WHERE outbox.id = picked.id AND outbox.sent_at IS NULL AND outbox.next_attempt_at <= $1
        RETURNING outbox.id, outbox.recipient, outbox.subject, outbox.body, outbox.attempts, outbox.created_at
        """
    }

    /// Marks mail `$2` sent at `$1`.
    package static let markSent =
        "UPDATE outbox SET sent_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2"

    /// Records failure `$1` for mail `$3` and the next attempt at `$2` (NULL: never).
    package static let markFailed =
        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2 WHERE id = $3"
}
