public import CardboxCore
public import Foundation
import Synchronization

/// Runs the jobs of the store's queue on threads of its own.
///
/// At most ``Configuration/maximumRunning`` run at once overall (across every runner on the same store) and one per
/// owner, each under a lease that is renewed while it runs. Jobs whose lease ran out (a server killed, or stopped) are resumed, or failed with a reason once tried
/// ``Configuration/maximumAttempts`` times.
///
/// ```swift
/// let runner = JobRunner(store: store, kinds: [importKind], now: Date.init, log: { print($0) })
/// runner.start()
/// let job = try runner.enqueue(kind: "import", owner: user.id, payload: json)
/// ```
public final class JobRunner: Sendable {
    /// Limits and timings.
    public struct Configuration: Sendable {
        /// The most jobs running at once overall.
        public var maximumRunning: Int
        /// How long a lease lasts without renewal.
        public var lease: TimeInterval
        /// How often leases are renewed (well inside ``lease``).
        public var renewal: TimeInterval
        /// How often the queue is looked at when nothing wakes the runner.
        public var pollInterval: TimeInterval
        /// How often a job is started before an interrupted one is given up.
        public var maximumAttempts: Int

        /// Creates the configuration; by default as many jobs as the machine has cores, a 30-second lease renewed
        /// every 10 seconds, and three attempts.
        public init(
            maximumRunning: Int = ProcessInfo.processInfo.activeProcessorCount, lease: TimeInterval = 30,
            renewal: TimeInterval = 10, pollInterval: TimeInterval = 1, maximumAttempts: Int = 3
        ) {
            self.maximumRunning = max(1, maximumRunning)
            self.lease = lease
            self.renewal = renewal
            self.pollInterval = pollInterval
            self.maximumAttempts = max(1, maximumAttempts)
        }
    }

    private struct State {
        var running: [JobID: JobContext] = [:]
        var started = false
        var stopped = false
        var lastRenewal = Date.distantPast
    }

