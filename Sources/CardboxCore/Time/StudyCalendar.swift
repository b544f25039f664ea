public import FoundationEssentials

/// Maps instants to the user's study days: their time zone, with each day starting at the rollover hour.
///
/// The time zone must be resolved by the caller (named zones need full Foundation on Linux). A local time before the
/// rollover hour belongs to the previous day, so 01:30 after a late session still counts for the evening before.
/// Days are counted from local calendar dates, so a daylight-saving change never shifts them.
public struct StudyCalendar: Sendable {
    /// The user's time zone.
    public var timeZone: TimeZone {
        didSet { calendar = Self.gregorian(in: timeZone) }
    }
    /// The hour (0–23) at which a study day begins.
    public var rolloverHour: Int
    /// The Gregorian calendar in ``timeZone``, made once rather than for every day asked about (the server asks on
    /// every request).
    private var calendar: Calendar

    /// Creates a calendar.
    public init(timeZone: TimeZone, rolloverHour: Int = User.defaultRolloverHour) {
        precondition((0...23).contains(rolloverHour), "rollover hour \(rolloverHour) is not 0–23")
        self.timeZone = timeZone
        self.rolloverHour = rolloverHour
        calendar = Self.gregorian(in: timeZone)
    }

    private static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The study day `date` falls in.
    public func studyDay(at date: Date) -> StudyDay {
        let parts = calendar.dateComponents([.year, .month, .day, .hour], from: date)
        let day = StudyDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
        return (parts.hour ?? 0) < rolloverHour ? day.adding(days: -1) : day
    }

    /// The instant `day` begins: its local date at the rollover hour (or the first valid time after it).
    public func start(of day: StudyDay) -> Date {
        let (year, month, dayOfMonth) = day.date
        let components = DateComponents(year: year, month: month, day: dayOfMonth, hour: rolloverHour)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: Double(day.index) * 86_400)
    }

    /// The review context at `date`, without fuzz.
    public func context(at date: Date) -> ReviewContext {
        ReviewContext(now: date, today: studyDay(at: date))
    }
}
