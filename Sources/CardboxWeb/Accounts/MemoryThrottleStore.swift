public import CardboxCore
public import Foundation
import Synchronization

/// Throttle counters in this process's memory: for a throttle that needs no store, such as in tests, or a tool that
/// runs alone.
public final class MemoryThrottleStore: ThrottleStore {
    private struct Key: Hashable {
        var scope: String
        var name: String
    }

    private struct State {
        var failures: [Key: (count: Int, last: Date)] = [:]
        var attempts: [Key: (start: Date, count: Int)] = [:]
    }

    private let state = Mutex(State())

    /// Creates an empty store.
    public init() {}

    /// Decides one attempt under the lock.
    public func admitAttempt(
        scope: String, failureKey: String?, address: String, limits: ThrottleLimits, now: Date
    ) -> TimeInterval? {
        state.withLock { state -> TimeInterval? in
            if let failureKey, let failure = state.failures[Key(scope: scope, name: failureKey)],
                let wait = limits.failureWait(failure.count, last: failure.last, now: now)
            {
                return wait
            }
            let key = Key(scope: scope, name: address)
            var window = state.attempts[key] ?? (start: now, count: 0)
            if now.timeIntervalSince(window.start) >= limits.window { window = (start: now, count: 0) }
            if window.count >= limits.attemptsPerWindow { return limits.windowWait(start: window.start, now: now) }
            window.count += 1
            state.attempts[key] = window
            return nil
        }
    }

    /// Records a failure under the lock.
    public func recordThrottleFailure(scope: String, key: String, limits: ThrottleLimits, now: Date) {
        let key = Key(scope: scope, name: key)
        state.withLock { state in
            let count = state.failures[key].map { limits.decayed($0.count, last: $0.last, now: now) } ?? 0
            state.failures[key] = (count: count + 1, last: now)
        }
    }

    /// Forgets failures under the lock.
    public func clearThrottleFailures(scope: String, key: String) {
        _ = state.withLock { $0.failures.removeValue(forKey: Key(scope: scope, name: key)) }
    }

    /// Deletes the ended windows and faded failures of `scope`.
    @discardableResult
    public func pruneThrottles(scope: String, limits: ThrottleLimits, now: Date) -> Int {
        state.withLock { state in
            let before = state.attempts.count + state.failures.count
            state.attempts = state.attempts.filter {
                $0.key.scope != scope || now.timeIntervalSince($0.value.start) < limits.window
            }
            state.failures = state.failures.filter {
                $0.key.scope != scope || limits.decayed($0.value.count, last: $0.value.last, now: now) > 0
            }
            return before - state.attempts.count - state.failures.count
        }
    }
}
