import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// The in-memory throttle store answers exactly as the database's, so a throttle behaves the same on either.
@Suite struct MemoryThrottleStoreTests {
    private let limits = ThrottleLimits(
        attemptsPerWindow: 3, window: 60, freeFailures: 2, maximumWait: 900, decayInterval: 300)

    /// One step of a script: an attempt (with or without an account), a failure, a success, or pruning.
    private enum Step {
        case attempt(account: String?, address: String, at: TimeInterval)
        case failure(account: String, at: TimeInterval)
        case success(account: String)
        case prune(at: TimeInterval)
    }

    /// Runs `steps` on `store` and returns every answer, as text.
    private func play(_ steps: [Step], on store: any ThrottleStore) throws -> [String] {
        try steps.map { step -> String in
            switch step {
            case .attempt(let account, let address, let seconds):
                let wait = try store.admitAttempt(
                    scope: "sign-in", failureKey: account.map { "\($0)\n\(address)" }, address: address,
                    limits: limits, now: Fixtures.now.addingTimeInterval(seconds))
                return wait.map { "wait \(Int($0))" } ?? "go"
            case .failure(let account, let seconds):
                try store.recordThrottleFailure(
                    scope: "sign-in", key: "\(account)\n10.0.0.1", limits: limits,
                    now: Fixtures.now.addingTimeInterval(seconds))
                return "failed"
            case .success(let account):
                try store.clearThrottleFailures(scope: "sign-in", key: "\(account)\n10.0.0.1")
                return "cleared"
            case .prune(let seconds):
                let pruned = try store.pruneThrottles(
                    scope: "sign-in", limits: limits, now: Fixtures.now.addingTimeInterval(seconds))
                return "pruned \(pruned)"
            }
        }
    }

    @Test func answersAsTheDatabaseDoes() throws {
        var steps: [Step] = (0..<5).map { .attempt(account: nil, address: "10.0.0.9", at: Double($0) * 10) }
        steps += [.failure(account: "ada", at: 0), .failure(account: "ada", at: 1), .failure(account: "ada", at: 2)]
        steps += (0..<4).map { .attempt(account: "ada", address: "10.0.0.1", at: 2 + Double($0)) }
        steps += [.failure(account: "ada", at: 400), .attempt(account: "ada", address: "10.0.0.1", at: 400)]
        steps += [.success(account: "ada"), .attempt(account: "ada", address: "10.0.0.1", at: 401)]
        steps += [.prune(at: 430), .attempt(account: nil, address: "10.0.0.9", at: 430), .prune(at: 2000)]
        let memory = try play(steps, on: MemoryThrottleStore())
        let database = try play(steps, on: SQLiteStore.inMemory())
        #expect(memory == database)
        #expect(memory.prefix(5) == ["go", "go", "go", "wait 30", "wait 20"])
        #expect(memory.contains("wait 2"))
        #expect(memory.last == "pruned 2")
    }

    @Test func aThrottleWithoutAStoreStillSlowsGuessing() {
        let throttle = SignInThrottle(now: { Fixtures.now })
        for _ in 0...SignInThrottle.freeFailures {
            #expect(throttle.wait(account: "ada@example.org", address: "10.0.0.1") == nil)
            throttle.recordFailure(account: "ada@example.org", address: "10.0.0.1")
        }
        #expect(throttle.wait(account: "Ada@Example.org", address: "10.0.0.1") == 2)
        #expect(throttle.wait(account: "ada@example.org", address: "10.0.0.2") == nil)
    }
}
