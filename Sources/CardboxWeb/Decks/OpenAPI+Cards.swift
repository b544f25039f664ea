import CardboxCore
import CardboxJSON

extension OpenAPI.Area {
    /// A deck's cards: listing, adding, reading, changing, moving and deleting.
    static var cards: OpenAPI.Area {
        let deckID = OpenAPI.idParameter("deckID", "deck")
        let cardID = OpenAPI.idParameter("cardID", "card")
        return OpenAPI.Area(
            paths: [
                "/api/v1/decks/{deckID}/cards": [
                    "get": OpenAPI.operation(
                        "listCards", "A deck's cards in the order they were added.", tag: "Cards",
                        parameters: [deckID]
                            + [
                                OpenAPI.queryParameter(
                                    "q",
                                    "Only cards whose front, back or category contains this text (ignoring case "
                                        + "and accents).", schema: OpenAPI.string())
                            ] + OpenAPI.pageParameters,
                        responses: ["200": OpenAPI.json("A page of cards.", OpenAPI.ref("CardPage"))],
                        failures: [.notFound, .invalid]),
                    "post": OpenAPI.operation(
                        "createCard", "Adds a card to a deck.", tag: "Cards", parameters: [deckID],
                        body: OpenAPI.jsonBody(OpenAPI.ref("CardCreate")),
                        responses: [
                            "201": OpenAPI.json(
                                "The new card.", OpenAPI.ref("Card"), headers: ["Location": "The card's URL."])
                        ],
                        failures: [.notFound, .jsonBody, .invalid, .changesState]),
                ],
                "/api/v1/cards/{cardID}": [
                    "get": OpenAPI.operation(
                        "getCard", "One card.", tag: "Cards", parameters: [cardID],
                        responses: ["200": OpenAPI.json("The card.", OpenAPI.ref("Card"))], failures: [.notFound]),
                    "patch": OpenAPI.operation(
                        "updateCard", "Changes a card's content, or moves it to another of the caller's decks.",
                        tag: "Cards", parameters: [cardID], body: OpenAPI.jsonBody(OpenAPI.ref("CardUpdate")),
                        responses: ["200": OpenAPI.json("The changed card.", OpenAPI.ref("Card"))],
                        failures: [.notFound, .jsonBody, .invalid, .changesState]),
                    "delete": OpenAPI.operation(
                        "deleteCard", "Deletes a card and its reviews.", tag: "Cards", parameters: [cardID],
                        responses: ["204": ["description": "Deleted."]], failures: [.notFound, .changesState]),
                ],
                "/api/v1/cards/{cardID}/media": [
                    "post": OpenAPI.operation(
                        "addCardMedia",
                        "Adds an image or a sound to the end of a field of a card; the file is served at the "
                            + "returned URL to its owner only.",
                        tag: "Cards", parameters: [cardID],
                        body: OpenAPI.multipartBody(
                            OpenAPI.object(
                                [
                                    "file": OpenAPI.string(
                                        format: "binary",
                                        description: "A PNG, JPEG, GIF, WebP or SVG image or an MP3, Ogg, "
                                            + "WAV, M4A or FLAC sound of at most 10 MB, recognised by "
                                            + "its content."),
                                    "field": OpenAPI.string(
                                        values: ["", "front", "back", "explanation"],
                                        description: "Where the file goes (empty or left out: `back`)."),
                                ], required: ["file"], closed: false,
                                description: "The file part must have a file name.")),
                        responses: [
                            "201": OpenAPI.json(
                                "The file is on the card.", OpenAPI.ref("CardMedia"),
                                headers: ["Location": "Where the file is served."]),
                            "415": OpenAPI.response("UnsupportedMediaType"),
                        ],
                        failures: [.notFound, .multipartBody, .invalid, .changesState])
                ],
            ],
            schemas: [
                "Card": OpenAPI.record(
                    [
                        "id": OpenAPI.id,
                        "deck_id": OpenAPI.id,
                        "front": OpenAPI.string(minLength: 1),
                        "back": OpenAPI.string(minLength: 1),
                        "explanation": OpenAPI.string(),
                        "distractors": OpenAPI.array(
                            OpenAPI.string(minLength: 1), maxItems: CardContent.distractorCount),
                        "category": OpenAPI.string(),
                        "tags": OpenAPI.array(OpenAPI.string(minLength: 1)),
                        "pitfall": OpenAPI.string(description: "A mistake to warn about when the answer is wrong."),
                        "answer_is_code": OpenAPI.boolean,
                        "answer_is_typed": OpenAPI.boolean,
                        "colors": OpenAPI.ref("Colors"),
                        "source": OpenAPI.ref("Source"),
                        "phase": OpenAPI.string(values: ["new", "learning", "review", "relearning"]),
                        "due": OpenAPI.string(format: "date", description: "The study day the card is due."),
                        "created_at": OpenAPI.timestamp,
                    ], optional: ["source", "pitfall"], description: "A card and where it stands in its schedule."),
                "CardPage": page(of: "Card"),
                "CardMedia": OpenAPI.record(
                    [
                        "media": OpenAPI.record(
                            [
                                "key": OpenAPI.string(
                                    pattern: "^[0-9a-f]{64}$", description: "The SHA-256 of the file's content."),
                                "media_type": OpenAPI.string(
                                    values: CardMediaFormat.allCases.map(\.mediaType)),
                                "url": OpenAPI.string(description: "Where the file is served, as `/media/KEY.EXT`."),
                                "markdown": OpenAPI.string(
                                    description: "How card text places it: `![label](media:KEY.EXT)`."),
                            ], description: "The file as the card refers to it."),
                        "card": OpenAPI.ref("Card"),
                    ], description: "A file added to a card, and the card with it."),
                "Source": OpenAPI.record(
                    [
                        "document": OpenAPI.string(description: "The document's title or file name."),
                        "document_id": OpenAPI.string(),
                        "page": OpenAPI.integer(minimum: 1),
                        "paragraph": OpenAPI.integer(minimum: 1),
                    ], optional: ["document_id", "page", "paragraph"],
                    description: "Where an imported card's text comes from."),
                "CardCreate": OpenAPI.input(
                    cardInput, required: ["front", "back"],
                    description: "A new card. Text is trimmed; distractors are the wrong answers of multiple choice."),
                "CardUpdate": OpenAPI.input(
                    cardInput.merging(
                        ["deck_id": OpenAPI.integer(minimum: 1, description: "Moves the card to this deck.")]
                    ) { first, _ in first },
                    description: "What to change; members left out stay as they are."),
            ])
    }

