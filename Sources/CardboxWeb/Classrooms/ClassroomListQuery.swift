import CardboxCore
import CardboxHTTP
import Foundation

/// Reads the classroom list's query parameters, shared by the page and the API: `view` (teaching or enrolled),
/// `q` (name or teacher's name), `created` (a month `2026-09` or a year `2026`), `sort` (newest, oldest or name),
/// `limit` and `after` (the cursor of the page before).
enum ClassroomListQuery {
    static func make(_ query: Parameters, user: User) throws -> ClassroomQuery {
        let viewText = query["view"] ?? ClassroomQuery.View.teaching.rawValue
        guard let view = ClassroomQuery.View(rawValue: viewText) else {
            throw WebError.invalid("'view' must be teaching or enrolled.", field: "view")
        }
        let sortText = query["sort"] ?? ClassroomQuery.Sort.newest.rawValue
        guard let sort = ClassroomQuery.Sort(rawValue: sortText) else {
            throw WebError.invalid("'sort' must be newest, oldest or name.", field: "sort")
        }
        var limit = ClassroomQuery.defaultLimit
        if let text = query["limit"], !text.isEmpty {
            guard let number = Int(text), (1...ClassroomQuery.maximumLimit).contains(number) else {
                throw WebError.invalid(
                    "'limit' must be a whole number from 1 to \(ClassroomQuery.maximumLimit).", field: "limit")
            }
            limit = number
        }
        var cursor: ClassroomCursor?
        if let token = query["after"], !token.isEmpty {
            guard let parsed = ClassroomCursor(token: token) else {
                throw WebError.invalid("'after' is not a cursor this list gave out.", field: "after")
            }
            cursor = parsed
        }
        let search = query["q"].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap {
            $0.isEmpty ? nil : String($0.prefix(ClassroomName.maximumLength))
        }
        return ClassroomQuery(
            userID: user.id, view: view, search: search, createdIn: try createdIn(query["created"]), sort: sort,
            limit: limit, after: cursor)
    }

    /// The dates of a month (`2026-09`) or a year (`2026`), in UTC; `nil` for no filter.
    static func createdIn(_ text: String?) throws -> Range<Date>? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let year = Int(parts[0]), (1970...9999).contains(year),
            parts.count == 1 || Int(parts[1]).map({ (1...12).contains($0) }) == true
        else {
            throw WebError.invalid(
                "'created' must be a month such as 2026-09 or a year such as 2026.", field: "created")
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let month = parts.count == 2 ? Int(parts[1]) ?? 1 : 1
        guard let start = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
            let end = calendar.date(byAdding: parts.count == 2 ? .month : .year, value: 1, to: start)
        else { return nil }
        return start..<end
    }
}
