public import FoundationEssentials

/// Counters that slow down guessing, kept in the store so every server sharing it counts the same attempts.
///
/// Counters live under a scope (one per throttle, such as sign-in or password resets) and are of two kinds: failures
/// per key (an account tried from one address), which fade one per ``ThrottleLimits/decayInterval``, and attempts
/// per address in a fixed window. Each method is one transaction, so servers checking at once never both take the
/// last attempt of a window.
public protocol ThrottleStore: Sendable {
    /// Decides one attempt: the seconds to wait while the failures under `failureKey` ask for a wait (the attempt is
    /// then not counted), or while `address` has used up its window; otherwise `nil`, and the attempt is counted
    /// against `address`.
    func admitAttempt(
        scope: String, failureKey: String?, address: String, limits: ThrottleLimits, now: Date
    ) throws -> TimeInterval?
    /// Records one more failure under `key`, after letting the earlier ones fade.
    func recordThrottleFailure(scope: String, key: String, limits: ThrottleLimits, now: Date) throws
    /// Forgets the failures under `key`.
    func clearThrottleFailures(scope: String, key: String) throws
    /// Deletes, in `scope`, the windows that ended and the failures that have faded away by `now` under that scope's
    /// `limits`; returns how many rows went.
    @discardableResult
    func pruneThrottles(scope: String, limits: ThrottleLimits, now: Date) throws -> Int
}

/// The numbers a throttle keeps to, and the arithmetic of its waits.
public struct ThrottleLimits: Sendable, Equatable {
    /// Attempts one address may make in one ``window``.
    public var attemptsPerWindow: Int
    /// The length of an address's attempt window.
    public var window: TimeInterval
    /// Failures a key may have before waits begin.
    public var freeFailures: Int
    /// The longest wait failures earn.
    public var maximumWait: TimeInterval
    /// How long without a failure it takes for one failure to be forgotten.
    public var decayInterval: TimeInterval

    /// Creates the limits.
    public init(
        attemptsPerWindow: Int, window: TimeInterval, freeFailures: Int, maximumWait: TimeInterval,
        decayInterval: TimeInterval
    ) {
        self.attemptsPerWindow = attemptsPerWindow
        self.window = window
        self.freeFailures = freeFailures
        self.maximumWait = maximumWait
        self.decayInterval = decayInterval
    }

    /// The failure count left of `count` failures, the last at `last`, once one is forgotten per ``decayInterval``.
    public func decayed(_ count: Int, last: Date, now: Date) -> Int {
        guard decayInterval > 0 else { return count }
        let forgotten = Int(max(0, now.timeIntervalSince(last)) / decayInterval)
        return max(0, count - forgotten)
    }

    /// The whole seconds still to wait after `count` failures, the last at `last`, or `nil` when none: each failure
    /// past ``freeFailures`` doubles the wait (two seconds after the first), up to ``maximumWait``.
    public func failureWait(_ count: Int, last: Date, now: Date) -> TimeInterval? {
        let excess = decayed(count, last: last, now: now) - freeFailures
        guard excess > 0 else { return nil }
        let wait = excess >= 31 ? maximumWait : min(maximumWait, Double(1 << excess))
        let remaining = last.addingTimeInterval(wait).timeIntervalSince(now)
        return remaining > 0 ? remaining.rounded(.up) : nil
    }

    /// The whole seconds until a window that started at `start` ends, as of `now`.
    public func windowWait(start: Date, now: Date) -> TimeInterval {
        start.addingTimeInterval(window).timeIntervalSince(now).rounded(.up)
    }
}
