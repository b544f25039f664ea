import CardboxCore
import CardboxPostgres
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Synchronization
import Testing

/// Job runners on several servers claiming from one queue at once.
@Suite(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
struct PostgresJobClaimTests {
    /// What the runners saw: the jobs running now by owner, each claim, and the most that ran at once.
    private struct Ledger {
        var running: [JobID: UserID] = [:]
        var claimed: [JobID] = []
        var finished = 0
        var mostRunning = 0
        var violations: [String] = []
    }

    @Test func runnersOnTwoServersKeepTheLimitsAndNeverRunAJobTwice() throws {
        let url = try TestDatabase.freshSchema()
        let servers = [
            try PostgresStore(PostgresConfiguration(url, poolSize: 3)),
            try PostgresStore(PostgresConfiguration(url, poolSize: 3)),
        ]
        let owners = try (0..<6).map { try servers[0].insertUser(Fixtures.newUser("student \($0)")).id }
        let perOwner = 3
        for round in 0..<perOwner {
            for owner in owners {
                _ = try servers[round % 2].enqueueJob(
                    NewJob(kind: "import", owner: owner, payload: "\(round)", createdAt: Fixtures.now))
            }
        }
        let total = owners.count * perOwner
        let limit = 2
        let ledger = Mutex(Ledger())
        let deadline = Date().addingTimeInterval(60)
        let runners = 6
        let finished = DispatchGroup()
        let gate = DispatchSemaphore(value: 0)
        for index in 0..<runners {
            finished.enter()
            Thread.detachNewThread {
                defer { finished.leave() }
                gate.wait()
                let store = servers[index % 2]
                let runner = "server \(index % 2) runner \(index)"
                while ledger.withLock({ $0.finished < total }) && Date() < deadline {
                    let job: Job?
                    do {
                        job = try store.claimJob(
                            kind: "import", runner: runner, now: Fixtures.now,
                            leaseUntil: Fixtures.now.addingTimeInterval(3600), maximumRunning: limit)
                    } catch {
                        ledger.withLock { $0.violations.append("claim failed: \(error)") }
                        return
                    }
                    guard let job else {
                        Thread.sleep(forTimeInterval: 0.002)
                        continue
                    }
                    ledger.withLock { ledger in
                        if ledger.claimed.contains(job.id) { ledger.violations.append("\(job.id) claimed twice") }
                        if ledger.running.values.contains(job.owner) {
                            ledger.violations.append("two jobs of \(job.owner) ran at once")
                        }
                        ledger.claimed.append(job.id)
                        ledger.running[job.id] = job.owner
                        ledger.mostRunning = max(ledger.mostRunning, ledger.running.count)
                        if ledger.running.count > limit {
                            ledger.violations.append("\(ledger.running.count) jobs ran at once")
                        }
                    }
                    Thread.sleep(forTimeInterval: 0.005)
                    ledger.withLock { _ = $0.running.removeValue(forKey: job.id) }
                    let ended =
                        (try? store.endJob(
                            job.id, runner: runner, outcome: .finished(progress: "done"), at: Fixtures.now))
                        ?? false
                    ledger.withLock { ledger in
                        if ended { ledger.finished += 1 } else { ledger.violations.append("\(job.id) did not end") }
                    }
                }
            }
        }
        for _ in 0..<runners { gate.signal() }
        finished.wait()

        let seen = ledger.withLock { $0 }
        #expect(seen.violations == [])
        #expect(seen.claimed.count == total)
        #expect(Set(seen.claimed).count == total)
        #expect(seen.mostRunning <= limit)
        for id in seen.claimed {
            let job = try #require(try servers[1].findJob(id))
            #expect(job.state == .finished)
            #expect(job.attempts == 1)
        }
    }
}
