/// Routes by method and path, with path parameters (`/decks/:deckID`), through a middleware chain.
///
/// Build it once at start-up with ``add(_:_:handler:)``, ``add(middleware:)`` and ``group(_:_:)``; then
/// ``respond(to:)`` is safe to call from any thread.
public struct Router<Context: RequestContext>: RouteBuilder, Sendable {
    private var table = RouteTable()
    /// The handlers, by the index ``RouteTable`` gives each route.
    private var handlers: [Handler<Context>] = []
    private var middleware: [any Middleware<Context>] = []
    private var fallbacks: [Fallback] = []
    /// Turns an error that is not an ``HTTPResponseError`` into a response; the default is a plain 500.
    public var unhandledError: @Sendable (any Error, Request) -> Response = { _, request in
        Response.text("Something went wrong on the server (request \(request.id)).\n", status: .internalServerError)
    }

    /// Creates an empty router.
    public init() {}

    /// Adds a route; `pattern` segments that start with `:` are parameters.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, handler: @escaping Handler<Context>) {
        let index = table.add(method, pattern)
        handlers.append(handler)
        assert(handlers.count == index + 1)
    }

    /// Adds middleware; the first added is the outermost.
    public mutating func add(middleware: any Middleware<Context>) {
        self.middleware.append(middleware)
    }

    /// Adds a group of routes under `prefix`; `build` adds the group's routes, middleware and nested groups.
    ///
    /// Unmatched requests under `prefix` are answered through the group's middleware; see ``RouterGroup``.
    public mutating func group(_ prefix: String, _ build: (inout RouterGroup<Context>) throws -> Void) rethrows {
        var group = RouterGroup<Context>()
        try build(&group)
        for route in group.finishedRoutes() {
            add(route.method, RouterGroup<Context>.join(prefix, route.pattern), handler: route.handler)
        }
        for fallback in group.finishedFallbacks() where !fallback.middleware.isEmpty {
            let path = RouterGroup<Context>.join(prefix, fallback.prefix)
            fallbacks.append(
                Fallback(segments: RouteTable.split(path).map(String.init), middleware: fallback.middleware))
        }
    }

    /// Adds a group of routes under `prefix` whose handlers receive a `Child` context made from the router's.
    ///
    /// The conversion runs after the router's middleware; if it throws, the error answers the request.
    public mutating func group<Child: ChildRequestContext>(
        _ prefix: String, context: Child.Type, _ build: (inout RouterGroup<Child>) throws -> Void
    ) rethrows where Child.ParentContext == Context {
        var root = RouterGroup<Context>()
        try root.group(prefix, context: context, build)
        for route in root.finishedRoutes() { add(route.method, route.pattern, handler: route.handler) }
    }

    /// Every route as (method, pattern), for documentation checks.
    public var routes: [(method: HTTPMethod, pattern: String)] {
        table.routes.map { (method: $0.method, pattern: $0.pattern) }
    }

    /// Answers a request: matches a route, runs the middleware chain and the handler, and turns errors into
    /// responses.
    public func respond(to incoming: Request) -> Response {
        var request = incoming
        let handler = self.handler(for: &request)
        let context = Context(request: request)
        do {
            return try run(0, request, context, handler)
        } catch let error as any HTTPResponseError {
            return error.response(to: request)
        } catch {
            return unhandledError(error, request)
        }
    }

    private func run(
        _ index: Int, _ request: Request, _ context: Context, _ handler: Handler<Context>
    ) throws
        -> Response
    {
        if index < middleware.count {
            return try middleware[index].handle(request, context: context) { request, context in
                try run(index + 1, request, context, handler)
            }
        }
        return try handler(request, context)
    }

    /// The matched route's handler, or one that throws 404 or 405 inside the middleware of the group that owns the
    /// path.
    private func handler(for request: inout Request) -> Handler<Context> {
        let failure: Handler<Context>
        switch match(&request) {
        case .found(let handler): return handler
        case .wrongMethod(let allowed):
            let allow = allowed.map(\.rawValue).sorted().joined(separator: ", ")
            failure = { request, _ in
                throw HTTPError(
                    .methodNotAllowed, "\(request.method) is not allowed here.",
                    headers: HTTPHeaders([("Allow", allow)]))
            }
        case .none:
            failure = { request, _ in throw HTTPError(.notFound, "Nothing is at \(request.path).") }
        }
        let parts = RouteTable.split(request.path)
        let owner = fallbacks.filter { $0.owns(parts) }.max { $0.segments.count < $1.segments.count }
        guard let owner else { return failure }
        return MiddlewareChain.wrap(owner.middleware, around: failure)
    }

    /// A group's prefix and middleware, for requests under the prefix that match no route.
    private struct Fallback: Sendable {
        let segments: [String]
        let middleware: [any Middleware<Context>]

        func owns(_ parts: [Substring]) -> Bool {
            parts.count >= segments.count && zip(segments, parts).allSatisfy { $0 == $1 }
        }
    }

    private func match(_ request: inout Request) -> Match {
        let method = request.method == .head ? HTTPMethod.get : request.method
        switch table.match(method, request.path) {
        case .found(let index, let parameters):
            request.route = table.patterns[index].text
            if !parameters.isEmpty { request.parameters = parameters }
            return .found(handlers[index])
        case .wrongMethod(let allowed): return .wrongMethod(allowed)
        case .none: return .none
        }
    }

    private enum Match {
        case found(Handler<Context>)
        case wrongMethod([HTTPMethod])
        case none
    }
}
