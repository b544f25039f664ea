/// How a card is kept out of study without changing its schedule.
public enum SetAside: Sendable, Equatable {
    /// Out of study until the given study day begins (Anki's "bury": until tomorrow).
    case buried(until: StudyDay)
    /// Out of study until the learner takes it back (Anki's "suspend").
    case suspended

    /// Buried until the study day after `today`: the one rule for how long "bury" lasts.
    public static func buried(on today: StudyDay) -> SetAside { .buried(until: today.adding(days: 1)) }
}

/// A card to set aside, as a study session asks its caller to store it.
public struct CardSetAside: Sendable, Equatable {
    /// The card.
    public var cardID: CardID
    /// How, or `nil` to take it back into study.
    public var setAside: SetAside?

    /// Creates the request.
    public init(cardID: CardID, setAside: SetAside?) {
        self.cardID = cardID
        self.setAside = setAside
    }
}
