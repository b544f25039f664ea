import CardboxJSON

extension OpenAPI.Area {
    /// Optimizing a deck's FSRS weights in the background, and rescheduling its cards (with undo).
    static var tuning: OpenAPI.Area {
        let deckID = OpenAPI.idParameter("deckID", "deck")
        let number: JSONValue = ["type": "number"]
        return OpenAPI.Area(
            paths: [
                "/api/v1/decks/{deckID}/optimizations": [
                    "post": OpenAPI.operation(
                        "startOptimization",
                        "Starts fitting the deck's FSRS-6 weights to its review history in the background; the fit "
                            + "is kept only if it predicts the newest 20 % of the reviews better than the weights in "
                            + "use. 409 (`already_running`) while one of the deck's runs; 422 (`too_few_reviews`) "
                            + "when the deck has too few reviews.",
                        tag: "Decks", parameters: [deckID],
                        responses: [
                            "202": OpenAPI.json(
                                "The optimization has started.", OpenAPI.ref("Optimization"),
                                headers: ["Location": "Where to follow the optimization."])
                        ],
                        failures: [.notFound, .invalid, .conflict, .changesState])
                ],
                "/api/v1/optimizations/{jobID}": [
                    "get": OpenAPI.operation(
                        "getOptimization",
                        "How an optimization is getting on and, once finished, the before/after metrics.",
                        tag: "Decks", parameters: [OpenAPI.idParameter("jobID", "optimization")],
                        responses: ["200": OpenAPI.json("The optimization.", OpenAPI.ref("Optimization"))],
                        failures: [.notFound])
                ],
                "/api/v1/decks/{deckID}/reschedule": [
                    "post": OpenAPI.operation(
                        "rescheduleDeck",
                        "Recomputes every card's due date from its review history with the deck's current weights; "
                            + "the previous due dates are kept for one undo.",
                        tag: "Decks", parameters: [deckID],
                        responses: [
                            "200": OpenAPI.json(
                                "What changed.",
                                OpenAPI.record([
                                    "changed": OpenAPI.integer(
                                        minimum: 0, description: "Cards whose due date changed."),
                                    "cards": OpenAPI.count,
                                ]))
                        ],
                        failures: [.notFound, .changesState])
                ],
                "/api/v1/decks/{deckID}/reschedule/undo": [
                    "post": OpenAPI.operation(
                        "undoReschedule",
                        "Restores the due dates from before the last reschedule for the cards not reviewed since; "
                            + "no review is removed. 409 (`nothing_to_undo`) when there is none.",
                        tag: "Decks", parameters: [deckID],
                        responses: [
                            "200": OpenAPI.json(
                                "What was restored.",
                                OpenAPI.record([
                                    "restored": OpenAPI.count,
                                    "reviewed_since": OpenAPI.integer(
                                        minimum: 0, description: "Cards reviewed since, which kept their due date."),
                                ]))
                        ],
                        failures: [.notFound, .conflict, .changesState])
                ],
            ],
            schemas: [
                "Optimization": OpenAPI.record(
                    [
                        "id": OpenAPI.id,
                        "deck_id": OpenAPI.id,
                        "state": OpenAPI.string(values: ["waiting", "running", "finished", "failed"]),
                        "done": OpenAPI.integer(minimum: 0, maximum: 100, description: "Percent done."),
                        "total": OpenAPI.integer(minimum: 100, maximum: 100),
                        "message": OpenAPI.string(),
                        "error": OpenAPI.string(description: "Why the optimization failed."),
                        "position": OpenAPI.integer(
                            minimum: 1, description: "The place in the queue while waiting: 1 when it is next."),
                        "result": OpenAPI.ref("OptimizationResult"),
                        "finished": OpenAPI.boolean,
                        "next": OpenAPI.string(description: "The web page that shows the optimization."),
                    ], optional: ["error", "position", "result"], description: "An optimization's progress."),
                "OptimizationResult": OpenAPI.record(
                    [
                        "decks": OpenAPI.array(OpenAPI.string()),
                        "reviews": OpenAPI.count,
                        "scored": OpenAPI.count,
                        "adopted": OpenAPI.boolean,
                        "previous_weights": OpenAPI.array(number),
                        "weights": OpenAPI.array(number),
                        "current": OpenAPI.ref("HeldBackMetrics"),
                        "fitted": OpenAPI.ref("HeldBackMetrics"),
                    ],
                    description:
                        "What the fit found: the weights before and now, and how the weights before (`current`) and "
                        + "the fit on the earlier reviews (`fitted`) predicted the newest 20 %."),
                "HeldBackMetrics": OpenAPI.record(
                    [
                        "log_loss": number, "rmse_bins": number,
                        "auc": OpenAPI.number(minimum: 0, maximum: 1), "count": OpenAPI.count,
                    ], description: "Log loss and RMSE over bins (lower is better), AUC (higher is better)."),
            ])
    }
}
