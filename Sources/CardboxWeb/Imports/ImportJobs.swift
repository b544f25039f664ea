public import CardboxCore
public import CardboxGeneration
public import CardboxHTTP
import CardboxInterchange
import CardboxJSON
public import CardboxJobs
public import Foundation
import Synchronization

/// Imports run as jobs of the one job runner: each upload is kept as a blob in the store, the job reads it, stores
/// the documents and generates draft cards, reporting progress to the event streams that watch it.
///
/// Anki packages and spreadsheets among the uploads add their cards at once (``CardFileImport``), without a draft.
///
/// A job's status lives in the store, so it survives a restart: an import interrupted by a stopped server is resumed
/// (its unfinished draft is continued) or failed with a reason, and its blobs are released when it ends.
public final class ImportJobs: Sendable {
    /// The kind of the jobs in the store.
    public static let kindName = "import"

    /// What an import is doing.
    public typealias Status = ImportStatus

    /// What to import.
    public struct Request: Sendable {
        /// Whose import.
        public var owner: User
        /// The uploaded files.
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
        /// The owner's study day, which names the month generation counts against.
        public var today: StudyDay
        /// How Anki packages and spreadsheets among the uploads are read.
        public var cardFiles: CardFileOptions

        /// Creates the value.
        public init(
            owner: User, uploads: [Upload], deckName: String?, engine: EngineRequest,
            makeSelector: @escaping @Sendable (Int) async -> EngineSelector, maxCards: Int?, today: StudyDay,
            cardFiles: CardFileOptions = CardFileOptions()
        ) {
            self.cardFiles = cardFiles
            self.owner = owner
            self.uploads = uploads
            self.deckName = deckName
            self.engine = engine
            self.makeSelector = makeSelector
            self.maxCards = maxCards
            self.today = today
        }
    }

    /// How the cards of Anki packages and spreadsheets are read.
    public struct CardFileOptions: Sendable, Codable, Equatable {
        /// The spreadsheet's columns in order (``CardColumns/Role`` names), or `nil` to find them.
        public var columns: [String]?
        /// The spreadsheet's separator, or `nil` to find it.
        public var separator: String?
        /// Whether to rebuild each card's schedule from its answers.
        public var reschedule: Bool

        /// Creates options; by default everything is found from the file.
        public init(columns: [String]? = nil, separator: String? = nil, reschedule: Bool = false) {
            self.columns = columns
            self.separator = separator
            self.reschedule = reschedule
        }
    }

    /// One uploaded file.
    public struct Upload: Sendable {
        /// The file's name as the user knows it.
        public var name: String
        /// Its media type as sent, if any.
        public var mediaType: String?
        /// Its content, as received (written into the store in chunks), when it is in memory.
        public var bytes: [UInt8]
        /// Its content already written into the store, unfiled, when it was received piece by piece; then
        /// ``bytes`` is empty.
        public var written: WrittenBlob?

        /// An upload held in memory.
        public init(name: String, mediaType: String?, bytes: [UInt8]) {
            self.name = name
            self.mediaType = mediaType
            self.bytes = bytes
            self.written = nil
        }

        /// An upload already written into the store.
        public init(name: String, mediaType: String?, written: WrittenBlob) {
            self.name = name
            self.mediaType = mediaType
            self.bytes = []
            self.written = written
        }
    }

    /// Picks the engine for an import resumed after a restart, when the request's own selector is gone.
    public typealias SelectorForOwner = @Sendable (UserID) throws -> @Sendable (Int) async -> EngineSelector

    private let store: any ImportJobStore
    private let importer: DocumentImport
    private let runner: JobRunner
    private let startsRunner: Bool
    private let now: @Sendable () -> Date
    private let log: @Sendable (String) -> Void
    private let feed: JobProgressFeed<ImportStatus>
    private let selectors = Mutex<[JobID: @Sendable (Int) async -> EngineSelector]>([:])
    private let resumedSelector = Mutex<SelectorForOwner?>(nil)

