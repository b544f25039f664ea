import CardboxCore
import CardboxHTTP
import CardboxTuning

/// The JSON API's optimizations and reschedules (`/api/v1/decks/{deckID}/optimizations`, `/api/v1/optimizations`,
/// `/api/v1/decks/{deckID}/reschedule`), as `OpenAPI+Tuning.swift` describes.
struct TuningAPI {
    let services: WebServices

    /// What a reschedule changed.
    struct RescheduleBody: Encodable {
        var changed: Int
        var cards: Int
    }

    /// What an undo restored.
    struct UndoBody: Encodable {
        var restored: Int
        var reviewedSince: Int

        enum CodingKeys: String, CodingKey {
            case restored
            case reviewedSince = "reviewed_since"
        }
    }

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.post("/decks/:deckID/optimizations") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            let status = try services.optimizations.start(deck: deck, owner: context.user.id)
            var response = try JSONResponse.ok(status, status: .accepted)
            response.headers["Location"] = "/api/v1/optimizations/\(status.id)"
            return response
        }
        router.get("/optimizations/:jobID") { request, context in
            guard let id = request.parameters["jobID"].flatMap(Int.init),
                let status = services.optimizations.status(id, owner: context.user.id)
            else { throw WebError.notFound("The optimization") }
            return try JSONResponse.ok(status)
        }
        router.post("/decks/:deckID/reschedule") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            let done = try services.reschedule(deck, for: context.user)
            return try JSONResponse.ok(RescheduleBody(changed: done.changed, cards: done.cards))
        }
        router.post("/decks/:deckID/reschedule/undo") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            let undone = try services.undoReschedule(deck)
            return try JSONResponse.ok(UndoBody(restored: undone.restored, reviewedSince: undone.reviewedSince))
        }
    }
}
