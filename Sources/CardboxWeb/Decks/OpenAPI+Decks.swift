import CardboxJSON

extension OpenAPI.Area {
    /// Listing, creating, reading, changing and deleting decks.
    static var decks: OpenAPI.Area {
        let deckID = OpenAPI.idParameter("deckID", "deck")
        return OpenAPI.Area(
            paths: [
                "/api/v1/decks": [
                    "get": OpenAPI.operation(
                        "listDecks", "The caller's decks with their counts, by name.", tag: "Decks",
                        parameters: OpenAPI.pageParameters,
                        responses: ["200": OpenAPI.json("A page of decks.", OpenAPI.ref("DeckPage"))],
                        failures: [.invalid]),
                    "post": OpenAPI.operation(
                        "createDeck", "Creates a deck.", tag: "Decks",
                        body: OpenAPI.jsonBody(OpenAPI.ref("DeckCreate")),
                        responses: [
                            "201": OpenAPI.json(
                                "The new deck.", OpenAPI.ref("Deck"), headers: ["Location": "The deck's URL."])
                        ],
                        failures: [.jsonBody, .invalid, .conflict, .changesState]),
                ],
                "/api/v1/decks/{deckID}": [
                    "get": OpenAPI.operation(
                        "getDeck", "One deck with its counts.", tag: "Decks", parameters: [deckID],
                        responses: ["200": OpenAPI.json("The deck.", OpenAPI.ref("Deck"))], failures: [.notFound]),
                    "patch": OpenAPI.operation(
                        "updateDeck",
                        "Changes a deck's name, options or colours; a new scheduler reschedules its cards from their "
                            + "review history.",
                        tag: "Decks", parameters: [deckID], body: OpenAPI.jsonBody(OpenAPI.ref("DeckUpdate")),
                        responses: ["200": OpenAPI.json("The changed deck.", OpenAPI.ref("Deck"))],
                        failures: [.notFound, .jsonBody, .invalid, .conflict, .changesState]),
                    "delete": OpenAPI.operation(
                        "deleteDeck",
                        "Deletes a deck with its cards and reviews; it stays in the trash for 30 days.", tag: "Decks",
                        parameters: [deckID],
                        responses: ["204": ["description": "Deleted."]], failures: [.notFound, .changesState]),
                ],
                "/api/v1/decks/{deckID}/export": [
                    "get": OpenAPI.operation(
                        "exportDeck",
                        "The deck and its subdecks (named `Deck::…`) as an Anki package, a CSV spreadsheet or Quizlet "
                            + "text, for download.",
                        tag: "Decks",
                        parameters: [
                            deckID,
                            OpenAPI.queryParameter(
                                "format", "What to write (default `apkg`).",
                                schema: OpenAPI.string(values: ["apkg", "csv", "quizlet"])),
                            OpenAPI.queryParameter(
                                "anki_layout",
                                "An Anki package's layout: `legacy` (every Anki since 2.1, the default) or `latest` "
                                    + "(Anki 2.1.50 and later).",
                                schema: OpenAPI.string(values: ["legacy", "latest"])),
                        ],
                        responses: [
                            "200": [
                                "description": "The file, with a `Content-Disposition` naming it after the deck.",
                                "content": [
                                    "application/octet-stream": ["schema": OpenAPI.string(description: "An .apkg.")],
                                    "text/csv": ["schema": OpenAPI.string()],
                                    "text/plain": ["schema": OpenAPI.string(description: "Quizlet text.")],
                                ],
                            ]
                        ], failures: [.notFound, .invalid])
                ],
                "/api/v1/trash": [
                    "get": OpenAPI.operation(
                        "listTrash", "The caller's deleted decks that can still be restored, newest first.",
                        tag: "Decks",
                        responses: [
                            "200": OpenAPI.json(
                                "The deleted decks.",
                                OpenAPI.record(["items": OpenAPI.array(OpenAPI.ref("TrashedDeck"))]))
                        ])
                ],
                "/api/v1/trash/{trashID}/restore": [
                    "post": OpenAPI.operation(
                        "restoreDeck",
                        "Restores a deleted deck with its ids, cards and reviews (renamed if its name was taken since).",
                        tag: "Decks", parameters: [OpenAPI.idParameter("trashID", "trash entry")],
                        responses: ["200": OpenAPI.json("The restored deck.", OpenAPI.ref("Deck"))],
                        failures: [.notFound, .changesState])
                ],
            ],
            schemas: [
                "TrashedDeck": OpenAPI.record([
                    "id": OpenAPI.id, "deck_id": OpenAPI.id, "name": OpenAPI.string(), "card_count": OpenAPI.count,
                    "review_count": OpenAPI.count, "deleted_at": OpenAPI.timestamp,
                    "expires_at": OpenAPI.timestamp,
                ]),
                "Deck": OpenAPI.record(
                    [
                        "id": OpenAPI.id,
                        "name": OpenAPI.string(minLength: 1),
                        "scheduler": OpenAPI.ref("Scheduler"),
                        "new_cards_per_day": OpenAPI.integer(minimum: 0, maximum: 1000),
                        "desired_retention": OpenAPI.number(minimum: 0.7, maximum: 0.99),
                        "colors": OpenAPI.ref("Colors"),
                        "card_count": OpenAPI.count,
                        "new_count": OpenAPI.integer(
                            minimum: 0, description: "New cards that may be introduced today."),
                        "due_count": OpenAPI.integer(minimum: 0, description: "Cards due for review now."),
                        "created_at": OpenAPI.timestamp,
                    ], description: "A deck and its counts."),
                "DeckPage": page(of: "Deck"),
                "DeckCreate": OpenAPI.input(
                    deckInput, required: ["name"],
                    description: "A new deck; options left out take their defaults (SM-2, 20 new cards, 0.9)."),
                "DeckUpdate": OpenAPI.input(
                    deckInput, description: "What to change; members left out stay as they are."),
                "Scheduler": OpenAPI.string(
                    values: ["leitner", "sm2", "fsrs"], description: "The algorithm that schedules the cards."),
                "Colors": OpenAPI.object(
                    [
                        "text": OpenAPI.string(pattern: "^#[0-9a-f]{6}$"),
                        "card": OpenAPI.string(pattern: "^#[0-9a-f]{6}$"),
                        "view": OpenAPI.string(pattern: "^#[0-9a-f]{6}$"),
                    ], description: "Colours as `#rrggbb`; a colour left out is the theme's."),
                "ColorsInput": OpenAPI.input(
                    [
                        "text": colorInput,
                        "card": colorInput,
                        "view": colorInput,
                    ], description: "Colours as `#rrggbb` or `#rgb`; a colour left out is the theme's."
                ),
            ])
    }

