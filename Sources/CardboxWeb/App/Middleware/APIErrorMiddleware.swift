import CardboxHTTP

/// Gives API clients the JSON error object for every error under the API's route group.
///
/// Those are the app's own ``WebError``s, the HTTP layer's errors (an unknown path (404), a method the path does not
/// allow (405, keeping `Allow`), a body that is not multipart (400)) and unexpected failures, which are logged and
/// answered with a 500 that names the request. Pages keep the HTML and plain-text forms.
struct APIErrorMiddleware: Middleware {
    /// Where unexpected failures are logged.
    let log: @Sendable (String) -> Void

    func handle(
        _ request: Request, context: AppContext, next: (Request, AppContext) throws -> Response
    ) throws -> Response {
        do {
            return try next(request, context)
        } catch let error as WebError {
            return JSONResponse.error(error, requestID: request.id)
        } catch let error as HTTPError {
            return Self.response(to: request, error)
        } catch let error as any HTTPResponseError {
            return error.response(to: request)
        } catch {
            return JSONResponse.error(WebApplication.internalError(error, request, log: log), requestID: request.id)
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
        case .misdirectedRequest: "misdirected_request"
        case .contentTooLarge: "content_too_large"
        case .tooManyRequests: "too_many_requests"
        case .serviceUnavailable: "unavailable"
        default: "http_\(status.code)"
        }
    }
}
