public import FoundationEssentials

/// A user to create.
public struct NewUser: Sendable, Equatable {
    /// The display name.
    public var name: String
    /// The email address, if any.
    public var email: String?
    /// The IANA time zone identifier.
    public var timeZoneIdentifier: String
    /// The rollover hour, 0–23.
    public var rolloverHour: Int
    /// The creation time.
    public var createdAt: Date

    /// Creates the value.
    public init(
        name: String, email: String? = nil, timeZoneIdentifier: String, rolloverHour: Int = User.defaultRolloverHour,
        createdAt: Date
    ) {
        self.name = name
        self.email = email
        self.timeZoneIdentifier = timeZoneIdentifier
        self.rolloverHour = rolloverHour
        self.createdAt = createdAt
    }
}

/// A deck to create.
public struct NewDeck: Sendable, Equatable {
    /// The owner.
    public var ownerID: UserID
    /// The name.
    public var name: String
    /// Scheduler and options.
    public var options: DeckOptions
    /// Default card colours.
    public var style: CardStyle
    /// The creation time.
    public var createdAt: Date

    /// Creates the value.
    public init(
        ownerID: UserID, name: String, options: DeckOptions = DeckOptions(), style: CardStyle = .plain,
        createdAt: Date
    ) {
        self.ownerID = ownerID
        self.name = name
        self.options = options
        self.style = style
        self.createdAt = createdAt
    }
}

/// A session to start.
public struct NewSession: Sendable, Equatable {
    /// Who studies.
    public var userID: UserID
    /// The deck, or `nil` for all decks.
    public var deckID: DeckID?
    /// How cards are asked.
    public var mode: StudyMode
    /// The start time.
    public var startedAt: Date
    /// The study day.
    public var studyDay: StudyDay

    /// Creates the value.
    public init(userID: UserID, deckID: DeckID?, mode: StudyMode, startedAt: Date, studyDay: StudyDay) {
        self.userID = userID
        self.deckID = deckID
        self.mode = mode
        self.startedAt = startedAt
        self.studyDay = studyDay
    }
}

/// A deck with its card counts.
public struct DeckSummary: Sendable, Equatable, Codable {
    /// The deck.
    public var deck: Deck
    /// All cards.
    public var cardCount: Int
    /// Cards never studied.
    public var newCount: Int
    /// Studied cards due now.
    public var dueCount: Int

    /// Creates a summary.
    public init(deck: Deck, cardCount: Int, newCount: Int, dueCount: Int) {
        self.deck = deck
        self.cardCount = cardCount
        self.newCount = newCount
        self.dueCount = dueCount
    }
}

/// Which cards a study session asks.
public struct DueQuery: Sendable, Equatable {
    /// Whose cards.
    public var owner: UserID
    /// One deck, or all the owner's decks.
    public var deck: DeckID?
    /// Only cards of this category (compared case-insensitively).
    public var category: String?
    /// Today's study day.
    public var today: StudyDay
    /// The current instant (for cards in minute-long learning steps).
    public var now: Date
    /// The most cards to return.
    public var limit: Int
    /// Whether to cap new cards at each deck's daily limit (minus those already introduced today).
    public var limitNewCards: Bool

    /// Creates a query.
    public init(
        owner: UserID, deck: DeckID? = nil, category: String? = nil, today: StudyDay, now: Date, limit: Int = 200,
        limitNewCards: Bool = true
    ) {
        self.owner = owner
        self.deck = deck
        self.category = category
        self.today = today
        self.now = now
        self.limit = limit
        self.limitNewCards = limitNewCards
    }
}

/// Everything one user owns, as a backup holds it.
public struct UserSnapshot: Sendable, Equatable {
    /// The decks.
    public var decks: [Deck]
    /// The cards, each naming its deck.
    public var cards: [Card]
    /// The review log.
    public var reviews: [ReviewLog]
    /// The study sessions.
    public var sessions: [StudySession]
    /// The user's settings.
    public var settings: [String: String]
    /// The images and sounds the user's cards show, each once.
    public var media: [MediaFile]
    /// The note of another program each imported card came from, by card: what lets importing the same package
    /// again update those cards instead of adding them twice.
    public var notes: [CardID: NoteKey]

    /// Creates a snapshot.
    public init(
        decks: [Deck], cards: [Card], reviews: [ReviewLog], sessions: [StudySession], settings: [String: String],
        media: [MediaFile] = [], notes: [CardID: NoteKey] = [:]
    ) {
        self.decks = decks
        self.cards = cards
        self.reviews = reviews
        self.sessions = sessions
        self.settings = settings
        self.media = media
        self.notes = notes
    }
}

/// One image or sound of a snapshot, whole.
public struct MediaFile: Sendable, Equatable {
    /// The SHA-256 of `bytes`, which card text refers to.
    public var key: BlobKey
    /// What it holds, such as `image/png`.
    public var mediaType: String
    /// Its content.
    public var bytes: [UInt8]

    /// Creates the value.
    public init(key: BlobKey, mediaType: String, bytes: [UInt8]) {
        self.key = key
        self.mediaType = mediaType
        self.bytes = bytes
    }
}

/// A failure of a store that the user can act on.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    /// A referenced record does not exist.
    case notFound(String)
    /// A snapshot refers to a deck, card or session it does not contain.
    case inconsistentSnapshot(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .notFound(let what): "\(what) was not found."
        case .inconsistentSnapshot(let reason): "The backup is inconsistent: \(reason)."
        }
    }
}

/// How many cards a learner answered on one study day, and how many of them right.
public struct DailyAnswers: Sendable, Equatable, Codable {
    /// The study day.
    public var day: StudyDay
    /// Answers given.
    public var answered: Int
    /// Right answers among them.
    public var correct: Int

    /// Creates the counts.
    public init(day: StudyDay, answered: Int, correct: Int) {
        self.day = day
        self.answered = answered
        self.correct = correct
    }
}
