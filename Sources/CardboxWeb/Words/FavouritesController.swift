import CardboxCore
import CardboxHTTP
import CardboxWords
import Foundation

/// The favourite words page: removing words, making cards from them, and playing them.
struct FavouritesController {
    let services: WebServices
    var words: WordsService { WordsService(services: services) }

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/favourites") { request, context in
            try page(context, values: Parameters(), error: nil, notice: Notice.from(request))
        }
        router.post("/favourites/cards") { request, context in try makeCards(request, context) }
        router.get("/favourites/play") { request, context in try play(request, context) }
    }

    private func page(
        _ context: SignedInContext, values: Parameters, error: WebError?, notice: Notice?
    ) throws
        -> Response
    {
        let user = context.user
        return Layout.response(
            FavouritesViews.page(
                context.app, favourites: try services.store.fetchFavourites(for: user.id),
                decks: try services.store.fetchDecks(owner: user.id), values: values, error: error, notice: notice,
                canSpeak: services.pronouncer?.isAvailable == true),
            status: error?.status ?? .ok)
    }

    private func makeCards(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let form = request.form()
        do {
            let target: WordCardMaker.Target
            if let id = form["deck_id"], !id.isEmpty {
                target = .existing(try services.ownedDeck(id, of: user))
            } else {
                target = .named(try CardForm.deckName(form["deck_name"]))
            }
            let result = try words.makeCards(
                for: user, words: [], target: target, reverse: form["reverse"] != nil, style: try CardForm.style(form),
                sound: form["sound"] != nil)
            return Layout.response(FavouritesViews.cardsMade(context.app, result))
        } catch let error as WebError where error.status == .unprocessableContent {
            return try page(context, values: form, error: error, notice: nil)
        }
    }

    private func play(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let shuffle = request.query["shuffle"] == "1"
        let seed = request.query["seed"].flatMap(UInt64.init) ?? services.seed ?? UInt64.random(in: 0...UInt64.max)
        let cards = try words.playlist(for: user, seed: shuffle ? seed : nil)
        guard !cards.isEmpty else { return .redirect(to: "/favourites") }
        let pace = min(60, max(1, request.query["pace"].flatMap(Int.init) ?? 3))
        let position = min(max(0, request.query["position"].flatMap(Int.init) ?? 0), cards.count - 1)
        let query = "pace=\(pace)&shuffle=\(shuffle ? 1 : 0)&seed=\(seed)"
        let next = position + 1 < cards.count ? "/favourites/play?\(query)&position=\(position + 1)" : nil
        return Layout.response(
            StudyViews.play(
                context.app, card: cards[position], deckStyle: nil, position: position, total: cards.count, pace: pace,
                nextURL: next,
                path: "/favourites/play", shuffle: shuffle))
    }
}
