public import CardboxCore
public import CardboxHTTP

/// What the middleware learns about a request: who is signed in, how, and the token forms must carry.
public struct AppContext: RequestContext {
    /// The signed-in user (the local user in single-user mode).
    public var user: User?
    /// The browser session or API token used.
    public var session: AuthSession?
    /// The CSRF token this client's forms carry.
    public var csrfToken = ""
    /// Whether the request authenticated with a Bearer token (scripts: no CSRF token needed).
    public var viaBearer = false

    /// A context before authentication.
    public init(request: Request) {}
}
