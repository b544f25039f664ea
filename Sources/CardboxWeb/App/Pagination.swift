/// A page of a list: which items, and whether there are pages before and after.
struct Pagination: Sendable, Equatable {
    /// Items in all.
    let total: Int
    /// Items per page.
    let perPage: Int
    /// The page shown, from 1.
    let page: Int

    /// The page asked for, clamped to the pages there are.
    init(total: Int, perPage: Int, requested: String?) {
        self.total = total
        self.perPage = perPage
        let pages = max(1, (total + perPage - 1) / perPage)
        self.page = min(max(1, requested.flatMap(Int.init) ?? 1), pages)
    }

    /// The number of pages.
    var pageCount: Int { max(1, (total + perPage - 1) / perPage) }

    /// The indices of the items on the page.
    var range: Range<Int> { min(total, (page - 1) * perPage)..<min(total, page * perPage) }
}
