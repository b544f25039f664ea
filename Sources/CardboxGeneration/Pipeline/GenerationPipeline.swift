public import CardboxCore

/// Turns a document into checked, distinct card drafts, chunk by chunk, handing each chunk's cards to the caller
/// as soon as they are ready.
///
/// For every chunk (``Chunker``): the engine writes drafts for the chunk's quota; each draft gets distractors
/// (``DistractorFiller``, from the document's ``TermPool``); the ``CardValidator`` drops those breaking a hard rule
/// and scores the rest; a draft left with fewer than three wrong answers becomes a flip card, flagged so; the
/// ``Deduplicator``'s rules drop drafts that repeat a card kept earlier in this run or one in `existing`; the best
/// `quota` remain, and `emit` receives them. The caller stores them, so a crash loses at most one chunk; a later run
/// passes `resumeAfterChunk` (``PipelineReport/lastChunk``) and the stored cards as `existing` to continue.
///
/// If the engine throws a ``GenerationError`` for a chunk, or every draft it writes for the chunk fails the checks,
/// and a fallback engine was given, the fallback writes that chunk and the report says why
/// (``PipelineReport/fallbacks``). Engines conforming to ``DocumentAwareGenerator``
/// are prepared with the document first.
///
/// ```swift
/// let pipeline = GenerationPipeline(generator: cloudEngine, fallback: ExtractiveGenerator())
/// let report = try await pipeline.run(document: document, existing: [], maxCards: 50) { done, total in
///     print("\(done)/\(total)")
/// } emit: { drafts in
///     try store.insert(drafts)
/// }
/// ```
public struct GenerationPipeline: Sendable {
    /// The engine.
    public var generator: any CardGenerator
    /// The engine used for a chunk when ``generator`` throws a ``GenerationError``.
    public var fallback: (any CardGenerator)?
    /// The card checks.
    public var validator: CardValidator
    /// The distractor source.
    public var filler: DistractorFiller
    /// The near-duplicate rules.
    public var deduplicator: Deduplicator
    /// The chunk size in words.
    public var targetWords: ClosedRange<Int>

    /// Creates a pipeline.
    public init(
        generator: any CardGenerator, fallback: (any CardGenerator)? = nil, validator: CardValidator = CardValidator(),
        filler: DistractorFiller = DistractorFiller(), deduplicator: Deduplicator = Deduplicator(),
        targetWords: ClosedRange<Int> = Chunker.defaultTargetWords
    ) {
        self.generator = generator
        self.fallback = fallback
        self.validator = validator
        self.filler = filler
        self.deduplicator = deduplicator
        self.targetWords = targetWords
    }

