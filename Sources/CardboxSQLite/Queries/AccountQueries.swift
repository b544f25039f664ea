/// The SQL for sign-in accounts, their sessions and password resets.
package enum AccountQueries {
    /// Whether an account signs in with email key `$1`.
    package static let emailKeyTaken = "SELECT 1 FROM account WHERE email_key = $1"

    /// Whether an account other than user `$2`'s signs in with email key `$1`.
    package static let emailKeyTakenByOther = "SELECT 1 FROM account WHERE email_key = $1 AND user_id != $2"

    /// Adds a user with an account: name, email, time zone, rollover hour, created at; returns
    /// ``UserQueries/columns``.
    package static let insertUser = """
        INSERT INTO "user" (name, email, time_zone, rollover_hour, is_local, created_at)
        VALUES ($1, $2, $3, $4, 0, $5) RETURNING \(UserQueries.columns)
        """

    /// Adds the account of user `$1`: email key, password hash, when the password was set.
    package static let insert =
        "INSERT INTO account (user_id, email_key, password_hash, password_changed_at) VALUES ($1, $2, $3, $4)"

    /// The user (``UserQueries/columns``) and password hash (column 6) of the account with email key `$1`.
    package static let findByEmailKey = """
        SELECT \(RowCoding.qualified(UserQueries.columns, "u")), a.password_hash
        FROM account a JOIN "user" u ON u.id = a.user_id WHERE a.email_key = $1
        """

    /// The user (``UserQueries/columns``) and password hash (column 6) of user `$1`'s account.
    package static let findByUser = """
        SELECT \(RowCoding.qualified(UserQueries.columns, "u")), a.password_hash
        FROM account a JOIN "user" u ON u.id = a.user_id WHERE a.user_id = $1
        """

    /// Sets password hash `$1`, changed at `$2`, for user `$3`.
    package static let setPasswordHash =
        "UPDATE account SET password_hash = $1, password_changed_at = $2 WHERE user_id = $3"

    /// Sets email key `$1` for user `$2`.
    package static let setEmailKey = "UPDATE account SET email_key = $1 WHERE user_id = $2"

    /// Sets the profile email `$1` of user `$2`.
    package static let setUserEmail = "UPDATE \"user\" SET email = $1 WHERE id = $2"

    /// Deletes user `$1`; foreign keys remove everything the user owns.
    package static let deleteUser = "DELETE FROM \"user\" WHERE id = $1"

    /// The columns of `auth_session` in the order ``RowCoding/authSession(_:)`` reads them.
    package static let sessionColumns =
        "token_hash, user_id, kind, label, csrf_secret, created_at, last_seen_at, expires_at"

    /// Stores a session: ``sessionColumns`` in order.
    package static let insertSession =
        "INSERT INTO auth_session (\(sessionColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)"

    /// The session with token hash `$1` unless it expired by `$2`.
    package static let findSession = """
        SELECT \(sessionColumns) FROM auth_session
        WHERE token_hash = $1 AND (expires_at IS NULL OR expires_at > $2)
        """

    /// Records that session `$2` was used at `$1`.
    package static let touchSession = "UPDATE auth_session SET last_seen_at = $1 WHERE token_hash = $2"

    /// Ends the session with token hash `$1`.
    package static let deleteSession = "DELETE FROM auth_session WHERE token_hash = $1"

    /// Ends user `$1`'s sessions except the one with token hash `$2`.
    package static let deleteSessionsExcept = "DELETE FROM auth_session WHERE user_id = $1 AND token_hash != $2"

    /// Ends all of user `$1`'s sessions.
    package static let deleteAllSessions = "DELETE FROM auth_session WHERE user_id = $1"

    /// User `$1`'s API tokens, oldest first.
    package static let fetchAPITokens =
        "SELECT \(sessionColumns) FROM auth_session WHERE user_id = $1 AND kind = 'api' ORDER BY created_at"

    /// Stores a reset: token hash, user, created at, expires at, requested from.
    package static let insertReset = """
        INSERT INTO password_reset (token_hash, user_id, created_at, expires_at, requested_from)
        VALUES ($1, $2, $3, $4, $5)
        """

    /// Uses the reset with token hash `$2` at `$1` if unused and unexpired; returns its user.
    package static let consumeReset = """
        UPDATE password_reset SET used_at = $1
        WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING user_id
        """

    /// How many resets user `$1` requested since `$2`.
    package static let countResets = "SELECT count(*) FROM password_reset WHERE user_id = $1 AND created_at >= $2"

    /// Deletes user `$1`'s unused resets.
    package static let deleteUnusedResets = "DELETE FROM password_reset WHERE user_id = $1 AND used_at IS NULL"
}
