import CardboxCore
import CardboxHTTP
import CardboxSecurity
import Foundation

/// Finds who a request's credentials belong to.
///
/// The credentials are an API token in `Authorization: Bearer` or a browser session cookie. Used by the authentication middleware and, before a body is read, by ``WebAdmission``.
struct SessionLookup: Sendable {
    let services: WebServices

    /// A signed-in caller.
    struct Caller {
        /// The session or API token.
        let session: AuthSession
        /// Its user.
        let user: User
    }

    /// The caller of an `Authorization` value, or `nil` unless it is `Bearer` with a live API token.
    ///
    /// Only API tokens are Bearer credentials: a browser session's token sent this way is refused, so it cannot
    /// escape the browser session's idle timeout and CSRF checks.
    func apiToken(_ authorization: String) throws -> Caller? {
        guard authorization.prefix(7).lowercased() == "bearer " else { return nil }
        let token = String(authorization.dropFirst(7)).trimmed
        guard let caller = try verified(tokenHash: SecureToken.hash(token), now: services.now()),
            caller.session.kind == .api
        else { return nil }
        return caller
    }

    /// The caller of a browser session cookie among `cookies`, or `nil` when there is none, it has expired or been
    /// idle too long, or the server is in single-user mode (which has no sessions).
    func browserSession(_ cookies: [String: String]) throws -> Caller? {
        let configuration = services.configuration
        let now = services.now()
        guard let token = cookies[configuration.sessionCookieName], !configuration.singleUser,
            let caller = try verified(tokenHash: SecureToken.hash(token), now: now),
            caller.session.kind == .browser, isLive(caller.session, at: now)
        else { return nil }
        return caller
    }

    /// The session or API token that hashes to `tokenHash` and its user: from ``WebServices/credentials`` when
    /// verified there in the last few seconds, else from the store (and then kept there).
    private func verified(tokenHash: String, now: Date) throws -> Caller? {
        if let entry = services.credentials.entry(tokenHash: tokenHash, now: now) {
            return Caller(session: entry.session, user: entry.user)
        }
        guard let session = try services.store.findSession(tokenHash: tokenHash, now: now),
            let user = try services.store.findUser(session.userID)
        else { return nil }
        services.credentials.remember(session, user: user)
        return Caller(session: session, user: user)
    }

    /// Whether a session the store still has (so not past its expiry) is in use at `now`: a browser session must not
    /// have been idle for the configured timeout; an API token lives until it expires or is revoked.
    func isLive(_ session: AuthSession, at now: Date) -> Bool {
        session.kind != .browser
            || now.timeIntervalSince(session.lastSeenAt) < services.configuration.sessionIdleTimeout
    }

    /// Whether the session or API token whose token hashes to `tokenHash` can still be used.
    ///
    /// It can when the store has it, it has not expired and, for a browser, it has not been idle too long. When the
    /// store cannot be read the answer is yes, so a passing database problem closes no one's live page.
    func isLive(tokenHash: String) -> Bool {
        let now = services.now()
        do {
            guard let session = try services.store.findSession(tokenHash: tokenHash, now: now) else { return false }
            return isLive(session, at: now)
        } catch {
            return true
        }
    }
}
