import CardboxHTTP
import Foundation

/// Query parameters the JSON API reads the same way in every area: whole numbers in a range, and pages.
enum APIQuery {
    /// The most items one page may ask for.
    static let maximumPerPage = 200

    /// The page that `page` and `per_page` ask for, out of `total` items.
    static func pagination(_ request: Request, total: Int) throws -> Pagination {
        let perPage = try integer(request.query["per_page"], name: "per_page", in: 1...maximumPerPage) ?? 50
        _ = try integer(request.query["page"], name: "page", in: 1...Int(Int32.max))
        return Pagination(total: total, perPage: perPage, requested: request.query["page"])
    }

    /// `text` as a whole number in `range`, `nil` when absent, or 422 naming the parameter `name`.
    static func integer(_ text: String?, name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw WebError.invalid(
                "'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound).", field: name)
        }
        return value
    }
}
