public import FoundationEssentials

/// Background work kept in the store (imports, optimizer runs, the mail outbox), so it survives a restart and any
/// node can run it.
///
/// A job waits until a runner claims it; the runner then holds a lease that it renews while the job runs. A job
/// whose lease ran out (its server was killed) is handed back to the queue, or marked failed once it has been tried
/// too often. Claiming keeps to two limits: at most a given number running at once overall, and one per owner.
/// Every write by a runner names it, so a runner that lost its lease can no longer change the job.
public protocol JobStore: Sendable {
    /// Adds a waiting job.
    func enqueueJob(_ job: NewJob) throws -> Job
    /// The job with `id`.
    func findJob(_ id: JobID) throws -> Job?
    /// The job with `id` if it belongs to `owner`.
    func findJob(_ id: JobID, owner: UserID) throws -> Job?
    /// `owner`'s jobs of `kind`, newest first, at most `limit`.
    func recentJobs(kind: String, owner: UserID, limit: Int) throws -> [Job]
    /// How many waiting jobs were queued before `id` (0 when it is next, or not waiting).
    func jobsAhead(of id: JobID) throws -> Int
    /// Claims the oldest waiting job of `kind` for `runner`, if fewer than `maximumRunning` jobs hold a live lease
    /// and none of its owner's does; the job runs with a lease until `leaseUntil` and one more attempt counted.
    func claimJob(kind: String, runner: String, now: Date, leaseUntil: Date, maximumRunning: Int) throws -> Job?
    /// Extends `runner`'s lease on a running job; `false` when the runner no longer holds it.
    func renewJobLease(_ id: JobID, runner: String, until: Date) throws -> Bool
    /// Records a running job's progress (text the job's kind defines); `false` when `runner` no longer holds it.
    func recordJobProgress(_ id: JobID, runner: String, progress: String, at date: Date) throws -> Bool
    /// Ends a running job as finished or failed; `false` when `runner` no longer holds it.
    func endJob(_ id: JobID, runner: String, outcome: JobOutcome, at date: Date) throws -> Bool
    /// Lets the leases of `runner`'s running jobs run out now, so the next runner resumes them at once (a server
    /// stopping on SIGTERM).
    func releaseJobLeases(runner: String, at date: Date) throws
    /// Hands running jobs whose lease ran out before `now` back to the queue, or, once they have been tried
    /// `maximumAttempts` times, marks them failed with `reason`. Returns the jobs it failed.
    func recoverExpiredJobs(now: Date, maximumAttempts: Int, reason: String) throws -> [Job]
}

/// Identifies a ``Job``.
public struct JobID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// A job in the store.
public struct Job: Sendable, Equatable {
    /// Where a job is in its life.
    public enum State: String, Sendable, Equatable, CaseIterable {
        /// Queued, not yet claimed (or handed back after its server stopped).
        case waiting
        /// Claimed by a runner that holds its lease.
        case running
        /// Done.
        case finished
        /// Stopped with an error, or given up on.
        case failed
    }

    /// The job.
    public var id: JobID
    /// What kind of work it is, such as `import`: the runner picks its handler by kind.
    public var kind: String
    /// Whose work it is.
    public var owner: UserID
    /// Where it is.
    public var state: State
    /// What it has done so far, as its kind writes it (JSON for imports).
    public var progress: String
    /// What to do, as its kind writes it (JSON for imports).
    public var payload: String
    /// How often a runner has claimed it.
    public var attempts: Int
    /// Why it failed.
    public var error: String?
    /// When it was queued.
    public var createdAt: Date
    /// When it last changed.
    public var updatedAt: Date

    /// Creates the value.
    public init(
        id: JobID, kind: String, owner: UserID, state: State, progress: String, payload: String, attempts: Int,
        error: String?, createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.kind = kind
        self.owner = owner
        self.state = state
        self.progress = progress
        self.payload = payload
        self.attempts = attempts
        self.error = error
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// Whether it has ended, finished or failed.
    public var hasEnded: Bool { state == .finished || state == .failed }
}

/// A job to queue.
public struct NewJob: Sendable, Equatable {
    /// Its kind.
    public var kind: String
    /// Whose it is.
    public var owner: UserID
    /// What to do.
    public var payload: String
    /// Its progress before it starts.
    public var progress: String
    /// When.
    public var createdAt: Date

    /// Creates the value.
    public init(kind: String, owner: UserID, payload: String, progress: String = "", createdAt: Date) {
        self.kind = kind
        self.owner = owner
        self.payload = payload
        self.progress = progress
        self.createdAt = createdAt
    }
}

/// How a job ended.
public enum JobOutcome: Sendable, Equatable {
    /// It finished with this last progress.
    case finished(progress: String)
    /// It failed with this last progress, for this reason (a sentence for the user).
    case failed(progress: String, reason: String)
}
