import CardboxInterchange
import CardboxJSON

extension OpenAPI.Area {
    /// Imports that turn documents into drafts, and reviewing and saving drafts.
    static var drafts: OpenAPI.Area {
        let draftID = OpenAPI.idParameter("draftID", "draft")
        return OpenAPI.Area(
            paths: [
                "/api/v1/imports": [
                    "post": OpenAPI.operation(
                        "startImport",
                        "Uploads a PDF or photos and starts making draft cards from them in the background.",
                        tag: "Drafts",
                        body: OpenAPI.multipartBody(
                            OpenAPI.object(
                                [
                                    "file": OpenAPI.array(
                                        OpenAPI.string(format: "binary"),
                                        minItems: 1, maxItems: ImportController.maximumFiles),
                                    "deck": OpenAPI.string(
                                        description:
                                            "The deck the cards are for (default: each file's name); a deck "
                                            + "name as in DeckCreate."),
                                    "engine": OpenAPI.string(
                                        values: ["", "auto", "extractive", "openai", "anthropic"],
                                        description: "Which engine writes the cards (empty or left out: "
                                            + "`auto`)."),
                                    "max_cards": OpenAPI.integer(
                                        minimum: 1, maximum: 10_000, description: "The most cards per file."),
                                ], required: ["file"], closed: false,
                                description: "Every part with a file name and content is a file to import.")),
                        responses: [
                            "202": OpenAPI.json(
                                "The import has started.", OpenAPI.ref("ImportJob"),
                                headers: ["Location": "Where to follow the import."])
                        ],
                        failures: [.multipartBody, .invalid, .changesState])
                ],
                "/api/v1/imports/preview": [
                    "post": OpenAPI.operation(
                        "previewSpreadsheet",
                        "The first rows of a spreadsheet (.csv, .tsv) and the role the import would give each column, "
                            + "to check or change as the `columns` field of an import. Send the file's first "
                            + "\(CardFilePreview.headBytes / 1024) KiB or all of it when it is smaller; nothing is stored.",
                        tag: "Drafts",
                        body: OpenAPI.multipartBody(
                            OpenAPI.object(
                                [
                                    "file": OpenAPI.string(
                                        format: "binary",
                                        description: "The spreadsheet; its name tells .csv from .tsv."),
                                    "separator": OpenAPI.string(
                                        maxLength: 9,
                                        description: "One character, or tab, comma, semicolon or pipe "
                                            + "(default: found from the text)."),
                                ], required: ["file"], closed: false)),
                        responses: ["200": OpenAPI.json("The preview.", OpenAPI.ref("SpreadsheetPreview"))],
                        failures: [.multipartBody, .invalid])
                ],
                "/api/v1/imports/{jobID}": [
                    "get": OpenAPI.operation(
                        "getImport",
                        "How an import is getting on; imports are kept in the store and survive a restart.",
                        tag: "Drafts", parameters: [OpenAPI.idParameter("jobID", "import")],
                        responses: ["200": OpenAPI.json("The import.", OpenAPI.ref("ImportJob"))],
                        failures: [.notFound])
                ],
                "/api/v1/drafts": [
                    "get": OpenAPI.operation(
                        "listDrafts", "The caller's drafts, newest first.", tag: "Drafts",
                        responses: [
                            "200": OpenAPI.json(
                                "The drafts.", OpenAPI.record(["items": OpenAPI.array(OpenAPI.ref("Draft"))]))
                        ])
                ],
                "/api/v1/drafts/{draftID}": [
                    "get": OpenAPI.operation(
                        "getDraft", "A draft with its cards.", tag: "Drafts", parameters: [draftID],
                        responses: ["200": OpenAPI.json("The draft.", OpenAPI.ref("DraftDetail"))],
                        failures: [.notFound]),
                    "delete": OpenAPI.operation(
                        "deleteDraft", "Deletes a draft with its cards, whatever its state.", tag: "Drafts",
                        parameters: [draftID], responses: ["204": ["description": "Deleted."]],
                        failures: [.notFound, .changesState]),
                ],
                "/api/v1/drafts/{draftID}/cards/{cardID}": [
                    "patch": OpenAPI.operation(
                        "updateDraftCard", "Keeps, drops or edits a draft card.", tag: "Drafts",
                        parameters: [draftID, OpenAPI.idParameter("cardID", "draft card")],
                        body: OpenAPI.jsonBody(OpenAPI.ref("DraftCardUpdate")),
                        responses: ["200": OpenAPI.json("The changed draft card.", OpenAPI.ref("DraftCard"))],
                        failures: [.notFound, .jsonBody, .invalid, .changesState])
                ],
                "/api/v1/drafts/{draftID}/save": [
                    "post": OpenAPI.operation(
                        "saveDraft",
                        "Adds the draft's kept cards (and its undecided ones when `undecided` is `keep`) to a deck, "
                            + "creating it if needed; 422 `nothing_to_save` when that is no card.",
                        tag: "Drafts", parameters: [draftID], body: OpenAPI.jsonBody(OpenAPI.ref("DraftSave")),
                        responses: ["201": OpenAPI.json("Where the cards went.", OpenAPI.ref("DraftSaved"))],
                        failures: [.notFound, .jsonBody, .invalid, .conflict, .changesState])
                ],
                "/api/v1/drafts/{draftID}/undecided": [
                    "post": OpenAPI.operation(
                        "decideUndecidedDraftCards",
                        "Keeps (keep all) or drops (drop the rest) every undecided card of a draft not saved yet.",
                        tag: "Drafts", parameters: [draftID], body: OpenAPI.jsonBody(OpenAPI.ref("DraftUndecided")),
                        responses: ["200": OpenAPI.json("The draft's counts after it.", OpenAPI.ref("DraftTally"))],
                        failures: [.notFound, .jsonBody, .invalid, .conflict, .changesState])
                ],
            ],
            schemas: [
                "ImportJob": OpenAPI.record(
                    [
                        "id": OpenAPI.id,
                        "state": OpenAPI.string(values: ["waiting", "reading", "generating", "finished", "failed"]),
                        "done": OpenAPI.count,
                        "total": OpenAPI.count,
                        "message": OpenAPI.string(),
                        "draft_ids": OpenAPI.array(OpenAPI.id),
                        "error": OpenAPI.string(description: "Why the import failed."),
                        "finished": OpenAPI.boolean,
                        "next": OpenAPI.string(description: "The web page to show when the import has finished."),
                        "position": OpenAPI.integer(
                            minimum: 1, description: "The place in the queue while waiting: 1 when it is next."),
                        "imported": OpenAPI.ref("ImportedCards"),
                    ], optional: ["error", "position", "imported"], description: "An import's progress."),
                "SpreadsheetPreview": OpenAPI.record(
                    [
                        "separator": OpenAPI.string(minLength: 1, maxLength: 1),
                        "first_row_is_header": OpenAPI.boolean,
                        "columns": OpenAPI.array(OpenAPI.string(values: CardColumns.Role.allCases.map(\.rawValue))),
                        "rows": OpenAPI.array(OpenAPI.array(OpenAPI.string())),
                        "roles": OpenAPI.array(OpenAPI.string(values: CardColumns.Role.allCases.map(\.rawValue))),
                    ],
                    description:
                        "A spreadsheet's first rows (the header row included) and the role of each column; `roles` "
                        + "lists every role a column can have."),
                "ImportedCards": OpenAPI.record(
                    [
                        "added": OpenAPI.count,
                        "updated": OpenAPI.count,
                        "unchanged": OpenAPI.count,
                        "reviews": OpenAPI.count,
                        "decks": OpenAPI.array(OpenAPI.string()),
                        "skipped": OpenAPI.array(OpenAPI.string()),
                        "warnings": OpenAPI.array(OpenAPI.string()),
                    ],
                    description:
                        "What the Anki packages and spreadsheets of an import added at once: cards added, updated "
                        + "and already there, answers kept, the decks, and what was left out or changed, each with "
                        + "its reason."),
                "Draft": OpenAPI.record(
                    [
                        "id": OpenAPI.id,
                        "document_id": OpenAPI.string(),
                        "document_title": OpenAPI.string(),
                        "deck_name": OpenAPI.string(),
                        "engine": OpenAPI.string(description: "The engine that wrote the cards."),
                        "engine_note": OpenAPI.string(description: "Why that engine was chosen, when it matters."),
                        "status": OpenAPI.string(values: ["generating", "ready", "saved"]),
                        "chunks_done": OpenAPI.count,
                        "chunks_total": OpenAPI.count,
                        "created_at": OpenAPI.timestamp,
                    ], optional: ["engine_note"], description: "Cards made from one document, waiting for review."),
                "DraftCard": OpenAPI.record(
                    [
                        "id": OpenAPI.id,
                        "position": OpenAPI.count,
                        "kind": OpenAPI.string(values: ["basic", "cloze"]),
                        "question": OpenAPI.string(),
                        "answer": OpenAPI.string(),
                        "explanation": OpenAPI.string(),
                        "distractors": OpenAPI.array(OpenAPI.string()),
                        "source": OpenAPI.ref("Source"),
                        "decision": OpenAPI.string(values: ["pending", "kept", "dropped"]),
                    ], description: "A generated card and the reviewer's decision."),
                "DraftDetail": OpenAPI.record([
                    "draft": OpenAPI.ref("Draft"), "cards": OpenAPI.array(OpenAPI.ref("DraftCard")),
                ]),
                "DraftCardUpdate": OpenAPI.input(
                    [
                        "decision": OpenAPI.string(values: ["pending", "kept", "dropped"]),
                        "question": OpenAPI.string(minLength: 1, pattern: OpenAPI.notBlank),
                        "answer": OpenAPI.string(minLength: 1, pattern: OpenAPI.notBlank),
                        "explanation": OpenAPI.string(),
                        "distractors": OpenAPI.array(
                            OpenAPI.string(
                                description: "A wrong answer for multiple choice: none, or three that differ from the "
                                    + "answer (blank ones are left out).")),
                    ], description: "What to change; members left out stay as they are."),
                "DraftUndecided": OpenAPI.input(
                    ["decision": OpenAPI.string(values: ["kept", "dropped"])], required: ["decision"]),
                "DraftTally": OpenAPI.record(
                    [
                        "decision": OpenAPI.string(values: ["pending", "kept", "dropped"]),
                        "kept": OpenAPI.count, "dropped": OpenAPI.count, "undecided": OpenAPI.count,
                    ], description: "A decision and the draft's kept, dropped and undecided counts after it."),
                "DraftSave": OpenAPI.input(
                    [
                        "deck": OpenAPI.string(
                            minLength: 1, pattern: OpenAPI.notBlankNoNUL,
                            description: "The deck to add the cards to (default: the draft's deck name); a deck name "
                                + "as in DeckCreate."),
                        "undecided": OpenAPI.string(
                            values: ["keep", "drop"],
                            description: "Whether the cards nobody kept or dropped are saved too (default: drop)."),
                    ]),
                "DraftSaved": OpenAPI.record(["deck_id": OpenAPI.id, "card_count": OpenAPI.count]),
            ])
    }
}
