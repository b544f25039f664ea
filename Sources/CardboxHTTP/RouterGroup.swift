/// Routes that share a path prefix and middleware, built inside ``Router/group(_:_:)`` or a parent group.
///
/// The group's middleware runs inside the router's (and any enclosing group's) middleware and applies to every route
/// of the group, whatever the order in which routes and middleware were added. A group made with
/// ``group(_:context:_:)`` also converts the request context: its handlers and middleware receive a
/// ``ChildRequestContext`` made from the parent's, and a failed conversion answers the request with its error.
///
/// A request under a group's prefix that matches no route is still answered through the group's middleware (and
/// that of enclosing groups of the same context), so the group's error handling covers 404 and 405 too. Groups that
/// convert the context take no part in this: an unknown path is not a reason to ask who is calling.
public struct RouterGroup<Context: Sendable>: RouteBuilder {
    /// A route relative to the group's prefix, its handler not yet wrapped in the group's middleware.
    struct Route {
        let method: HTTPMethod
        let pattern: String
        let handler: Handler<Context>
    }

    /// A path prefix, relative to the group's, whose unmatched requests run through `middleware`.
    struct Fallback {
        let prefix: String
        let middleware: [any Middleware<Context>]
    }

    private var routes: [Route] = []
    private var middleware: [any Middleware<Context>] = []
    private var nestedFallbacks: [Fallback] = []

    init() {}

    /// Adds a route under the group's prefix; `pattern` segments that start with `:` are parameters.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, handler: @escaping Handler<Context>) {
        routes.append(Route(method: method, pattern: pattern, handler: handler))
    }

    /// Adds middleware to every route of the group; the first added is the outermost.
    public mutating func add(middleware: any Middleware<Context>) {
        self.middleware.append(middleware)
    }

    /// Adds a nested group under `prefix` with the same context; `build` adds its routes and middleware.
    public mutating func group(_ prefix: String, _ build: (inout RouterGroup<Context>) throws -> Void) rethrows {
        var nested = RouterGroup<Context>()
        try build(&nested)
        for route in nested.finishedRoutes() {
            add(route.method, Self.join(prefix, route.pattern), handler: route.handler)
        }
        nestedFallbacks += nested.finishedFallbacks().map {
            Fallback(prefix: Self.join(prefix, $0.prefix), middleware: $0.middleware)
        }
    }

    /// Adds a nested group under `prefix` whose handlers receive a `Child` context made from this group's context.
    ///
    /// The conversion runs after this group's middleware and before the nested group's; if it throws, the error
    /// answers the request.
    public mutating func group<Child: ChildRequestContext>(
        _ prefix: String, context: Child.Type, _ build: (inout RouterGroup<Child>) throws -> Void
    ) rethrows where Child.ParentContext == Context {
        var nested = RouterGroup<Child>()
        try build(&nested)
        for route in nested.finishedRoutes() {
            let handler = route.handler
            add(route.method, Self.join(prefix, route.pattern)) { request, context in
                try handler(request, try Child(context: context))
            }
        }
    }

    /// The routes with the group's middleware wrapped around each handler.
    func finishedRoutes() -> [Route] {
        routes.map { route in
            Route(
                method: route.method, pattern: route.pattern,
                handler: MiddlewareChain.wrap(middleware, around: route.handler))
        }
    }

    /// The prefixes whose unmatched requests run through this group's middleware, the group's own (`""`) first.
    func finishedFallbacks() -> [Fallback] {
        [Fallback(prefix: "", middleware: middleware)]
            + nestedFallbacks.map { Fallback(prefix: $0.prefix, middleware: middleware + $0.middleware) }
    }

    /// `prefix` and `pattern` as one path, with one slash between them and no trailing slash.
    static func join(_ prefix: String, _ pattern: String) -> String {
        let parts = (prefix.split(separator: "/") + pattern.split(separator: "/")).joined(separator: "/")
        return "/" + parts
    }
}
