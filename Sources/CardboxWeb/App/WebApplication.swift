public import CardboxCore
public import CardboxHTTP
import CardboxSecurity
import Foundation

/// Assembles the web app: middleware, pages, the JSON API, health and metrics.
public enum WebApplication {
    /// The router for `services`; in single-user mode every request acts as `localUser`.
    ///
    /// Two route groups share the authentication and CSRF middleware: `/api`, whose ``APIErrorMiddleware`` answers
    /// every error (including unknown paths and wrong methods under `/api`) with the JSON error object, and the
    /// pages, whose errors are HTML pages through the site layout (``PageErrorMiddleware``) or sign-in redirects.
    /// Routes that need a user sit in nested groups whose handlers receive a ``SignedInContext``.
    public static func router(services: WebServices, localUser: User?) -> Router<AppContext> {
        var router = Router<AppContext>()
        router.add(middleware: MetricsMiddleware(metrics: services.metrics))
        router.add(middleware: GzipMiddleware())
        router.add(middleware: SecurityHeadersMiddleware(log: services.log))
        router.unhandledError = { error, request in
            WebApplication.internalError(error, request, log: services.log).response(to: request)
        }
        let authentication = AuthenticationMiddleware(
            services: services, localUser: services.configuration.singleUser ? localUser : nil)
        let origin = services.configuration.publicOrigin
        let hostNames = services.configuration.hostNames
        // Outside the groups: a scraper's Bearer token is the metrics token, not an API token.
        router.get("/metrics") { request, _ in try metrics(request, services: services) }
        router.group("/api") { api in
            api.add(middleware: APIErrorMiddleware(log: services.log))
            api.add(middleware: authentication)
            api.add(middleware: CSRFMiddleware(publicOrigin: origin, hostNames: hostNames, skipsAnonymous: true))
            ServiceAPI(services: services).addPublicRoutes(to: &api)
            api.group("/v1", context: SignedInContext.self) { v1 in
                ServiceAPI(services: services).addRoutes(to: &v1)
                DecksAPI(services: services).addRoutes(to: &v1)
                TuningAPI(services: services).addRoutes(to: &v1)
                CardsAPI(services: services).addRoutes(to: &v1)
                CardBatchAPI(services: services).addRoutes(to: &v1)
                StudyAPI(services: services).addRoutes(to: &v1)
                DraftsAPI(services: services).addRoutes(to: &v1)
                WordsAPIController(services: services).addRoutes(to: &v1)
                ClassroomsAPI(services: services).addRoutes(to: &v1)
            }
        }
        router.group("/") { pages in
            pages.add(middleware: authentication)
            pages.add(middleware: PageErrorMiddleware())
            pages.add(middleware: CSRFMiddleware(publicOrigin: origin, hostNames: hostNames))
            for path in ["/static/:file", "/static/katex/:file", "/static/katex/fonts/:file"] {
                pages.get(path) { request, _ in
                    guard let response = WebAssets.shared.response(to: request) else {
                        throw WebError.notFound("The file")
                    }
                    return response
                }
            }
            pages.get("/healthz") { _, _ in
                _ = try services.store.setting("health", for: UserID(rawValue: 0))
                return try JSONResponse.ok(HealthReport(node: services.configuration.nodeID))
            }
            AuthController(services: services).addRoutes(to: &pages)
            DeckController(services: services).addPublicRoutes(to: &pages)
            pages.group("/", context: SignedInContext.self) { signedIn in
                AccountController(services: services).addRoutes(to: &signedIn)
                DeckController(services: services).addRoutes(to: &signedIn)
                CardBatchController(services: services).addRoutes(to: &signedIn)
                TuningController(services: services).addRoutes(to: &signedIn)
                StudyController(services: services).addRoutes(to: &signedIn)
                StatsController(services: services).addRoutes(to: &signedIn)
                ImportController(services: services).addRoutes(to: &signedIn)
                SettingsController(services: services).addRoutes(to: &signedIn)
                LiveEvents(services: services).addRoutes(to: &signedIn)
                WordsController(services: services).addRoutes(to: &signedIn)
                FavouritesController(services: services).addRoutes(to: &signedIn)
                ClassroomController(services: services).addRoutes(to: &signedIn)
                QuizController(services: services).addRoutes(to: &signedIn)
                QuizEditController(services: services).addRoutes(to: &signedIn)
                FormResultRedirects.addRoutes(to: &signedIn)
            }
        }
        return router
    }

    /// The metrics exposition; when ``WebConfiguration/metricsToken`` is set, only for `Authorization: Bearer` with
    /// that token (401 otherwise).
    static func metrics(_ request: Request, services: WebServices) throws -> Response {
        if let token = services.configuration.metricsToken {
            let given = request.headers["Authorization"].flatMap { value -> String? in
                guard value.lowercased().hasPrefix("bearer ") else { return nil }
                return String(value.dropFirst(7)).trimmingCharacters(in: .whitespaces)
            }
            guard let given, SecureToken.constantTimeEquals(given, token) else {
                throw HTTPError(
                    .unauthorized, "The metrics need the metrics token.",
                    headers: HTTPHeaders([("WWW-Authenticate", "Bearer realm=\"metrics\"")]))
            }
        }
        return Response(
            status: .ok, contentType: "text/plain; version=0.0.4; charset=utf-8",
            body: Array(services.metrics.render().utf8))
    }

    /// The metric name prefix of the web app's request metrics.
    public static let metricsPrefix = "cardbox_http_"

    /// The 500 for an unexpected failure, which is logged with the request's identifier.
    static func internalError(_ error: any Error, _ request: Request, log: (String) -> Void) -> WebError {
        log("request \(request.id) \(request.method) \(request.path) failed: \(error)")
        return WebError(
            .internalServerError, code: "internal_error",
            "Something went wrong on the server. The error was logged as request \(request.id); try again.")
    }

    /// The answer to a request the HTTP server refuses before routing, such as a body over its size limit.
    ///
    /// It is the JSON error object under `/api/` and the error's plain text elsewhere: the request never reaches the
    /// router, so its path is all there is to go by. Pass it to the server as its refuser.
    @Sendable public static func refusal(_ request: Request, _ error: HTTPError) -> Response {
        request.path.hasPrefix("/api/") ? APIErrorMiddleware.response(to: request, error) : error.response(to: request)
    }
}
