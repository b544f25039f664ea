import CardboxHTTP
import Testing

/// Route groups: prefixes, group middleware and child contexts.
@Suite struct RouterGroupTests {
    /// A context that records which middleware ran, and may carry a user name from an `X-User` header.
    struct Visit: RequestContext {
        var steps: [String] = []
        var user: String?
        init(request: Request) { user = request.headers["X-User"] }
    }

    /// A context that exists only for a request with a user.
    struct Member: ChildRequestContext {
        let name: String
        var steps: [String]

        init(context: Visit) throws {
            guard let user = context.user else { throw HTTPError(.unauthorized, "Sign in first.") }
            name = user
            steps = context.steps + ["member"]
        }
    }

    /// Records its name on the way in and adds an `X-After` header on the way out.
    struct Step<Context: Sendable>: Middleware {
        let name: String
        let record: @Sendable (inout Context, String) -> Void

        func handle(
            _ request: Request, context: Context, next: (Request, Context) throws -> Response
        ) throws -> Response {
            var context = context
            record(&context, name)
            var response = try next(request, context)
            response.headers.add("X-After", name)
            return response
        }
    }

    /// Turns every ``HTTPError`` into a `problem:` body, as a JSON-error middleware would.
    struct Problems<Context: Sendable>: Middleware {
        func handle(
            _ request: Request, context: Context, next: (Request, Context) throws -> Response
        ) throws -> Response {
            do {
                return try next(request, context)
            } catch let error as HTTPError {
                var response = Response.text("problem: \(error.message)", status: error.status)
                for field in error.headers { response.headers.add(field.name, field.value) }
                return response
            }
        }
    }

    static func visitStep(_ name: String) -> Step<Visit> { Step(name: name) { $0.steps.append($1) } }
    static func memberStep(_ name: String) -> Step<Member> { Step(name: name) { $0.steps.append($1) } }

    func router() -> Router<Visit> {
        var router = Router<Visit>()
        router.add(middleware: Self.visitStep("router"))
        router.get("/") { _, context in .text("home " + context.steps.joined(separator: ",")) }
        router.group("/api/") { api in
            api.get("/status") { request, context in
                .text("\(request.route ?? "-") " + context.steps.joined(separator: ","))
            }
            api.add(middleware: Problems())
            api.add(middleware: Self.visitStep("api"))
            api.group("v1") { v1 in
                v1.add(middleware: Self.visitStep("v1"))
                v1.get("/decks/:deckID") { request, context in
                    .text("deck \(request.parameters["deckID"] ?? "-") " + context.steps.joined(separator: ","))
                }
                v1.post("/decks") { _, _ in .text("made", status: .created) }
                v1.group("/me", context: Member.self) { me in
                    me.add(middleware: Self.memberStep("me"))
                    me.get("") { _, context in .text("\(context.name) " + context.steps.joined(separator: ",")) }
                    me.get("/fail") { _, _ in throw HTTPError(.conflict, "Busy.") }
                }
            }
        }
        router.group("/members", context: Member.self) { members in
            members.get("/:name") { request, context in
                .text("\(context.name) looks at \(request.parameters["name"] ?? "-")")
            }
        }
        return router
    }

