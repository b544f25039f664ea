public import CardboxCore
public import Foundation

/// Shows dates the user's way: `24/06/2025` for en_AU, `06/24/2025` for en_US, `2025-06-24` when no locale is set.
public struct DateDisplay: Sendable {
    /// The locale dates follow, or `nil` for ISO dates.
    public var locale: Locale?

    /// Creates a display for `locale`.
    public init(locale: Locale?) { self.locale = locale }

    /// A study day as a numeric date in the locale.
    public func format(_ day: StudyDay) -> String {
        guard let locale else { return day.description }
        let (year, month, dayOfMonth) = day.date
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        guard let date = calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth, hour: 12)) else {
            return day.description
        }
        var style = Date.FormatStyle(
            date: .omitted, time: .omitted, locale: locale, calendar: calendar,
            timeZone: calendar.timeZone)
        style = style.day(.twoDigits).month(.twoDigits).year(.defaultDigits)
        return date.formatted(style)
    }
}
