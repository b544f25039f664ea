/// A step around every handler: it may answer itself, change the request or context, or change the response.
///
/// Handlers and middleware run synchronously on the server's worker threads (libmicrohttpd calls us on its own
/// threads, and a request has nothing else to do until it is answered); work that takes long is handed to a
/// background job and followed with an event stream instead.
public protocol Middleware<Context>: Sendable {
    /// The request context type.
    associatedtype Context: Sendable

    /// Handles `request`, calling `next` to continue down the chain.
    func handle(
        _ request: Request, context: Context, next: (Request, Context) throws -> Response
    ) throws -> Response
}

/// Wraps handlers in middleware.
enum MiddlewareChain {
    /// `handler` run inside `middleware`, the first element being the outermost.
    static func wrap<Context: Sendable>(
        _ middleware: [any Middleware<Context>], around handler: @escaping Handler<Context>
    ) -> Handler<Context> {
        middleware.reversed().reduce(handler) { next, step in
            { request, context in try step.handle(request, context: context, next: next) }
        }
    }
}