    @Test func routesAreRegisteredUnderThePrefix() {
        let patterns = Set(router().routes.map { "\($0.method) \($0.pattern)" })
        #expect(
            patterns == [
                "GET /", "GET /api/status", "GET /api/v1/decks/:deckID", "POST /api/v1/decks", "GET /api/v1/me",
                "GET /api/v1/me/fail", "GET /members/:name",
            ])
        let deck = router().respond(to: Request(method: .get, path: "/api/v1/decks/7"))
        #expect(deck.bodyText == "deck 7 router,api,v1")
        #expect(router().respond(to: Request(method: .get, path: "/decks/7")).status == .notFound)
    }

    @Test func theMatchedRouteIsTheFullPattern() {
        let response = router().respond(to: Request(method: .get, path: "/api/status"))
        #expect(response.bodyText == "/api/status router,api")
    }

    @Test func groupMiddlewareRunsInsideTheRoutersAndOutsideNestedGroups() {
        let response = router().respond(to: Request(method: .get, path: "/api/v1/decks/1"))
        #expect(response.bodyText == "deck 1 router,api,v1")
        #expect(response.headers.values("X-After") == ["v1", "api", "router"])
        let home = router().respond(to: Request(method: .get, path: "/"))
        #expect(home.bodyText == "home router")
        #expect(home.headers.values("X-After") == ["router"])
    }

    @Test func groupMiddlewareAddedAfterARouteStillAppliesToIt() {
        let response = router().respond(to: Request(method: .get, path: "/api/status"))
        #expect(response.headers.values("X-After") == ["api", "router"])
    }

    @Test func childContextIsMadeFromTheParentContext() {
        var request = Request(method: .get, path: "/api/v1/me")
        request.headers["X-User"] = "ada"
        let response = router().respond(to: request)
        #expect(response.status == .ok)
        #expect(response.bodyText == "ada router,api,v1,member,me")
        #expect(response.headers.values("X-After") == ["me", "v1", "api", "router"])
    }

    @Test func failedConversionAnswersThroughTheEnclosingGroups() {
        let response = router().respond(to: Request(method: .get, path: "/api/v1/me"))
        #expect(response.status == .unauthorized)
        #expect(response.bodyText == "problem: Sign in first.")
        // The error passes out of `v1` and `api` before `Problems` turns it into a response.
        #expect(response.headers.values("X-After") == ["router"])
    }

    @Test func failedConversionOnTheRouterIsTheErrorsOwnResponse() {
        let refused = router().respond(to: Request(method: .get, path: "/members/grace"))
        #expect(refused.status == .unauthorized)
        #expect(refused.bodyText == "Sign in first.\n")
        var request = Request(method: .get, path: "/members/grace")
        request.headers["X-User"] = "ada"
        #expect(router().respond(to: request).bodyText == "ada looks at grace")
    }

    @Test func errorsInChildHandlersPassThroughGroupMiddleware() {
        var request = Request(method: .get, path: "/api/v1/me/fail")
        request.headers["X-User"] = "ada"
        let response = router().respond(to: request)
        #expect(response.status == .conflict)
        #expect(response.bodyText == "problem: Busy.")
    }

    @Test func unmatchedPathsUnderAGroupRunThroughItsMiddleware() {
        let missing = router().respond(to: Request(method: .get, path: "/api/v1/nothing"))
        #expect(missing.status == .notFound)
        #expect(missing.bodyText == "problem: Nothing is at /api/v1/nothing.")
        #expect(missing.headers.values("X-After") == ["router"])
        let wrong = router().respond(to: Request(method: .put, path: "/api/v1/decks"))
        #expect(wrong.status == .methodNotAllowed)
        #expect(wrong.headers["Allow"] == "POST")
        #expect(wrong.bodyText == "problem: PUT is not allowed here.")
        let outside = router().respond(to: Request(method: .get, path: "/nothing"))
        #expect(outside.status == .notFound)
        #expect(outside.bodyText == "Nothing is at /nothing.\n")
    }

    @Test func unmatchedPathsUnderAChildGroupDoNotConvertTheContext() {
        let missing = router().respond(to: Request(method: .get, path: "/api/v1/me/elsewhere"))
        #expect(missing.status == .notFound)
        #expect(missing.bodyText == "problem: Nothing is at /api/v1/me/elsewhere.")
        let members = router().respond(to: Request(method: .get, path: "/members/a/b"))
        #expect(members.status == .notFound)
        #expect(members.bodyText == "Nothing is at /members/a/b.\n")
    }

    @Test func aPrefixMatchesWholeSegmentsOnly() {
        let response = router().respond(to: Request(method: .get, path: "/apiary"))
        #expect(response.status == .notFound)
        #expect(response.bodyText == "Nothing is at /apiary.\n")
    }
}
