import CardboxHTTP
import Testing

@Suite struct RouterTests {
    struct Trace: RequestContext {
        var steps: [String] = []
        init(request: Request) {}
    }

    struct Tag: Middleware {
        let name: String
        func handle(
            _ request: Request, context: Trace, next: (Request, Trace) throws -> Response
        ) throws -> Response {
            var context = context
            context.steps.append(name)
            var response = try next(request, context)
            response.headers.add("X-After", name)
            return response
        }
    }

    struct Failure: Error {}

    func router() -> Router<Trace> {
        var router = Router<Trace>()
        router.get("/decks") { _, _ in .text("all decks") }
        router.post("/decks") { _, _ in .text("created", status: .created) }
        router.get("/decks/:deckID/cards/:cardID") { request, _ in
            .text("deck \(request.parameters["deckID"] ?? "-") card \(request.parameters["cardID"] ?? "-")")
        }
        router.delete("/decks/:deckID") { request, _ in .text("deleted \(request.parameters["deckID"] ?? "")") }
        router.get("/trace") { _, context in .text(context.steps.joined(separator: ",")) }
        router.get("/teapot") { _, _ in throw HTTPError(.conflict, "No tea here.") }
        router.get("/broken") { _, _ in throw Failure() }
        router.add(middleware: Tag(name: "outer"))
        router.add(middleware: Tag(name: "inner"))
        return router
    }

    @Test func matchesStaticAndParameterisedRoutes() {
        let router = router()
        #expect(router.respond(to: Request(method: .get, path: "/decks")).bodyText == "all decks")
        #expect(router.respond(to: Request(method: .get, path: "/decks/")).bodyText == "all decks")
        let card = router.respond(to: Request(method: .get, path: "/decks/7/cards/42"))
        #expect(card.bodyText == "deck 7 card 42")
        #expect(router.respond(to: Request(method: .delete, path: "/decks/9")).bodyText == "deleted 9")
        #expect(router.respond(to: Request(method: .post, path: "/decks")).status == .created)
    }

    /// A path without parameters wins over one with; among those with, the first added wins.
    @Test func routesOfOneShapeAreTriedInTheOrderAdded() {
        var router = Router<EmptyContext>()
        router.post("/cards/:cardID/bury") { request, _ in .text("bury \(request.parameters["cardID"] ?? "")") }
        router.post("/cards/:cardID/:action") { request, _ in .text("other \(request.parameters["action"] ?? "")") }
        router.post("/cards/:cardID/suspend") { _, _ in .text("never reached") }
        router.post("/cards/:cardID") { request, _ in .text("card \(request.parameters["cardID"] ?? "")") }
        router.post("/cards/new") { request, _ in
            .text("new card, \(request.parameters.isEmpty ? "no" : "some") parameters")
        }
        #expect(router.respond(to: Request(method: .post, path: "/cards/5/bury")).bodyText == "bury 5")
        #expect(router.respond(to: Request(method: .post, path: "/cards/5/suspend")).bodyText == "other suspend")
        #expect(router.respond(to: Request(method: .post, path: "/cards/6")).bodyText == "card 6")
        #expect(router.respond(to: Request(method: .post, path: "/cards/new")).bodyText == "new card, no parameters")
        // A path written out in full belongs to its own routes: another method there is a 405, whatever the
        // parameter routes of that method.
        router.add(.patch, "/cards/:cardID") { _, _ in .text("patched") }
        let wrong = router.respond(to: Request(method: .patch, path: "/cards/new"))
        #expect(wrong.status == .methodNotAllowed && wrong.headers["Allow"] == "POST")
        #expect(router.respond(to: Request(method: .patch, path: "/cards/6")).bodyText == "patched")
        #expect(router.respond(to: Request(method: .post, path: "/cards/6/bury/now")).status == .notFound)
    }

    @Test func recordsTheMatchedPattern() {
        var seen = Router<EmptyContext>()
        seen.get("/decks/:deckID") { request, _ in .text(request.route ?? "none") }
        #expect(seen.respond(to: Request(method: .get, path: "/decks/3")).bodyText == "/decks/:deckID")
    }

    @Test func unknownPathsAre404AndWrongMethods405WithAllow() {
        let router = router()
        #expect(router.respond(to: Request(method: .get, path: "/nothing")).status == .notFound)
        #expect(router.respond(to: Request(method: .get, path: "/decks/1/cards")).status == .notFound)
        let wrong = router.respond(to: Request(method: .put, path: "/decks"))
        #expect(wrong.status == .methodNotAllowed)
        #expect(wrong.headers["Allow"] == "GET, POST")
        let wrongParameterised = router.respond(to: Request(method: .post, path: "/decks/4"))
        #expect(wrongParameterised.status == .methodNotAllowed)
        #expect(wrongParameterised.headers["Allow"] == "DELETE")
    }

    @Test func headIsAnsweredByTheGetRoute() {
        #expect(router().respond(to: Request(method: .head, path: "/decks")).status == .ok)
    }

    @Test func middlewareRunsOutermostFirstAndSeesTheResponse() {
        let response = router().respond(to: Request(method: .get, path: "/trace"))
        #expect(response.bodyText == "outer,inner")
        #expect(response.headers.values("X-After") == ["inner", "outer"])
    }

    @Test func errorsBecomeResponses() {
        let router = router()
        let teapot = router.respond(to: Request(method: .get, path: "/teapot"))
        #expect(teapot.status == .conflict)
        #expect(teapot.bodyText == "No tea here.\n")
        let broken = router.respond(to: Request(method: .get, path: "/broken", id: "r42"))
        #expect(broken.status == .internalServerError)
        #expect(broken.bodyText.contains("r42"))
    }

    @Test func listsItsRoutes() {
        let patterns = Set(router().routes.map { "\($0.method) \($0.pattern)" })
        #expect(patterns.contains("GET /decks/:deckID/cards/:cardID"))
        #expect(patterns.contains("POST /decks"))
        #expect(patterns.count == 7)
    }
}
