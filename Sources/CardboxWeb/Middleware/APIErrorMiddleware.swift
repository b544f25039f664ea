import CardboxHTTP

/// Gives API clients the JSON error object for the HTTP layer's own errors too.
///
/// Those are an unknown path (404), a method the path does not allow (405, keeping `Allow`) and a body that is not
/// multipart (400). Pages keep the plain-text form.
struct APIErrorMiddleware: Middleware {
    func handle(
        _ request: Request, context: AppContext, next: (Request, AppContext) throws -> Response
    ) throws -> Response {
        guard request.path.hasPrefix("/api/") else { return try next(request, context) }
        do {
            return try next(request, context)
        } catch let error as HTTPError {
            return Self.response(to: request, error)
        }
    }

    /// The JSON error object for `error`, with its headers.
    static func response(to request: Request, _ error: HTTPError) -> Response {
        var response = JSONResponse.error(
            WebError(error.status, code: code(for: error.status), error.message), requestID: request.id)
        for field in error.headers { response.headers.add(field.name, field.value) }
        return response
    }

    /// The error object's `code` for a status.
    static func code(for status: HTTPStatus) -> String {
        switch status {
        case .badRequest: "bad_request"
        case .notFound: "not_found"
        case .methodNotAllowed: "method_not_allowed"
        case .contentTooLarge: "content_too_large"
        case .tooManyRequests: "too_many_requests"
        case .serviceUnavailable: "unavailable"
        default: "http_\(status.code)"
        }
    }
}
