import CardboxHTTP

/// Headers every page gets: a strict content security policy (scripts and styles only from this server), no
/// framing, no content sniffing, no referrer to other sites.
struct SecurityHeadersMiddleware: Middleware {
    func handle(
        _ request: Request, context: AppContext, next: (Request, AppContext) throws -> Response
    ) throws -> Response {
        var response = try next(request, context)
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "same-origin"
        if response.headers["Content-Type"]?.hasPrefix("text/html") == true {
            response.headers["Content-Security-Policy"] =
                "default-src 'self'; img-src 'self' data:; media-src 'self'; style-src 'self'; script-src 'self'; "
                + "frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
            response.headers["X-Frame-Options"] = "DENY"
            if response.headers["Cache-Control"] == nil { response.headers["Cache-Control"] = "no-store" }
        }
        return response
    }
}
