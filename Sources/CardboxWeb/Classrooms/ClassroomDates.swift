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

    /// Reads a deadline from a form's `datetime-local` field (`2026-12-01T09:00`, taken as UTC) or an ISO 8601
    /// timestamp; `nil` for an empty field.
    static func deadline(_ text: String?) throws -> Date? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        if let date = formatter.date(from: text + ":00Z") { return date }
        if let date = formatter.date(from: text + "Z") { return date }
        throw WebError.invalid("The deadline must be a date and time such as 2026-12-01T09:00.", field: "deadline")
    }
}
