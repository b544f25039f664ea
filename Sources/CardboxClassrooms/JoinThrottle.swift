public import CardboxCore
public import Foundation
import Synchronization

/// Slows down guessing join passwords, per account and never per network address (a whole class shares one
/// school address).
///
/// An account may get ``freeFailures`` passwords wrong; after that each wrong one doubles the wait before the next
/// try, up to ``maximumWaitSeconds``. One failure is forgotten for every ``decaySeconds`` without another, and a
/// successful join forgets them all. The clock is passed in on every call.
public final class JoinThrottle: Sendable {
    /// Wrong passwords an account may enter before waits begin.
    public static let freeFailures = 5
    /// The longest wait, in seconds.
    public static let maximumWaitSeconds = 15 * 60
    /// How long without a failure it takes for one failure to be forgotten, in seconds.
    public static let decaySeconds = 10 * 60

    private let failures = Mutex<[UserID: (count: Int, last: Date)]>([:])

    /// Creates a throttle that has seen no failures.
    public init() {}

    /// Seconds `user` must wait before trying a join password at `now`, or `nil` when they may try.
    public func wait(for user: UserID, at now: Date) -> Int? {
        failures.withLock { failures -> Int? in
            guard let entry = failures[user] else { return nil }
            let count = Self.decayed(entry, at: now)
            guard count >= Self.freeFailures else { return nil }
            let wait = min(Self.maximumWaitSeconds, 1 << min(20, count - Self.freeFailures + 1))
            let remaining = entry.last.addingTimeInterval(TimeInterval(wait)).timeIntervalSince(now)
            return remaining > 0 ? Int(remaining.rounded(.up)) : nil
        }
    }

    /// Records a wrong join password entered by `user` at `now`.
    public func recordFailure(for user: UserID, at now: Date) {
        failures.withLock { failures in
            let count = failures[user].map { Self.decayed($0, at: now) } ?? 0
            failures[user] = (count: count + 1, last: now)
        }
    }

    /// Forgets `user`'s failures after a successful join.
    public func recordSuccess(for user: UserID) {
        _ = failures.withLock { $0.removeValue(forKey: user) }
    }

    private static func decayed(_ entry: (count: Int, last: Date), at now: Date) -> Int {
        let quietPeriods = Int(max(0, now.timeIntervalSince(entry.last)) / TimeInterval(decaySeconds))
        return max(0, entry.count - quietPeriods)
    }
}
