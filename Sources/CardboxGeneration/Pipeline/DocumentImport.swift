public import CardboxCore
public import Foundation

/// The one way a document becomes a draft, for every front end: read the files, store each document, choose the
/// engine within the monthly allowance, and generate its cards into a draft (resuming an unfinished one).
///
/// ```swift
/// let importer = DocumentImport(store: store, reader: extractor, relatedTerms: wordNet, monthlyCards: 10)
/// let outcomes = try await importer.run(request) { event in print(event) }
/// ```
public struct DocumentImport: Sendable {
    /// Where documents and drafts are stored.
    public var store: any DraftGeneration.Store
    /// Reads files into documents.
    public var reader: any DocumentReader
    /// Related words for distractors.
    public var relatedTerms: any RelatedTerms
    /// Cards a month each user may make on the host's model.
    public var monthlyCards: Int

    /// Creates the use case.
    public init(
        store: any DraftGeneration.Store, reader: any DocumentReader, relatedTerms: any RelatedTerms, monthlyCards: Int
    ) {
        self.store = store
        self.reader = reader
        self.relatedTerms = relatedTerms
        self.monthlyCards = monthlyCards
    }

    /// What to import.
    public struct Request: Sendable {
        /// Whose import.
        public var owner: UserID
        /// The files, in order; each becomes one document and one draft.
        public var inputs: [DocumentInput]
        /// The deck the cards are for; `nil` uses each file's name without its extension.
        public var deckName: String?
        /// The engine asked for.
        public var engine: EngineRequest
        /// The most cards per file.
        public var maxCards: Int?
        /// The owner's study day, which names the month generation counts against.
        public var today: StudyDay
        /// The time stored with documents and drafts.
        public var now: Date
        /// Builds the engine selector, given the cards already made on the host's model this month.
        public var makeSelector: @Sendable (_ usedThisMonth: Int) async throws -> EngineSelector

        /// Creates the request.
        public init(
            owner: UserID, inputs: [DocumentInput], deckName: String?, engine: EngineRequest, maxCards: Int?,
            today: StudyDay, now: Date, makeSelector: @escaping @Sendable (Int) async throws -> EngineSelector
        ) {
            self.owner = owner
            self.inputs = inputs
            self.deckName = deckName
            self.engine = engine
            self.maxCards = maxCards
            self.today = today
            self.now = now
            self.makeSelector = makeSelector
        }
    }

    /// What an import reports while it runs.
    public enum Event: Sendable {
        /// Pages read so far, of all the files, and the file being read.
        case reading(done: Int, total: Int, file: String)
        /// A file was read; its warnings are for the user.
        case read(name: String, warnings: [String])
        /// A draft exists (new, or an unfinished one `resumed`), before its first chunk.
        case started(Draft, resumed: Bool)
        /// Chunks of a document done and in all.
        case generating(done: Int, total: Int, document: String)
    }

    /// Imports every input in order and returns one outcome per file.
    ///
    /// Reading runs on the calling thread (OCR uses its own workers). The first file that cannot be read or
    /// generated ends the import with its error; drafts already made for earlier files stay.
    ///
    /// - Throws: ``DeckError`` for an invalid deck name (before anything is read), an extraction error for an
    ///   unreadable file, ``EngineUnavailable`` when a model engine named in the request cannot run (only `auto`
    ///   falls back to the offline engine), or a store or generation error.
    public func run(
        _ request: Request, events: @escaping @Sendable (Event) -> Void = { _ in }
    ) async throws -> [DraftGeneration.Outcome] {
        let chosenDeck = try request.deckName.map(Deck.validatedName)
        let results = reader.read(request.inputs) { done, total, file in
            events(.reading(done: done, total: total, file: file))
        }
        let month = GenerationUsage.month(of: request.today)
        let generation = DraftGeneration(
            store: store, owner: request.owner, relatedTerms: relatedTerms, monthlyCards: monthlyCards, month: month)
        var outcomes: [DraftGeneration.Outcome] = []
        for (input, result) in zip(request.inputs, results) {
            let reading = try result.get()
            events(.read(name: input.name, warnings: reading.warnings))
            var document = reading.document
            document.title = input.name
            let deckName = try chosenDeck ?? Deck.validatedName(input.baseName)
            // A named engine that cannot run is refused before anything of this file is stored.
            let used = try store.generationUsage(owner: request.owner, month: month)
            let decision = try await request.makeSelector(used).require(request.engine)
            _ = try store.saveDocument(document, owner: request.owner, at: request.now)
            let title = document.title
            let outcome = try await generation.run(
                document: document, deckName: deckName, decision: decision, maxCards: request.maxCards,
                now: request.now,
                started: { draft, resumed in events(.started(draft, resumed: resumed)) },
                progress: { done, total in events(.generating(done: done, total: total, document: title)) })
            outcomes.append(outcome)
        }
        return outcomes
    }
}
