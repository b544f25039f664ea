public import CardboxCore
public import CardboxGeneration
public import CardboxHTTP
import CardboxJSON
public import Foundation
import Synchronization

/// Imports running in the background: each reads its files, stores the documents and generates draft cards,
/// reporting progress to the event streams that watch it.
public final class ImportJobs: Sendable {
    /// What a job is doing.
    public struct Status: Sendable, Encodable, Equatable {
        /// What a job is doing.
        public enum Phase: String, Sendable, Encodable, Equatable, CaseIterable {
            /// Reading the files (pages, or images for OCR).
            case reading
            /// Making cards, chunk by chunk.
            case generating
            /// Done; the drafts are ready.
            case finished
            /// Stopped with an error.
            case failed
        }

        /// The job's id.
        public var id: Int
        /// What the job is doing.
        public var state: Phase
        /// Steps done (pages while reading, chunks while generating).
        public var done: Int
        /// Steps in all.
        public var total: Int
        /// A sentence for the user.
        public var message: String
        /// The drafts made so far.
        public var draftIDs: [Int64]
        /// Why the job failed.
        public var error: String?

        /// Whether the job has ended.
        public var finished: Bool { state == .finished || state == .failed }
        /// Where to go when it has.
        public var next: String {
            draftIDs.count == 1 ? "/drafts/\(draftIDs[0])" : "/drafts"
        }

        enum CodingKeys: String, CodingKey {
            case id, state, done, total, message, error, finished, next
            case draftIDs = "draft_ids"
        }

