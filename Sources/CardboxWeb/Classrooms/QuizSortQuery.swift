import CardboxCore
import CardboxHTTP

/// Reads the order of a classroom's quizzes from the `sort` query parameter, shared by the classroom page and the
/// API: `deadline` (the default: soonest first, none last) or `newest`.
enum QuizSortQuery {
    /// The choices as the page's select offers them.
    static let choices: [(value: String, title: String)] = [
        (QuizSort.deadline.rawValue, "By deadline"), (QuizSort.newest.rawValue, "Newest first"),
    ]

    static func make(_ query: Parameters) throws -> QuizSort {
        let text = query["sort"] ?? QuizSort.deadline.rawValue
        guard let sort = QuizSort(rawValue: text) else {
            throw WebError.invalid("'sort' must be deadline or newest.", field: "sort")
        }
        return sort
    }
}
