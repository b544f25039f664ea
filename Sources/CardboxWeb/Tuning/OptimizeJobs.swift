public import CardboxCore
public import CardboxHTTP
public import CardboxJobs
import CardboxTuning
public import Foundation
import Synchronization

/// Optimizations of a deck's FSRS weights run as jobs of the one job runner: the fit reports its progress to the
/// event streams that watch it, and the job's last progress keeps the before/after report, so the result survives a
/// restart.
public final class OptimizeJobs: Sendable {
    /// The kind of the jobs in the store.
    public static let kindName = "optimize"

    private let store: any StudyStore
    private let runner: JobRunner
    private let startsRunner: Bool
    private let now: @Sendable () -> Date
    private let log: @Sendable (String) -> Void
    private let feed: JobProgressFeed<OptimizeStatus>

    /// Creates the optimizations over `store`, running them on `runner`.
    ///
    /// With `startsRunner` the runner is started with the first optimization (when its owner does not start it).
    /// Ended optimizations are announced to their owner's live streams: through `events` to every node when given,
    /// else on `hub`.
    public init(
        store: any StudyStore, runner: JobRunner, startsRunner: Bool = false, now: @escaping @Sendable () -> Date,
        log: @escaping @Sendable (String) -> Void, hub: EventStreamHub? = nil, events: (any LiveEventChannel)? = nil
    ) {
        self.store = store
        self.runner = runner
        self.startsRunner = startsRunner
        self.now = now
        self.log = log
        feed = JobProgressFeed(
            kindName: Self.kindName, liveEvents: LiveEventDelivery(channel: events, hub: hub), log: log)
        runner.register(kind)
        events?.subscribe { [weak self] event in self?.heard(event) }
    }

    /// The job kind the runner runs optimizations with.
    public var kind: JobKind {
        JobKind(
            name: Self.kindName,
            run: { [weak self] context in
                guard let self else { throw JobFailure(progress: context.job.progress, reason: "The server stopped.") }
                return try run(context)
            },
            ended: { [weak self] job in self?.ended(job) })
    }

    /// Queues an optimization of `deck` for `owner`.
    ///
    /// - Throws: ``WebError`` 409 when one of the deck's is waiting or running, 422 when the deck has too few
    ///   reviews to fit; a store error.
    public func start(deck: Deck, owner: UserID) throws -> OptimizeStatus {
        if try active(deck: deck.id, owner: owner) != nil {
            throw WebError(
                .conflict, code: "already_running",
                "An optimization of '\(deck.name)' is already running; wait for it to finish.")
        }
        do {
            try DeckOptimization(store: store).checkHistory([deck])
        } catch let error as TuningError {
            throw WebError(error)
        }
        let payload = OptimizePayload(deckID: deck.id.rawValue)
        let job = try runner.enqueue(
            kind: Self.kindName, owner: owner,
            payload: String(decoding: try JSONEncoder().encode(payload), as: UTF8.self),
            progress: OptimizeProgress(percent: 0, message: "Waiting to start…", report: nil).encoded())
        if startsRunner { runner.start() }
        return try status(of: job)
    }

    /// The waiting or running optimization of `deck`, if any.
    public func active(deck: DeckID, owner: UserID) throws -> OptimizeStatus? {
        try latest(deck: deck, owner: owner).flatMap { $0.finished ? nil : $0 }
    }

    /// The newest optimization of `deck`, if any.
    public func latest(deck: DeckID, owner: UserID) throws -> OptimizeStatus? {
        for job in try store.recentJobs(kind: Self.kindName, owner: owner, limit: 50)
        where Self.deckID(of: job) == deck.rawValue {
            return try status(of: job)
        }
        return nil
    }

    /// The status of `id` if it belongs to `owner`.
    public func status(_ id: Int, owner: UserID) -> OptimizeStatus? {
        guard let job = try? store.findJob(JobID(rawValue: Int64(id)), owner: owner), job.kind == Self.kindName
        else { return nil }
        return try? status(of: job)
    }

    /// Sends the job's progress to `stream` until the job ends; `false` when the job is not `owner`'s.
    public func watch(_ id: Int, owner: UserID, stream: EventStream) -> Bool {
        feed.watch(JobID(rawValue: Int64(id)), stream: stream) { status(id, owner: owner) }
    }

    /// Waits until job `id` has ended, at most `timeout` seconds, without holding a thread.
    public func finished(_ id: Int, timeout: TimeInterval) async -> OptimizeStatus? {
        await JobProgressFeed.finished(timeout: timeout) {
            (try? store.findJob(JobID(rawValue: Int64(id)))).flatMap { try? status(of: $0) }
        }
    }

    private static func deckID(of job: Job) -> Int64? {
        (try? JSONDecoder().decode(OptimizePayload.self, from: Data(job.payload.utf8)))?.deckID
    }

    private func status(of job: Job) throws -> OptimizeStatus {
        let progress = OptimizeProgress.decoded(job.progress)
        var status = OptimizeStatus(
            id: Int(job.id.rawValue), deckID: Self.deckID(of: job) ?? 0, state: .running, done: progress.percent,
            message: progress.message, error: nil, position: nil, result: progress.report)
        switch job.state {
        case .waiting:
            let ahead = try store.jobsAhead(of: job.id)
            status.state = .waiting
            status.position = ahead + 1
            status.message = ahead == 0 ? "Waiting to start…" : "Waiting: \(ahead) ahead of this one…"
        case .running:
            break
        case .finished:
            status.state = .finished
            status.done = 100
        case .failed:
            let reason = job.error ?? "it stopped"
            status.state = .failed
            status.error = reason
            status.message = "The optimization failed: \(reason)"
        }
        return status
    }

    /// Fits the deck on the runner's thread, reporting each percent.
    private func run(_ context: JobContext) throws -> String {
        let job = context.job
        guard let deckID = Self.deckID(of: job),
            let deck = try store.findDeck(DeckID(rawValue: deckID), owner: job.owner)
        else { throw JobFailure(progress: job.progress, reason: "The deck was deleted.") }
        let reported = Mutex(-1)
        let report: OptimizationReport
        do {
            report = try DeckOptimization(store: store).run([deck]) { share in
                let percent = min(99, Int(share * 100))
                let changed = reported.withLock { last in
                    defer { last = max(last, percent) }
                    return percent > last
                }
                guard changed, !context.isLost else { return }
                self.publish(
                    OptimizeProgress(percent: percent, message: "Fitting the weights: \(percent) %…", report: nil),
                    of: job, deck: deckID, context: context)
            }
        } catch let error as TuningError {
            throw JobFailure(progress: job.progress, reason: error.description)
        }
        log("optimize \(job.id): deck \(deckID) \(report.adopted ? "adopted" : "kept") weights")
        return OptimizeProgress(percent: 100, message: report.verdict, report: report).encoded()
    }

    private func publish(_ progress: OptimizeProgress, of job: Job, deck: Int64, context: JobContext) {
        try? context.report(progress.encoded())
        let status = OptimizeStatus(
            id: Int(job.id.rawValue), deckID: deck, state: .running, done: progress.percent,
            message: progress.message, error: nil, position: nil, result: nil)
        feed.update(job.id, with: status)
    }

    /// After a job ended: tells its watchers here and its owner's live streams (on every node).
    private func ended(_ job: Job) {
        guard let status = try? status(of: job) else { return }
        feed.ended(job, with: status)
    }

    /// An optimization ended on another node: its watchers here get the final status and their streams end.
    private func heard(_ event: LiveEvent) {
        feed.heard(event) { id in (try? store.findJob(id)).flatMap { try? status(of: $0) } }
    }

}
