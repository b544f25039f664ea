public import Foundation
import Synchronization

/// Slows down password guessing, checked before any password is hashed.
///
/// Per account, failures earn an exponentially growing wait (up to 15 minutes); per IP address, at most 30
/// attempts a minute.
public final class SignInThrottle: Sendable {
    /// Attempts per IP address per minute.
    public static let attemptsPerMinutePerAddress = 30
    /// Failures an account may have before waits begin.
    public static let freeFailures = 4
    /// The longest wait.
    public static let maximumWait: TimeInterval = 15 * 60

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
        return state.withLock { state -> TimeInterval? in
            if let failure = state.failures[account.lowercased()], failure.count > Self.freeFailures {
                let wait = min(Self.maximumWait, pow(2, Double(failure.count - Self.freeFailures)))
                let remaining = failure.last.addingTimeInterval(wait).timeIntervalSince(now)
                if remaining > 0 { return remaining.rounded(.up) }
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

    /// Records a failed password for `account`.
    public func recordFailure(account: String) {
        let now = now()
        state.withLock { state in
            let count = (state.failures[account.lowercased()]?.count ?? 0) + 1
            state.failures[account.lowercased()] = (count: count, last: now)
        }
    }

    /// Clears an account's failures after a successful sign-in.
    public func recordSuccess(account: String) {
        _ = state.withLock { $0.failures.removeValue(forKey: account.lowercased()) }
    }
}