    /// Generates the cards of `document`.
    ///
    /// - Parameters:
    ///   - document: The document.
    ///   - existing: Cards already in the deck (or stored by an earlier, interrupted run); new drafts never
    ///     duplicate them.
    ///   - maxCards: Stop once this many drafts were emitted (`nil`: no limit).
    ///   - resumeAfterChunk: Skip the first chunks, which an earlier run has done.
    ///   - recordRawDrafts: Keep every raw draft in ``PipelineReport/rawDrafts`` (for evaluation).
    ///   - progress: Called with (chunks done, chunk count) before the first chunk and after each one.
    ///   - emit: Called once per processed chunk, in order, with its kept drafts (possibly none); an error it
    ///     throws stops the run.
    /// - Returns: The report.
    /// - Throws: A ``GenerationError`` when the engine fails with no fallback (or the fallback fails too),
    ///   `CancellationError` when the task is cancelled between chunks, and whatever `emit` throws.
    public func run(
        document: SourceDocument, existing: [(question: String, answer: String)] = [], maxCards: Int? = nil,
        resumeAfterChunk: Int = 0, recordRawDrafts: Bool = false,
        progress: @Sendable (Int, Int) -> Void = { _, _ in },
        emit: @Sendable ([CardDraft]) throws -> Void
    ) async throws -> PipelineReport {
        let chunks = Chunker.chunks(of: document, targetWords: targetWords)
        var report = PipelineReport()
        report.chunkCount = chunks.count
        report.skippedChunks = min(chunks.count, max(0, resumeAfterChunk))
        report.lastChunk = report.skippedChunks
        progress(report.lastChunk, chunks.count)
        if let maxCards, maxCards <= 0 {
            report.stoppedAtLimit = true
            return report
        }
        let statistics = TermStatistics(document: document)
        let engine = prepared(generator, for: document, statistics: statistics)
        let backup = fallback.map { prepared($0, for: document, statistics: statistics) }
        let pool = TermPool(document: document, statistics: statistics)
        var index = deduplicator.makeIndex(existing: existing)
        var usage: [String: Int] = [:]

        for (offset, chunk) in chunks.enumerated().dropFirst(report.skippedChunks) {
            try Task.checkCancellation()
            let quota = Chunker.budget(for: chunk)
            let (raw, byFallback) = try await drafts(
                for: chunk, number: offset + 1, quota: quota, engine, backup, &report)
            report.rawCount += raw.count
            if recordRawDrafts { report.rawDrafts += raw }
            var accepted = checked(raw, in: chunk, pool: pool, usage: &usage, &report)
            if accepted.isEmpty, !raw.isEmpty, !byFallback, let backup {
                // A model whose every card fails the checks (a very small one, say) leaves the chunk to the fallback.
                report.fallbacks.append(
                    PipelineFallback(
                        chunk: offset + 1, usedEngine: backup.name, chosenEngine: engine.name,
                        reason: "every card the model wrote failed the checks"))
                let replacement = try await backup.generate(from: chunk, quota: quota)
                report.rawCount += replacement.count
                if recordRawDrafts { report.rawDrafts += replacement }
                accepted = checked(replacement, in: chunk, pool: pool, usage: &usage, &report)
            }
            let remaining = maxCards.map { $0 - report.keptCount } ?? Int.max
            let share = (byFallback ? backup : engine)?.findsItsOwnShare == true ? max(quota, raw.count) : quota
            var kept: [CardDraft] = []
            for draft in ranked(accepted) {
                guard kept.count < min(share, remaining) else {
                    if !index.contains(draft) { report.overQuotaCount += 1 } else { report.duplicateCount += 1 }
                    continue
                }
                if index.insert(draft) { kept.append(draft) } else { report.duplicateCount += 1 }
            }
            try emit(kept)
            report.keptCount += kept.count
            report.processedChunks += 1
            report.lastChunk = offset + 1
            progress(report.lastChunk, chunks.count)
            if let maxCards, report.keptCount >= maxCards {
                report.stoppedAtLimit = true
                break
            }
        }
        return report
    }

    // MARK: - Private

    /// `generator` ready for `document`.
    private func prepared(
        _ generator: any CardGenerator, for document: SourceDocument, statistics: TermStatistics
    ) -> any CardGenerator {
        (generator as? any DocumentAwareGenerator)?.prepared(for: document, statistics: statistics) ?? generator
    }

    /// The engine's drafts for chunk `number`, or the fallback's when the engine throws a ``GenerationError``;
    /// `byFallback` tells which.
    private func drafts(
        for chunk: DocumentChunk, number: Int, quota: Int, _ engine: any CardGenerator,
        _ backup: (any CardGenerator)?, _ report: inout PipelineReport
    ) async throws -> (drafts: [CardDraft], byFallback: Bool) {
        do {
            return (try await engine.generate(from: chunk, quota: quota), false)
        } catch let error as GenerationError {
            guard let backup else { throw error }
            report.fallbacks.append(
                PipelineFallback(
                    chunk: number, usedEngine: backup.name, chosenEngine: engine.name, reason: error.description))
            return (try await backup.generate(from: chunk, quota: quota), true)
        }
    }

    /// The drafts that pass the validator once their distractors are filled; the rejections are counted in `report`.
    ///
    /// `usage` counts how often each wrong answer was used in the document, so the least-used ones are picked first.
    private func checked(
        _ raw: [CardDraft], in chunk: DocumentChunk, pool: TermPool, usage: inout [String: Int],
        _ report: inout PipelineReport
    ) -> [CardDraft] {
        var accepted: [CardDraft] = []
        for draft in raw {
            switch validator.validate(filler.fill(draft, pool: pool, usage: usage), in: chunk) {
            case .accepted(let validated):
                let checked = filler.flipCardIfWeak(validated)
                accepted.append(checked)
                for distractor in checked.distractors {
                    usage[TextNormalization.normalized(distractor), default: 0] += 1
                }
            case .rejected(let rules):
                report.rejectedCount += 1
                for rule in rules { report.rejectionsByRule[rule.rawValue, default: 0] += 1 }
            }
        }
        return accepted
    }

    /// Drafts best score first, keeping the engine's order among equals.
    private func ranked(_ drafts: [CardDraft]) -> [CardDraft] {
        drafts.enumerated().sorted { a, b in
            a.element.score != b.element.score ? a.element.score > b.element.score : a.offset < b.offset
        }.map(\.element)
    }
}
