public import FoundationEssentials

/// Identifies a ``Draft``.
public struct DraftID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// Identifies a ``DraftCard``.
public struct DraftCardID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// Cards generated from one document, stored as they are produced so a crash or Ctrl-C leaves a resumable draft.
public struct Draft: Sendable, Equatable, Codable, Identifiable {
    /// The draft's identifier.
    public var id: DraftID
    /// Who imported the document.
    public var ownerID: UserID
    /// The source document's content id.
    public var documentID: String
    /// The source document's title.
    public var documentTitle: String
    /// The deck the cards are meant for.
    public var deckName: String
    /// The engine that generated the cards, such as `extractive` or `cloud:openai/gpt-4o-mini`.
    public var engine: String
    /// Why that engine ran, when it was a fallback ("no model configured", "key rejected (401)").
    public var engineNote: String?
    /// Where generation stands.
    public var status: Status
    /// Chunks of the document done so far.
    public var chunksDone: Int
    /// Chunks in all.
    public var chunksTotal: Int
    /// The most cards asked for, if limited.
    public var maxCards: Int?
    /// When the import started.
    public var createdAt: Date

    /// Where a draft stands.
    public enum Status: String, Sendable, Codable, CaseIterable {
        /// Cards are still being generated (or generation was interrupted: resume it).
        case generating
        /// All cards are generated and wait for review.
        case ready
        /// The kept cards were saved to the deck.
        case saved
    }

    /// Creates a draft value.
    public init(
        id: DraftID, ownerID: UserID, documentID: String, documentTitle: String, deckName: String, engine: String,
        engineNote: String?, status: Status, chunksDone: Int, chunksTotal: Int, maxCards: Int?, createdAt: Date
    ) {
        self.id = id
        self.ownerID = ownerID
        self.documentID = documentID
        self.documentTitle = documentTitle
        self.deckName = deckName
        self.engine = engine
        self.engineNote = engineNote
        self.status = status
        self.chunksDone = chunksDone
        self.chunksTotal = chunksTotal
        self.maxCards = maxCards
        self.createdAt = createdAt
    }
}

/// One generated card of a draft and the reviewer's decision about it.
public struct DraftCard: Sendable, Equatable, Codable, Identifiable {
    /// The card's identifier.
    public var id: DraftCardID
    /// The draft it belongs to.
    public var draftID: DraftID
    /// Its position in the draft.
    public var position: Int
    /// The generated card.
    public var card: CardDraft
    /// What the reviewer decided.
    public var decision: Decision

    /// A reviewer's decision.
    public enum Decision: String, Sendable, Codable, CaseIterable {
        /// Not reviewed yet (saved only when the user says so; see ``DraftSaveRule``).
        case pending
        /// Keep it.
        case kept
        /// Leave it out.
        case dropped
    }

    /// Creates a draft card value.
    public init(id: DraftCardID, draftID: DraftID, position: Int, card: CardDraft, decision: Decision) {
        self.id = id
        self.draftID = draftID
        self.position = position
        self.card = card
        self.decision = decision
    }
}
