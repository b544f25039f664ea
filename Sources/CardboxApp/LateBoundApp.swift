import CardboxHTTP
import Synchronization

/// The web app as the HTTP server sees it, filled in once the app is built.
///
/// The server starts listening before the app is configured, so that with `--port 0` the app's default public
/// origin can name the port the server got. A request that arrives in between is refused with 503.
final class LateBoundApp: Sendable {
    /// What the app does with a request.
    private struct Handlers: Sendable {
        let admission: @Sendable (Request) -> RequestAdmission
        let responder: @Sendable (Request) -> Response
    }

    private let handlers = Mutex<Handlers?>(nil)

    /// Hands requests to the built app from now on.
    func set(
        admission: @escaping @Sendable (Request) -> RequestAdmission,
        responder: @escaping @Sendable (Request) -> Response
    ) {
        handlers.withLock { $0 = Handlers(admission: admission, responder: responder) }
    }

    /// The app's admission, or 503 while it is being built.
    @Sendable func admit(_ request: Request) -> RequestAdmission {
        guard let handlers = handlers.withLock({ $0 }) else { return .refuse(Self.starting) }
        return handlers.admission(request)
    }

    /// The app's answer; a request only gets here once ``admit(_:)`` has let it in, so the app is built.
    @Sendable func respond(_ request: Request) -> Response {
        guard let handlers = handlers.withLock({ $0 }) else { return Self.starting.response(to: request) }
        return handlers.responder(request)
    }

    private static var starting: HTTPError {
        HTTPError(
            .serviceUnavailable, "The server is starting. Try again in a moment.",
            headers: HTTPHeaders([("Retry-After", "1")]))
    }
}
