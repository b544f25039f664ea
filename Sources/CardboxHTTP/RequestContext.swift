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

/// A context made from the context of an enclosing route group, such as "a signed-in user" made from "maybe a user".
///
/// A group made with ``RouterGroup/group(_:context:_:)`` converts every request's context before its own middleware
/// and handlers run. A conversion that throws ends the request there: the error becomes the response, as any error
/// from a handler would (an ``HTTPResponseError`` such as a 401, or a 500 for anything else).
public protocol ChildRequestContext<ParentContext>: Sendable {
    /// The context of the enclosing group.
    associatedtype ParentContext: Sendable

    /// The child context for `context`, or an error that answers the request instead.
    init(context: ParentContext) throws
}
