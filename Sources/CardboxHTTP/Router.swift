/// A request handler.
public typealias Handler<Context: RequestContext> = @Sendable (Request, Context) throws -> Response

/// Routes by method and path, with path parameters (`/decks/:deckID`), through a middleware chain.
///
/// Build it once at start-up with ``add(_:_:handler:)`` and ``add(middleware:)``; then ``respond(to:)`` is safe
/// to call from any thread.
public struct Router<Context: RequestContext>: Sendable {
    private struct Route: Sendable {
        let pattern: String
        let segments: [Segment]
        let handler: Handler<Context>
    }

    private enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    private var staticRoutes: [String: [HTTPMethod: Route]] = [:]
    private var parameterRoutes: [HTTPMethod: [Route]] = [:]
    private var middleware: [any Middleware<Context>] = []
    /// Turns an error that is not an ``HTTPResponseError`` into a response; the default is a plain 500.
    public var unhandledError: @Sendable (any Error, Request) -> Response = { _, request in
        Response.text("Something went wrong on the server (request \(request.id)).\n", status: .internalServerError)
    }

    /// Creates an empty router.
    public init() {}

    /// Adds a route; `pattern` segments that start with `:` are parameters.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, handler: @escaping Handler<Context>) {
        let segments = Self.split(pattern).map { part -> Segment in
            part.hasPrefix(":") ? .parameter(String(part.dropFirst())) : .literal(String(part))
        }
        let route = Route(pattern: pattern, segments: segments, handler: handler)
        if segments.allSatisfy({ if case .literal = $0 { true } else { false } }) {
            staticRoutes["/" + Self.split(pattern).joined(separator: "/"), default: [:]][method] = route
        } else {
            parameterRoutes[method, default: []].append(route)
        }
    }

    /// Adds a `GET` route (which also answers `HEAD`).
    public mutating func get(_ pattern: String, handler: @escaping Handler<Context>) {
        add(.get, pattern, handler: handler)
    }

    /// Adds a `POST` route.
    public mutating func post(_ pattern: String, handler: @escaping Handler<Context>) {
        add(.post, pattern, handler: handler)
    }

    /// Adds a `PUT` route.
    public mutating func put(_ pattern: String, handler: @escaping Handler<Context>) {
        add(.put, pattern, handler: handler)
    }

    /// Adds a `PATCH` route.
    public mutating func patch(_ pattern: String, handler: @escaping Handler<Context>) {
        add(.patch, pattern, handler: handler)
    }

    /// Adds a `DELETE` route.
    public mutating func delete(_ pattern: String, handler: @escaping Handler<Context>) {
        add(.delete, pattern, handler: handler)
    }

    /// Adds middleware; the first added is the outermost.
    public mutating func add(middleware: any Middleware<Context>) {
        self.middleware.append(middleware)
    }

    /// Every route as (method, pattern), for documentation checks.
    public var routes: [(method: HTTPMethod, pattern: String)] {
        let fixed = staticRoutes.flatMap { _, byMethod in byMethod.map { ($0.key, $0.value.pattern) } }
        let parameterised = parameterRoutes.flatMap { method, routes in routes.map { (method, $0.pattern) } }
        return (fixed + parameterised).map { (method: $0.0, pattern: $0.1) }
    }

    /// Answers a request: matches a route, runs the middleware chain and the handler, and turns errors into
    /// responses.
    public func respond(to incoming: Request) -> Response {
        var request = incoming
        let match = self.match(&request)
        let context = Context(request: request)
        do {
            return try run(0, request, context, match)
        } catch let error as any HTTPResponseError {
            return error.response(to: request)
        } catch {
            return unhandledError(error, request)
        }
    }

    private func run(_ index: Int, _ request: Request, _ context: Context, _ match: Match) throws -> Response {
        if index < middleware.count {
            return try middleware[index].handle(request, context: context) { request, context in
                try run(index + 1, request, context, match)
            }
        }
        switch match {
        case .found(let handler): return try handler(request, context)
        case .wrongMethod(let allowed):
            let allow = allowed.map(\.rawValue).sorted().joined(separator: ", ")
            throw HTTPError(
                .methodNotAllowed, "\(request.method) is not allowed here.", headers: HTTPHeaders([("Allow", allow)]))
        case .none: throw HTTPError(.notFound, "Nothing is at \(request.path).")
        }
    }

    private enum Match {
        case found(Handler<Context>)
        case wrongMethod([HTTPMethod])
        case none
    }

    private func match(_ request: inout Request) -> Match {
        let method = request.method == .head ? HTTPMethod.get : request.method
        let parts = Self.split(request.path)
        if let byMethod = staticRoutes["/" + parts.joined(separator: "/")] {
            if let route = byMethod[method] {
                request.route = route.pattern
                return .found(route.handler)
            }
            return .wrongMethod(Array(byMethod.keys))
        }
        for route in parameterRoutes[method] ?? [] {
            if let parameters = Self.bind(route.segments, parts) {
                request.route = route.pattern
                request.parameters = parameters
                return .found(route.handler)
            }
        }
        let allowed = parameterRoutes.filter { _, routes in
            routes.contains { Self.bind($0.segments, parts) != nil }
        }.map(\.key)
        return allowed.isEmpty ? .none : .wrongMethod(allowed)
    }

    private static func bind(_ segments: [Segment], _ parts: [Substring]) -> Parameters? {
        guard segments.count == parts.count else { return nil }
        var bound: [(String, String)] = []
        for (segment, part) in zip(segments, parts) {
            switch segment {
            case .literal(let text): if text != part { return nil }
            case .parameter(let name): bound.append((name, String(part)))
            }
        }
        return Parameters(bound)
    }

    private static func split(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }
}
