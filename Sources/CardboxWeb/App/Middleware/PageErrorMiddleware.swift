import CardboxHTTP

/// Turns the errors of the pages' route group into HTML pages drawn through the site layout.
///
/// It sits after the authentication middleware, so a signed-in visitor's error page has the signed-in header. The
/// app's own ``WebError``s always become pages (401 stays a sign-in redirect). The HTTP layer's errors, such as an
/// unknown path (404) or a method the path does not allow (405, keeping `Allow`), become pages for clients that
/// accept HTML, which browsers say on every navigation; other clients keep the plain-text answer.
struct PageErrorMiddleware: Middleware {
    func handle(
        _ request: Request, context: AppContext, next: (Request, AppContext) throws -> Response
    ) throws -> Response {
        do {
            return try next(request, context)
        } catch let error as WebError where error.status != .unauthorized {
            return error.page(context: context)
        } catch let error as HTTPError where Self.acceptsHTML(request) {
            let shown = WebError(
                error.status, code: APIErrorMiddleware.code(for: error.status), message(for: error, request))
            var response = shown.page(context: context)
            for field in error.headers { response.headers.add(field.name, field.value) }
            return response
        }
    }

    /// Whether the client asked for HTML.
    static func acceptsHTML(_ request: Request) -> Bool {
        request.headers["Accept"]?.lowercased().contains("text/html") ?? false
    }

    /// A sentence for a person in a browser.
    private func message(for error: HTTPError, _ request: Request) -> String {
        switch error.status {
        case .notFound:
            "Nothing is at \(request.path). The link may be old, or the address mistyped."
        case .methodNotAllowed:
            "This address only takes a submitted form, so it cannot be opened or reloaded on its own. "
                + "Go back to the page with the form and send it again."
        default:
            error.message
        }
    }
}
