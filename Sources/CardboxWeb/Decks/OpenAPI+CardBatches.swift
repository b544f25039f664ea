import CardboxCore
import CardboxJSON

extension OpenAPI.Area {
    /// Moving, tagging and deleting many cards in one request.
    static var cardBatches: OpenAPI.Area {
        let refusals =
            " All or nothing: a card or deck that is not the caller's is 404 and nothing changes; no card, or more "
            + "than 1,000, is 422."
        return OpenAPI.Area(
            paths: [
                "/api/v1/cards/move": [
                    "post": OpenAPI.operation(
                        "moveCards", "Moves cards to another of the caller's decks, keeping their history." + refusals,
                        tag: "Cards", body: OpenAPI.jsonBody(OpenAPI.ref("CardBatchMove")),
                        responses: ["200": OpenAPI.json("What moved.", OpenAPI.ref("CardBatchResult"))],
                        failures: [.notFound, .jsonBody, .invalid, .changesState])
                ],
                "/api/v1/cards/tag": [
                    "post": OpenAPI.operation(
                        "tagCards", "Adds a tag to cards that do not have it yet (ignoring case)." + refusals,
                        tag: "Cards", body: OpenAPI.jsonBody(OpenAPI.ref("CardBatchTag")),
                        responses: ["200": OpenAPI.json("What was tagged.", OpenAPI.ref("CardBatchResult"))],
                        failures: [.notFound, .jsonBody, .invalid, .changesState])
                ],
                "/api/v1/cards/delete": [
                    "post": OpenAPI.operation(
                        "deleteCards", "Deletes cards with their reviews, for good." + refusals,
                        tag: "Cards", body: OpenAPI.jsonBody(OpenAPI.ref("CardBatch")),
                        responses: ["200": OpenAPI.json("What was deleted.", OpenAPI.ref("CardBatchResult"))],
                        failures: [.notFound, .jsonBody, .invalid, .changesState])
                ],
            ],
            schemas: [
                "CardBatch": OpenAPI.input(["card_ids": cardIDs], required: ["card_ids"]),
                "CardBatchMove": OpenAPI.input(
                    ["card_ids": cardIDs, "deck_id": OpenAPI.integer(minimum: 1, description: "The deck to move to.")],
                    required: ["card_ids", "deck_id"]),
                "CardBatchTag": OpenAPI.input(
                    [
                        "card_ids": cardIDs,
                        "tag": OpenAPI.string(
                            minLength: 1, pattern: OpenAPI.notBlankNoNUL,
                            description: "Trimmed; at most 10,000 characters."),
                    ], required: ["card_ids", "tag"]),
                "CardBatchResult": OpenAPI.record(
                    [
                        "card_count": OpenAPI.count,
                        "deck_id": OpenAPI.id,
                        "tag": OpenAPI.string(),
                        "review_count": OpenAPI.integer(
                            minimum: 0, description: "The reviews deleted with the cards."),
                    ], optional: ["deck_id", "tag", "review_count"],
                    description: "How many cards changed (each counted once), and where they went or what they got."),
            ])
    }

    /// The cards of a batch.
    private static var cardIDs: JSONValue {
        OpenAPI.array(OpenAPI.integer(minimum: 1), minItems: 1, maxItems: WebServices.maximumBatch)
    }
}
