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
        // Years before 1970 or after 9999 cannot be written back as a four-digit ISO 8601 year.
        let readable = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 253_402_300_800)
        for candidate in [text, text + ":00Z", text + "Z"] {
            if let date = formatter.date(from: candidate), readable.contains(date) { return date }
        }
        throw WebError.invalid("The deadline must be a date and time such as 2026-12-01T09:00.", field: "deadline")
    }

    /// Reads a deadline from a JSON body: as ``deadline(_:)``, except that a blank string is refused (only `null` or
    /// leaving it out means no deadline).
    static func apiDeadline(_ text: String?) throws -> Date? {
        if let text, text.trimmingCharacters(in: .whitespaces).isEmpty {
            throw WebError.invalid(
                "The deadline must be a date and time such as 2026-12-01T09:00:00Z, or null for none.",
                field: "deadline")
        }
        return try deadline(text)
    }
}