    /// Creates the imports over `store`, running them with `importer` on `runner`.
    ///
    /// The caller starts and stops `runner`; without one, a runner of its own is started with the first import.
    /// Finished imports are announced to their owner's live streams: through `events` to every node that shares the
    /// store when given, else on `hub`.
    public init(
        importer: DocumentImport, store: any ImportJobStore, now: @escaping @Sendable () -> Date,
        log: @escaping @Sendable (String) -> Void, hub: EventStreamHub? = nil, runner: JobRunner? = nil,
        events: (any LiveEventChannel)? = nil
    ) {
        feed = JobProgressFeed(
            kindName: Self.kindName, liveEvents: LiveEventDelivery(channel: events, hub: hub), log: log)
        self.importer = importer
        self.store = store
        self.now = now
        self.log = log
        startsRunner = runner == nil
        self.runner = runner ?? JobRunner(store: store, kinds: [], now: now, log: log)
        self.runner.register(kind)
        events?.subscribe { [weak self] event in self?.heard(event) }
    }

    /// An import ended on another node: its watchers here get the final status and their streams end, so a
    /// progress page open on this node moves on to the draft.
    private func heard(_ event: LiveEvent) {
        feed.heard(event) { id in (try? store.findJob(id)).flatMap { try? status(of: $0) } }
    }

    /// The runner the imports run on, which other kinds of job share.
    var jobRunner: JobRunner { runner }

    /// Whether the imports started their own runner (none was handed in), which the first job starts.
    var startsOwnRunner: Bool { startsRunner }

    /// The job kind the runner runs imports with.
    public var kind: JobKind {
        JobKind(
            name: Self.kindName,
            run: { [weak self] context in
                guard let self else { throw JobFailure(progress: context.job.progress, reason: "The server stopped.") }
                return try run(context)
            },
            ended: { [weak self] job in self?.ended(job) })
    }

    /// Sets how an import resumed after a restart picks its engine (by default: offline cards only).
    public func selectEnginesForResumedImports(with selector: @escaping SelectorForOwner) {
        resumedSelector.withLock { $0 = selector }
    }

    /// Keeps the uploads as blobs (filing those already written for the owner) and queues the import; returns its
    /// status.
    ///
    /// - Throws: A store error when the uploads cannot be kept (nothing is queued then).
    public func start(_ request: Request) throws -> ImportStatus {
        let time = now()
        var files: [ImportPayload.File] = []
        do {
            for upload in request.uploads {
                let reference =
                    try upload.written?.file(in: store, owner: request.owner.id, at: time)
                    ?? store.storeBlob(
                        upload.bytes, mediaType: upload.mediaType ?? "application/octet-stream",
                        owner: request.owner.id, at: time)
                files.append(ImportPayload.File(name: upload.name, reference: reference))
            }
            let payload = ImportPayload(
                files: files, deckName: request.deckName, engine: request.engine.rawValue, maxCards: request.maxCards,
                today: request.today.index, startedAt: time.timeIntervalSince1970, cardFiles: request.cardFiles,
                timeZone: request.owner.timeZoneIdentifier, rolloverHour: request.owner.rolloverHour)
            let progress = ImportProgress(
                state: .reading, done: 0, total: files.count, message: "Reading the file…", draftIDs: [])
            let job = try runner.enqueue(
                kind: Self.kindName, owner: request.owner.id, payload: payload.encoded(), progress: progress.encoded())
            selectors.withLock { $0[job.id] = request.makeSelector }
            if startsRunner { runner.start() }
            return try status(of: job)
        } catch {
            for file in files { try? store.releaseBlob(file.referenceID) }
            throw error
        }
    }

    /// The status of `id` if it belongs to `owner`.
    public func status(_ id: Int, owner: UserID) -> ImportStatus? {
        guard let job = try? store.findJob(JobID(rawValue: Int64(id)), owner: owner), job.kind == Self.kindName
        else { return nil }
        return try? status(of: job)
    }

    /// Sends the job's progress to `stream` until the job ends.
    public func watch(_ id: Int, owner: UserID, stream: EventStream) -> Bool {
        feed.watch(JobID(rawValue: Int64(id)), stream: stream) { status(id, owner: owner) }
    }

    /// Waits until job `id` has finished, at most `timeout` seconds, without holding a thread.
    public func finished(_ id: Int, timeout: TimeInterval) async -> ImportStatus? {
        await JobProgressFeed.finished(timeout: timeout) {
            (try? store.findJob(JobID(rawValue: Int64(id)))).flatMap { try? status(of: $0) }
        }
    }

