import CardboxCore
import CardboxHTTP

/// Optimizing a deck's FSRS weights from its settings page, following the run, and rescheduling (with undo).
struct TuningController {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.post("/decks/:deckID/optimize") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            let status = try services.optimizations.start(deck: deck, owner: context.user.id)
            return .redirect(to: status.next)
        }
        router.get("/optimizations/:jobID") { request, context in
            let (status, deck) = try owned(request, context)
            return Layout.response(
                TuningViews.page(context.app, deck: deck, status: status, notice: Notice.from(request)))
        }
        router.get("/optimizations/:jobID/events") { request, context in
            let user = context.user
            let (status, _) = try owned(request, context)
            let stream = try services.eventStreams.open(
                key: LiveEvents.key(for: user.id), session: context.session?.tokenHash)
            _ = services.optimizations.watch(status.id, owner: user.id, stream: stream)
            return .eventStream(stream)
        }
        router.post("/decks/:deckID/reschedule") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            _ = try services.reschedule(deck, for: context.user)
            return .redirect(to: "/decks/\(deck.id)/edit?notice=deck-rescheduled#optimize")
        }
        router.post("/decks/:deckID/reschedule/undo") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            _ = try services.undoReschedule(deck)
            return .redirect(to: "/decks/\(deck.id)/edit?notice=reschedule-undone#optimize")
        }
    }

    /// The optimization named in the path and its deck, if both are the user's.
    private func owned(_ request: Request, _ context: SignedInContext) throws -> (OptimizeStatus, Deck) {
        guard let id = request.parameters["jobID"].flatMap(Int.init),
            let status = services.optimizations.status(id, owner: context.user.id),
            let deck = try services.store.findDeck(DeckID(rawValue: status.deckID), owner: context.user.id)
        else { throw WebError.notFound("The optimization") }
        return (status, deck)
    }
}
