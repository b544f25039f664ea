public import CardboxCore
public import Foundation
import Synchronization

/// Slows down guessing join passwords, per account and never per network address (a whole class shares one
/// school address), with its counters in the store so every server counts the same tries.
///
/// An account may get ``freeFailures`` passwords wrong; after that each wrong one doubles the wait before the next
/// try, up to ``maximumWaitSeconds``. One failure is forgotten for every ``decaySeconds`` without another, and a
/// successful join forgets them all. An account may also try at most ``attemptsPerMinute`` passwords a minute. The
/// clock is passed in on every call.
public final class JoinThrottle: Sendable {
    /// Wrong passwords an account may enter before waits begin.
    public static let freeFailures = 5
    /// The longest wait, in seconds.
    public static let maximumWaitSeconds = 15 * 60
    /// How long without a failure it takes for one failure to be forgotten, in seconds.
    public static let decaySeconds = 10 * 60
    /// Join passwords one account may try in a minute, right or wrong.
    public static let attemptsPerMinute = 30
    /// The store's scope of these counters.
    static let scope = "join"

    /// The limits in the store's terms, where waits begin once the failures exceed the free ones: the wait after
    /// the ``freeFailures``-th wrong password is two seconds.
    static let limits = ThrottleLimits(
        attemptsPerWindow: attemptsPerMinute, window: 60, freeFailures: freeFailures - 1,
        maximumWait: TimeInterval(maximumWaitSeconds), decayInterval: TimeInterval(decaySeconds))

    /// How often the counters that no longer matter are deleted.
    static let pruneInterval: TimeInterval = 60

    private let store: any ThrottleStore
    private let lastPrune = Mutex(Date.distantPast)

    /// A throttle keeping its counters in `store`.
    public init(store: any ThrottleStore) {
        self.store = store
    }

    /// Seconds `user` must wait before trying a join password at `now`, or `nil` when they may try.
    ///
    /// A try that may go ahead is counted. When the store cannot be reached the answer is a one-second wait, never a
    /// free try.
    public func wait(for user: UserID, at now: Date) -> Int? {
        let key = Self.key(user)
        prune(at: now)
        do {
            return try store.admitAttempt(
                scope: Self.scope, failureKey: key, address: key, limits: Self.limits, now: now
            ).map { Int($0) }
        } catch {
            return 1
        }
    }

    /// Records a wrong join password entered by `user` at `now`.
    public func recordFailure(for user: UserID, at now: Date) {
        try? store.recordThrottleFailure(scope: Self.scope, key: Self.key(user), limits: Self.limits, now: now)
    }

    /// Forgets `user`'s failures after a successful join.
    public func recordSuccess(for user: UserID) {
        try? store.clearThrottleFailures(scope: Self.scope, key: Self.key(user))
    }

    private func prune(at now: Date) {
        let due = lastPrune.withLock { last -> Bool in
            guard abs(now.timeIntervalSince(last)) >= Self.pruneInterval else { return false }
            last = now
            return true
        }
        if due { _ = try? store.pruneThrottles(scope: Self.scope, limits: Self.limits, now: now) }
    }

    private static func key(_ user: UserID) -> String { "user-\(user)" }
}
