public import CardboxCore
public import Foundation
import Synchronization

/// Turns a stored document into a draft of cards, chunk by chunk, resuming an unfinished draft of the same
/// document and deck: what `cardbox import` and the web app's import both run.
public struct DraftGeneration: Sendable {
    /// What generation reads and writes: drafts, the target deck's cards (to skip repeats) and source documents.
    public typealias Store = DraftStore & DeckStore & DocumentStore

    /// The store the draft is written to.
    public var store: any Store
    /// Whose draft.
    public var owner: UserID
    /// Related words for distractors.
    public var relatedTerms: any RelatedTerms
    /// Cards a month on the host's model.
    public var monthlyCards: Int
    /// The month generation counts against, `YYYY-MM`.
    public var month: String

    /// What came of a run.
    public struct Outcome: Sendable {
        /// The draft, as finally stored.
        public var draft: Draft
        /// Cards in the draft.
        public var cardCount: Int
        /// The engine that ran, with "then extractive" when chunks fell back.
        public var engine: String
        /// Why the chosen engine differed from the one asked for, or chunks fell back; `nil` when nothing did.
        public var note: String?
        /// Whether an unfinished draft was resumed.
        public var resumed: Bool
        /// Whether a finished, unsaved draft of the same document for the same deck was there already, and is
        /// given back instead of a second one.
        public var existed = false
    }

    /// Creates the job description.
    public init(
        store: any Store, owner: UserID, relatedTerms: any RelatedTerms, monthlyCards: Int, month: String
    ) {
        self.store = store
        self.owner = owner
        self.relatedTerms = relatedTerms
        self.monthlyCards = monthlyCards
        self.month = month
    }

    /// Runs the engine `decision` chose over `document` into a draft for `deckName`.
    ///
    /// A finished draft of the same document for the same deck that is not saved yet is given back as it is (the
    /// same file imported twice makes one draft); an unfinished one is resumed. A run that makes no card at all
    /// keeps no draft and throws ``DraftError/noCards(document:)``.
    ///
    /// - Parameters:
    ///   - started: Called once the draft exists, before the first chunk.
    ///   - progress: Chunks done and in all.
    public func run(
        document: SourceDocument, deckName: String, decision: EngineDecision, maxCards: Int?, now: Date,
        transport: (any HTTPTransport)? = nil,
        started: @Sendable (Draft, _ resumed: Bool) -> Void = { _, _ in },
        progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
    ) async throws -> Outcome {
        let chunks = Chunker.chunks(of: document)
        var generator = decision.makeGenerator(
            extractive: { [relatedTerms] in ExtractiveGenerator(words: relatedTerms) }, transport: transport,
            targetFinder: ExtractiveGenerator.targetFinder
        )
        let isHostModel: Bool = if case .hostKey = decision.engine { true } else { false }
        if isHostModel {
            let store = store
            let owner = owner
            let month = month
            generator = AllowanceGuard(wrapped: generator, limit: monthlyCards) {
                try store.generationUsage(owner: owner, month: month)
            }
        }
        let whyFallback = decision.skipped.joined(separator: "; ")
        let drafts = try store.fetchDrafts(owner: owner).filter {
            $0.documentID == document.id && $0.deckName == deckName
        }
        if let ready = drafts.first(where: { $0.status == .ready }) {
            started(ready, false)
            return Outcome(
                draft: ready, cardCount: try store.fetchDraftCards(ready.id).count, engine: ready.engine,
                note: ready.engineNote, resumed: false, existed: true)
        }
        let unfinished = drafts.first { $0.status == .generating }
        let draft =
            try unfinished
            ?? store.createDraft(
                NewDraft(
                    ownerID: owner, documentID: document.id, documentTitle: document.title, deckName: deckName,
                    engine: generator.name, engineNote: whyFallback.isEmpty ? nil : whyFallback,
                    chunksTotal: chunks.count, maxCards: maxCards, createdAt: now))
        started(draft, unfinished != nil)
        let stored = try store.fetchDraftCards(draft.id).map { (question: $0.card.question, answer: $0.card.answer) }
        let pipeline = GenerationPipeline(
            generator: generator,
            fallback: generator.name == ExtractiveGenerator().name ? nil : ExtractiveGenerator(words: relatedTerms),
            validator: CardValidator(related: relatedTerms), filler: DistractorFiller(related: relatedTerms))
        let store = store
        let month = month
        let hostEngine = generator.name
        let chunksDone = ChunkCounter(draft.chunksDone)
        let report = try await pipeline.run(
            document: document, existing: try existingCards(deckName) + stored,
            maxCards: maxCards.map { max(0, $0 - stored.count) }, resumeAfterChunk: draft.chunksDone,
            progress: progress,
            emit: { cards in
                let counted = isHostModel ? cards.filter { $0.engine == hostEngine }.count : 0
                try store.appendDraftCards(
                    cards, to: draft.id, chunksDone: chunksDone.increment(),
                    usage: counted > 0 ? GenerationUsage(month: month, cards: counted) : nil)
            })
        let engineNotes = (generator as? any NotingGenerator)?.notes ?? []
        let note = ((whyFallback.isEmpty ? [] : [whyFallback]) + engineNotes + Self.fallbackSummary(report.fallbacks))
            .joined(separator: "; ")
        let engine = report.fallbacks.isEmpty ? generator.name : "\(generator.name), then extractive"
        if try store.fetchDraftCards(draft.id).isEmpty {
            _ = try store.deleteDraft(draft.id, owner: owner)
            throw DraftError.noCards(document: document.title)
        }
        try store.updateDraft(draft.id, engine: engine, engineNote: note.isEmpty ? nil : note, status: .ready)
        let finished = try store.findDraft(draft.id) ?? draft
        return Outcome(
            draft: finished, cardCount: try store.fetchDraftCards(draft.id).count, engine: engine,
            note: note.isEmpty ? nil : note, resumed: unfinished != nil)
    }

    /// The questions and answers already in the deck, so generated near-duplicates are left out.
    func existingCards(_ deckName: String) throws -> [(question: String, answer: String)] {
        guard let deck = try store.findDeck(owner: owner, name: deckName) else { return [] }
        return try store.fetchCards(deck: deck.id).map { (question: $0.content.front, answer: $0.content.back) }
    }

    /// The pipeline's fallbacks folded into one phrase per engine and reason, in order of first appearance:
    /// "4 chunks: extractive used instead of …: reason".
    public static func fallbackSummary(_ fallbacks: [PipelineFallback]) -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for fallback in fallbacks {
            if counts[fallback.what] == nil { order.append(fallback.what) }
            counts[fallback.what, default: 0] += 1
        }
        return order.map { what in
            let count = counts[what] ?? 0
            return "\(count) chunk\(count == 1 ? "" : "s"): \(what)"
        }
    }
}

/// Counts chunks written, from the emit callback that may run on any thread.
private final class ChunkCounter: Sendable {
    private let count: Mutex<Int>

    init(_ start: Int) {
        count = Mutex(start)
    }

    func increment() -> Int {
        count.withLock { value in
            value += 1
            return value
        }
    }
}
