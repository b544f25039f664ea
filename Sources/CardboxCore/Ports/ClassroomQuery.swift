public import FoundationEssentials

/// Which of a user's classrooms to list, and how.
public struct ClassroomQuery: Sendable, Equatable {
    /// The "Teaching" view (teacher or co-teacher) or the "Enrolled" view (student).
    public enum View: String, Sendable, CaseIterable {
        /// Classrooms the user teaches, as teacher or co-teacher.
        case teaching
        /// Classrooms the user joined as a student.
        case enrolled
    }

    /// The order of the list.
    public enum Sort: String, Sendable, CaseIterable {
        /// Newest first.
        case newest
        /// Oldest first.
        case oldest
        /// By name (compared normalised), A to Z.
        case name
    }

    /// The user whose classrooms are listed.
    public var userID: UserID
    /// Which view.
    public var view: View
    /// Text the classroom's name or its teacher's name must contain (case-insensitively); `nil` or empty for all.
    public var search: String?
    /// Only classrooms created in this range (the edge turns "March 2026" in the user's time zone into one).
    public var createdIn: Range<Date>?
    /// The order.
    public var sort: Sort
    /// The most items on one page.
    public var limit: Int
    /// Where the previous page ended, or `nil` for the first page.
    public var after: ClassroomCursor?

    /// Creates the value; `limit` is clamped to 1...``maximumLimit``.
    public init(
        userID: UserID, view: View, search: String? = nil, createdIn: Range<Date>? = nil, sort: Sort = .newest,
        limit: Int = ClassroomQuery.defaultLimit, after: ClassroomCursor? = nil
    ) {
        self.userID = userID
        self.view = view
        self.search = search
        self.createdIn = createdIn
        self.sort = sort
        self.limit = min(max(limit, 1), Self.maximumLimit)
        self.after = after
    }

    /// Items per page unless asked otherwise.
    public static let defaultLimit = 20
    /// The most items on one page.
    public static let maximumLimit = 100

    /// The search text trimmed and lower-cased, or `nil` when there is nothing to search for.
    public var searchKey: String? {
        guard let search else { return nil }
        let key = ClassroomName.key(search)
        return key.isEmpty ? nil : key
    }
}

/// One page of classrooms and where the next one starts.
public struct ClassroomPage: Sendable, Equatable {
    /// The classrooms on this page.
    public var items: [ClassroomSummary]
    /// Pass this as ``ClassroomQuery/after`` for the next page; `nil` on the last page.
    public var next: ClassroomCursor?

    /// Creates the value.
    public init(items: [ClassroomSummary], next: ClassroomCursor?) {
        self.items = items
        self.next = next
    }
}