    /// The status a stored job shows.
    private func status(of job: Job) throws -> ImportStatus {
        let progress = ImportProgress.decoded(job.progress)
        var status = ImportStatus(
            id: Int(job.id.rawValue), state: progress.state, done: progress.done, total: progress.total,
            message: progress.message, draftIDs: progress.draftIDs, error: nil, position: nil,
            imported: progress.imported)
        switch job.state {
        case .waiting:
            let ahead = try store.jobsAhead(of: job.id)
            status.state = .waiting
            status.position = ahead + 1
            status.message =
                ahead == 0
                ? (job.attempts > 0 ? "Waiting to resume after a restart…" : "Waiting to start…")
                : "Waiting: \(ahead) \(ahead == 1 ? "import is" : "imports are") ahead of this one…"
        case .running:
            break
        case .finished:
            status.state = .finished
        case .failed:
            let reason = job.error ?? "it stopped"
            status.state = .failed
            status.error = reason
            status.message = "The import failed: \(reason)"
        }
        return status
    }

    /// Runs one import job on the runner's thread.
    private func run(_ context: JobContext) throws -> String {
        let job = context.job
        let payload = try ImportPayload.decoded(job.payload)
        var progress = ImportProgress.decoded(job.progress)
        progress.state = .reading
        var documents: [DocumentInput] = []
        var cardFiles: [(name: String, source: BlobSource, format: CardFileImport.Format)] = []
        for file in payload.files {
            guard let reference = try store.findBlobReference(file.referenceID) else {
                throw JobFailure(progress: job.progress, reason: "The uploaded file '\(file.name)' is no longer kept.")
            }
            let source = BlobSource(store: store, blob: reference.blob)
            let head = try store.readBlobChunk(reference.blob.key, position: 0) ?? []
            if let format = CardFileImport.format(ofFileNamed: file.name, bytes: head) {
                cardFiles.append((file.name, source, format))
            } else {
                documents.append(DocumentInput(name: file.name, bytes: .blob(source)))
            }
        }
        if !cardFiles.isEmpty && progress.imported == nil {
            progress = try importCardFiles(cardFiles, payload: payload, job: job, progress: progress, context: context)
            if documents.isEmpty { return progress.encoded() }
        }
        let inputs = documents
        let makeSelector = try selector(for: job)
        let request = DocumentImport.Request(
            owner: job.owner, inputs: inputs, deckName: payload.deckName,
            engine: EngineRequest(rawValue: payload.engine) ?? .auto, maxCards: payload.maxCards,
            today: StudyDay(index: payload.today), now: Date(timeIntervalSince1970: payload.startedAt),
            makeSelector: { used in await makeSelector(used) })
        let state = Mutex(progress)
        do {
            let outcomes = try ThreadTaskExecutor().run { [importer] in
                try await importer.run(request) { event in
                    let changed = state.withLock { progress in
                        Self.apply(event, to: &progress)
                        return progress
                    }
                    self.publish(changed, of: job, context: context)
                }
            }
            for outcome in outcomes {
                log(
                    "import \(job.id): draft \(outcome.draft.id) with \(outcome.cardCount) cards by \(outcome.engine)")
            }
            progress = state.withLock { $0 }
            progress.state = .finished
            progress.done = progress.total
            progress.message = "Done. Opening the draft…"
            return progress.encoded()
        } catch let lost as JobLeaseLost {
            throw lost
        } catch  where context.isLost {
            throw JobLeaseLost(job: job.id)
        } catch {
            let message = (error as? WebError)?.message ?? String(describing: error)
            progress = state.withLock { $0 }
            progress.state = .failed
            throw JobFailure(progress: progress.encoded(), reason: message)
        }
    }

