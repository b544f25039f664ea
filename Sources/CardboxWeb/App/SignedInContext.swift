public import CardboxCore
public import CardboxHTTP

/// The context of a request from a signed-in user: what handlers of signed-in routes receive.
///
/// Made from an ``AppContext`` by the signed-in route groups; a request without a user never reaches their handlers
/// but gets ``WebError/signInRequired`` (a sign-in redirect for pages, a JSON 401 under the API).
public struct SignedInContext: ChildRequestContext {
    /// The signed-in user (the local user in single-user mode).
    public let user: User
    /// Everything the middleware learned about the request, for views that take it.
    public let app: AppContext

    /// The browser session or API token used.
    public var session: AuthSession? { app.session }

    /// The context of `context`'s user, or 401 when nobody is signed in.
    public init(context: AppContext) throws {
        guard let user = context.user else { throw WebError.signInRequired }
        self.user = user
        self.app = context
    }
}
