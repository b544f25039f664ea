public import CardboxCore
public import Foundation

extension SQLStore: ThrottleStore {
    /// Decides one attempt in one transaction: the failures are read, then the address's window is counted in one
    /// upsert.
    public func admitAttempt(
        scope: String, failureKey: String?, address: String, limits: ThrottleLimits, now: Date
    ) throws -> TimeInterval? {
        try database.write { connection -> TimeInterval? in
            if let failureKey,
                let failures = try connection.queryOne(
                    ThrottleQueries.findFailures, [scope, failureKey],
                    decoding: { (count: $0.int(0), last: RowCoding.date($0.int64(1))) }),
                let wait = limits.failureWait(failures.count, last: failures.last, now: now)
            {
                return wait
            }
            let window = try connection.queryOne(
                ThrottleQueries.countAttempt,
                [
                    scope, address, RowCoding.millis(now), Self.milliseconds(limits.window),
                    Int64(limits.attemptsPerWindow),
                ],
                decoding: { (start: RowCoding.date($0.int64(0)), attempts: $0.int(1)) })
            guard let window, window.attempts > limits.attemptsPerWindow else { return nil }
            return limits.windowWait(start: window.start, now: now)
        }
    }

    /// Records a failure in one upsert.
    public func recordThrottleFailure(scope: String, key: String, limits: ThrottleLimits, now: Date) throws {
        try database.write {
            try $0.run(
                ThrottleQueries.recordFailure,
                [scope, key, RowCoding.millis(now), max(1, Self.milliseconds(limits.decayInterval))])
        }
    }

    /// Forgets failures.
    public func clearThrottleFailures(scope: String, key: String) throws {
        try database.write { try $0.run(ThrottleQueries.clearFailures, [scope, key]) }
    }

    /// Deletes ended windows and faded failures.
    @discardableResult
    public func pruneThrottles(scope: String, limits: ThrottleLimits, now: Date) throws -> Int {
        try database.write { connection in
            let time = RowCoding.millis(now)
            try connection.run(ThrottleQueries.pruneAttempts, [time, Self.milliseconds(limits.window), scope])
            let windows = connection.changes
            try connection.run(
                ThrottleQueries.pruneFailures, [time, max(1, Self.milliseconds(limits.decayInterval)), scope])
            return windows + connection.changes
        }
    }

    private static func milliseconds(_ interval: TimeInterval) -> Int64 {
        Int64((interval * 1000).rounded())
    }
}
