import CardboxClassrooms
import CardboxCore
import CardboxHTTP
import Foundation

/// Reads the classroom list's query parameters, shared by the page and the API: `view` (teaching or enrolled),
/// `q` (name or teacher's name), `created` (a month `2026-09` or a year `2026`, in the user's time zone), `sort`
/// (newest, oldest or name), `limit` and `after` (the cursor of the page before).
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
        if let text = query["limit"] {
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
            userID: user.id, view: view, search: search,
            createdIn: try createdIn(
                query["created"],
                timeZone: StudyCalendarCache.timeZone(named: user.timeZoneIdentifier)),
            sort: sort,
            limit: limit, after: cursor)
    }

    /// The dates of a month (`2026-09` or `09/2026`) or a year (`2026`) in `timeZone`; `nil` for no filter.
    static func createdIn(_ text: String?, timeZone: TimeZone) throws -> Range<Date>? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if let month = CreationMonth(text: text), let range = month.range(in: timeZone) { return range }
        if text.count == 4, let year = Int(text),
            let first = CreationMonth(year: year, month: 1)?.range(in: timeZone),
            let last = CreationMonth(year: year, month: 12)?.range(in: timeZone)
        {
            return first.lowerBound..<last.upperBound
        }
        throw WebError.invalid("'created' must be a month such as 2026-09 or a year such as 2026.", field: "created")
    }
}