    /// The members a deck's request body may have.
    private static var deckInput: [String: JSONValue] {
        [
            "name": OpenAPI.string(
                minLength: 1, pattern: OpenAPI.notBlankNoNUL,
                description: "Runs of white space become one space; at most 200 characters (grapheme clusters, "
                    + "not code points) may remain."),
            "scheduler": OpenAPI.ref("Scheduler"),
            "new_cards_per_day": OpenAPI.integer(minimum: 0, maximum: 1000),
            "desired_retention": OpenAPI.number(minimum: 0.7, maximum: 0.99),
            "colors": OpenAPI.ref("ColorsInput"),
        ]
    }

    /// A colour in a request.
    private static let colorInput = OpenAPI.string(
        pattern: "^[\(OpenAPI.whitespace)]*#?([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})[\(OpenAPI.whitespace)]*$")

    /// A page of `item`s.
    static func page(of item: String) -> JSONValue {
        OpenAPI.record(
            [
                "items": OpenAPI.array(OpenAPI.ref(item)),
                "page": OpenAPI.integer(minimum: 1, description: "The page shown."),
                "per_page": OpenAPI.integer(minimum: 1, maximum: 200),
                "total": OpenAPI.integer(minimum: 0, description: "Items on all pages."),
            ], description: "A page of a list.")
    }
}
