import CardboxCore
import Foundation
import Testing

/// Sign-in sessions and password resets: the cases of ``AccountStoreContract`` for this area.
extension AccountStoreContract {
    /// Sessions expire, are touched and end one by one or all but one.
    public static func sessionsExpireAndEndPerUser(_ start: Start) throws {
        let store = start.store
        let ada = start.ada
        let now = Fixtures.now
        try store.insertSession(session("s1", ada.id, expires: now.addingTimeInterval(60)))
        try store.insertSession(session("s2", ada.id, expires: now.addingTimeInterval(60)))
        try store.insertSession(session("t1", ada.id, expires: nil))
        #expect(try store.findSession(tokenHash: "s1", now: now)?.csrfSecret == "csrf-s1")
        #expect(try store.findSession(tokenHash: "s1", now: now.addingTimeInterval(61)) == nil)
        #expect(try store.findSession(tokenHash: "t1", now: now.addingTimeInterval(1e9))?.kind == .api)
        #expect(try store.fetchAPITokens(of: ada.id).map(\.tokenHash) == ["t1"])
        try store.touchSession(tokenHash: "s1", at: now.addingTimeInterval(30))
        #expect(try store.findSession(tokenHash: "s1", now: now)?.lastSeenAt == now.addingTimeInterval(30))
        try store.deleteSession(tokenHash: "s2")
        #expect(try store.findSession(tokenHash: "s2", now: now) == nil)
        try store.deleteSessions(of: ada.id, keeping: "s1")
        #expect(try store.findSession(tokenHash: "s1", now: now) != nil)
        #expect(try store.findSession(tokenHash: "t1", now: now) == nil)
    }

    /// A reset token works once and only before it expires.
    public static func resetTokensWorkOnceAndOnlyInTime(_ start: Start) throws {
        let store = start.store
        let ada = start.ada
        let now = Fixtures.now
        let reset = PasswordReset(
            tokenHash: "r1", userID: ada.id, createdAt: now, expiresAt: now.addingTimeInterval(1800),
            requestedFrom: "127.0.0.1")
        try store.insertPasswordReset(reset)
        var late = reset
        late.tokenHash = "r2"
        try store.insertPasswordReset(late)
        #expect(try store.countPasswordResets(of: ada.id, since: now) == 2)
        #expect(try store.consumePasswordReset(tokenHash: "r2", at: now.addingTimeInterval(1800)) == nil)
        #expect(try store.consumePasswordReset(tokenHash: "nope", at: now) == nil)
        #expect(try store.consumePasswordReset(tokenHash: "r1", at: now.addingTimeInterval(60)) == ada.id)
        #expect(try store.consumePasswordReset(tokenHash: "r1", at: now.addingTimeInterval(61)) == nil)
    }

    /// Completing a reset sets the password, ends every session and voids other tokens.
    public static func completingAResetEndsSessions(_ start: Start) throws {
        let store = start.store
        let ada = start.ada
        let now = Fixtures.now
        try store.insertSession(session("s1", ada.id, expires: now.addingTimeInterval(60)))
        try store.insertSession(session("t1", ada.id, expires: nil))
        try store.insertPasswordReset(
            PasswordReset(
                tokenHash: "other", userID: ada.id, createdAt: now, expiresAt: now.addingTimeInterval(1800),
                requestedFrom: "127.0.0.1"))
        try store.completePasswordReset(user: ada.id, passwordHash: "new", at: now)
        #expect(try store.findAccount(user: ada.id)?.passwordHash == "new")
        #expect(try store.findSession(tokenHash: "s1", now: now) == nil)
        #expect(try store.findSession(tokenHash: "t1", now: now) == nil)
        #expect(try store.consumePasswordReset(tokenHash: "other", at: now) == nil)
    }
}