        /// Encodes the status with its derived fields.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(state, forKey: .state)
            try container.encode(done, forKey: .done)
            try container.encode(total, forKey: .total)
            try container.encode(message, forKey: .message)
            try container.encode(draftIDs, forKey: .draftIDs)
            try container.encodeIfPresent(error, forKey: .error)
            try container.encode(finished, forKey: .finished)
            try container.encode(next, forKey: .next)
        }
    }

    /// What to import.
    public struct Request: Sendable {
        /// Whose import.
        public var owner: User
        /// The uploaded files.
        public var uploads: [DocumentInput]
        /// The deck the cards are for; `nil` uses each file's name.
        public var deckName: String?
        /// The engine asked for.
        public var engine: EngineRequest
        /// Builds the engine selector, given the cards already made on the host's model this month (probing a
        /// local model server takes a moment, so it runs on the job's thread).
        public var makeSelector: @Sendable (_ usedThisMonth: Int) async -> EngineSelector
        /// The most cards per file.
        public var maxCards: Int?
        /// The owner's study day, which names the month generation counts against.
        public var today: StudyDay

        /// Creates the value.
        public init(
            owner: User, uploads: [DocumentInput], deckName: String?, engine: EngineRequest,
            makeSelector: @escaping @Sendable (Int) async -> EngineSelector, maxCards: Int?, today: StudyDay
        ) {
            self.owner = owner
            self.uploads = uploads
            self.deckName = deckName
            self.engine = engine
            self.makeSelector = makeSelector
            self.maxCards = maxCards
            self.today = today
        }
    }

    private struct Job {
        var owner: UserID
        var status: Status
        var watchers: [EventStream] = []
    }

    private let jobs = Mutex<[Int: Job]>([:])
    private let nextID = Mutex(0)
    private let importer: DocumentImport
    private let now: @Sendable () -> Date
    private let log: @Sendable (String) -> Void
    private let hub: EventStreamHub?

    /// Creates the registry, running imports with `importer`; finished imports are announced on `hub` to their
    /// owner's live stream.
    public init(
        importer: DocumentImport, now: @escaping @Sendable () -> Date, log: @escaping @Sendable (String) -> Void,
        hub: EventStreamHub? = nil
    ) {
        self.hub = hub
        self.importer = importer
        self.now = now
        self.log = log
    }

    /// Starts a job on its own thread and returns its status.
    public func start(_ request: Request) -> Status {
        let id = nextID.withLock { value in
            value += 1
            return value
        }
        let status = Status(
            id: id, state: .reading, done: 0, total: request.uploads.count, message: "Reading the file…",
            draftIDs: [], error: nil)
        jobs.withLock { $0[id] = Job(owner: request.owner.id, status: status) }
        let thread = Thread { [self] in run(id, request) }
        thread.name = "cardbox-import-\(id)"
        thread.start()
        return status
    }

    /// The status of `id` if it belongs to `owner`.
    public func status(_ id: Int, owner: UserID) -> Status? {
        jobs.withLock { $0[id].flatMap { $0.owner == owner ? $0.status : nil } }
    }

    /// Sends the job's progress to `stream` until the job ends.
    public func watch(_ id: Int, owner: UserID, stream: EventStream) -> Bool {
        let status = jobs.withLock { jobs -> Status? in
            guard var job = jobs[id], job.owner == owner else { return nil }
            if !job.status.finished { job.watchers.append(stream) }
            jobs[id] = job
            return job.status
        }
        guard let status else { return false }
        send(status, to: [stream])
        if status.finished { stream.close() }
        return true
    }

    /// Waits until job `id` has finished, at most `timeout` seconds, without holding a thread (the job itself needs
    /// the concurrency pool to run).
    public func finished(_ id: Int, timeout: TimeInterval) async -> Status? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let status = jobs.withLock({ $0[id]?.status }), status.finished { return status }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return jobs.withLock { $0[id]?.status }
    }

    private func update(_ id: Int, _ change: (inout Status) -> Void) {
        let (status, watchers, owner) = jobs.withLock { jobs -> (Status?, [EventStream], UserID?) in
            guard var job = jobs[id] else { return (nil, [], nil) }
            change(&job.status)
            job.watchers.removeAll { $0.isClosed }
            let watchers = job.watchers
            if job.status.finished { job.watchers = [] }
            jobs[id] = job
            return (job.status, watchers, job.owner)
        }
        guard let status, let owner else { return }
        send(status, to: watchers)
        if status.finished, let data = try? JSONResponse.encoder().encode(status) {
            hub?.publish(String(decoding: data, as: UTF8.self), event: "import", to: LiveEvents.key(for: owner))
        }
        if status.finished { watchers.forEach { $0.close() } }
    }

    private func send(_ status: Status, to streams: [EventStream]) {
        guard let data = try? JSONResponse.encoder().encode(status) else { return }
        let text = String(decoding: data, as: UTF8.self)
        for stream in streams { stream.send(text, event: "progress") }
    }

    private func run(_ id: Int, _ request: Request) {
        let importRequest = DocumentImport.Request(
            owner: request.owner.id, inputs: request.uploads, deckName: request.deckName, engine: request.engine,
            maxCards: request.maxCards, today: request.today, now: now(),
            makeSelector: { used in await request.makeSelector(used) })
        do {
            let outcomes = try Self.blocking { [importer] in
                try await importer.run(importRequest) { event in self.apply(event, to: id) }
            }
            for outcome in outcomes {
                log("import \(id): draft \(outcome.draft.id) with \(outcome.cardCount) cards by \(outcome.engine)")
            }
            update(id) { status in
                status.state = .finished
                status.done = status.total
                status.message = "Done. Opening the draft…"
            }
        } catch {
            let message = (error as? WebError)?.message ?? String(describing: error)
            log("import \(id) failed: \(message)")
            update(id) { status in
                status.state = .failed
                status.error = message
                status.message = "The import failed: \(message)"
            }
        }
    }

    /// Shows what the import reports in the job's status.
    private func apply(_ event: DocumentImport.Event, to id: Int) {
        update(id) { status in
            switch event {
            case .reading(let done, let total, _):
                status.done = done
                status.total = total
                status.message = "Reading page \(done) of \(total)…"
            case .read: break
            case .started(let draft, _):
                status.state = .generating
                if !status.draftIDs.contains(draft.id.rawValue) { status.draftIDs.append(draft.id.rawValue) }
            case .generating(let done, let total, let document):
                status.done = done
                status.total = total
                status.message = "Making cards: part \(done) of \(total) of \(document)…"
            }
        }
    }

    /// Runs async work on this job's own thread and waits for it.
    private static func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        try ThreadTaskExecutor().run(work)
    }
}
