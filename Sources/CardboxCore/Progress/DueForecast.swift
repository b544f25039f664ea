/// How many cards fall due on each of the coming days.
public struct DueForecast: Sendable, Equatable, Codable {
    /// The first day of the forecast (today).
    public var start: StudyDay
    /// Cards due per day from `start`; overdue cards count for today.
    public var counts: [Int]

    /// The forecast for `days` days from `today`, given each card's due day (new cards excluded by the caller).
    public init(dueDays: some Sequence<StudyDay>, today: StudyDay, days: Int = 30) {
        start = today
        counts = [Int](repeating: 0, count: max(0, days))
        for due in dueDays {
            let offset = max(0, due.days(since: today))
            if offset < counts.count { counts[offset] += 1 }
        }
    }

    /// The day at `offset` from the start.
    public func day(at offset: Int) -> StudyDay { start.adding(days: offset) }

    /// All cards in the forecast.
    public var total: Int { counts.reduce(0, +) }
}
