public import FoundationEssentials

/// One sitting of study, the unit streaks are counted in.
public struct StudySession: Sendable, Equatable, Codable, Identifiable {
    /// The session's identifier.
    public var id: SessionID
    /// Who studied.
    public var userID: UserID
    /// The deck studied, or `nil` for all decks.
    public var deckID: DeckID?
    /// How cards were asked.
    public var mode: StudyMode
    /// When the session started.
    public var startedAt: Date
    /// When it ended, or `nil` if it was interrupted.
    public var endedAt: Date?
    /// The user's study day the session started on.
    public var studyDay: StudyDay
    /// How many answers were given.
    public var answered: Int
    /// How many of them were correct.
    public var correct: Int

    /// Creates a session value.
    public init(
        id: SessionID, userID: UserID, deckID: DeckID?, mode: StudyMode, startedAt: Date, endedAt: Date? = nil,
        studyDay: StudyDay, answered: Int = 0, correct: Int = 0
    ) {
        self.id = id
        self.userID = userID
        self.deckID = deckID
        self.mode = mode
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.studyDay = studyDay
        self.answered = answered
        self.correct = correct
    }
}
