import CardboxCore

/// Dates as the user's locale writes them: en-AU (the default) day first, en-US month first.
enum DateText {
    /// The locales on offer.
    static let locales: [(value: String, title: String)] = [
        ("en-AU", "English (Australia): 31/01/2026"), ("en-US", "English (United States): 01/31/2026"),
    ]
    /// The per-user setting.
    static let settingKey = "web.locale"

    static func format(_ day: StudyDay, locale: String) -> String {
        let (year, month, date) = day.date
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return locale == "en-US" ? "\(two(month))/\(two(date))/\(year)" : "\(two(date))/\(two(month))/\(year)"
    }
}
