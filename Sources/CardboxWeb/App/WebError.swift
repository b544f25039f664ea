public import CardboxHTTP
import Foundation

/// An error shown to the user: an HTML page in the browser; the API's route group turns it into a JSON error object
/// (``APIErrorMiddleware``).
public struct WebError: HTTPResponseError, Equatable, CustomStringConvertible {
    /// The status.
    public var status: HTTPStatus
    /// A short machine-readable code, such as `not_found`.
    public var code: String
    /// A sentence for the user.
    public var message: String
    /// Field-level problems, by form field name.
    public var fields: [String: String]

    /// Creates an error.
    public init(_ status: HTTPStatus, code: String, _ message: String, fields: [String: String] = [:]) {
        self.status = status
        self.code = code
        self.message = message
        self.fields = fields
    }

    /// 404 for a thing that does not exist or belongs to someone else (the two look the same from outside).
    public static func notFound(_ what: String) -> WebError {
        WebError(.notFound, code: "not_found", "\(what) was not found.")
    }

    /// 422 for a value that does not pass validation.
    public static func invalid(_ message: String, field: String? = nil) -> WebError {
        WebError(.unprocessableContent, code: "invalid", message, fields: field.map { [$0: message] } ?? [:])
    }

    /// 400 for a request that cannot be read.
    public static func badRequest(_ message: String) -> WebError {
        WebError(.badRequest, code: "bad_request", message)
    }

    /// 401: sign in first.
    public static let signInRequired = WebError(.unauthorized, code: "unauthorized", "Sign in to continue.")

    /// 403 for a form that failed its CSRF or origin check.
    public static let forbidden = WebError(
        .forbidden, code: "forbidden", "This form has expired or came from another site. Reload the page and try again."
    )

    /// The response for a page: a sign-in redirect for 401, an HTML error page otherwise.
    public func response(to request: Request) -> Response {
        if status == .unauthorized {
            return .redirect(to: "/signin?next=" + Parameters.encode(request.path))
        }
        return page(context: nil)
    }

    /// The HTML error page through the site layout, with the signed-in header when `context` has a user.
    func page(context: AppContext?) -> Response {
        let page = Layout.page(
            title: status.reasonPhrase, context: context,
            body: """
                <section class="panel error-page" role="alert">
                  <h1>\(status.reasonPhrase)</h1>
                  <p>\(message)</p>
                  <p><a class="button" href="/">Back to your decks</a></p>
                </section>
                """)
        return Response(status: status, contentType: "text/html; charset=utf-8", body: Array(page.rendered.utf8))
    }

    /// The code and message.
    public var description: String { "\(status.code) \(code): \(message)" }
}
