import CardboxCore
import CardboxHTTP
import CardboxTuning
import Foundation

/// The deck list, deck pages, and creating, editing, moving and deleting decks and cards.
struct DeckController {
    let services: WebServices
    static let cardsPerPage = 50

    /// The deck list, which sends visitors nobody is signed in for to the sign-in page.
    func addPublicRoutes(to router: inout RouterGroup<AppContext>) {
        router.get("/") { request, context in try home(request, context) }
    }

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/welcome") { _, context in try welcome(context) }
        router.get("/decks/new") { _, context in
            return Layout.response(DeckViews.editDeck(context.app, deck: nil, values: Parameters(), error: nil))
        }
        router.post("/decks") { request, context in try createDeck(request, context) }
        router.get("/decks/:deckID") { request, context in try deckPage(request, context) }
        router.get("/decks/:deckID/export") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            return try DeckExport(services: services).response(request, deck: deck, user: context.user)
        }
        router.get("/decks/:deckID/edit") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            let tuning = TuningViews.panel(
                context.app, deck: deck,
                latest: try services.optimizations.latest(deck: deck.id, owner: context.user.id),
                canUndo: (try? services.rescheduling().canUndo(deck)) ?? false)
            return Layout.response(
                DeckViews.editDeck(
                    context.app, deck: deck, values: Parameters(), error: nil, tuning: tuning,
                    notice: Notice.from(request)))
        }
        router.post("/decks/:deckID/edit") { request, context in try updateDeck(request, context) }
        router.get("/decks/:deckID/delete") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            return Layout.response(
                TrashViews.confirmDeckDeletion(
                    context.app, deck: deck, cards: try services.store.fetchCards(deck: deck.id).count,
                    reviews: try services.store.fetchReviews(deck: deck.id).count))
        }
        router.post("/decks/:deckID/delete") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            _ = try services.store.trashDeck(deck.id, at: services.now())
            return .redirect(to: "/?notice=deck-deleted")
        }
        router.get("/trash") { request, context in
            let now = services.now()
            return Layout.response(
                TrashViews.trash(
                    context.app, decks: try services.store.fetchTrash(owner: context.user.id, at: now), now: now,
                    notice: Notice.from(request)))
        }
        router.post("/trash/:trashID/restore") { request, context in
            guard let id = request.parameters["trashID"].flatMap(Int64.init) else {
                throw WebError.notFound("The deck in the trash")
            }
            do {
                let deck = try services.store.restoreDeck(trash: id, owner: context.user.id, at: services.now())
                return .redirect(to: "/decks/\(deck.id)?notice=deck-restored")
            } catch is StoreError {
                throw WebError.notFound("The deck in the trash")
            }
        }
        router.get("/decks/:deckID/cards/new") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            return Layout.response(
                DeckViews.editCard(
                    context.app, deck: deck, card: nil, decks: [], form: nil, error: nil,
                    notice: Notice.from(request)))
        }
        router.post("/decks/:deckID/cards") { request, context in try createCard(request, context) }
        router.get("/cards/:cardID/edit") { request, context in
            let user = context.user
            let (card, deck) = try services.ownedCard(request.parameters["cardID"], of: user)
            let decks = try services.store.fetchDecks(owner: user.id)
            return Layout.response(
                DeckViews.editCard(
                    context.app, deck: deck, card: card, decks: decks, form: nil, error: nil,
                    notice: Notice.from(request)))
        }
        router.post("/cards/:cardID/edit") { request, context in try updateCard(request, context) }
        router.post("/cards/:cardID/media") { request, context in try addMedia(request, context) }
        router.get("/media/:file") { request, context in
            try CardMediaFiles(services: services).serve(
                request.parameters["file"] ?? "", to: context.user, request: request)
        }
        router.get("/cards/:cardID/delete") { request, context in
            let (card, deck) = try services.ownedCard(request.parameters["cardID"], of: context.user)
            let reviews = try services.store.fetchReviews(deck: deck.id).filter { $0.cardID == card.id }.count
            return Layout.response(
                TrashViews.confirmCardDeletion(context.app, card: card, deck: deck, reviews: reviews))
        }
        router.post("/cards/:cardID/delete") { request, context in
            let (card, deck) = try services.ownedCard(request.parameters["cardID"], of: context.user)
            try services.store.deleteCard(card.id)
            return .redirect(to: "/decks/\(deck.id)?notice=card-deleted")
        }
    }

    private func home(_ request: Request, _ context: AppContext) throws -> Response {
        guard let user = context.user else { return .redirect(to: "/signin") }
        if try services.store.setting(WelcomePage.seenKey, for: user.id) == nil { return .redirect(to: "/welcome") }
        let summaries = try services.store.fetchDeckSummaries(
            owner: user.id, today: services.today(for: user), now: services.now())
        return Layout.response(DeckViews.home(context, summaries: summaries, notice: Notice.from(request)))
    }

    private func welcome(_ context: SignedInContext) throws -> Response {
        let user = context.user
        try services.store.setSetting(WelcomePage.seenKey, to: "1", for: user.id)
        return Layout.response(WelcomePage.page(context.app))
    }

    private func createDeck(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let form = request.form()
        do {
            let name = try CardForm.deckName(form["name"])
            let options = try CardForm.options(form, DeckOptions())
            let deck = try services.store.insertDeck(
                NewDeck(
                    ownerID: user.id, name: name, options: options, style: try CardForm.style(form),
                    createdAt: services.now()))
            return .redirect(to: "/decks/\(deck.id)?notice=deck-created")
        } catch let error as WebError {
            return Layout.response(
                DeckViews.editDeck(context.app, deck: nil, values: form, error: error), status: error.status)
        } catch DeckError.nameTaken(let name) {
            let error = WebError(
                .conflict, code: "name_taken", "You already have a deck named '\(name)'.",
                fields: ["name": "Already used."])
            return Layout.response(
                DeckViews.editDeck(context.app, deck: nil, values: form, error: error), status: .conflict)
        }
    }

    private func updateDeck(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
        let form = request.form()
        do {
            var updated = deck
            updated.name = try CardForm.deckName(form["name"])
            updated.options = try CardForm.options(form, deck.options)
            updated.style = try CardForm.style(form)
            var schedules: [CardID: SchedulingState] = [:]
            if updated.options.scheduler != deck.options.scheduler {
                schedules = ScheduleRebuild.states(
                    cards: try services.store.fetchCards(deck: deck.id),
                    reviews: try services.store.fetchReviews(deck: deck.id), options: updated.options,
                    calendar: services.calendar(for: user))
            }
            try services.store.updateDeck(updated, schedules: schedules)
            return .redirect(to: "/decks/\(deck.id)?notice=deck-saved")
        } catch let error as WebError {
            return Layout.response(
                DeckViews.editDeck(context.app, deck: deck, values: form, error: error), status: error.status)
        } catch DeckError.nameTaken(let name) {
            let error = WebError(
                .conflict, code: "name_taken", "You already have a deck named '\(name)'.",
                fields: ["name": "Already used."])
            return Layout.response(
                DeckViews.editDeck(context.app, deck: deck, values: form, error: error), status: .conflict)
        }
    }

    private func deckPage(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
        let query = (request.query["q"] ?? "").trimmingCharacters(in: .whitespaces)
        var cards = try services.store.fetchCards(deck: deck.id)
        if !query.isEmpty {
            cards = cards.filter { card in
                ([card.content.front, card.content.back, card.content.category] + card.content.tags).contains {
                    $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                }
            }
        }
        let page = Pagination(total: cards.count, perPage: Self.cardsPerPage, requested: request.query["page"])
        let shown = Array(cards[page.range])
        return Layout.response(
            DeckViews.deck(
                context.app, deck: deck, cards: shown, query: query, page: page, today: services.today(for: user),
                now: services.now(), notice: Notice.from(request),
                setAside: try services.store.fetchSetAside(deck: deck.id, today: services.today(for: user)),
                decks: try services.store.fetchDecks(owner: user.id)))
    }

    private func createCard(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
        let form = request.form()
        do {
            let content = try CardForm.content(form)
            _ = try services.store.insertCard(
                content, into: deck.id, createdAt: services.now(), today: services.today(for: user))
            if form["then"] == "another" { return .redirect(to: "/decks/\(deck.id)/cards/new?notice=card-added") }
            return .redirect(to: "/decks/\(deck.id)?notice=card-saved")
        } catch let error as WebError {
            return Layout.response(
                DeckViews.editCard(context.app, deck: deck, card: nil, decks: [], form: form, error: error),
                status: error.status)
        }
    }

    private func updateCard(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let (card, deck) = try services.ownedCard(request.parameters["cardID"], of: user)
        let form = request.form()
        let decks = try services.store.fetchDecks(owner: user.id)
        do {
            let content = try CardForm.content(form, keeping: card.content)
            var target: DeckID?
            if let text = form["deck"], text != String(deck.id.rawValue) {
                target = try services.ownedDeck(text, of: user).id
            }
            try services.store.updateCard(card.id, content: content, movingTo: target)
            return .redirect(to: "/decks/\(target ?? deck.id)?notice=" + (target == nil ? "card-saved" : "card-moved"))
        } catch let error as WebError {
            return Layout.response(
                DeckViews.editCard(context.app, deck: deck, card: card, decks: decks, form: form, error: error),
                status: error.status)
        }
    }

    /// Adds an uploaded image or sound to a field of a card, then shows the card's editor again.
    private func addMedia(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let (card, deck) = try services.ownedCard(request.parameters["cardID"], of: user)
        do {
            _ = try CardMediaFiles(services: services).add(try request.multipart(), to: card, owner: user)
            return .redirect(to: "/cards/\(card.id)/edit?notice=media-added")
        } catch let error as WebError {
            return Layout.response(
                DeckViews.editCard(
                    context.app, deck: deck, card: card, decks: try services.store.fetchDecks(owner: user.id),
                    form: nil, error: error),
                status: error.status)
        }
    }
}
