public import CardboxCore
public import Foundation

extension SQLStore: AccountStore {
    /// Creates a user with an account.
    ///
    /// Where several servers share the database, two sign-ups racing for one email both pass the first check; the
    /// unique index stops the second, which is reported as ``AccountError/emailTaken`` too.
    public func createAccount(_ user: NewUser, email: String, passwordHash: String) throws -> User {
        do {
            return try insertAccount(user, email: email, passwordHash: passwordHash)
        } catch let error where Self.dialect.isUniqueViolation(error) {
            throw AccountError.emailTaken
        }
    }

    private func insertAccount(_ user: NewUser, email: String, passwordHash: String) throws -> User {
        try database.write { connection in
            if try connection.exists(AccountQueries.emailKeyTaken, [RowCoding.emailKey(email)]) {
                throw AccountError.emailTaken
            }
            var profile = user
            profile.email = email
            let created = try connection.queryOne(
                AccountQueries.insertUser,
                [
                    profile.name, email, profile.timeZoneIdentifier, profile.rolloverHour,
                    RowCoding.millis(profile.createdAt),
                ],
                decoding: RowCoding.user
            )
            guard let created else { throw StoreError.notFound("The new user") }
            try connection.run(
                AccountQueries.insert,
                [created.id.rawValue, RowCoding.emailKey(email), passwordHash, RowCoding.millis(profile.createdAt)]
            )
            return created
        }
    }

    /// The account for an email.
    public func findAccount(email: String) throws -> Account? {
        try database.read {
            try $0.queryOne(AccountQueries.findByEmailKey, [RowCoding.emailKey(email)], decoding: RowCoding.account)
        }
    }

    /// The account of a user.
    public func findAccount(user: UserID) throws -> Account? {
        try database.read { try $0.queryOne(AccountQueries.findByUser, [user.rawValue], decoding: RowCoding.account) }
    }

    /// Replaces a password hash.
    public func setPasswordHash(_ hash: String, for user: UserID, at date: Date) throws {
        try database.write { connection in
            try connection.run(AccountQueries.setPasswordHash, [hash, RowCoding.millis(date), user.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("The account of user \(user)") }
        }
    }

    /// Changes the sign-in email.
    public func setEmail(_ email: String, for user: UserID) throws {
        do {
            try changeEmail(email, for: user)
        } catch let error where Self.dialect.isUniqueViolation(error) {
            throw AccountError.emailTaken
        }
    }

    private func changeEmail(_ email: String, for user: UserID) throws {
        try database.write { connection in
            if try connection.exists(AccountQueries.emailKeyTakenByOther, [RowCoding.emailKey(email), user.rawValue]) {
                throw AccountError.emailTaken
            }
            try connection.run(AccountQueries.setEmailKey, [RowCoding.emailKey(email), user.rawValue])
            try connection.run(AccountQueries.setUserEmail, [email, user.rawValue])
        }
    }

    /// Deletes a user; foreign keys remove everything the user owns.
    public func deleteUser(_ id: UserID) throws {
        try database.write { connection in
            try connection.run(AccountQueries.deleteUser, [id.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("User \(id)") }
        }
    }

    // MARK: - Sessions

    /// Stores a session.
    public func insertSession(_ session: AuthSession) throws {
        try database.write { connection in
            try connection.run(
                AccountQueries.insertSession,
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
                AccountQueries.findSession, [tokenHash, RowCoding.millis(now)], decoding: RowCoding.authSession)
        }
    }

    /// Records use of a session.
    public func touchSession(tokenHash: String, at date: Date) throws {
        try database.write { try $0.run(AccountQueries.touchSession, [RowCoding.millis(date), tokenHash]) }
    }

    /// Ends a session.
    public func deleteSession(tokenHash: String) throws {
        try database.write { try $0.run(AccountQueries.deleteSession, [tokenHash]) }
    }

    /// Ends a user's sessions.
    public func deleteSessions(of user: UserID, keeping: String?) throws {
        try database.write { try $0.run(AccountQueries.deleteSessionsExcept, [user.rawValue, keeping ?? ""]) }
    }

    /// A user's API tokens.
    public func fetchAPITokens(of user: UserID) throws -> [AuthSession] {
        try database.read {
            try $0.query(AccountQueries.fetchAPITokens, [user.rawValue], decoding: RowCoding.authSession)
        }
    }

    // MARK: - Password resets

    /// Stores a reset token hash.
    public func insertPasswordReset(_ reset: PasswordReset) throws {
        try database.write { connection in
            try connection.run(
                AccountQueries.insertReset,
                [
                    reset.tokenHash, reset.userID.rawValue, RowCoding.millis(reset.createdAt),
                    RowCoding.millis(reset.expiresAt), reset.requestedFrom,
                ])
        }
    }

    /// Uses a reset token once.
    public func consumePasswordReset(tokenHash: String, at now: Date) throws -> UserID? {
        try database.write { connection in
            try connection.queryOne(AccountQueries.consumeReset, [RowCoding.millis(now), tokenHash]) {
                UserID(rawValue: $0.int64(0))
            }
        }
    }

    /// Resets requested recently.
    public func countPasswordResets(of user: UserID, since: Date) throws -> Int {
        try database.read { connection in
            try connection.queryOne(AccountQueries.countResets, [user.rawValue, RowCoding.millis(since)]) {
                $0.int(0)
            } ?? 0
        }
    }

    /// Finishes a reset.
    public func completePasswordReset(user: UserID, passwordHash: String, at date: Date) throws {
        try database.write { connection in
            try connection.run(AccountQueries.setPasswordHash, [passwordHash, RowCoding.millis(date), user.rawValue])
            if connection.changes == 0 { throw StoreError.notFound("The account of user \(user)") }
            try connection.run(AccountQueries.deleteUnusedResets, [user.rawValue])
            try connection.run(AccountQueries.deleteAllSessions, [user.rawValue])
        }
    }
}
