import CardboxCore
import CardboxHTTP
import CardboxWire
import Foundation

/// The JSON API's cards: list and create a deck's cards, read, change, move and delete one card, as
/// `OpenAPI+Cards.swift` describes.
struct CardsAPI {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/decks/:deckID/cards") { request, context in try listCards(request, context) }
        router.post("/decks/:deckID/cards") { request, context in try createCard(request, context) }
        router.get("/cards/:cardID") { request, context in
            let (card, _) = try services.ownedCard(request.parameters["cardID"], of: context.user)
            return JSONResponse.ok(API.CardBody(card))
        }
        router.patch("/cards/:cardID") { request, context in try updateCard(request, context) }
        router.delete("/cards/:cardID") { request, context in
            let (card, _) = try services.ownedCard(request.parameters["cardID"], of: context.user)
            try services.store.deleteCard(card.id)
            return Response(status: .noContent)
        }
        router.post("/cards/:cardID/media") { request, context in
            let (card, _) = try services.ownedCard(request.parameters["cardID"], of: context.user)
            let reference = try CardMediaFiles(services: services).add(
                try request.multipart(), to: card, owner: context.user)
            guard let updated = try services.store.findCard(card.id) else { throw WebError.notFound("The card") }
            var response = try JSONResponse.ok(API.CardMediaBody(reference, card: updated), status: .created)
            response.headers["Location"] = reference.path
            return response
        }
    }

    private func listCards(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
        var cards = try services.store.fetchCards(deck: deck.id)
        if let query = request.query["q"], !query.isEmpty {
            cards = cards.filter { card in
                [card.content.front, card.content.back, card.content.category].contains {
                    $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                }
            }
        }
        let page = try APIQuery.pagination(request, total: cards.count)
        return try JSONResponse.ok(
            API.Page(
                items: cards[page.range].map(API.CardBody.init), page: page.page, perPage: page.perPage,
                total: page.total))
    }

    private func content(_ input: API.CardInput, base: CardContent) throws -> CardContent {
        var content = base
        if let front = input.front { content.front = front.trimmingCharacters(in: .whitespacesAndNewlines) }
        if let back = input.back { content.back = back.trimmingCharacters(in: .whitespacesAndNewlines) }
        if let explanation = input.explanation { content.explanation = explanation }
        if let distractors = input.distractors {
            // The form drops blank lines before counting; a JSON client sent each entry on purpose.
            guard distractors.count <= CardContent.distractorCount,
                !distractors.contains(where: \.trimmed.isEmpty)
            else {
                throw WebError.invalid(
                    "Give at most \(CardContent.distractorCount) distractors, none of them blank.",
                    field: "distractors")
            }
            content.distractors = distractors
        }
        if let category = input.category { content.category = category }
        if let tags = input.tags {
            guard !tags.contains(where: \.trimmed.isEmpty) else {
                throw WebError.invalid("A tag cannot be blank.", field: "tags")
            }
            content.tags = tags
        }
        if let pitfall = input.pitfall { content.pitfall = pitfall }
        if let answerIsCode = input.answerIsCode { content.answerIsCode = answerIsCode }
        if let answerIsTyped = input.answerIsTyped { content.answerIsTyped = answerIsTyped }
        if let colors = input.colors { content.style = try colors.style() }
        return try CardForm.validated(content)
    }

    private func createCard(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
        let input = try JSONResponse.decode(API.CardInput.self, from: request)
        let card = try services.store.insertCard(
            try content(input, base: CardContent(front: "", back: "")), into: deck.id, createdAt: services.now(),
            today: services.today(for: user))
        var response = JSONResponse.ok(API.CardBody(card), status: .created)
        response.headers["Location"] = "/api/v1/cards/\(card.id)"
        return response
    }

    private func updateCard(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let (card, deck) = try services.ownedCard(request.parameters["cardID"], of: user)
        let input = try JSONResponse.decode(API.CardInput.self, from: request)
        var target: DeckID?
        if let id = input.deckId, id != deck.id.rawValue {
            target = try services.ownedDeck(String(id), of: user).id
        }
        try services.store.updateCard(card.id, content: try content(input, base: card.content), movingTo: target)
        guard let updated = try services.store.findCard(card.id) else { throw WebError.notFound("The card") }
        return JSONResponse.ok(API.CardBody(updated))
    }
}
