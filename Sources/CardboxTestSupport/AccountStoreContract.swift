public import CardboxCore
import Foundation
public import Testing

/// The behaviour every ``AccountStore`` must have, run on a fresh store per case.
///
/// Each case is one function taking a ``Start`` (in `AccountStoreContract+Accounts.swift`, `+Sessions`, `+Mail` and
/// `+Throttles`),
/// so every backend's suite runs the same bodies.
public enum AccountStoreContract {
    /// The cases.
    public enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case emailsAreUniqueIgnoringCase
        case sessionsExpireAndEndPerUser
        case resetTokensWorkOnceAndOnlyInTime
        case completingAResetEndsSessions
        case deletingAUserRemovesEverything
        case outboxRetriesUntilSent
        case claimedMailWaitsForItsLease
        case throttleWindowsCountEveryAttempt
        case throttleFailuresFadeAndClear
        case throttlePruningKeepsLiveCounters

        /// The case name.
        public var testDescription: String { rawValue }

        /// The function that checks this case.
        public var body: (Start) throws -> Void {
            switch self {
            case .emailsAreUniqueIgnoringCase: AccountStoreContract.emailsAreUniqueIgnoringCase
            case .sessionsExpireAndEndPerUser: AccountStoreContract.sessionsExpireAndEndPerUser
            case .resetTokensWorkOnceAndOnlyInTime: AccountStoreContract.resetTokensWorkOnceAndOnlyInTime
            case .completingAResetEndsSessions: AccountStoreContract.completingAResetEndsSessions
            case .deletingAUserRemovesEverything: AccountStoreContract.deletingAUserRemovesEverything
            case .outboxRetriesUntilSent: AccountStoreContract.outboxRetriesUntilSent
            case .claimedMailWaitsForItsLease: AccountStoreContract.claimedMailWaitsForItsLease
            case .throttleWindowsCountEveryAttempt: AccountStoreContract.throttleWindowsCountEveryAttempt
            case .throttleFailuresFadeAndClear: AccountStoreContract.throttleFailuresFadeAndClear
            case .throttlePruningKeepsLiveCounters: AccountStoreContract.throttlePruningKeepsLiveCounters
            }
        }
    }

    /// What every case starts from: a fresh store with Ada's account, signing in with "Ada@Example.org".
    public struct Start: Sendable {
        /// The store under test.
        public let store: any StudyStore
        /// Ada, who has an account with password hash "h1".
        public let ada: User

        /// Creates Ada's account in `store`.
        public init(store: any StudyStore) throws {
            self.store = store
            ada = try store.createAccount(Fixtures.newUser("Ada"), email: "Ada@Example.org", passwordHash: "h1")
        }
    }

    /// Runs `test` against a store from `makeStore`.
    public static func run(_ test: Case, makeStore: () throws -> any StudyStore) throws {
        try test.body(Start(store: makeStore()))
    }

    /// A session of `user` with token hash `token`: an API token when `expires` is `nil`, else a browser session.
    static func session(_ token: String, _ user: UserID, expires: Date?) -> AuthSession {
        AuthSession(
            tokenHash: token, userID: user, kind: expires == nil ? .api : .browser, label: "test",
            csrfSecret: "csrf-\(token)", createdAt: Fixtures.now, lastSeenAt: Fixtures.now, expiresAt: expires)
    }
}