    /// The members a card's request body may have.
    private static var cardInput: [String: JSONValue] {
        let text = OpenAPI.string(
            minLength: 1, pattern: OpenAPI.notBlankNoNUL,
            description: "Trimmed; at most 10,000 characters (grapheme clusters, not code points).")
        return [
            "front": text,
            "back": text,
            "explanation": OpenAPI.string(
                description: "Trimmed; at most 10,000 characters (grapheme clusters, not code points)."),
            "distractors": OpenAPI.array(
                OpenAPI.string(
                    minLength: 1, pattern: OpenAPI.notBlank,
                    description: "No two alike (ignoring case), none equal to the back."),
                maxItems: CardContent.distractorCount, unique: true),
            "category": OpenAPI.string(),
            "tags": OpenAPI.array(
                OpenAPI.string(minLength: 1, pattern: OpenAPI.notBlank, description: "Trimmed; replaces every tag.")),
            "pitfall": OpenAPI.string(
                description: "A mistake to warn about when the answer is wrong; an empty text removes it."),
            "answer_is_code": [
                "type": "boolean", "description": "The answer is code: monospaced, compared exactly.",
            ],
            "answer_is_typed": [
                "type": "boolean", "description": "The answer is typed in every session, also in a flip session.",
            ],
            "colors": OpenAPI.ref("ColorsInput"),
        ]
    }
}
