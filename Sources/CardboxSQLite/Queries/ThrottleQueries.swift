/// The SQL for throttle counters: attempt windows per address and fading failures per key, each under a scope.
///
/// Both are single upserts, so two servers counting at once each see the other's attempt.
package enum ThrottleQueries {
    /// Failures under scope `$1`, key `$2`: failures, last failure at.
    package static let findFailures = """
        SELECT failures, last_failure_at FROM throttle_failure WHERE scope = $1 AND failure_key = $2
        """

    /// Counts one attempt of address `$2` in scope `$1` at `$3`, returning the window's start and attempts.
    ///
    /// The window lasts `$4` milliseconds and holds at most `$5` attempts: a window that has ended starts again at
    /// `$3`, and a full one stays at `$5 + 1`, so more than `$5` means the attempt was refused.
    package static let countAttempt = """
        INSERT INTO throttle_attempt (scope, address, window_start, attempts) VALUES ($1, $2, $3, 1)
        ON CONFLICT (scope, address) DO UPDATE SET
            window_start = CASE
                WHEN excluded.window_start - throttle_attempt.window_start >= $4 THEN excluded.window_start
                ELSE throttle_attempt.window_start END,
            attempts = CASE
                WHEN excluded.window_start - throttle_attempt.window_start >= $4 THEN 1
                WHEN throttle_attempt.attempts > $5 THEN throttle_attempt.attempts
                ELSE throttle_attempt.attempts + 1 END
        RETURNING window_start, attempts
        """

    /// Records a failure under scope `$1`, key `$2` at `$3`, first forgetting one earlier failure per `$4`
    /// milliseconds since the last.
    package static let recordFailure = """
        INSERT INTO throttle_failure (scope, failure_key, failures, last_failure_at) VALUES ($1, $2, 1, $3)
        ON CONFLICT (scope, failure_key) DO UPDATE SET
            failures = CASE
                WHEN excluded.last_failure_at <= throttle_failure.last_failure_at THEN throttle_failure.failures + 1
                WHEN throttle_failure.failures
                    - (excluded.last_failure_at - throttle_failure.last_failure_at) / $4 > 0
                THEN throttle_failure.failures
                    - (excluded.last_failure_at - throttle_failure.last_failure_at) / $4 + 1
                ELSE 1 END,
            last_failure_at = excluded.last_failure_at
        """

    /// Forgets the failures under scope `$1`, key `$2`.
    package static let clearFailures = "DELETE FROM throttle_failure WHERE scope = $1 AND failure_key = $2"

    /// Deletes the attempt windows of scope `$3`, `$2` milliseconds long, that ended by `$1`.
    package static let pruneAttempts = "DELETE FROM throttle_attempt WHERE scope = $3 AND window_start + $2 <= $1"

    /// Deletes the failures of scope `$3` that have all faded by `$1`, one per `$2` milliseconds.
    package static let pruneFailures =
        "DELETE FROM throttle_failure WHERE scope = $3 AND last_failure_at + failures * $2 <= $1"
}
