import CardboxCore
import Foundation
import Testing

/// The job queue: claiming within the limits, leases, and recovery after a server stopped. The cases of
/// ``StoreContract`` for ``JobStore``.
extension StoreContract {
    /// Jobs are claimed oldest first, by kind, with at most the given number running overall and one per owner; the
    /// others wait and count the waiting jobs ahead of them.
    public static func jobsAreClaimedOldestFirstWithinTheLimits(_ start: Start) throws {
        let store = start.store
        let now = Fixtures.now
        let other = try store.insertUser(Fixtures.newUser("other"))
        let third = try store.insertUser(Fixtures.newUser("third"))
        func enqueue(_ owner: UserID, _ kind: String = "import") throws -> Job {
            try store.enqueueJob(NewJob(kind: kind, owner: owner, payload: "{}", progress: "queued", createdAt: now))
        }
        let mine = try enqueue(start.user.id)
        let mineAgain = try enqueue(start.user.id)
        let optimizer = try enqueue(third.id, "optimize")
        let theirs = try enqueue(other.id)
        let thirds = try enqueue(third.id)
        #expect(mine.state == .waiting)
        #expect(mine.progress == "queued")
        #expect(mine.attempts == 0)
        #expect(try store.jobsAhead(of: mine.id) == 0)
        #expect(try store.jobsAhead(of: thirds.id) == 4)

        func claim() throws -> Job? {
            try store.claimJob(
                kind: "import", runner: "a", now: now, leaseUntil: now.addingTimeInterval(30), maximumRunning: 2)
        }
        let first = try claim()
        #expect(first?.id == mine.id)
        #expect(first?.state == .running)
        #expect(first?.attempts == 1)
        #expect(try claim()?.id == theirs.id)
        #expect(try claim() == nil)
        #expect(try store.jobsAhead(of: mineAgain.id) == 0)
        #expect(try store.jobsAhead(of: thirds.id) == 2)
        #expect(try store.jobsAhead(of: mine.id) == 0)

        #expect(try store.endJob(mine.id, runner: "a", outcome: .finished(progress: "done"), at: now))
        #expect(try claim()?.id == mineAgain.id)
        #expect(try store.endJob(theirs.id, runner: "a", outcome: .failed(progress: "half", reason: "bad"), at: now))
        #expect(try claim()?.id == thirds.id)
        #expect(try claim() == nil)
        #expect(try store.findJob(optimizer.id)?.state == .waiting)

        let ended = try store.findJob(theirs.id)
        #expect(ended?.state == .failed)
        #expect(ended?.error == "bad")
        #expect(ended?.progress == "half")
        #expect(ended?.hasEnded == true)
        #expect(try store.findJob(mine.id)?.progress == "done")
        #expect(
            try store.recentJobs(kind: "import", owner: start.user.id, limit: 10).map(\.id) == [mineAgain.id, mine.id])
        #expect(try store.recentJobs(kind: "import", owner: start.user.id, limit: 1).map(\.id) == [mineAgain.id])
        #expect(try store.recentJobs(kind: "optimize", owner: third.id, limit: 10).map(\.id) == [optimizer.id])
        #expect(try store.recentJobs(kind: "optimize", owner: start.user.id, limit: 10).isEmpty)
    }

    /// A runner's lease is renewed only by that runner; a job whose lease ran out goes back to the queue and its old
    /// runner can no longer change it; after too many attempts it fails with the reason given; a released lease can
    /// be recovered at once.
    public static func expiredLeasesAreRequeuedOrFailed(_ start: Start) throws {
        let store = start.store
        let now = Fixtures.now
        let job = try store.enqueueJob(
            NewJob(kind: "import", owner: start.user.id, payload: "{\"a\":1}", createdAt: now))
        func claim(_ runner: String, at time: Date) throws -> Job? {
            try store.claimJob(
                kind: "import", runner: runner, now: time, leaseUntil: time.addingTimeInterval(30), maximumRunning: 4)
        }
        #expect(try claim("a", at: now)?.id == job.id)
        #expect(try !store.renewJobLease(job.id, runner: "b", until: now.addingTimeInterval(60)))
        #expect(try store.renewJobLease(job.id, runner: "a", until: now.addingTimeInterval(40)))
        #expect(try store.recordJobProgress(job.id, runner: "a", progress: "page 1", at: now))
        #expect(try store.recoverExpiredJobs(now: now.addingTimeInterval(35), maximumAttempts: 2, reason: "r") == [])
        #expect(try store.findJob(job.id)?.state == .running)

        #expect(try store.recoverExpiredJobs(now: now.addingTimeInterval(41), maximumAttempts: 2, reason: "r") == [])
        let requeued = try store.findJob(job.id)
        #expect(requeued?.state == .waiting)
        #expect(requeued?.progress == "page 1")
        #expect(requeued?.payload == "{\"a\":1}")
        let later = now.addingTimeInterval(50)
        #expect(try claim("b", at: later)?.attempts == 2)
        #expect(try !store.recordJobProgress(job.id, runner: "a", progress: "stale", at: later))
        #expect(try !store.endJob(job.id, runner: "a", outcome: .finished(progress: "stale"), at: later))

        let failed = try store.recoverExpiredJobs(
            now: later.addingTimeInterval(31), maximumAttempts: 2, reason: "The server stopped twice.")
        #expect(failed.map(\.id) == [job.id])
        #expect(failed.first?.state == .failed)
        #expect(failed.first?.error == "The server stopped twice.")
        #expect(try store.findJob(job.id)?.state == .failed)

        let second = try store.enqueueJob(NewJob(kind: "import", owner: start.user.id, payload: "{}", createdAt: later))
        #expect(try claim("c", at: later)?.id == second.id)
        try store.releaseJobLeases(runner: "c", at: later)
        #expect(try store.recoverExpiredJobs(now: later, maximumAttempts: 3, reason: "r") == [])
        #expect(try store.findJob(second.id)?.state == .waiting)
    }

    /// A job is found by its owner only.
    public static func jobsAreFoundOnlyForTheirOwner(_ start: Start) throws {
        let store = start.store
        let other = try store.insertUser(Fixtures.newUser("other"))
        let job = try store.enqueueJob(
            NewJob(kind: "import", owner: start.user.id, payload: "{}", createdAt: Fixtures.now))
        #expect(try store.findJob(job.id, owner: start.user.id) == job)
        #expect(try store.findJob(job.id, owner: other.id) == nil)
        #expect(try store.findJob(JobID(rawValue: job.id.rawValue + 1)) == nil)
    }
}
