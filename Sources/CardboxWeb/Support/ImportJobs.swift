public import CardboxCore
public import CardboxDocuments
public import CardboxGeneration
public import CardboxHTTP
public import Foundation
import Synchronization

/// Imports running in the background: each reads its files, stores the documents and generates draft cards,
/// reporting progress to the event streams that watch it.
public final class ImportJobs: Sendable {
    /// What a job is doing.
    public struct Status: Sendable, Encodable, Equatable {
        /// The job's id.
        public var id: Int
        /// `reading`, `generating`, `finished` or `failed`.
        public var state: String
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
        public var finished: Bool { state == "finished" || state == "failed" }
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

    /// One uploaded file.
    public struct Upload: Sendable {
        /// The file name the browser gave.
        public var filename: String
        /// The content.
        public var bytes: [UInt8]

        /// Creates the value.
        public init(filename: String, bytes: [UInt8]) {
            self.filename = filename
            self.bytes = bytes
        }
    }

    /// What to import.
    public struct Request: Sendable {
        /// Whose import.
        public var owner: User
        /// The files.
        public var uploads: [Upload]
        /// The deck the cards are for; `nil` uses each file's name.
        public var deckName: String?
        /// The engine asked for.
        public var engine: EngineRequest
        /// Builds the engine selector, given the cards already made on the host's model this month (probing a
        /// local model server takes a moment, so it runs on the job's thread).
        public var makeSelector: @Sendable (_ usedThisMonth: Int) async -> EngineSelector
        /// The most cards per file.
        public var maxCards: Int?
        /// The month generation counts against.
        public var month: String

        /// Creates the value.
        public init(
            owner: User, uploads: [Upload], deckName: String?, engine: EngineRequest,
            makeSelector: @escaping @Sendable (Int) async -> EngineSelector, maxCards: Int?, month: String
        ) {
            self.owner = owner
            self.uploads = uploads
            self.deckName = deckName
            self.engine = engine
            self.makeSelector = makeSelector
            self.maxCards = maxCards
            self.month = month
        }
    }

    private struct Job {
        var owner: UserID
        var status: Status
        var watchers: [EventStream] = []
    }

    private let jobs = Mutex<[Int: Job]>([:])
    private let nextID = Mutex(0)
    private let store: any DraftGeneration.Store
    private let extraction: ExtractionOptions
    private let relatedTerms: any RelatedTerms
    private let monthlyCards: Int
    private let now: @Sendable () -> Date
    private let log: @Sendable (String) -> Void
    private let hub: EventStreamHub?

    /// Creates the registry; finished imports are announced on `hub` to their owner's live stream.
    public init(
        store: any DraftGeneration.Store, extraction: ExtractionOptions, relatedTerms: any RelatedTerms,
        monthlyCards: Int, now: @escaping @Sendable () -> Date, log: @escaping @Sendable (String) -> Void,
        hub: EventStreamHub? = nil
    ) {
        self.hub = hub
        self.store = store
        self.extraction = extraction
        self.relatedTerms = relatedTerms
        self.monthlyCards = monthlyCards
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
            id: id, state: "reading", done: 0, total: request.uploads.count, message: "Reading the file…",
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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cardbox-import-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let paths = try request.uploads.enumerated().map { index, upload -> String in
                let path = directory.appendingPathComponent("\(index)-" + Self.safeName(upload.filename)).path
                guard FileManager.default.createFile(atPath: path, contents: Data(upload.bytes)) else {
                    throw WebError.badRequest("The upload could not be stored.")
                }
                return path
            }
            let results = DocumentExtractor(options: extraction).extract(files: paths) { done, total, _ in
                self.update(id) { status in
                    status.done = done
                    status.total = total
                    status.message = "Reading page \(done) of \(total)…"
                }
            }
            for (index, result) in results.enumerated() {
                var report = try result.get()
                report.document.title = Self.displayName(request.uploads[index].filename)
                let document = report.document
                _ = try store.saveDocument(document, owner: request.owner.id, at: now())
                let deckName = request.deckName ?? (document.title as NSString).deletingPathExtension
                let generation = DraftGeneration(
                    store: store, owner: request.owner.id, relatedTerms: relatedTerms, monthlyCards: monthlyCards,
                    month: request.month)
                let used = try store.generationUsage(owner: request.owner.id, month: request.month)
                let decision = try Self.blocking { await request.makeSelector(used) }.select(request.engine)
                let outcome = try Self.blocking {
                    try await generation.run(
                        document: document, deckName: deckName, decision: decision,
                        maxCards: request.maxCards, now: self.now(),
                        started: { draft, _ in
                            self.update(id) { status in
                                status.state = "generating"
                                if !status.draftIDs.contains(draft.id.rawValue) {
                                    status.draftIDs.append(draft.id.rawValue)
                                }
                            }
                        },
                        progress: { done, total in
                            self.update(id) { status in
                                status.done = done
                                status.total = total
                                status.message = "Making cards: part \(done) of \(total) of \(document.title)…"
                            }
                        })
                }
                log("import \(id): draft \(outcome.draft.id) with \(outcome.cardCount) cards by \(outcome.engine)")
            }
            update(id) { status in
                status.state = "finished"
                status.done = status.total
                status.message = "Done. Opening the draft…"
            }
        } catch {
            let message = (error as? WebError)?.message ?? String(describing: error)
            log("import \(id) failed: \(message)")
            update(id) { status in
                status.state = "failed"
                status.error = message
                status.message = "The import failed: \(message)"
            }
        }
    }

    /// The file name without folders or characters a file system might mind.
    static func safeName(_ name: String) -> String {
        let base = (name as NSString).lastPathComponent
        let cleaned = String(base.map { $0.isLetter || $0.isNumber || ".-_".contains($0) ? $0 : "_" }.prefix(120))
        return cleaned.isEmpty || cleaned.hasPrefix(".") ? "upload" + cleaned : cleaned
    }

    /// The name shown for a document: the uploaded file's name.
    static func displayName(_ name: String) -> String {
        let base = (name as NSString).lastPathComponent.trimmingCharacters(in: .whitespaces)
        return base.isEmpty ? "Upload" : String(base.prefix(200))
    }

    /// Runs async work on this job's own thread and waits for it.
    private static func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        try ThreadTaskExecutor().run(work)
    }
}
