import CardboxJSON

extension OpenAPI.Area {
    /// A bury, suspend or restore operation on one card.
    private static func setAside(_ id: String, _ summary: String) -> JSONValue {
        OpenAPI.operation(
            id, summary, tag: "Study", parameters: [OpenAPI.idParameter("cardID", "card")],
            responses: ["200": OpenAPI.json("The card's study state.", OpenAPI.ref("CardStudyState"))],
            failures: [.notFound, .changesState])
    }

    /// Due cards, the next prompt, answering, and progress.
    static var study: OpenAPI.Area {
        let mode = OpenAPI.string(
            values: ["flip", "choice", "type", "play"],
            description: "How the card is asked: rate it, pick among options, type the answer, or play through.")
        return OpenAPI.Area(
            paths: [
                "/api/v1/decks/{deckID}/due": [
                    "get": OpenAPI.operation(
                        "listDueCards", "A deck's cards due now, new cards within the deck's daily limit.",
                        tag: "Study",
                        parameters: [
                            OpenAPI.idParameter("deckID", "deck"),
                            OpenAPI.queryParameter(
                                "limit", "The most cards to return (default 50).",
                                schema: OpenAPI.integer(minimum: 1, maximum: 1000)),
                        ],
                        responses: ["200": OpenAPI.json("The due cards.", OpenAPI.ref("DueCards"))],
                        failures: [.notFound, .invalid])
                ],
                "/api/v1/study/next": [
                    "get": OpenAPI.operation(
                        "nextPrompt", "The next due card as a prompt in the given mode.", tag: "Study",
                        parameters: [
                            OpenAPI.queryParameter(
                                "deck_id", "Only this deck (default: all the caller's decks).", schema: OpenAPI.id),
                            OpenAPI.queryParameter("mode", "The study mode (default `flip`).", schema: mode),
                            OpenAPI.queryParameter(
                                "category", "Only cards of this category.", schema: OpenAPI.string()),
                            OpenAPI.queryParameter(
                                "session_id",
                                """
                                The caller's study session: a card answered in its last three answers waits while \
                                others can be asked, and a card missed comes back once its learning step is over.
                                """, schema: OpenAPI.id),
                        ],
                        responses: [
                            "200": OpenAPI.json("The prompt, or no card when none is due.", OpenAPI.ref("Prompt"))
                        ],
                        failures: [.notFound, .invalid])
                ],
                "/api/v1/study/undo": [
                    "post": OpenAPI.operation(
                        "undoAnswer",
                        "Undoes the session's newest answer: its review is removed and the card's schedule restored.",
                        tag: "Study", body: OpenAPI.jsonBody(OpenAPI.ref("UndoRequest")),
                        responses: ["200": OpenAPI.json("The card to ask again.", OpenAPI.ref("Undone"))],
                        failures: [.notFound, .jsonBody, .invalid, .conflict, .changesState])
                ],
                "/api/v1/study/overrule": [
                    "post": OpenAPI.operation(
                        "overruleAnswer",
                        "\"I was right\": a wrong typed answer is replaced by the same answer counted as Good.",
                        tag: "Study", body: OpenAPI.jsonBody(OpenAPI.ref("OverruleRequest")),
                        responses: ["200": OpenAPI.json("The answer as it now counts.", OpenAPI.ref("Feedback"))],
                        failures: [.notFound, .jsonBody, .invalid, .conflict, .changesState])
                ],
                "/api/v1/cards/{cardID}/bury": [
                    "post": setAside("buryCard", "Keeps a card out of study until tomorrow.")
                ],
                "/api/v1/cards/{cardID}/suspend": [
                    "post": setAside("suspendCard", "Keeps a card out of study until it is restored.")
                ],
                "/api/v1/cards/{cardID}/restore": [
                    "post": setAside("restoreCard", "Takes a buried or suspended card back into study.")
                ],
                "/api/v1/cards/{cardID}/answer": [
                    "post": OpenAPI.operation(
                        "answerCard", "Grades an answer to a prompt, reschedules the card and records the review.",
                        tag: "Study", parameters: [OpenAPI.idParameter("cardID", "card")],
                        body: OpenAPI.jsonBody(OpenAPI.ref("Answer")),
                        responses: ["200": OpenAPI.json("How the answer was graded.", OpenAPI.ref("Feedback"))],
                        failures: [.notFound, .jsonBody, .invalid, .changesState, .conflict])
                ],
                "/api/v1/stats": [
                    "get": OpenAPI.operation(
                        "getStats", "Streak, accuracy by category, the last 182 days and the due forecast.",
                        tag: "Study", responses: ["200": OpenAPI.json("The caller's progress.", OpenAPI.ref("Stats"))])
                ],
            ],
            schemas: [
                "DueCards": OpenAPI.record([
                    "deck_id": OpenAPI.id, "count": OpenAPI.count, "cards": OpenAPI.array(OpenAPI.ref("Card")),
                ]),
                "StudyMode": mode,
                "Prompt": OpenAPI.record(
                    [
                        "card": OpenAPI.ref("Card"),
                        "mode": OpenAPI.ref("StudyMode"),
                        "options": OpenAPI.array(
                            OpenAPI.string(), maxItems: 4),
                        "intervals": OpenAPI.ref("Intervals"),
                        "seed": OpenAPI.string(
                            pattern: "^[0-9]+$",
                            description: "Send it back with the answer: it fixes the options' order."),
                        "remaining": OpenAPI.integer(minimum: 0, description: "Cards due, this one included."),
                    ], optional: ["card", "intervals", "seed"],
                    description: """
                        The next card and how to ask it; without `card` nothing is due. `mode` may fall back to \
                        `flip` for a card without three distractors. `options` are the choices of `choice` mode.
                        """),
                "Intervals": OpenAPI.record(
                    [
                        "again": OpenAPI.string(), "hard": OpenAPI.string(), "good": OpenAPI.string(),
                        "easy": OpenAPI.string(),
                    ], description: "When the card would next be due for each rating, as text such as `10m` or `4d`."),
                "Answer": OpenAPI.input(
                    [
                        "mode": OpenAPI.ref("StudyMode"),
                        "seed": OpenAPI.string(pattern: "^[0-9]{1,20}$", description: "The prompt's `seed`."),
                        "rating": OpenAPI.integer(
                            minimum: 1, maximum: 4, description: "`flip`: 1 again, 2 hard, 3 good, 4 easy."),
                        "choice": OpenAPI.integer(minimum: 0, maximum: 3, description: "`choice`: the option's index."),
                        "typed": OpenAPI.string(description: "`type`: what was typed."),
                        "elapsed_ms": OpenAPI.integer(description: "Time taken; clamped to 0 through one hour."),
                        "session_id": OpenAPI.integer(description: "The caller's study session to count it in."),
                    ], required: ["mode", "seed"],
                    description: "An answer: `rating`, `choice` or `typed` as the mode needs (`play` needs none)."),
                "UndoRequest": OpenAPI.input(
                    ["session_id": OpenAPI.id], required: ["session_id"],
                    description: "The study session whose newest answer to undo."),
                "Undone": OpenAPI.record(["card_id": OpenAPI.id]),
                "OverruleRequest": OpenAPI.input(
                    ["review_id": OpenAPI.id], required: ["review_id"],
                    description: "The wrong typed answer (`review_id` from its feedback) to count as right."),
                "CardStudyState": OpenAPI.record(
                    [
                        "card_id": OpenAPI.id,
                        "state": OpenAPI.string(values: ["studied", "buried", "suspended"]),
                        "until": OpenAPI.day,
                    ], optional: ["until"],
                    description: "Whether a card is studied, buried until the day `until` begins, or suspended."),
                "Feedback": OpenAPI.record(
                    [
                        "correct": OpenAPI.boolean,
                        "rating": OpenAPI.integer(minimum: 1, maximum: 4),
                        "correct_answer": OpenAPI.string(),
                        "given_answer": OpenAPI.string(),
                        "near_miss": OpenAPI.string(description: "A close but wrong typed answer's difference."),
                        "explanation": OpenAPI.string(),
                        "next_due": OpenAPI.day,
                        "review_id": OpenAPI.id,
                        "option_marks": OpenAPI.array(
                            OpenAPI.string(values: ["right", "wrong", "plain"]), maxItems: 4),
                        "diff": OpenAPI.array(
                            OpenAPI.record([
                                "kind": OpenAPI.string(values: ["same", "missing", "extra"]),
                                "text": OpenAPI.string(),
                            ])),
                        "overruled": OpenAPI.boolean,
                    ],
                    optional: [
                        "rating", "given_answer", "near_miss", "next_due", "review_id", "option_marks", "diff",
                        "overruled",
                    ],
                    description: """
                        How an answer was graded and when the card is due next. A multiple-choice answer marks its \
                        options in the order shown (`right` green, a wrong choice `wrong` red); a wrong typed answer \
                        comes with a character `diff` against the right one and may be overruled ("I was right").
                        """),
                "Stats": OpenAPI.record([
                    "streak": OpenAPI.record([
                        "current": OpenAPI.count, "longest": OpenAPI.count,
                        "freezes_held": OpenAPI.integer(minimum: 0, maximum: 2),
                        "frozen_days": OpenAPI.array(OpenAPI.day), "studied_today": OpenAPI.boolean,
                    ]),
                    "categories": OpenAPI.array(
                        OpenAPI.record([
                            "category": OpenAPI.string(), "answered": OpenAPI.count, "correct": OpenAPI.count,
                        ])),
                    "weak_categories": OpenAPI.array(OpenAPI.string()),
                    "days": OpenAPI.array(
                        OpenAPI.record(["day": OpenAPI.day, "answered": OpenAPI.count, "correct": OpenAPI.count])),
                    "forecast": OpenAPI.array(OpenAPI.count),
                    "today": OpenAPI.day,
                    "sessions": OpenAPI.count,
                    "answered": OpenAPI.count,
                ]),
            ])
    }
}
