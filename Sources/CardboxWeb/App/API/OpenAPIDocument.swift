import CardboxJSON

/// The OpenAPI 3.1 description of the JSON API, served at `/api/openapi.json`.
///
/// Each area of the API describes itself in an `OpenAPI+Area.swift` file; to add one, write the file and list the
/// area in ``areas``. A path, method or schema that two areas describe stops the server at start-up.
public enum OpenAPIDocument {
    /// The document as UTF-8 JSON with sorted keys.
    public static let bytes: [UInt8] = document.encoded()

    /// The areas merged into the document.
    static let areas: [OpenAPI.Area] = [
        .service, .decks, .tuning, .cards, .cardBatches, .study, .drafts, .words, .classrooms,
    ]

    /// The document as a value.
    static var document: JSONValue {
        var paths: [String: JSONValue] = [:]
        var schemas: JSONValue = ["Error": errorSchema]
        var responses = errorResponses
        for area in areas {
            responses = responses.merging(.object(area.responses), at: "components.responses")
            for (path, operations) in area.paths {
                paths[path] = (paths[path] ?? [:]).merging(operations, at: path)
            }
            schemas = schemas.merging(.object(area.schemas), at: "components.schemas")
        }
        return [
            "openapi": "3.1.0",
            "info": [
                "title": "Cardbox API", "version": "1",
                "description": """
                Decks, cards, study and drafts of one Cardbox account. Authenticate with \
                `Authorization: Bearer TOKEN` (make a token under Account → API tokens). Errors are JSON \
                objects of the shape `{"error": {"code", "message", "fields", "request_id"}}`.
                """,
            ],
            "security": [["bearerAuth": []]],
            "paths": .object(paths),
            "components": [
                "securitySchemes": [
                    "bearerAuth": [
                        "type": "http", "scheme": "bearer",
                        "description": "An API token from the account page, sent as `Authorization: Bearer TOKEN`.",
                    ]
                ],
                "responses": responses,
                "schemas": schemas,
            ],
        ]
    }

    /// The error object every API error uses.
    static let errorSchema = OpenAPI.record(
        [
            "error": OpenAPI.record([
                "code": OpenAPI.string(description: "A short machine-readable code, such as `not_found`."),
                "message": OpenAPI.string(description: "A sentence for the user."),
                "fields": [
                    "type": "object", "additionalProperties": ["type": "string"],
                    "description": "Problems by request field name; empty when the error is not about one field.",
                ],
                "request_id": OpenAPI.string(description: "The request's id in the server log."),
            ])
        ], description: "An error.")

    /// The shared error responses, by name.
    static var errorResponses: JSONValue {
        func error(_ description: String) -> JSONValue {
            OpenAPI.json(description, OpenAPI.ref("Error"))
        }
        return [
            "BadRequest": error("The body cannot be read (`bad_request`)."),
            "Unauthorized": error("No valid token or session (`unauthorized`)."),
            "Forbidden": error("A browser-session request without its CSRF token, or from another site (`forbidden`)."),
            "NotFound": error("The id names nothing of the caller's (`not_found`)."),
            "Conflict": error("The request conflicts with what is stored (`name_taken`, `draft_not_ready`)."),
            "ContentTooLarge": error("The body is larger than the server accepts, 64 MB (`content_too_large`)."),
            "UnsupportedMediaType": error("The body is not `application/json` (`unsupported_media_type`)."),
            "Invalid": error("A value does not pass validation (`invalid`); `fields` names it."),
            "InternalError": error("The server failed (`internal_error`); the log has the request id."),
        ]
    }
}
