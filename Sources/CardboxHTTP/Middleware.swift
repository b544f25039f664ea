/// A step around every handler: it may answer itself, change the request or context, or change the response.
///
/// Handlers and middleware run synchronously on the server's worker threads (libmicrohttpd calls us on its own
/// threads, and a request has nothing else to do until it is answered); work that takes long is handed to a
/// background job and followed with an event stream instead.
public protocol Middleware<Context>: Sendable {
    /// The request context type.
    associatedtype Context: RequestContext

    /// Handles `request`, calling `next` to continue down the chain.
    func handle(
        _ request: Request, context: Context, next: (Request, Context) throws -> Response
    ) throws -> Response
}
