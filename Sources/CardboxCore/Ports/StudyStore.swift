public import FoundationEssentials

/// Users: who owns decks, in which time zone they study.
public protocol UserStore: Sendable {
    /// The single local user of the command-line tool, created with `defaults` the first time.
    func localUser(creatingWith defaults: NewUser) throws -> User
    /// Adds a user.
    func insertUser(_ user: NewUser) throws -> User
    /// The user with `id`, if any.
    func findUser(_ id: UserID) throws -> User?
    /// Saves a user's name, email, time zone and rollover hour.
    func updateUser(_ user: User) throws
    /// A per-user setting, if set.
    func setting(_ key: String, for user: UserID) throws -> String?
    /// Sets a per-user setting.
    func setSetting(_ key: String, to value: String, for user: UserID) throws
}

/// Decks and the cards in them.
public protocol DeckStore: Sendable {
    /// Adds a deck. Throws ``DeckError/nameTaken(_:)`` if the owner has a deck of that name.
    func insertDeck(_ deck: NewDeck) throws -> Deck
    /// Adds a deck with its cards in one transaction, unless the user's setting `onceKey` says it was installed
    /// before; records that it was. Returns the deck, or `nil` when it had been installed already.
    func installDeckOnce(_ deck: NewDeck, cards: [CardContent], onceKey: String, today: StudyDay) throws -> Deck?
    /// The owner's decks, sorted by name.
    func fetchDecks(owner: UserID) throws -> [Deck]
    /// The owner's decks with card counts as of `today`/`now`.
    func fetchDeckSummaries(owner: UserID, today: StudyDay, now: Date) throws -> [DeckSummary]
    /// The owner's deck named `name` (compared case-insensitively), if any.
    func findDeck(owner: UserID, name: String) throws -> Deck?
    /// The deck with `id`, if any.
    func findDeck(_ id: DeckID) throws -> Deck?
    /// The deck with `id`, if it exists and belongs to `owner`.
    func findDeck(_ id: DeckID, owner: UserID) throws -> Deck?
    /// Saves a deck's name, options and style, and the given rebuilt card schedules, in one transaction.
    /// Throws ``DeckError/nameTaken(_:)`` on a name clash.
    func updateDeck(_ deck: Deck, schedules: [CardID: SchedulingState]) throws
    /// Deletes a deck with its cards and their reviews.
    func deleteDeck(_ id: DeckID) throws

    /// Adds a card, new and due on `today`.
    func insertCard(_ content: CardContent, into deck: DeckID, createdAt: Date, today: StudyDay) throws -> Card
    /// Replaces a card's content (its schedule is kept) and, if `deck` is given, moves it there, in one transaction.
    func updateCard(_ id: CardID, content: CardContent, movingTo deck: DeckID?) throws
    /// Moves a card to another deck of the same owner, keeping its schedule and reviews.
    func moveCard(_ id: CardID, to deck: DeckID) throws
    /// Deletes a card and its reviews.
    func deleteCard(_ id: CardID) throws
    /// The card with `id`, if any.
    func findCard(_ id: CardID) throws -> Card?
    /// The card with `id` and its deck, if the card exists and its deck belongs to `owner`.
    func findCard(_ id: CardID, owner: UserID) throws -> OwnedCard?
    /// A deck's cards, oldest first.
    func fetchCards(deck: DeckID) throws -> [Card]
    /// The cards to study now, in study order; see ``DueQuery``.
    func fetchDueCards(_ query: DueQuery) throws -> [Card]
    /// The cards to study now in deck `query.deck` and its subdecks, as ``fetchDueCards(_:)`` finds them, or `nil`
    /// when that is not a deck of `query.owner` (or no deck is given): the ownership check and the cards in one
    /// read.
    func fetchDueCards(inOwnedDeck query: DueQuery) throws -> [Card]?
    /// The due days of every card that is not new, for a forecast.
    func fetchDueDays(owner: UserID, deck: DeckID?) throws -> [StudyDay]
}

/// Answers, study sessions and the scheduling states they produce.
public protocol ReviewStore: Sendable {
    /// Starts a study session.
    func startSession(_ session: NewSession) throws -> StudySession
    /// Marks a session finished.
    func finishSession(_ id: SessionID, at: Date) throws
    /// Stores an answer in one transaction: the review log entry, the card's new state and the session's totals.
    ///
    /// When the record names the state it was graded from (``ReviewRecord/previousState``), the card's row is locked
    /// and its state compared first: if another answer changed it, nothing is stored and
    /// ``CardError/answeredMeanwhile(_:)`` is thrown.
    func record(_ review: ReviewRecord, session: SessionID?) throws -> ReviewLog
    /// A deck's review log, oldest first.
    func fetchReviews(deck: DeckID) throws -> [ReviewLog]
    /// Every answer of the owner's (optionally one deck's) cards, with the card's category.
    func fetchGradedAnswers(owner: UserID, deck: DeckID?) throws -> [(category: String, isCorrect: Bool)]
    /// The study days on which the user answered at least one card.
    func fetchStudyDays(owner: UserID) throws -> [StudyDay]
    /// The user's answers counted per study day, oldest day first (from the review log, so answers given without a
    /// session count too).
    func fetchDailyAnswers(owner: UserID) throws -> [DailyAnswers]
    /// The user's sessions, oldest first.
    func fetchSessions(owner: UserID) throws -> [StudySession]
    /// One study session, if it exists.
    func findSession(_ id: SessionID) throws -> StudySession?
    /// One study session, if it exists and is `owner`'s.
    func findSession(_ id: SessionID, owner: UserID) throws -> StudySession?
    /// One review log entry, if it exists.
    func findReview(_ id: ReviewID) throws -> ReviewLog?
    /// One review log entry, if it exists and is an answer to a card of `owner`'s.
    func findReview(_ id: ReviewID, owner: UserID) throws -> ReviewLog?
}

/// Whole-account export and replacement, for backups.
public protocol SnapshotStore: Sendable {
    /// Everything the user owns.
    func exportSnapshot(owner: UserID) throws -> UserSnapshot
    /// Replaces everything the user owns with `snapshot`, in one transaction; identifiers are reassigned.
    func replaceAll(owner: UserID, with snapshot: UserSnapshot) throws
}

extension DeckStore {
    /// Saves a deck's name, options and style.
    public func updateDeck(_ deck: Deck) throws { try updateDeck(deck, schedules: [:]) }

    /// Replaces a card's content.
    public func updateCard(_ id: CardID, content: CardContent) throws {
        try updateCard(id, content: content, movingTo: nil)
    }
}

/// Everything Cardbox stores.
public typealias StudyStore =
    UserStore & DeckStore & ReviewStore & SnapshotStore & DocumentStore & DraftStore & WordStore & AccountStore
    & MailOutboxStore & BlobStore & JobStore & ClassroomStore & ThrottleStore & StudyActionStore & DeckTrashStore
    & CardBatchStore & CardMediaStore & CardImportStore
