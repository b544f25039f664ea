public import CardboxCore
public import Foundation

extension SQLStore: JobStore {
    /// Queues a job.
    public func enqueueJob(_ job: NewJob) throws -> Job {
        try database.write { connection in
            let row = try connection.queryOne(
                JobQueries.insert,
                [job.kind, job.owner.rawValue, job.payload, job.progress, RowCoding.millis(job.createdAt)],
                decoding: RowCoding.job)
            guard let row else { throw StoreError.notFound("The new job") }
            return row
        }
    }

    /// The job with `id`.
    public func findJob(_ id: JobID) throws -> Job? {
        try database.read { try $0.queryOne(JobQueries.find, [id.rawValue], decoding: RowCoding.job) }
    }

    /// The job with `id` if `owner` has it.
    public func findJob(_ id: JobID, owner: UserID) throws -> Job? {
        try database.read {
            try $0.queryOne(JobQueries.findOwned, [id.rawValue, owner.rawValue], decoding: RowCoding.job)
        }
    }

    /// `owner`'s jobs of `kind`, newest first.
    public func recentJobs(kind: String, owner: UserID, limit: Int) throws -> [Job] {
        try database.read {
            try $0.query(JobQueries.recent, [kind, owner.rawValue, Int64(limit)], decoding: RowCoding.job)
        }
    }

    /// Waiting jobs queued before `id`.
    public func jobsAhead(of id: JobID) throws -> Int {
        try database.read { try $0.queryOne(JobQueries.ahead, [id.rawValue]) { $0.int(0) } ?? 0 }
    }

    /// Claims the oldest waiting job of `kind` that the limits allow.
    ///
    /// Servers claiming at once take turns on the dialect's claim lock (PostgreSQL's advisory lock held to the end of
    /// the transaction; SQLite's single writer), so each counts the running jobs after the previous claim committed
    /// and neither limit is passed; on PostgreSQL the job's row is taken with `FOR UPDATE SKIP LOCKED`, so a row
    /// another transaction holds is never claimed twice.
    public func claimJob(
        kind: String, runner: String, now: Date, leaseUntil: Date, maximumRunning: Int
    ) throws -> Job? {
        try database.write { connection in
            try connection.lock(Self.dialect.lockJobClaims)
            let time = RowCoding.millis(now)
            guard
                let id = try connection.queryOne(
                    Self.dialect.nextJob, [kind, time, maximumRunning], decoding: { $0.int64(0) })
            else { return nil }
            return try connection.queryOne(
                JobQueries.claim, [id, runner, RowCoding.millis(leaseUntil), time], decoding: RowCoding.job)
        }
    }

    /// Extends a lease.
    public func renewJobLease(_ id: JobID, runner: String, until: Date) throws -> Bool {
        try database.write { connection in
            try connection.run(JobQueries.renew, [id.rawValue, runner, RowCoding.millis(until)])
            return connection.changes == 1
        }
    }

    /// Records progress.
    public func recordJobProgress(_ id: JobID, runner: String, progress: String, at date: Date) throws -> Bool {
        try database.write { connection in
            try connection.run(JobQueries.progress, [id.rawValue, runner, progress, RowCoding.millis(date)])
            return connection.changes == 1
        }
    }

    /// Ends a job.
    public func endJob(_ id: JobID, runner: String, outcome: JobOutcome, at date: Date) throws -> Bool {
        let (state, progress, reason): (Job.State, String, String?) =
            switch outcome {
            case .finished(let progress): (.finished, progress, nil)
            case .failed(let progress, let reason): (.failed, progress, reason)
            }
        return try database.write { connection in
            try connection.run(
                JobQueries.end, [id.rawValue, runner, state.rawValue, progress, reason, RowCoding.millis(date)])
            return connection.changes == 1
        }
    }

    /// Lets a runner's leases run out now.
    public func releaseJobLeases(runner: String, at date: Date) throws {
        try database.write { try $0.run(JobQueries.release, [runner, RowCoding.millis(date)]) }
    }

    /// Requeues or fails jobs whose lease ran out.
    ///
    /// It takes the claim lock too, so a job is not handed back while another server is counting the running ones.
    public func recoverExpiredJobs(now: Date, maximumAttempts: Int, reason: String) throws -> [Job] {
        try database.write { connection in
            try connection.lock(Self.dialect.lockJobClaims)
            let time = RowCoding.millis(now)
            let failed = try connection.query(
                JobQueries.failExpired, [time, maximumAttempts, reason], decoding: RowCoding.job)
            try connection.run(JobQueries.requeueExpired, [time])
            return failed
        }
    }
}
