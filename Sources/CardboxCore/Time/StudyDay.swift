/// A day of study in the user's own calendar: days since 1970-01-01, where each day begins at the rollover hour.
///
/// The edge (CLI, web) computes today's study day from the user's time zone and rollover hour; the core only
/// compares and adds days. Due dates are study days, so a learner who flies across time zones keeps them.
public struct StudyDay: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// Days since 1970-01-01 in the user's calendar.
    public var index: Int

    /// Wraps a day index.
    public init(index: Int) { self.index = index }

    /// The study day for a calendar date.
    public init(year: Int, month: Int, day: Int) {
        index = Self.daysFromCivil(year: year, month: month, day: day)
    }

    /// The calendar date of this day.
    public var date: (year: Int, month: Int, day: Int) { Self.civilFromDays(index) }

    /// The day `days` later (or earlier, for a negative count).
    public func adding(days: Int) -> StudyDay { StudyDay(index: index + days) }

    /// The number of days from `other` to this day.
    public func days(since other: StudyDay) -> Int { index - other.index }

    /// Orders days.
    public static func < (lhs: StudyDay, rhs: StudyDay) -> Bool { lhs.index < rhs.index }

    /// The ISO date, such as `2025-06-24`.
    public var description: String {
        let (year, month, day) = date
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// Parses an ISO date (`YYYY-MM-DD`).
    public init?(iso text: String) {
        // Three parts between two dashes, read in place (a restore reads a million of these).
        let utf8 = text.utf8
        let dash = UInt8(ascii: "-")
        guard let first = utf8.firstIndex(of: dash),
            let second = utf8[utf8.index(after: first)...].firstIndex(of: dash),
            !utf8[utf8.index(after: second)...].contains(dash), let year = Int(text[..<first]),
            let month = Int(text[text.index(after: first)..<second]), let day = Int(text[text.index(after: second)...]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
        guard date == (year, month, day) else { return nil }
    }

    /// Encodes as an ISO date.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes an ISO date.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = StudyDay(iso: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a YYYY-MM-DD date")
            )
        }
        self = day
    }

    // Howard Hinnant's days-from-civil algorithm for the proleptic Gregorian calendar.
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
