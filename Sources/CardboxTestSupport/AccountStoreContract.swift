public import CardboxCore
import Foundation
public import Testing

/// The behaviour every ``AccountStore`` must have, run on a fresh store per case.
public enum AccountStoreContract {
    /// The cases.
    public enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case emailsAreUniqueIgnoringCase
        case sessionsExpireAndEndPerUser
        case resetTokensWorkOnceAndOnlyInTime
        case completingAResetEndsSessions
        case deletingAUserRemovesEverything
        case outboxRetriesUntilSent

        /// The case name.
        public var testDescription: String { rawValue }
    }

    /// Runs `test` against a store from `makeStore`.
    public static func run(_ test: Case, makeStore: () throws -> any StudyStore) throws {
        let store = try makeStore()
        let now = Fixtures.now
        let ada = try store.createAccount(Fixtures.newUser("Ada"), email: "Ada@Example.org", passwordHash: "h1")
        func session(_ token: String, _ user: UserID, expires: Date?) -> AuthSession {
            AuthSession(
                tokenHash: token, userID: user, kind: expires == nil ? .api : .browser, label: "test",
                csrfSecret: "csrf-\(token)", createdAt: now, lastSeenAt: now, expiresAt: expires)
        }
        switch test {
        case .emailsAreUniqueIgnoringCase:
            #expect(ada.email == "Ada@Example.org")
            #expect(throws: AccountError.emailTaken) {
                try store.createAccount(Fixtures.newUser("Other"), email: " ada@example.ORG", passwordHash: "h2")
            }
            #expect(try store.findAccount(email: "ADA@example.org")?.user.id == ada.id)
            #expect(try store.findAccount(email: "ADA@example.org")?.passwordHash == "h1")
            let grace = try store.createAccount(
                Fixtures.newUser("Grace"), email: "grace@example.org", passwordHash: "g")
            #expect(throws: AccountError.emailTaken) { try store.setEmail("ada@example.org", for: grace.id) }
            try store.setEmail("grace.hopper@example.org", for: grace.id)
            #expect(try store.findAccount(email: "grace@example.org") == nil)
            #expect(try store.findAccount(user: grace.id)?.user.email == "grace.hopper@example.org")
            try store.setPasswordHash("g2", for: grace.id, at: now)
            #expect(try store.findAccount(email: "grace.hopper@example.org")?.passwordHash == "g2")

        case .sessionsExpireAndEndPerUser:
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

        case .resetTokensWorkOnceAndOnlyInTime:
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

        case .completingAResetEndsSessions:
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

        case .deletingAUserRemovesEverything:
            let deck = try store.insertDeck(NewDeck(ownerID: ada.id, name: "Cells", createdAt: now))
            _ = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: Fixtures.today)
            try store.insertSession(session("s1", ada.id, expires: now.addingTimeInterval(60)))
            let grace = try store.createAccount(
                Fixtures.newUser("Grace"), email: "grace@example.org", passwordHash: "g")
            let graceDeck = try store.insertDeck(NewDeck(ownerID: grace.id, name: "Cells", createdAt: now))
            try store.deleteUser(ada.id)
            #expect(try store.findUser(ada.id) == nil)
            #expect(try store.findDeck(deck.id) == nil)
            #expect(try store.findAccount(email: "ada@example.org") == nil)
            #expect(try store.findSession(tokenHash: "s1", now: now) == nil)
            #expect(try store.findDeck(graceDeck.id) != nil)
            #expect(throws: StoreError.self) { try store.deleteUser(ada.id) }

        case .outboxRetriesUntilSent:
            try store.enqueueMail(
                OutgoingMail(recipient: "ada@example.org", subject: "Hi", body: "Body", createdAt: now))
            let due = try store.fetchDueMail(now: now, limit: 10)
            #expect(due.map(\.subject) == ["Hi"])
            let id = try #require(due.first?.id)
            try store.markMailFailed(id, error: "refused", retryAt: now.addingTimeInterval(60))
            #expect(try store.fetchDueMail(now: now.addingTimeInterval(59), limit: 10).isEmpty)
            #expect(try store.fetchDueMail(now: now.addingTimeInterval(60), limit: 10).first?.attempts == 1)
            try store.markMailSent(id, at: now.addingTimeInterval(61))
            #expect(try store.fetchDueMail(now: now.addingTimeInterval(1e6), limit: 10).isEmpty)
        }
    }
}
