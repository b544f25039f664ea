public import FoundationEssentials

/// Drafts of generated cards: written chunk by chunk, reviewed, then saved into a deck.
public protocol DraftStore: Sendable {
    /// Starts a draft for a document.
    func createDraft(_ draft: NewDraft) throws -> Draft
    /// Appends the cards of one finished chunk and records the progress, in one transaction; `usage` (cards made on
    /// the host's model) is added to the owner's generation usage for its month in the same transaction.
    func appendDraftCards(_ cards: [CardDraft], to draft: DraftID, chunksDone: Int, usage: GenerationUsage?) throws
    /// Records the engine that ran and why, and the draft's status.
    func updateDraft(_ id: DraftID, engine: String, engineNote: String?, status: Draft.Status) throws
    /// The owner's drafts, newest first.
    func fetchDrafts(owner: UserID) throws -> [Draft]
    /// One draft.
    func findDraft(_ id: DraftID) throws -> Draft?
    /// One draft, if it exists and belongs to `owner`.
    func findDraft(_ id: DraftID, owner: UserID) throws -> Draft?
    /// A draft's cards in order.
    func fetchDraftCards(_ draft: DraftID) throws -> [DraftCard]
    /// Records a decision.
    func setDecision(_ decision: DraftCard.Decision, for card: DraftCardID) throws
    /// Records `decision` for every undecided card of `draft` ("keep all", "drop the rest"); returns how many.
    func decideUndecided(_ decision: DraftCard.Decision, in draft: DraftID) throws -> Int
    /// Replaces a draft card's content after an edit (and marks it kept).
    func updateDraftCard(_ id: DraftCardID, card: CardDraft) throws
    /// Saves the cards `rule` picks into `deck` as new cards due on `today`, and marks the draft saved, in one
    /// transaction. Returns the new cards.
    ///
    /// - Throws: ``DraftError/notFound`` for an unknown draft, ``DraftError/notReady`` while its cards are still
    ///   being generated, ``DraftError/alreadySaved`` when it was saved before, ``DraftError/nothingToSave(undecided:)``
    ///   when the rule picks no card; nothing changes then.
    func saveDraft(
        _ id: DraftID, into deck: DeckID, rule: DraftSaveRule, at date: Date, today: StudyDay
    ) throws
        -> [Card]
    /// Saves the cards `rule` picks into the draft owner's deck named `name` (compared case-insensitively, created
    /// with default options when missing), and marks the draft saved, all in one transaction.
    ///
    /// - Throws: The ``DraftError``s of ``saveDraft(_:into:rule:at:today:)``, checked before anything is written, or
    ///   a ``DeckError`` for an invalid name.
    func saveDraft(
        _ id: DraftID, intoDeckNamed name: String, rule: DraftSaveRule, at date: Date, today: StudyDay
    )
        throws -> SavedDraft
    /// Cards generated on the host's model this month (`YYYY-MM`).
    func generationUsage(owner: UserID, month: String) throws -> Int
    /// Deletes owner's draft `id` with its cards, in any state (an import still writing to it then fails); `false`
    /// when there is no such draft.
    func deleteDraft(_ id: DraftID, owner: UserID) throws -> Bool
}

/// What saving a draft made: the deck it went into and the new cards.
public struct SavedDraft: Sendable, Equatable {
    /// The deck, found or created.
    public var deck: Deck
    /// The new cards, in the draft's order.
    public var cards: [Card]

    /// Creates the value.
    public init(deck: Deck, cards: [Card]) {
        self.deck = deck
        self.cards = cards
    }
}

/// A draft to start.
public struct NewDraft: Sendable, Equatable {
    /// The owner.
    public var ownerID: UserID
    /// The source document's content id.
    public var documentID: String
    /// Its title.
    public var documentTitle: String
    /// The target deck's name.
    public var deckName: String
    /// The engine chosen.
    public var engine: String
    /// Why, when it was a fallback.
    public var engineNote: String?
    /// Chunks in all.
    public var chunksTotal: Int
    /// The most cards asked for.
    public var maxCards: Int?
    /// When.
    public var createdAt: Date

    /// Creates the value.
    public init(
        ownerID: UserID, documentID: String, documentTitle: String, deckName: String, engine: String,
        engineNote: String?, chunksTotal: Int, maxCards: Int?, createdAt: Date
    ) {
        self.ownerID = ownerID
        self.documentID = documentID
        self.documentTitle = documentTitle
        self.deckName = deckName
        self.engine = engine
        self.engineNote = engineNote
        self.chunksTotal = chunksTotal
        self.maxCards = maxCards
        self.createdAt = createdAt
    }
}

extension CardDraft {
    /// The card content a draft becomes when saved: a cloze shows a gap, the category is the nearest heading.
    public func content(category: String) -> CardContent {
        CardContent(
            front: displayQuestion, back: answer, explanation: explanation,
            distractors: distractors.count == CardContent.distractorCount ? distractors : [], category: category,
            tags: ["imported"], source: source
        )
    }
}

/// Cards generated on the host's model in a month, which count against the monthly allowance.
public struct GenerationUsage: Sendable, Equatable {
    /// The month, `YYYY-MM` in the user's calendar.
    public var month: String
    /// How many cards.
    public var cards: Int

    /// Creates the value.
    public init(month: String, cards: Int) {
        self.month = month
        self.cards = cards
    }

    /// The month of a study day as `YYYY-MM`.
    public static func month(of day: StudyDay) -> String {
        let (year, month, _) = day.date
        return "\(year)-" + (month < 10 ? "0\(month)" : "\(month)")
    }
}
