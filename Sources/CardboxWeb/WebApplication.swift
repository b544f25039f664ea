public import CardboxCore
public import CardboxHTTP

/// Assembles the web app: middleware, pages, the JSON API, health and metrics.
public enum WebApplication {
    /// The router for `services`; in single-user mode every request acts as `localUser`.
    public static func router(services: WebServices, localUser: User?) -> Router<AppContext> {
        var router = Router<AppContext>()
        router.add(middleware: MetricsMiddleware(metrics: services.metrics))
        router.add(middleware: APIErrorMiddleware())
        router.add(middleware: GzipMiddleware())
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(
            middleware: AuthenticationMiddleware(
                services: services, localUser: services.configuration.singleUser ? localUser : nil))
        router.add(middleware: CSRFMiddleware(publicOrigin: services.configuration.publicOrigin))
        router.unhandledError = { error, request in
            services.log("request \(request.id) \(request.method) \(request.path) failed: \(error)")
            return WebError(
                .internalServerError, code: "internal_error",
                "Something went wrong on the server. The error was logged as request \(request.id); try again."
            ).response(to: request)
        }

        router.get("/static/:file") { request, _ in
            guard let response = WebAssets.shared.response(to: request) else { throw WebError.notFound("The file") }
            return response
        }
        router.get("/healthz") { _, _ in
            _ = try services.store.setting("health", for: UserID(rawValue: 0))
            return .text("ok\n")
        }
        router.get("/metrics") { _, _ in
            Response(
                status: .ok, contentType: "text/plain; version=0.0.4; charset=utf-8",
                body: Array(services.metrics.render().utf8))
        }
        AuthController(services: services).addRoutes(to: &router)
        AccountController(services: services).addRoutes(to: &router)
        DeckController(services: services).addRoutes(to: &router)
        StudyController(services: services).addRoutes(to: &router)
        StatsController(services: services).addRoutes(to: &router)
        ImportController(services: services).addRoutes(to: &router)
        SettingsController(services: services).addRoutes(to: &router)
        APIController(services: services).addRoutes(to: &router)
        LiveEvents(services: services).addRoutes(to: &router)
        WordsController(services: services).addRoutes(to: &router)
        FavouritesController(services: services).addRoutes(to: &router)
        WordsAPIController(services: services).addRoutes(to: &router)
        return router
    }

    /// The answer to a request the HTTP server refuses before routing, such as a body over its size limit.
    ///
    /// It is the JSON error object under `/api/` and the error's plain text elsewhere. Pass it to the server as its
    /// refuser.
    @Sendable public static func refusal(_ request: Request, _ error: HTTPError) -> Response {
        request.path.hasPrefix("/api/") ? APIErrorMiddleware.response(to: request, error) : error.response(to: request)
    }
}
