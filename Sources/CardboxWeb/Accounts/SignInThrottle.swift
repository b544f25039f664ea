public import Foundation
import Synchronization

/// Slows down password guessing, checked before any password is hashed.
///
/// Per account and address, failures earn an exponentially growing wait (up to 15 minutes) for that address only,
/// so someone guessing from elsewhere never makes the real user wait; one failure is forgotten for every
/// ``decayInterval`` without another. Per address, at most 30 attempts a minute.
public final class SignInThrottle: Sendable {
    /// Attempts per IP address per minute.
    public static let attemptsPerMinutePerAddress = 30
    /// Failures an account may have from one address before waits begin.
    public static let freeFailures = 4
    /// The longest wait.
    public static let maximumWait: TimeInterval = 15 * 60
    /// How long without a failure it takes for one failure to be forgotten.
    public static let decayInterval: TimeInterval = 5 * 60

    private struct State {
        var failures: [String: (count: Int, last: Date)] = [:]
        var attempts: [String: (windowStart: Date, count: Int)] = [:]
    }

    private let state = Mutex(State())
    private let now: @Sendable () -> Date
    private let addressLimit: Int

    /// Creates a throttle on the given clock.
    ///
    /// - Parameter attemptsPerMinute: Attempts one address may make in a minute; ``attemptsPerMinutePerAddress``
    ///   unless given.
    public init(
        now: @escaping @Sendable () -> Date, attemptsPerMinute: Int = SignInThrottle.attemptsPerMinutePerAddress
    ) {
        self.now = now
        self.addressLimit = attemptsPerMinute
    }

    /// Seconds to wait before `account` may try from `address`, or `nil` when an attempt may go ahead (and is
    /// counted against the address).
    public func wait(account: String, address: String) -> TimeInterval? {
        let now = now()
        let key = Self.key(account: account, address: address)
        return state.withLock { state -> TimeInterval? in
            if let failure = state.failures[key] {
                let count = Self.decayed(failure, at: now)
                if count > Self.freeFailures {
                    let wait = min(Self.maximumWait, pow(2, Double(count - Self.freeFailures)))
                    let remaining = failure.last.addingTimeInterval(wait).timeIntervalSince(now)
                    if remaining > 0 { return remaining.rounded(.up) }
                }
            }
            var window = state.attempts[address] ?? (windowStart: now, count: 0)
            if now.timeIntervalSince(window.windowStart) >= 60 { window = (windowStart: now, count: 0) }
            if window.count >= addressLimit {
                return window.windowStart.addingTimeInterval(60).timeIntervalSince(now).rounded(.up)
            }
            window.count += 1
            state.attempts[address] = window
            return nil
        }
    }

    /// Seconds to wait before `address` may make another attempt, or `nil` when it may go ahead (and is counted).
    ///
    /// For forms that have no account to slow down, such as asking for or using a password reset link.
    public func wait(address: String) -> TimeInterval? {
        wait(account: "", address: address)
    }

    /// Records a failed password for `account` tried from `address`.
    public func recordFailure(account: String, address: String) {
        let now = now()
        let key = Self.key(account: account, address: address)
        state.withLock { state in
            let count = state.failures[key].map { Self.decayed($0, at: now) } ?? 0
            state.failures[key] = (count: count + 1, last: now)
        }
    }

    /// Clears the failures of `account` from `address` after a successful sign-in there.
    public func recordSuccess(account: String, address: String) {
        let key = Self.key(account: account, address: address)
        _ = state.withLock { $0.failures.removeValue(forKey: key) }
    }

    private static func key(account: String, address: String) -> String {
        account.lowercased() + "\n" + address
    }

    /// The failure count left after one is forgotten per ``decayInterval`` since the last failure.
    private static func decayed(_ failure: (count: Int, last: Date), at now: Date) -> Int {
        let forgotten = Int(max(0, now.timeIntervalSince(failure.last)) / decayInterval)
        return max(0, failure.count - forgotten)
    }
}
