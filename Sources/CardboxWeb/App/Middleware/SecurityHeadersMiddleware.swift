import CardboxHTTP
import CardboxSecurity

/// Headers every page gets: a strict content security policy (scripts and styles only from this server), no
/// framing, no content sniffing, no referrer to other sites.
///
/// Errors are turned into their responses here, so error pages (403, 404, 422, 500) carry the same headers, whatever
/// their content type; the HTTP layer's 404 outside the API does not repeat the requested path.
struct SecurityHeadersMiddleware: Middleware {
    /// Where unexpected failures are logged.
    let log: @Sendable (String) -> Void

    func handle(
        _ request: Request, context: AppContext, next: (Request, AppContext) throws -> Response
    ) throws -> Response {
        var response: Response
        do {
            response = try next(request, context)
        } catch let error as HTTPError where error.status == .notFound && !request.path.hasPrefix("/api/") {
            response = HTTPError(.notFound, "There is nothing at this address.").response(to: request)
        } catch let error as any HTTPResponseError {
            response = error.response(to: request)
        } catch let error as SecurityError where error == .busy {
            response = HTTPError(
                .serviceUnavailable, "The server is busy checking passwords. Try again in a few seconds.",
                headers: HTTPHeaders([("Retry-After", "5")])
            ).response(to: request)
        } catch {
            response = WebApplication.internalError(error, request, log: log).response(to: request)
        }
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "same-origin"
        response.headers["X-Frame-Options"] = "DENY"
        // A route may set a stricter policy of its own (card media do).
        if response.headers["Content-Security-Policy"] == nil {
            response.headers["Content-Security-Policy"] = Self.contentSecurityPolicy
        }
        if response.headers["Content-Type"]?.hasPrefix("text/html") == true {
            if response.headers["Cache-Control"] == nil { response.headers["Cache-Control"] = "no-store" }
        }
        return response
    }

    /// The policy of every page: everything from this server only, no framing, forms posted only here.
    static let contentSecurityPolicy =
        "default-src 'self'; img-src 'self' data:; media-src 'self'; style-src 'self'; script-src 'self'; "
        + "frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
}