    /// Adds the cards of the import's Anki packages and spreadsheets, all in one go each, and records what they added
    /// in the job's progress (so a resumed job does not add them again).
    private func importCardFiles(
        _ files: [(name: String, source: BlobSource, format: CardFileImport.Format)], payload: ImportPayload, job: Job,
        progress: ImportProgress, context: JobContext
    ) throws -> ImportProgress {
        var progress = progress
        let options = payload.cardFiles ?? CardFileOptions()
        let calendar = StudyCalendarCache.shared.calendar(
            timeZone: payload.timeZone ?? "UTC", rolloverHour: payload.rolloverHour ?? User.defaultRolloverHour)
        var imported = ImportedCards.none
        for (index, file) in files.enumerated() {
            progress.message = "Adding the cards of \(file.name)…"
            progress.done = index
            progress.total = files.count
            publish(progress, of: job, context: context)
            do {
                let request = CardFileImport.Request(
                    bytes: Array(try file.source.data()), fileName: file.name, format: file.format,
                    columns: try options.columns.map { try CardColumns(names: $0) }, separator: options.separator,
                    deck: payload.deckName, reschedule: options.reschedule, owner: job.owner, calendar: calendar,
                    now: Date(timeIntervalSince1970: payload.startedAt))
                let outcome = try CardFileImport.run(request, store: store) { done, total in
                    var reading = progress
                    reading.done = done
                    reading.total = total
                    // A package tells how many cards it has once it is open, and again once they are stored.
                    reading.message =
                        done < total
                        ? "Adding the \(total) cards of \(file.name)…" : "Added the \(total) cards of \(file.name)."
                    publish(reading, of: job, context: context)
                }
                imported.add(
                    outcome.result, decks: outcome.decks, skipped: outcome.skipped.map { "\(file.name): \($0)" },
                    warnings: outcome.warnings.map { "\(file.name): \($0)" })
                log("import \(job.id): \(outcome.result.added) cards added from \(file.format.rawValue) \(file.name)")
            } catch {
                progress.state = .failed
                throw JobFailure(progress: progress.encoded(), reason: "\(file.name): \(error)")
            }
        }
        progress.imported = imported
        progress.done = files.count
        progress.state = .finished
        progress.message =
            "Added \(imported.added) \(imported.added == 1 ? "card" : "cards") to \(imported.decks.joined(separator: ", "))."
        return progress
    }

    /// The engine selector of a job: the request's own when it started here, else the one set for resumed imports,
    /// else offline cards only.
    private func selector(for job: Job) throws -> @Sendable (Int) async -> EngineSelector {
        if let own = selectors.withLock({ $0[job.id] }) { return own }
        if let resumed = resumedSelector.withLock({ $0 }) { return try resumed(job.owner) }
        return { used in
            await EngineSelector.make(models: ModelSettings(), userKey: nil, monthlyCards: 0, usedThisMonth: used)
        }
    }

    /// Records a job's progress and shows it to its watchers; once another runner holds the job, cancels the
    /// import's task, so generation stops at its next chunk.
    private func publish(_ progress: ImportProgress, of job: Job, context: JobContext) {
        try? context.report(progress.encoded())
        if context.isLost {
            withUnsafeCurrentTask { $0?.cancel() }
            return
        }
        let status = ImportStatus(
            id: Int(job.id.rawValue), state: progress.state, done: progress.done, total: progress.total,
            message: progress.message, draftIDs: progress.draftIDs, error: nil, position: nil,
            imported: progress.imported)
        feed.update(job.id, with: status)
    }

    /// After a job ended: releases its uploads, marks a draft it left unfinished as ready (so it can be saved or
    /// deleted), and tells its watchers and its owner's live stream.
    private func ended(_ job: Job) {
        selectors.withLock { _ = $0.removeValue(forKey: job.id) }
        if let payload = try? ImportPayload.decoded(job.payload) {
            for file in payload.files { try? store.releaseBlob(file.referenceID) }
        }
        let progress = ImportProgress.decoded(job.progress)
        if job.state == .failed {
            for id in progress.draftIDs.map(DraftID.init(rawValue:)) {
                guard let draft = try? store.findDraft(id), draft.status == .generating else { continue }
                let note = [draft.engineNote, "The import stopped early: \(job.error ?? "it failed")."]
                    .compactMap { $0 }.joined(separator: " ")
                try? store.updateDraft(id, engine: draft.engine, engineNote: note, status: .ready)
            }
        }
        guard let status = try? status(of: job) else { return }
        feed.ended(job, with: status)
    }

    /// Shows what the import reports in the job's progress.
    private static func apply(_ event: DocumentImport.Event, to progress: inout ImportProgress) {
        switch event {
        case .reading(let done, let total, _):
            progress.done = done
            progress.total = total
            progress.message = "Reading page \(done) of \(total)…"
        case .read: break
        case .started(let draft, _):
            progress.state = .generating
            if !progress.draftIDs.contains(draft.id.rawValue) { progress.draftIDs.append(draft.id.rawValue) }
        case .generating(let done, let total, let document):
            progress.done = done
            progress.total = total
            progress.message = "Making cards: part \(done) of \(total) of \(document)…"
        }
    }
}

/// What the imports need of the store: blobs for the uploads, the job queue, and drafts to tidy after a failure.
public typealias ImportJobStore = BlobStore & JobStore & DraftStore & CardImportStore
