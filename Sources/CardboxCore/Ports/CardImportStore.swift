public import FoundationEssentials

/// Adding cards read from another program's file (an Anki package, a spreadsheet, a Quizlet export) to an owner's
/// decks, with their schedules, answers and media, in one transaction.
public protocol CardImportStore: Sendable {
    /// Adds `batch` to `owner`'s decks, creating the decks it names that the owner lacks, at `date`; a card
    /// without a schedule is new and due on `today`.
    ///
    /// A card that comes from a note an earlier import brought (the same ``NoteKey``), or, without one, whose front
    /// equals the front of a card already in its deck, updates that card's content where it is and keeps its
    /// schedule and answers; the batch's schedule and answers for it are left out.
    ///
    /// - Throws: the ``CardError`` or ``DeckError`` of the first card or deck name that breaks a rule, or
    ///   ``StoreError/notFound(_:)`` for a media key the batch does not carry; nothing is written then.
    func importCards(_ batch: CardImport, owner: UserID, at date: Date, today: StudyDay) throws -> CardImportResult

    /// Adds the parts `nextPart` hands over until it returns `nil`, in one transaction, as
    /// ``importCards(_:owner:at:today:)`` adds one batch: a reader may hand over its first cards while it still reads
    /// the rest.
    ///
    /// A part's cards may refer to the media of any part handed over before or with it; a deck named in several
    /// parts is made once, and a card given twice across parts counts once.
    ///
    /// - Throws: what ``importCards(_:owner:at:today:)`` throws, and what `nextPart` throws; nothing is written then.
    func importCards(
        from nextPart: () throws -> CardImport?, owner: UserID, at date: Date, today: StudyDay
    ) throws -> CardImportResult

    /// The note each card of deck `deck` came from, for the cards an import brought.
    func fetchNoteKeys(deck: DeckID) throws -> [CardID: NoteKey]
}

extension CardImportStore {
    /// Adds `batch` as the one part of an import; see ``importCards(from:owner:at:today:)``.
    public func importCards(
        _ batch: CardImport, owner: UserID, at date: Date, today: StudyDay
    ) throws -> CardImportResult {
        var given = false
        return try importCards(
            from: {
                defer { given = true }
                return given ? nil : batch
            }, owner: owner, at: date, today: today)
    }
}

/// Cards to add, grouped by the deck each goes to, with the media their text refers to.
public struct CardImport: Sendable, Equatable {
    /// The decks, each with its cards, in the order they are created.
    public var decks: [ImportedDeck]
    /// Every image and sound the cards refer to, each once.
    public var media: [MediaFile]

    /// Creates a batch.
    public init(decks: [ImportedDeck], media: [MediaFile] = []) {
        self.decks = decks
        self.media = media
    }

    /// How many cards the batch holds.
    public var cardCount: Int { decks.reduce(0) { $0 + $1.cards.count } }
}

/// One deck's share of a ``CardImport``.
public struct ImportedDeck: Sendable, Equatable {
    /// The deck's name; a deck of this name is used, or made when the owner has none.
    public var name: String
    /// The scheduler a deck made for the import uses.
    public var options: DeckOptions
    /// The cards.
    public var cards: [ImportedCard]

    /// Creates the value.
    public init(name: String, options: DeckOptions = DeckOptions(), cards: [ImportedCard]) {
        self.name = name
        self.options = options
        self.cards = cards
    }
}

/// Which card of which note of another program a card is: the note's GUID (Anki's, or a spreadsheet's GUID column)
/// and the card's place among the note's cards (its template or cloze number, from 0).
public struct NoteKey: Sendable, Hashable, Codable {
    /// The note's GUID.
    public var guid: String
    /// The card's ordinal in the note.
    public var ordinal: Int

    /// Creates a key.
    public init(guid: String, ordinal: Int) {
        self.guid = guid
        self.ordinal = ordinal
    }

    /// The longest GUID kept.
    public static let maximumGUIDLength = 200
}

/// One card of a ``CardImport``, with the schedule and answers it brings.
public struct ImportedCard: Sendable, Equatable {
    /// What the card says.
    public var content: CardContent
    /// The note it comes from, if the file says.
    public var note: NoteKey?
    /// When the card was made.
    public var createdAt: Date
    /// Its schedule, or `nil` for a new card due on the day of the import.
    public var schedule: SchedulingState?
    /// Whether it is kept out of study, and until when.
    public var setAside: SetAside?
    /// Its answers, oldest first.
    public var reviews: [ImportedReview]

    /// Creates the value.
    public init(
        content: CardContent, createdAt: Date, schedule: SchedulingState? = nil, setAside: SetAside? = nil,
        reviews: [ImportedReview] = [], note: NoteKey? = nil
    ) {
        self.note = note
        self.content = content
        self.createdAt = createdAt
        self.schedule = schedule
        self.setAside = setAside
        self.reviews = reviews
    }
}

/// One answer an imported card brings from its old program.
public struct ImportedReview: Sendable, Equatable {
    /// When the answer was given.
    public var reviewedAt: Date
    /// The study day it counted for.
    public var studyDay: StudyDay
    /// The rating given.
    public var rating: Rating
    /// How long the answer took, in milliseconds.
    public var elapsedMilliseconds: Int

    /// Creates the value.
    public init(reviewedAt: Date, studyDay: StudyDay, rating: Rating, elapsedMilliseconds: Int) {
        self.reviewedAt = reviewedAt
        self.studyDay = studyDay
        self.rating = rating
        self.elapsedMilliseconds = elapsedMilliseconds
    }
}

/// What an import changed.
public struct CardImportResult: Sendable, Equatable, Codable {
    /// Cards added.
    public var added: Int
    /// Cards already in their deck whose content changed.
    public var updated: Int
    /// Cards already in their deck as they are.
    public var unchanged: Int
    /// Answers added with the new cards.
    public var reviews: Int
    /// The names of the decks the import made.
    public var createdDecks: [String]

    /// Creates the value.
    public init(added: Int, updated: Int, unchanged: Int, reviews: Int, createdDecks: [String]) {
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
        self.reviews = reviews
        self.createdDecks = createdDecks
    }
}
