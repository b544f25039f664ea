import CardboxCore
import CardboxHTTP
import Foundation

/// The JSON API's card batches: move, tag or delete many of the caller's cards in one request, all or none, as
/// `OpenAPI+CardBatches.swift` describes.
struct CardBatchAPI {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.post("/cards/move") { request, context in
            let input = try JSONResponse.decode(Input.self, from: request)
            let cards = try services.batchCardIDs(input.cardIds.map(String.init))
            guard let deckID = input.deckId else { throw WebError.invalid("Name the deck.", field: "deck_id") }
            let deck = try services.moveCards(cards, toDeck: String(deckID), user: context.user)
            return try JSONResponse.ok(Result(cardCount: Set(cards).count, deckId: deck.id.rawValue))
        }
        router.post("/cards/tag") { request, context in
            let input = try JSONResponse.decode(Input.self, from: request)
            let cards = try services.batchCardIDs(input.cardIds.map(String.init))
            let tag = try services.tagCards(cards, tag: input.tag, user: context.user)
            return try JSONResponse.ok(Result(cardCount: Set(cards).count, tag: tag))
        }
        router.post("/cards/delete") { request, context in
            let input = try JSONResponse.decode(Input.self, from: request)
            let cards = try services.batchCardIDs(input.cardIds.map(String.init))
            let reviews = try services.deleteCards(cards, user: context.user)
            return try JSONResponse.ok(Result(cardCount: Set(cards).count, reviewCount: reviews))
        }
    }

    /// A batch request: the cards, and the deck or tag its operation needs.
    struct Input: Decodable {
        var cardIds: [Int64]
        var deckId: Int64?
        var tag: String?
    }

    /// What a batch changed.
    struct Result: Encodable {
        var cardCount: Int
        var deckId: Int64?
        var tag: String?
        var reviewCount: Int?
    }
}
