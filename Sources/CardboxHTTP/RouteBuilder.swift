/// A request handler.
public typealias Handler<Context: Sendable> = @Sendable (Request, Context) throws -> Response

/// Something routes are added to: a ``Router`` or a ``RouterGroup``.
///
/// Controllers take `inout some RouteBuilder<Context>` (or a concrete group) so the same code can register its
/// routes on a router or under a group's prefix.
public protocol RouteBuilder<Context> {
    /// The context the handlers receive.
    associatedtype Context: Sendable

    /// Adds a route; `pattern` segments that start with `:` are parameters.
    mutating func add(_ method: HTTPMethod, _ pattern: String, handler: @escaping Handler<Context>)
}

extension RouteBuilder {
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
}
