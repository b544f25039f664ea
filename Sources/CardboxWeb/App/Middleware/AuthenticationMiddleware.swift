import CardboxCore
import CardboxHTTP
import CardboxSecurity
import Foundation

/// Finds who is calling: an API token as Bearer, the session cookie, or (in single-user mode) the local user; gives every
/// browser a pre-session cookie whose value is the CSRF token of anonymous forms.
struct AuthenticationMiddleware: Middleware {
    let services: WebServices
    let localUser: User?

    func handle(
        _ request: Request, context: AppContext, next: (Request, AppContext) throws -> Response
    ) throws -> Response {
        var context = context
        let configuration = services.configuration
        let now = services.now()
        let lookup = SessionLookup(services: services)
        if let authorization = request.headers["Authorization"] {
            guard let caller = try lookup.apiToken(authorization) else {
                throw WebError(.unauthorized, code: "unauthorized", "The API token is not valid or has been revoked.")
            }
            context.user = caller.user
            context.session = caller.session
            context.viaBearer = true
            return try next(request, context)
        }
        let cookies = request.cookies
        var newPreSession: String?
        if let caller = try lookup.browserSession(cookies) {
            let session = caller.session
            context.user = caller.user
            context.session = session
            context.csrfToken = session.csrfSecret
            if now.timeIntervalSince(session.lastSeenAt) > 300 {
                try services.store.touchSession(tokenHash: session.tokenHash, at: now)
                services.credentials.forget(tokenHash: session.tokenHash)
            }
        } else {
            if let preSession = cookies[configuration.preSessionCookieName], preSession.count == 43 {
                context.csrfToken = preSession
            } else {
                let token = SecureToken.generate()
                context.csrfToken = token
                newPreSession = token
            }
            context.user = localUser
        }
        var response = try next(request, context)
        if let newPreSession {
            response.headers.add(
                "Set-Cookie",
                SetCookie(
                    name: configuration.preSessionCookieName, value: newPreSession, maxAge: nil,
                    secure: configuration.usesSecureCookies
                ).headerValue)
        }
        return response
    }
}
