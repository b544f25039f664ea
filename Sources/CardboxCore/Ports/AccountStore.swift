public import FoundationEssentials

/// Sign-in accounts, sessions and password resets, for the server.
///
/// Tokens are never stored: only their hashes, made by the caller.
public protocol AccountStore: Sendable {
    /// Creates a user with a sign-in email (compared case-insensitively) and password hash, in one transaction.
    /// Throws ``AccountError/emailTaken`` when another account uses the email.
    func createAccount(_ user: NewUser, email: String, passwordHash: String) throws -> User
    /// The account signing in with `email`, compared case-insensitively.
    func findAccount(email: String) throws -> Account?
    /// The account of a user, if the user has one.
    func findAccount(user: UserID) throws -> Account?
    /// Replaces a user's password hash.
    func setPasswordHash(_ hash: String, for user: UserID, at: Date) throws
    /// Changes a user's sign-in email; throws ``AccountError/emailTaken`` on a clash.
    func setEmail(_ email: String, for user: UserID) throws
    /// Deletes a user and everything the user owns.
    func deleteUser(_ id: UserID) throws

    /// Stores a new session or API token.
    func insertSession(_ session: AuthSession) throws
    /// The session whose token hashes to `tokenHash`, if it has not expired at `now`.
    func findSession(tokenHash: String, now: Date) throws -> AuthSession?
    /// Records that a session was used.
    func touchSession(tokenHash: String, at: Date) throws
    /// Ends one session.
    func deleteSession(tokenHash: String) throws
    /// Ends every session and token of a user, except `keeping` if given.
    func deleteSessions(of user: UserID, keeping: String?) throws
    /// A user's API tokens.
    func fetchAPITokens(of user: UserID) throws -> [AuthSession]

    /// Stores a password-reset token (its hash).
    func insertPasswordReset(_ reset: PasswordReset) throws
    /// Marks the reset token used if it is unused and unexpired at `now`, in one statement, and returns its user.
    func consumePasswordReset(tokenHash: String, at now: Date) throws -> UserID?
    /// How many resets were requested for `user` since `since`.
    func countPasswordResets(of user: UserID, since: Date) throws -> Int
    /// Sets a new password hash, deletes the user's other reset tokens and all their sessions, in one transaction.
    func completePasswordReset(user: UserID, passwordHash: String, at: Date) throws
}

/// The outbox of mail waiting to be sent, with its retry bookkeeping.
public protocol MailOutboxStore: Sendable {
    /// Queues a message to send.
    func enqueueMail(_ mail: OutgoingMail) throws
    /// Messages due for a sending attempt at `now`, oldest first.
    func fetchDueMail(now: Date, limit: Int) throws -> [OutgoingMail]
    /// Claims up to `limit` messages due at `now` for one sending attempt, oldest first: they are not due again
    /// until `leaseUntil`, so a sender claiming at the same time (on another server) gets other messages, and a
    /// message whose sender stopped before marking it is tried again once the lease runs out.
    func claimDueMail(now: Date, leaseUntil: Date, limit: Int) throws -> [OutgoingMail]
    /// Marks a message sent.
    func markMailSent(_ id: Int64, at: Date) throws
    /// Records a failed attempt and when to try again (`nil`: give up).
    func markMailFailed(_ id: Int64, error: String, retryAt: Date?) throws
}

/// A sign-in account.
public struct Account: Sendable, Equatable {
    /// The user.
    public var user: User
    /// The Argon2id hash string.
    public var passwordHash: String

    /// Creates the value.
    public init(user: User, passwordHash: String) {
        self.user = user
        self.passwordHash = passwordHash
    }
}

/// A signed-in browser session or a scripts' API token; only the token's hash is kept.
public struct AuthSession: Sendable, Equatable {
    /// Browser or API.
    public enum Kind: String, Sendable, Codable {
        /// A cookie session, which needs CSRF tokens.
        case browser
        /// A Bearer token for scripts.
        case api
    }

    /// The hash of the token.
    public var tokenHash: String
    /// The user.
    public var userID: UserID
    /// Browser or API.
    public var kind: Kind
    /// A name for API tokens, the browser's user agent for sessions.
    public var label: String
    /// The per-session secret that forms carry.
    public var csrfSecret: String
    /// When it began.
    public var createdAt: Date
    /// When it was last used.
    public var lastSeenAt: Date
    /// When it stops working; `nil` for tokens that last until revoked.
    public var expiresAt: Date?

    /// Creates the value.
    public init(
        tokenHash: String, userID: UserID, kind: Kind, label: String, csrfSecret: String, createdAt: Date,
        lastSeenAt: Date, expiresAt: Date?
    ) {
        self.tokenHash = tokenHash
        self.userID = userID
        self.kind = kind
        self.label = label
        self.csrfSecret = csrfSecret
        self.createdAt = createdAt
        self.lastSeenAt = lastSeenAt
        self.expiresAt = expiresAt
    }
}

/// A requested password reset.
public struct PasswordReset: Sendable, Equatable {
    /// The hash of the emailed token.
    public var tokenHash: String
    /// Whose password.
    public var userID: UserID
    /// When it was requested.
    public var createdAt: Date
    /// When it stops working.
    public var expiresAt: Date
    /// The requester's address.
    public var requestedFrom: String

    /// Creates the value.
    public init(tokenHash: String, userID: UserID, createdAt: Date, expiresAt: Date, requestedFrom: String) {
        self.tokenHash = tokenHash
        self.userID = userID
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.requestedFrom = requestedFrom
    }
}

/// A message in the outbox.
public struct OutgoingMail: Sendable, Equatable {
    /// The row id (0 before it is stored).
    public var id: Int64
    /// The recipient's address.
    public var recipient: String
    /// The subject.
    public var subject: String
    /// The plain-text body.
    public var body: String
    /// Attempts so far.
    public var attempts: Int
    /// When it was queued.
    public var createdAt: Date

    /// Creates the value.
    public init(id: Int64 = 0, recipient: String, subject: String, body: String, attempts: Int = 0, createdAt: Date) {
        self.id = id
        self.recipient = recipient
        self.subject = subject
        self.body = body
        self.attempts = attempts
        self.createdAt = createdAt
    }
}

/// Account rules the store enforces.
public enum AccountError: Error, Equatable, CustomStringConvertible {
    /// Another account signs in with this email.
    case emailTaken

    /// A message for the user.
    public var description: String {
        switch self {
        case .emailTaken: "An account with this email already exists."
        }
    }
}
