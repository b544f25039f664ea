public import CardboxCore
public import Foundation

extension SQLiteStore: AccountStore {
    /// Creates a user with an account.
    public func createAccount(_ user: NewUser, email: String, passwordHash: String) throws -> User {
        try database.write { connection in
            if try connection.queryOne("SELECT 1 FROM account WHERE email_key = $1", [Self.emailKey(email)]) != nil {
                throw AccountError.emailTaken
            }
            var profile = user
            profile.email = email
            let row = try connection.queryOne(
                """
                INSERT INTO user (name, email, time_zone, rollover_hour, is_local, created_at)
                VALUES ($1, $2, $3, $4, 0, $5) RETURNING \(RowCoding.userColumns)
                """,
                [
                    profile.name, email, profile.timeZoneIdentifier, profile.rolloverHour,
                    RowCoding.millis(profile.createdAt),
                ]
            )
            guard let row else { throw StoreError.notFound("The new user") }
            let created = RowCoding.user(row)
            try connection.run(
                "INSERT INTO account (user_id, email_key, password_hash, password_changed_at) VALUES ($1, $2, $3, $4)",
                [created.id.rawValue, Self.emailKey(email), passwordHash, RowCoding.millis(profile.createdAt)]
            )
            return created
        }
    }

    /// The account for an email.
    public func findAccount(email: String) throws -> Account? {
        try database.read { connection in
            try connection.queryOne(
                """
                SELECT \(RowCoding.qualified(RowCoding.userColumns, "u")), a.password_hash
                FROM account a JOIN user u ON u.id = a.user_id WHERE a.email_key = $1
                """,
                [Self.emailKey(email)]
            ).map { Account(user: RowCoding.user($0), passwordHash: $0.string(6)) }
        }
    }

    /// The account of a user.
    public func findAccount(user: UserID) throws -> Account? {
        try database.read { connection in
            try connection.queryOne(
                """
                SELECT \(RowCoding.qualified(RowCoding.userColumns, "u")), a.password_hash
                FROM account a JOIN user u ON u.id = a.user_id WHERE a.user_id = $1
                """,
                [user.rawValue]
            ).map { Account(user: RowCoding.user($0), passwordHash: $0.string(6)) }
        }
    }

