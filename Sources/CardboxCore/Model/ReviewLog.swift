public import FoundationEssentials

/// One answer to one card: the source of truth from which scheduling states are rebuilt.
public struct ReviewLog: Sendable, Equatable, Codable, Identifiable {
    /// The log entry's identifier.
    public var id: ReviewID
    /// The card that was answered.
    public var cardID: CardID
    /// The session the answer was given in, if any.
    public var sessionID: SessionID?
    /// When the answer was given.
    public var reviewedAt: Date
    /// The user's study day at that moment.
    public var studyDay: StudyDay
    /// How the card was asked.
    public var mode: StudyMode
    /// The rating the scheduler received (chosen in flip mode, derived from correctness otherwise).
    public var rating: Rating
    /// The answer given in multiple-choice or typing mode, when it was wrong.
    public var givenAnswer: String?
    /// Whether the card was recalled correctly.
    public var isCorrect: Bool
    /// How long the user took, in milliseconds.
    public var elapsedMilliseconds: Int

    /// Creates a log entry value.
    public init(
        id: ReviewID, cardID: CardID, sessionID: SessionID?, reviewedAt: Date, studyDay: StudyDay, mode: StudyMode,
        rating: Rating, givenAnswer: String?, isCorrect: Bool, elapsedMilliseconds: Int
    ) {
        self.id = id
        self.cardID = cardID
        self.sessionID = sessionID
        self.reviewedAt = reviewedAt
        self.studyDay = studyDay
        self.mode = mode
        self.rating = rating
        self.givenAnswer = givenAnswer
        self.isCorrect = isCorrect
        self.elapsedMilliseconds = elapsedMilliseconds
    }
}

/// How a card is asked.
public enum StudyMode: String, Sendable, Codable, CaseIterable {
    /// Show the front, reveal the back, rate Again/Hard/Good/Easy.
    case flip
    /// Pick the answer among it and three distractors.
    case choice
    /// Type the answer.
    case type
    /// Show front and back automatically, one card after another, without grading.
    case play
}