    /// This runner's name in the leases it holds.
    public let name: String
    /// The limits and timings.
    public let configuration: Configuration
    private let store: any JobStore
    private let kinds: Mutex<[String: JobKind]>
    private let now: @Sendable () -> Date
    private let log: @Sendable (String) -> Void
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    /// Creates a runner of `kinds` over `store`; it does nothing until ``start()``.
    public init(
        store: any JobStore, kinds: [JobKind], configuration: Configuration = Configuration(),
        now: @escaping @Sendable () -> Date, log: @escaping @Sendable (String) -> Void
    ) {
        self.store = store
        self.kinds = Mutex(Dictionary(kinds.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last }))
        self.configuration = configuration
        self.now = now
        self.log = log
        name = "\(ProcessInfo.processInfo.hostName)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
    }

    /// Adds a kind of job this runner runs (replacing one of the same name).
    public func register(_ kind: JobKind) {
        kinds.withLock { $0[kind.name] = kind }
        wake.signal()
    }

    /// Starts the loop that resumes interrupted jobs and runs waiting ones; it ends with ``stop(releasingLeases:)``
    /// or when the runner is no longer used.
    public func start() {
        let first = state.withLock { state -> Bool in
            defer { state.started = true }
            return !state.started && !state.stopped
        }
        guard first else { return }
        let thread = Thread { [weak self, wake] in
            while let runner = self, !runner.state.withLock({ $0.stopped }) {
                runner.poll()
                let interval = runner.configuration.pollInterval
                _ = consume runner
                _ = wake.wait(timeout: .now() + interval)
            }
        }
        thread.name = "cardbox-jobs"
        thread.start()
    }

    /// Stops taking jobs.
    ///
    /// With `releasingLeases` (a normal stop) the leases of running jobs run out at once, so the
    /// next runner resumes them without waiting; without it the runner just goes quiet, as a killed one would.
    public func stop(releasingLeases: Bool = true) {
        let running = state.withLock { state -> [JobContext] in
            state.stopped = true
            return Array(state.running.values)
        }
        wake.signal()
        guard releasingLeases else { return }
        running.forEach { $0.markLost() }
        do {
            try store.releaseJobLeases(runner: name, at: now())
        } catch {
            log("jobs: releasing leases failed: \(error)")
        }
    }

    /// Queues a job and wakes the runner.
    public func enqueue(kind: String, owner: UserID, payload: String, progress: String = "") throws -> Job {
        let job = try store.enqueueJob(
            NewJob(kind: kind, owner: owner, payload: payload, progress: progress, createdAt: now()))
        wake.signal()
        return job
    }

    /// How many jobs this runner is running now.
    public var runningCount: Int { state.withLock { $0.running.count } }

    /// Recovers expired jobs, renews leases when due and starts what the limits allow, once, now (the loop does this
    /// every poll interval and whenever a job is queued or ends).
    public func poll() {
        guard !state.withLock({ $0.stopped }) else { return }
        recover()
        renewIfDue()
        claim()
    }

    private func recover() {
        do {
            let reason =
                "The server stopped while this ran, \(configuration.maximumAttempts) "
                + (configuration.maximumAttempts == 1 ? "time" : "times") + "; it was not tried again."
            let failed = try store.recoverExpiredJobs(
                now: now(), maximumAttempts: configuration.maximumAttempts, reason: reason)
            for job in failed {
                log("job \(job.id) (\(job.kind)) failed: \(reason)")
                kinds.withLock { $0[job.kind] }?.ended(job)
            }
        } catch {
            log("jobs: recovering expired jobs failed: \(error)")
        }
    }

    private func renewIfDue() {
        let time = now()
        let due = state.withLock { state -> [JobContext] in
            guard time.timeIntervalSince(state.lastRenewal) >= configuration.renewal else { return [] }
            state.lastRenewal = time
            return Array(state.running.values)
        }
        for context in due {
            let held = try? store.renewJobLease(
                context.job.id, runner: name, until: time.addingTimeInterval(configuration.lease))
            if held == false {
                log("job \(context.job.id) is run elsewhere now")
                context.markLost()
            }
        }
    }

    private func claim() {
        for kind in kinds.withLock({ $0.values.sorted(by: { $0.name < $1.name }) }) {
            while state.withLock({ !$0.stopped && $0.running.count < configuration.maximumRunning }) {
                let time = now()
                let claimed: Job?
                do {
                    claimed = try store.claimJob(
                        kind: kind.name, runner: name, now: time,
                        leaseUntil: time.addingTimeInterval(configuration.lease),
                        maximumRunning: configuration.maximumRunning)
                } catch {
                    log("jobs: claiming a \(kind.name) job failed: \(error)")
                    return
                }
                guard let job = claimed else { break }
                launch(job, kind)
            }
        }
    }

    private func launch(_ job: Job, _ kind: JobKind) {
        let context = JobContext(job: job, store: store, runner: name, now: now)
        state.withLock { $0.running[job.id] = context }
        if context.isResumed { log("job \(job.id) (\(kind.name)) resumed, attempt \(job.attempts)") }
        let thread = Thread { [self] in
            execute(context, kind)
            state.withLock { _ = $0.running.removeValue(forKey: job.id) }
            wake.signal()
        }
        thread.name = "cardbox-job-\(job.id)"
        thread.start()
    }

    private func execute(_ context: JobContext, _ kind: JobKind) {
        let job = context.job
        let outcome: JobOutcome
        do {
            outcome = .finished(progress: try kind.run(context))
        } catch let failure as JobFailure {
            outcome = .failed(progress: failure.progress, reason: failure.reason)
        } catch {
            outcome = .failed(progress: job.progress, reason: String(describing: error))
        }
        guard !context.isLost else { return }
        do {
            guard try store.endJob(job.id, runner: name, outcome: outcome, at: now()) else {
                log("job \(job.id) ended here but is run elsewhere now")
                return
            }
            if case .failed(_, let reason) = outcome { log("job \(job.id) (\(kind.name)) failed: \(reason)") }
            if let ended = try store.findJob(job.id) { kind.ended(ended) }
        } catch {
            log("job \(job.id): recording its end failed: \(error)")
        }
    }
}
