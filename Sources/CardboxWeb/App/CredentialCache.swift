import CardboxCore
public import Foundation
import Synchronization

/// API tokens and browser sessions verified in the last few seconds, with their users, so that a request does not
/// read the store twice just to learn who is calling.
///
/// An entry is used for at most ``lifetime`` seconds after the store was read, and never past the session's own
/// expiry. Whatever ends or changes a credential forgets it at once: signing out, revoking a token, changing or
/// resetting a password, renaming or deleting the account (``WebServices/forgetCredentials(of:)``). The change is
/// announced on the live event channel (as `cardbox token revoke` on PostgreSQL announces it), so every node sharing
/// the store forgets it too; a node that misses the announcement, or a change made outside any server (`cardbox
/// token revoke` on the SQLite file), is caught up when the entry's lifetime runs out. The cache holds at most ``capacity`` entries and is emptied when full.
public final class CredentialCache: Sendable {
    /// A verified credential and when the store said so, in seconds of ``clock``.
    struct Entry {
        let session: AuthSession
        let user: User
        let verifiedAt: TimeInterval
    }

    /// How long an entry may be used without reading the store again, in seconds; 0 turns the cache off.
    public let lifetime: TimeInterval
    /// The most entries held at once.
    public let capacity: Int
    /// Seconds on a clock that only moves forward: the machine's uptime, not the time the app records (which a
    /// test or `CARDBOX_NOW` may fix).
    private let clock: @Sendable () -> TimeInterval
    private let entries = Mutex<[String: Entry]>([:])
    private let lookups = Atomic<Int>(0)
    private let hits = Atomic<Int>(0)

    /// A cache whose entries last `lifetime` seconds of `clock` (the machine's uptime unless a test gives its own),
    /// at most `capacity` of them.
    public init(
        lifetime: TimeInterval = 5, capacity: Int = 20_000,
        clock: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.lifetime = lifetime
        self.capacity = capacity
        self.clock = clock
    }

    /// The session or token that hashes to `tokenHash` and its user, when verified less than ``lifetime`` seconds
    /// ago and not expired at `now` (the app's time).
    func entry(tokenHash: String, now: Date) -> Entry? {
        guard lifetime > 0 else { return nil }
        lookups.add(1, ordering: .relaxed)
        let time = clock()
        let found = entries.withLock { entries -> Entry? in
            guard let entry = entries[tokenHash] else { return nil }
            let fresh = time >= entry.verifiedAt && time - entry.verifiedAt < lifetime
            guard fresh, entry.session.expiresAt.map({ now < $0 }) ?? true else {
                entries[tokenHash] = nil
                return nil
            }
            return entry
        }
        if found != nil { hits.add(1, ordering: .relaxed) }
        return found
    }

    /// Keeps `session` and `user`, just read from the store.
    func remember(_ session: AuthSession, user: User) {
        guard lifetime > 0 else { return }
        let time = clock()
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[session.tokenHash] = Entry(session: session, user: user, verifiedAt: time)
        }
    }

    /// Forgets the credential that hashes to `tokenHash`, on this node only.
    func forget(tokenHash: String) {
        _ = entries.withLock { $0.removeValue(forKey: tokenHash) }
    }

    /// Forgets every credential of `user`, on this node only.
    func forget(user: UserID) {
        entries.withLock { entries in
            entries = entries.filter { $0.value.session.userID != user }
        }
    }

    /// Acts on `event` when it announces a change to a user's credentials (``LiveEvent/credentialsChanged(of:)``,
    /// from any node or from the command line); other events are not for the cache.
    func receive(_ event: LiveEvent) {
        guard let user = event.credentialsChangedUser else { return }
        forget(user: user)
    }

    /// Look-ups so far and how many were answered without the store, for the metrics page.
    public var counts: (lookups: Int, hits: Int) {
        (lookups.load(ordering: .relaxed), hits.load(ordering: .relaxed))
    }
}
