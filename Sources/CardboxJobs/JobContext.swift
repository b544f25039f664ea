public import CardboxCore
import Foundation
import Synchronization

/// What a running job sees of its runner: the job as claimed, and a way to record its progress.
public final class JobContext: Sendable {
    /// The job as it was claimed.
    public let job: Job
    private let store: any JobStore
    private let runner: String
    private let now: @Sendable () -> Date
    private let lost = Atomic<Bool>(false)

    init(job: Job, store: any JobStore, runner: String, now: @escaping @Sendable () -> Date) {
        self.job = job
        self.store = store
        self.runner = runner
        self.now = now
    }

    /// Whether an earlier run of this job was interrupted (its server stopped), so the work may be half done.
    public var isResumed: Bool { job.attempts > 1 }

    /// Whether the runner no longer holds the job (another runner took it over after the lease ran out).
    public var isLost: Bool { lost.load(ordering: .relaxed) }

    /// Records `progress` in the store.
    ///
    /// - Throws: ``JobLeaseLost`` when another runner holds the job now; the work should stop.
    public func report(_ progress: String) throws {
        guard !isLost else { throw JobLeaseLost(job: job.id) }
        guard (try? store.recordJobProgress(job.id, runner: runner, progress: progress, at: now())) != false else {
            markLost()
            throw JobLeaseLost(job: job.id)
        }
    }

    func markLost() {
        lost.store(true, ordering: .relaxed)
    }
}

/// The runner lost a job's lease: another runner took it over.
public struct JobLeaseLost: Error, CustomStringConvertible, Sendable {
    /// The job.
    public var job: JobID

    /// The lease on `job` was lost.
    public init(job: JobID) {
        self.job = job
    }

    /// A sentence for the log.
    public var description: String { "Job \(job) is run elsewhere now." }
}
