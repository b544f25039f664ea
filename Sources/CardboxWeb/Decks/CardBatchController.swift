import CardboxCore
import CardboxHTTP
import Foundation

/// The deck page's selection: move the chosen cards to another deck, tag them, or delete them after a question.
struct CardBatchController {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.post("/decks/:deckID/cards/batch") { request, context in try change(request, context) }
    }

    /// `action` is `move` (with `deck`), `tag` (with `tag`) or `delete` (which asks first, then needs
    /// `confirm=yes`); `card` repeats once per chosen card.
    private func change(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
        let form = request.form()
        let cards = try services.batchCardIDs(form.values("card"))
        switch form["action"] {
        case "move":
            _ = try services.moveCards(cards, toDeck: form["deck"], user: user)
            return .redirect(to: "/decks/\(deck.id)?notice=cards-moved")
        case "tag":
            _ = try services.tagCards(cards, tag: form["tag"], user: user)
            return .redirect(to: "/decks/\(deck.id)?notice=cards-tagged")
        case "delete" where form["confirm"] == "yes":
            _ = try services.deleteCards(cards, user: user)
            return .redirect(to: "/decks/\(deck.id)?notice=cards-deleted")
        case "delete":
            let reviews = try services.reviewsOfCards(cards, user: user)
            return Layout.response(
                TrashViews.confirmCardsDeletion(context.app, cards: cards, deck: deck, reviews: reviews))
        default:
            throw WebError.invalid("Choose move, tag or delete.", field: "action")
        }
    }
}
