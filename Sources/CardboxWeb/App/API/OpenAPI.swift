import CardboxJSON

/// Building blocks of the OpenAPI document: each area of the API (`OpenAPI+Decks.swift`, …) describes its paths and
/// schemas with these, and ``OpenAPIDocument`` merges the areas.
enum OpenAPI {
    /// One area's share of the document: paths (`/api/v1/decks` → method → operation) and component schemas.
    struct Area: Sendable {
        /// Operations by path, then by lowercase method.
        var paths: [String: JSONValue]
        /// Schemas by name, referenced as `#/components/schemas/Name`.
        var schemas: [String: JSONValue] = [:]
        /// Error responses of this area only, referenced as `#/components/responses/Name`.
        var responses: [String: JSONValue] = [:]
    }

    // MARK: - Schemas

    /// A reference to the component schema `name`.
    static func ref(_ name: String) -> JSONValue {
        ["$ref": .string("#/components/schemas/\(name)")]
    }

    /// An object schema; `closed` objects (responses) refuse members not listed.
    static func object(
        _ properties: [String: JSONValue], required: [String] = [], closed: Bool = true, description: String? = nil
    ) -> JSONValue {
        var schema: [String: JSONValue] = [
            "type": "object", "properties": .object(properties), "additionalProperties": .bool(!closed),
        ]
        if !required.isEmpty { schema["required"] = .array(required.sorted().map(JSONValue.string)) }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    /// A request body object: members not `required` may also be `null`, which the API reads as left out.
    static func input(
        _ properties: [String: JSONValue], required: [String] = [], description: String? = nil
    )
        -> JSONValue
    {
        var members = properties
        for (name, schema) in properties where !required.contains(name) { members[name] = orNull(schema) }
        return object(members, required: required, closed: false, description: description)
    }

    /// `schema` or `null`.
    static func orNull(_ schema: JSONValue) -> JSONValue {
        guard var members = schema.objectValue, case .string(let type)? = members["type"], members["enum"] == nil
        else { return ["anyOf": [schema, ["type": "null"]]] }
        members["type"] = [.string(type), "null"]
        return .object(members)
    }

    /// An object that lists every property as required.
    static func record(
        _ properties: [String: JSONValue], optional: Set<String> = [], description: String? = nil
    )
        -> JSONValue
    {
        object(properties, required: properties.keys.filter { !optional.contains($0) }, description: description)
    }

    /// An array of `items`.
    static func array(
        _ items: JSONValue, minItems: Int? = nil, maxItems: Int? = nil, unique: Bool = false
    )
        -> JSONValue
    {
        var schema: [String: JSONValue] = ["type": "array", "items": items]
        if let minItems { schema["minItems"] = .integer(minItems) }
        if let maxItems { schema["maxItems"] = .integer(maxItems) }
        if unique { schema["uniqueItems"] = true }
        return .object(schema)
    }

    /// A string, optionally limited in length, pattern or values.
    static func string(
        minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil, format: String? = nil,
        values: [String]? = nil, description: String? = nil
    ) -> JSONValue {
        var schema: [String: JSONValue] = ["type": "string"]
        if let minLength { schema["minLength"] = .integer(minLength) }
        if let maxLength { schema["maxLength"] = .integer(maxLength) }
        if let pattern { schema["pattern"] = .string(pattern) }
        if let format { schema["format"] = .string(format) }
        if let values { schema["enum"] = .array(values.map(JSONValue.string)) }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    /// A whole number, optionally bounded.
    static func integer(minimum: Int? = nil, maximum: Int? = nil, description: String? = nil) -> JSONValue {
        var schema: [String: JSONValue] = ["type": "integer"]
        if let minimum { schema["minimum"] = .integer(minimum) }
        if let maximum { schema["maximum"] = .integer(maximum) }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    /// A number, bounded.
    static func number(minimum: Double, maximum: Double) -> JSONValue {
        ["type": "number", "minimum": .number(minimum), "maximum": .number(maximum)]
    }

    /// A pattern for text that is not blank: it holds a character outside Unicode's White_Space set, which is what
    /// Swift's `Character.isWhitespace` and so the server's trimming use (`\S` would differ on U+001C–U+001F).
    static let notBlank = "[^\(whitespace)]"

    /// A pattern for text that is not blank and holds no NUL character (card sides and deck names).
    static let notBlankNoNUL = "^[^\\u0000]*[^\(whitespace)\\u0000][^\\u0000]*$"

    /// The characters of Unicode's White_Space set, for a regular expression's character class.
    static let whitespace = "\\t-\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000"

    /// A boolean.
    static let boolean: JSONValue = ["type": "boolean"]
    /// An id: a positive whole number.
    static let id = integer(minimum: 1)
    /// A count: zero or more.
    static let count = integer(minimum: 0)
    /// A study day, such as `2025-06-24`.
    static let day = string(format: "date")
    /// A moment, such as `2025-06-24T08:00:00Z`.
    static let timestamp = string(format: "date-time")

    // MARK: - Operations

    /// A path parameter holding the id of `what`.
    static func idParameter(_ name: String, _ what: String) -> JSONValue {
        [
            "name": .string(name), "in": "path", "required": true, "description": .string("The \(what)'s id."),
            "schema": id,
        ]
    }

    /// An optional query parameter.
    static func queryParameter(_ name: String, _ description: String, schema: JSONValue) -> JSONValue {
        [
            "name": .string(name), "in": "query", "required": false, "description": .string(description),
            "schema": schema,
        ]
    }

    /// The `page` and `per_page` parameters of a list.
    static let pageParameters: [JSONValue] = [
        queryParameter(
            "page", "The page, from 1; past the last page gives the last page.",
            schema: integer(minimum: 1, maximum: Int(Int32.max))),
        queryParameter("per_page", "Items per page (default 50).", schema: integer(minimum: 1, maximum: 200)),
    ]

    /// A JSON request body of `schema`.
    static func jsonBody(_ schema: JSONValue) -> JSONValue {
        ["required": true, "content": ["application/json": ["schema": schema]]]
    }

    /// A `multipart/form-data` request body of `schema` (an upload).
    static func multipartBody(_ schema: JSONValue) -> JSONValue {
        ["required": true, "content": ["multipart/form-data": ["schema": schema]]]
    }

    /// A JSON response of `schema`, with the listed headers (all present).
    static func json(_ description: String, _ schema: JSONValue, headers: [String: String] = [:]) -> JSONValue {
        var response: [String: JSONValue] = [
            "description": .string(description), "content": ["application/json": ["schema": schema]],
        ]
        if !headers.isEmpty {
            response["headers"] = .object(
                headers.mapValues { text in
                    ["description": .string(text), "required": true, "schema": ["type": "string"]]
                })
        }
        return .object(response)
    }

    /// A reference to the shared response `name` (an error).
    static func response(_ name: String) -> JSONValue {
        ["$ref": .string("#/components/responses/\(name)")]
    }

    /// What can go wrong with a request: which error responses an operation lists besides 401 and 500.
    struct Failures: OptionSet, Sendable {
        /// The raw bits.
        let rawValue: Int
        /// 404: an id in the path (or query) names nothing of the caller's.
        static let notFound = Failures(rawValue: 1 << 0)
        /// 422: a value does not pass validation.
        static let invalid = Failures(rawValue: 1 << 1)
        /// 400 and 415: the JSON body cannot be read or is not JSON.
        static let jsonBody = Failures(rawValue: 1 << 2)
        /// 409: the request conflicts with what is stored.
        static let conflict = Failures(rawValue: 1 << 3)
        /// 403: a browser-session request without its CSRF token; 413: a body over the server's limit.
        static let changesState = Failures(rawValue: 1 << 4)
        /// 400: a `multipart/form-data` body that cannot be read.
        static let multipartBody = Failures(rawValue: 1 << 5)
    }

    /// An authenticated operation: its success responses plus the error responses `failures` implies.
    static func operation(
        _ id: String, _ summary: String, tag: String, parameters: [JSONValue] = [], body: JSONValue? = nil,
        responses: [String: JSONValue], failures: Failures = []
    ) -> JSONValue {
        var all = responses
        all["401"] = response("Unauthorized")
        all["500"] = response("InternalError")
        if failures.contains(.notFound) { all["404"] = response("NotFound") }
        if failures.contains(.invalid) { all["422"] = response("Invalid") }
        if failures.contains(.jsonBody) || failures.contains(.multipartBody) { all["400"] = response("BadRequest") }
        if failures.contains(.jsonBody) { all["415"] = response("UnsupportedMediaType") }
        if failures.contains(.conflict) { all["409"] = response("Conflict") }
        if failures.contains(.changesState) {
            all["403"] = response("Forbidden")
            all["413"] = response("ContentTooLarge")
        }
        var operation: [String: JSONValue] = [
            "operationId": .string(id), "summary": .string(summary), "tags": [.string(tag)], "responses": .object(all),
        ]
        if !parameters.isEmpty { operation["parameters"] = .array(parameters) }
        if let body { operation["requestBody"] = body }
        return .object(operation)
    }
}
