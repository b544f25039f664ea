public import Foundation

/// A month and year typed to filter classrooms by when they were made ("2026-03" or "03/2026"), turned into the
/// range of instants it covers in the viewer's time zone for ``CardboxCore/ClassroomQuery/createdIn``.
public struct CreationMonth: Sendable, Equatable {
    /// The year, such as 2026.
    public var year: Int
    /// The month, 1–12.
    public var month: Int

    /// Creates the value; `nil` unless the month is 1–12 and the year 1970–9999.
    public init?(year: Int, month: Int) {
        guard (1...12).contains(month), (1970...9999).contains(year) else { return nil }
        self.year = year
        self.month = month
    }

    /// Reads `YYYY-MM` or `MM/YYYY` (surrounding spaces ignored); `nil` for anything else.
    public init?(text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let dash = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        let slash = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        if dash.count == 2, dash[0].count == 4, (1...2).contains(dash[1].count), let year = Int(dash[0]),
            let month = Int(dash[1])
        {
            self.init(year: year, month: month)
        } else if slash.count == 2, slash[1].count == 4, (1...2).contains(slash[0].count), let month = Int(slash[0]),
            let year = Int(slash[1])
        {
            self.init(year: year, month: month)
        } else {
            return nil
        }
    }

    /// From the first instant of the month to the first instant of the next, in `timeZone`.
    public func range(in timeZone: TimeZone) -> Range<Date>? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard let start = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let end = calendar.date(byAdding: .month, value: 1, to: start)
        else { return nil }
        return start..<end
    }
}
