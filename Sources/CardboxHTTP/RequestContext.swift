/// Per-request state that middleware fills in for handlers, such as the signed-in user.
///
/// The router makes a fresh context for each request; middleware passes an updated copy to the next step.
public protocol RequestContext: Sendable {
    /// A context for a request before any middleware has run.
    init(request: Request)
}

/// A context that carries nothing, for routers that need no per-request state.
public struct EmptyContext: RequestContext {
    /// Creates the context.
    public init(request: Request) {}
}
