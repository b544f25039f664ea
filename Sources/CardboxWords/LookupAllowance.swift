public import CardboxCore
public import Foundation

/// How many dictionary look-ups a user may make per calendar month on a shared server.
///
/// Off (``unlimited``) by default, and always off for the single local user of the command-line tool. A month
/// is a calendar month in the user's own time zone: at 23:30 on 31 January in Sydney it is already February
/// there, and the allowance has started again, while in UTC it is still 31 January (12:30).
///
/// ```swift
/// let allowance = LookupAllowance(monthlyLimit: 30)
/// let month = LookupAllowance.month(of: now, in: sydney)         // "2025-02"
/// allowance.status(used: 30)                                      // .usedUp
/// try allowance.recordLookup(for: user, at: now, in: store)       // throws WordError.allowanceUsedUp
/// ```
public struct LookupAllowance: Sendable, Equatable {
    /// Look-ups per month, or `nil` for no limit.
    public var monthlyLimit: Int?

    /// Creates an allowance of `monthlyLimit` look-ups a month; `nil` for no limit.
    public init(monthlyLimit: Int?) {
        self.monthlyLimit = monthlyLimit.map { max(0, $0) }
    }

    /// No limit.
    public static let unlimited = LookupAllowance(monthlyLimit: nil)

    /// Where a user stands.
    public enum Status: Sendable, Equatable {
        /// There is no limit.
        case unlimited
        /// `remaining` more look-ups are allowed this month.
        case available(remaining: Int)
        /// None are left this month.
        case usedUp
    }

    /// The status after `used` look-ups this month.
    public func status(used: Int) -> Status {
        guard let monthlyLimit else { return .unlimited }
        return used < monthlyLimit ? .available(remaining: monthlyLimit - used) : .usedUp
    }

    /// The calendar month `date` falls in, in `timeZone`, as `YYYY-MM`.
    public static func month(of date: Date, in timeZone: TimeZone) -> String {
        let (year, month) = yearAndMonth(of: date, in: timeZone)
        return String(year) + "-" + (month < 10 ? "0" : "") + String(month)
    }

    /// The first day of the month after the one `date` falls in, in `timeZone`, as `YYYY-MM-DD`: when the
    /// allowance starts again.
    public static func nextReset(after date: Date, in timeZone: TimeZone) -> String {
        let (year, month) = yearAndMonth(of: date, in: timeZone)
        let next = month == 12 ? (year + 1, 1) : (year, month + 1)
        return String(next.0) + "-" + (next.1 < 10 ? "0" : "") + String(next.1) + "-01"
    }

    /// Counts one look-up for `user` at `date` in their month, unless the allowance is used up.
    ///
    /// The check and the count are one store transaction, so two look-ups at once cannot both take the last one.
    ///
    /// - Returns: The status after counting.
    /// - Throws: ``WordError/allowanceUsedUp(limit:resetsOn:)`` when nothing is left (nothing is counted), or
    ///   the store's error.
    @discardableResult
    public func recordLookup(for user: User, at date: Date, in store: any WordStore) throws -> Status {
        let zone = TimeZone(identifier: user.timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
        let month = Self.month(of: date, in: zone)
        switch try store.countWordLookup(for: user.id, month: month, limit: monthlyLimit) {
        case .counted(let used):
            return status(used: used)
        case .refused:
            throw WordError.allowanceUsedUp(limit: monthlyLimit ?? 0, resetsOn: Self.nextReset(after: date, in: zone))
        }
    }

    /// The Gregorian year and month of `date` in `timeZone`.
    private static func yearAndMonth(of date: Date, in timeZone: TimeZone) -> (Int, Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents([.year, .month], from: date)
        return (components.year ?? 1970, components.month ?? 1)
    }
}
