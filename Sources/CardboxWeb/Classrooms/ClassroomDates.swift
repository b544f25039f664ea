import Foundation

/// Dates on classroom pages and in exports: UTC, to the minute on pages and to the second in exports.
enum ClassroomDates {
    /// `2026-12-01 07:20 UTC`.
    static func text(_ date: Date) -> String {
        String(iso(date).prefix(16)).replacingOccurrences(of: "T", with: " ") + " UTC"
    }

    /// `2026-12-01T07:20:05Z`.
    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return formatter.string(from: date)
    }

    /// The years a deadline may fall in: anything outside is a typing mistake, not a plan.
    static let deadlineYears = 2000...9999

    /// Reads a deadline from a form's `datetime-local` field (`2026-12-01T09:00`, taken as UTC) or an ISO 8601
    /// timestamp; `nil` for an empty field.
    static func deadline(_ text: String?) throws -> Date? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let formatter = ISO8601DateFormatter()
        for candidate in [text, text + ":00Z", text + "Z"] {
            if let date = formatter.date(from: candidate) { return try withinYears(date) }
        }
        throw invalidDeadline
    }

    /// Reads a deadline given through the API: absent or `null` means none; anything else must be an RFC 3339
    /// timestamp with its offset (`2026-12-01T09:00:00Z`), so an empty string is an error rather than "no deadline".
    static func apiDeadline(_ text: String?) throws -> Date? {
        guard let text else { return nil }
        guard let date = ISO8601DateFormatter().date(from: text) else {
            throw WebError.invalid(
                "The deadline must be an RFC 3339 timestamp such as 2026-12-01T09:00:00Z, or null for none.",
                field: "deadline")
        }
        return try withinYears(date)
    }

    private static func withinYears(_ date: Date) throws -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        guard deadlineYears.contains(calendar.component(.year, from: date)) else {
            throw WebError.invalid(
                "The deadline must fall between the years \(deadlineYears.lowerBound) and \(deadlineYears.upperBound).",
                field: "deadline")
        }
        return date
    }

    private static var invalidDeadline: WebError {
        WebError.invalid("The deadline must be a date and time such as 2026-12-01T09:00.", field: "deadline")
    }
}