    /// Replaces a password hash.
    public func setPasswordHash(_ hash: String, for user: UserID, at date: Date) throws {
        try database.write { connection in
            try connection.run(
                "UPDATE account SET password_hash = $1, password_changed_at = $2 WHERE user_id = $3",
                [hash, RowCoding.millis(date), user.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("The account of user \(user)") }
        }
    }

    /// Changes the sign-in email.
    public func setEmail(_ email: String, for user: UserID) throws {
        try database.write { connection in
            if try connection.queryOne(
                "SELECT 1 FROM account WHERE email_key = $1 AND user_id != $2", [Self.emailKey(email), user.rawValue])
                != nil
            {
                throw AccountError.emailTaken
            }
            try connection.run(
                "UPDATE account SET email_key = $1 WHERE user_id = $2", [Self.emailKey(email), user.rawValue])
            try connection.run("UPDATE user SET email = $1 WHERE id = $2", [email, user.rawValue])
        }
    }

    /// Deletes a user; foreign keys remove everything the user owns.
    public func deleteUser(_ id: UserID) throws {
        try database.write { connection in
            try connection.run("DELETE FROM user WHERE id = $1", [id.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("User \(id)") }
        }
    }

    // MARK: - Sessions

    private static let sessionColumns =
        "token_hash, user_id, kind, label, csrf_secret, created_at, last_seen_at, expires_at"

    /// Stores a session.
    public func insertSession(_ session: AuthSession) throws {
        try database.write { connection in
            try connection.run(
                "INSERT INTO auth_session (\(Self.sessionColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                [
                    session.tokenHash, session.userID.rawValue, session.kind.rawValue, session.label,
                    session.csrfSecret, RowCoding.millis(session.createdAt), RowCoding.millis(session.lastSeenAt),
                    session.expiresAt.map(RowCoding.millis),
                ])
        }
    }

    /// A live session by token hash.
    public func findSession(tokenHash: String, now: Date) throws -> AuthSession? {
        try database.read { connection in
            try connection.queryOne(
                """
                SELECT \(Self.sessionColumns) FROM auth_session
                WHERE token_hash = $1 AND (expires_at IS NULL OR expires_at > $2)
                """,
                [tokenHash, RowCoding.millis(now)]
            ).map(Self.session)
        }
    }

    /// Records use of a session.
    public func touchSession(tokenHash: String, at date: Date) throws {
        try database.write { connection in
            try connection.run(
                "UPDATE auth_session SET last_seen_at = $1 WHERE token_hash = $2", [RowCoding.millis(date), tokenHash])
        }
    }

    /// Ends a session.
    public func deleteSession(tokenHash: String) throws {
        try database.write { try $0.run("DELETE FROM auth_session WHERE token_hash = $1", [tokenHash]) }
    }

    /// Ends a user's sessions.
    public func deleteSessions(of user: UserID, keeping: String?) throws {
        try database.write { connection in
            try connection.run(
                "DELETE FROM auth_session WHERE user_id = $1 AND token_hash != $2", [user.rawValue, keeping ?? ""])
        }
    }

    /// A user's API tokens.
    public func fetchAPITokens(of user: UserID) throws -> [AuthSession] {
        try database.read { connection in
            try connection.query(
                "SELECT \(Self.sessionColumns) FROM auth_session WHERE user_id = $1 AND kind = 'api' ORDER BY created_at",
                [user.rawValue]
            ).map(Self.session)
        }
    }

    private static func session(_ row: SQLiteRow) -> AuthSession {
        AuthSession(
            tokenHash: row.string(0), userID: UserID(rawValue: row.int64(1)),
            kind: AuthSession.Kind(rawValue: row.string(2)) ?? .browser, label: row.string(3),
            csrfSecret: row.string(4), createdAt: RowCoding.date(row.int64(5)),
            lastSeenAt: RowCoding.date(row.int64(6)),
            expiresAt: RowCoding.date(row.optionalInt(7)))
    }

    // MARK: - Password resets

    /// Stores a reset token hash.
    public func insertPasswordReset(_ reset: PasswordReset) throws {
        try database.write { connection in
            try connection.run(
                """
                INSERT INTO password_reset (token_hash, user_id, created_at, expires_at, requested_from)
                VALUES ($1, $2, $3, $4, $5)
                """,
                [
                    reset.tokenHash, reset.userID.rawValue, RowCoding.millis(reset.createdAt),
                    RowCoding.millis(reset.expiresAt), reset.requestedFrom,
                ])
        }
    }

    /// Uses a reset token once.
    public func consumePasswordReset(tokenHash: String, at now: Date) throws -> UserID? {
        try database.write { connection in
            try connection.queryOne(
                """
                UPDATE password_reset SET used_at = $1
                WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING user_id
                """,
                [RowCoding.millis(now), tokenHash]
            ).map { UserID(rawValue: $0.int64(0)) }
        }
    }

    /// Resets requested recently.
    public func countPasswordResets(of user: UserID, since: Date) throws -> Int {
        try database.read { connection in
            try connection.queryOne(
                "SELECT count(*) FROM password_reset WHERE user_id = $1 AND created_at >= $2",
                [user.rawValue, RowCoding.millis(since)]
            )?.int(0) ?? 0
        }
    }

    /// Finishes a reset.
    public func completePasswordReset(user: UserID, passwordHash: String, at date: Date) throws {
        try database.write { connection in
            try connection.run(
                "UPDATE account SET password_hash = $1, password_changed_at = $2 WHERE user_id = $3",
                [passwordHash, RowCoding.millis(date), user.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("The account of user \(user)") }
            try connection.run("DELETE FROM password_reset WHERE user_id = $1 AND used_at IS NULL", [user.rawValue])
            try connection.run("DELETE FROM auth_session WHERE user_id = $1", [user.rawValue])
        }
    }

    // MARK: - Outbox

    /// Queues mail.
    public func enqueueMail(_ mail: OutgoingMail) throws {
        try database.write { connection in
            try connection.run(
                """
                INSERT INTO outbox (recipient, subject, body, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $4)
                """,
                [mail.recipient, mail.subject, mail.body, RowCoding.millis(mail.createdAt)])
        }
    }

    /// Mail due for sending.
    public func fetchDueMail(now: Date, limit: Int) throws -> [OutgoingMail] {
        try database.read { connection in
            try connection.query(
                """
                SELECT id, recipient, subject, body, attempts, created_at FROM outbox
                WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= $1
                ORDER BY id LIMIT $2
                """,
                [RowCoding.millis(now), limit]
            ).map {
                OutgoingMail(
                    id: $0.int64(0), recipient: $0.string(1), subject: $0.string(2), body: $0.string(3),
                    attempts: $0.int(4), createdAt: RowCoding.date($0.int64(5)))
            }
        }
    }

    /// Marks mail sent.
    public func markMailSent(_ id: Int64, at date: Date) throws {
        try database.write { connection in
            try connection.run(
                "UPDATE outbox SET sent_at = $1, attempts = attempts + 1, last_error = NULL WHERE id = $2",
                [RowCoding.millis(date), id])
        }
    }

    /// Records a failed attempt.
    public func markMailFailed(_ id: Int64, error: String, retryAt: Date?) throws {
        try database.write { connection in
            try connection.run(
                "UPDATE outbox SET attempts = attempts + 1, last_error = $1, next_attempt_at = $2 WHERE id = $3",
                [error, retryAt.map(RowCoding.millis), id])
        }
    }

    static func emailKey(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
