import CardboxHTTP
import CardboxSecurity

/// Refuses state-changing requests that a browser makes on behalf of another site.
///
/// The `Sec-Fetch-Site` and `Origin` headers must not point elsewhere, and the form field `_csrf` (or the
/// `X-CSRF-Token` header) must match this client's token. Bearer-token requests are scripts and carry no cookies,
/// so they skip the check.
struct CSRFMiddleware: Middleware {
    let publicOrigin: String
    /// Whether requests nobody is signed in for skip the check (the API's, which then answer 401 rather than 403).
    var skipsAnonymous = false

    func handle(
        _ request: Request, context: AppContext, next: (Request, AppContext) throws -> Response
    ) throws -> Response {
        guard !request.method.isSafe, !context.viaBearer else { return try next(request, context) }
        if skipsAnonymous && context.user == nil { return try next(request, context) }
        if request.headers["Sec-Fetch-Site"]?.lowercased() == "cross-site" { throw WebError.forbidden }
        if let origin = request.headers["Origin"] {
            let sameHost = request.headers["Host"].map { host in
                origin == "http://\(host)" || origin == "https://\(host)"
            }
            if origin != publicOrigin && sameHost != true { throw WebError.forbidden }
        }
        let submitted = request.headers["X-CSRF-Token"] ?? formToken(request)
        guard let submitted, !context.csrfToken.isEmpty,
            SecureToken.constantTimeEquals(submitted, context.csrfToken)
        else { throw WebError.forbidden }
        return try next(request, context)
    }

    private func formToken(_ request: Request) -> String? {
        switch request.mediaType {
        case "application/x-www-form-urlencoded": request.form()["_csrf"]
        case "multipart/form-data": (try? request.multipart())?.first { $0.name == "_csrf" }?.text
        default: nil
        }
    }
}
