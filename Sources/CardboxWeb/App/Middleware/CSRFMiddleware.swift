import CardboxHTTP
import CardboxSecurity

/// Refuses state-changing requests that a browser makes on behalf of another site.
///
/// The `Sec-Fetch-Site` and `Origin` headers must not point elsewhere, and the form field `_csrf` (or the
/// `X-CSRF-Token` header) must match this client's token. Bearer-token requests are scripts and carry no cookies,
/// so they skip the check.
///
/// `Origin` must be the configured public origin, or name one of the configured host names with exactly the
/// authority of the request (a page this server served under another accepted name, such as `localhost` instead of
/// `127.0.0.1`). A name the configuration does not list never passes, whatever `Host` says.
struct CSRFMiddleware: Middleware {
    let publicOrigin: String
    /// The host names the server answers to.
    let hostNames: HostNames
    /// Whether requests nobody is signed in for skip the check (the API's, which then answer 401 rather than 403).
    var skipsAnonymous = false

    func handle(
        _ request: Request, context: AppContext, next: (Request, AppContext) throws -> Response
    ) throws -> Response {
        guard !request.method.isSafe, !context.viaBearer else { return try next(request, context) }
        if skipsAnonymous && context.user == nil { return try next(request, context) }
        guard Self.crossSiteHeadersAllow(request, publicOrigin: publicOrigin, hostNames: hostNames) else {
            throw WebError.forbidden
        }
        let submitted = request.headers["X-CSRF-Token"] ?? formToken(request)
        guard let submitted, !context.csrfToken.isEmpty,
            SecureToken.constantTimeEquals(submitted, context.csrfToken)
        else { throw WebError.forbidden }
        return try next(request, context)
    }

    /// Whether `Sec-Fetch-Site` and `Origin` allow an unsafe request: the part of the check that needs no body, so
    /// it also runs before an upload's body is read.
    static func crossSiteHeadersAllow(_ request: Request, publicOrigin: String, hostNames: HostNames) -> Bool {
        if request.headers["Sec-Fetch-Site"]?.lowercased() == "cross-site" { return false }
        guard let origin = request.headers["Origin"] else { return true }
        if origin == publicOrigin { return true }
        guard let authority = HostNames.authority(ofOrigin: origin),
            let name = HostNames.name(ofAuthority: authority), hostNames.names.contains(name),
            let host = request.headers["Host"]?.lowercased()
        else { return false }
        return authority == host
    }

    private func formToken(_ request: Request) -> String? {
        switch request.mediaType {
        case "application/x-www-form-urlencoded": request.form()["_csrf"]
        case "multipart/form-data": (try? request.multipart())?.first { $0.name == "_csrf" }?.text
        default: nil
        }
    }
}
