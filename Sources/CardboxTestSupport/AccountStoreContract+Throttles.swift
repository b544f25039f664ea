import CardboxCore
import Foundation
import Testing

/// Throttle counters: the cases of ``AccountStoreContract`` for this area.
extension AccountStoreContract {
    /// Limits small enough to reach in a test: three attempts a minute, two free failures.
    static let throttleLimits = ThrottleLimits(
        attemptsPerWindow: 3, window: 60, freeFailures: 2, maximumWait: 900, decayInterval: 300)

    /// An address gets its attempts per window, then waits for the window's end; scopes and addresses count apart.
    public static func throttleWindowsCountEveryAttempt(_ start: Start) throws {
        let store = start.store
        let limits = throttleLimits
        let now = Fixtures.now
        func admit(_ address: String, scope: String = "sign-in", at seconds: TimeInterval) throws -> TimeInterval? {
            try store.admitAttempt(
                scope: scope, failureKey: nil, address: address, limits: limits, now: now.addingTimeInterval(seconds))
        }
        #expect(try admit("10.0.0.1", at: 0) == nil)
        #expect(try admit("10.0.0.1", at: 10) == nil)
        #expect(try admit("10.0.0.1", at: 20) == nil)
        #expect(try admit("10.0.0.1", at: 30) == 30)
        #expect(try admit("10.0.0.1", at: 45) == 15)
        #expect(try admit("10.0.0.2", at: 45) == nil)
        #expect(try admit("10.0.0.1", scope: "reset", at: 45) == nil)
        #expect(try admit("10.0.0.1", at: 60) == nil)
        #expect(try admit("10.0.0.1", at: 61) == nil)
        #expect(try admit("10.0.0.1", at: 62) == nil)
        #expect(try admit("10.0.0.1", at: 63) == 57)
    }

    /// Failures past the free ones earn doubling waits that are not counted as attempts; they fade one per decay
    /// interval, and a success clears them.
    public static func throttleFailuresFadeAndClear(_ start: Start) throws {
        let store = start.store
        let limits = ThrottleLimits(
            attemptsPerWindow: 100, window: 60, freeFailures: 2, maximumWait: 900, decayInterval: 300)
        let now = Fixtures.now
        let key = "ada@example.org\n10.0.0.1"
        func admit(at seconds: TimeInterval, key: String = key) throws -> TimeInterval? {
            try store.admitAttempt(
                scope: "sign-in", failureKey: key, address: "10.0.0.1", limits: limits,
                now: now.addingTimeInterval(seconds))
        }
        for _ in 0..<3 {
            try store.recordThrottleFailure(scope: "sign-in", key: key, limits: limits, now: now)
        }
        #expect(try admit(at: 0) == 2)
        #expect(try admit(at: 1) == 1)
        #expect(try admit(at: 2) == nil)
        #expect(try admit(at: 0, key: "bob@example.org\n10.0.0.1") == nil)
        try store.recordThrottleFailure(scope: "sign-in", key: key, limits: limits, now: now.addingTimeInterval(2))
        #expect(try admit(at: 3) == 3)
        try store.recordThrottleFailure(scope: "sign-in", key: key, limits: limits, now: now.addingTimeInterval(602))
        #expect(try admit(at: 603) == 1)
        try store.clearThrottleFailures(scope: "sign-in", key: key)
        try store.recordThrottleFailure(scope: "sign-in", key: key, limits: limits, now: now.addingTimeInterval(700))
        #expect(try admit(at: 700) == nil)
    }

    /// Pruning deletes ended windows and faded failures and keeps the counters that still matter.
    public static func throttlePruningKeepsLiveCounters(_ start: Start) throws {
        let store = start.store
        let limits = throttleLimits
        let now = Fixtures.now
        for _ in 0..<4 {
            _ = try store.admitAttempt(
                scope: "sign-in", failureKey: nil, address: "old", limits: limits, now: now)
            _ = try store.admitAttempt(
                scope: "sign-in", failureKey: nil, address: "new", limits: limits, now: now.addingTimeInterval(870))
        }
        for _ in 0..<3 {
            try store.recordThrottleFailure(scope: "sign-in", key: "faded", limits: limits, now: now)
        }
        try store.recordThrottleFailure(scope: "sign-in", key: "live", limits: limits, now: now.addingTimeInterval(700))
        try store.recordThrottleFailure(scope: "join", key: "faded", limits: limits, now: now)
        _ = try store.admitAttempt(scope: "join", failureKey: nil, address: "old", limits: limits, now: now)
        #expect(try store.pruneThrottles(scope: "sign-in", limits: limits, now: now.addingTimeInterval(900)) == 2)
        let later = now.addingTimeInterval(900)
        #expect(
            try store.admitAttempt(scope: "sign-in", failureKey: nil, address: "old", limits: limits, now: later)
                == nil)
        #expect(try store.pruneThrottles(scope: "sign-in", limits: limits, now: now.addingTimeInterval(950)) == 1)
        #expect(try store.pruneThrottles(scope: "join", limits: limits, now: now.addingTimeInterval(950)) == 2)
    }
}
