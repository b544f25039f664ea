import CardboxCore
import CardboxHTTP
import CardboxWire
import Foundation

/// The JSON API's decks: list, create, read, change and delete (`/api/v1/decks`), as `OpenAPI+Decks.swift` describes.
struct DecksAPI {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/decks") { request, context in try listDecks(request, context) }
        router.post("/decks") { request, context in try createDeck(request, context) }
        router.get("/decks/:deckID") { request, context in
            let user = context.user
            let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
            return try JSONResponse.ok(try summary(deck, user))
        }
        router.patch("/decks/:deckID") { request, context in try updateDeck(request, context) }
        router.get("/decks/:deckID/export") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            return try DeckExport(services: services).response(request, deck: deck, user: context.user)
        }
        router.delete("/decks/:deckID") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            _ = try services.store.trashDeck(deck.id, at: services.now())
            return Response(status: .noContent)
        }
        router.get("/trash") { _, context in
            let decks = try services.store.fetchTrash(owner: context.user.id, at: services.now())
            return try JSONResponse.ok(Wire.Items(decks.map(API.TrashedDeckBody.init)))
        }
        router.post("/trash/:trashID/restore") { request, context in
            guard let id = request.parameters["trashID"].flatMap(Int64.init) else {
                throw WebError.notFound("The deck in the trash")
            }
            let deck: Deck
            do {
                deck = try services.store.restoreDeck(trash: id, owner: context.user.id, at: services.now())
            } catch is StoreError {
                throw WebError.notFound("The deck in the trash")
            }
            return try JSONResponse.ok(try summary(deck, context.user))
        }
    }

    private func summary(_ deck: Deck, _ user: User) throws -> API.DeckBody {
        let summaries = try services.store.fetchDeckSummaries(
            owner: user.id, today: services.today(for: user), now: services.now())
        guard let summary = summaries.first(where: { $0.deck.id == deck.id }) else {
            throw WebError.notFound("The deck")
        }
        return API.DeckBody(summary)
    }

    private func listDecks(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let summaries = try services.store.fetchDeckSummaries(
            owner: user.id, today: services.today(for: user), now: services.now())
        let page = try APIQuery.pagination(request, total: summaries.count)
        return try JSONResponse.ok(
            API.Page(
                items: summaries[page.range].map(API.DeckBody.init), page: page.page, perPage: page.perPage,
                total: page.total))
    }

    private func options(_ input: API.DeckInput, _ options: DeckOptions) throws -> DeckOptions {
        var options = options
        if let text = input.scheduler {
            guard let kind = SchedulerKind(rawValue: text) else {
                throw WebError.invalid("'scheduler' must be leitner, sm2 or fsrs.", field: "scheduler")
            }
            options.scheduler = kind
        }
        if let value = input.newCardsPerDay {
            guard (0...1000).contains(value) else {
                throw WebError.invalid("'new_cards_per_day' must be from 0 to 1000.", field: "new_cards_per_day")
            }
            options.newCardsPerDay = value
        }
        if let value = input.desiredRetention {
            guard (0.7...0.99).contains(value) else {
                throw WebError.invalid("'desired_retention' must be from 0.7 to 0.99.", field: "desired_retention")
            }
            options.desiredRetention = value
        }
        return options
    }

    private func createDeck(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let input = try JSONResponse.decode(API.DeckInput.self, from: request)
        do {
            let deck = try services.store.insertDeck(
                NewDeck(
                    ownerID: user.id, name: try CardForm.deckName(input.name),
                    options: try options(input, DeckOptions()), style: try input.colors?.style() ?? .plain,
                    createdAt: services.now()))
            var response = try JSONResponse.ok(try summary(deck, user), status: .created)
            response.headers["Location"] = "/api/v1/decks/\(deck.id)"
            return response
        } catch DeckError.nameTaken(let name) {
            throw WebError(
                .conflict, code: "name_taken", "A deck named '\(name)' exists already.", fields: ["name": "Taken."])
        }
    }

    private func updateDeck(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
        let input = try JSONResponse.decode(API.DeckInput.self, from: request)
        var updated = deck
        if let name = input.name { updated.name = try CardForm.deckName(name) }
        updated.options = try options(input, deck.options)
        if let colors = input.colors { updated.style = try colors.style() }
        var schedules: [CardID: SchedulingState] = [:]
        if updated.options.scheduler != deck.options.scheduler {
            schedules = ScheduleRebuild.states(
                cards: try services.store.fetchCards(deck: deck.id),
                reviews: try services.store.fetchReviews(deck: deck.id),
                options: updated.options, calendar: services.calendar(for: user))
        }
        do {
            try services.store.updateDeck(updated, schedules: schedules)
        } catch DeckError.nameTaken(let name) {
            throw WebError(
                .conflict, code: "name_taken", "A deck named '\(name)' exists already.", fields: ["name": "Taken."])
        }
        return try JSONResponse.ok(try summary(updated, user))
    }
}
