import CardboxJSON

/// How a request asks an OpenAI-compatible server for JSON in the card schema.
///
/// Servers people run differ: OpenAI, llama.cpp's `llama-server`, vLLM and Ollama's `/v1` take `response_format`
/// with `type: "json_schema"`; llama-cpp-python's server takes only `{"type": "json_object", "schema": …}`; Ollama's
/// own API takes a `format` field; some servers take none of these and only follow the prompt.
/// ``OpenAICompatibleGenerator`` tries them best first and keeps the first one a server accepts.
public enum StructuredOutputMode: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// `response_format: {"type": "json_schema", "json_schema": {"name", "strict": true, "schema"}}`.
    case jsonSchema
    /// `response_format: {"type": "json_object", "schema": …}`: JSON mode constrained by the schema.
    case jsonObject
    /// Ollama's native `POST /api/chat` with `format: <schema>`.
    case ollamaFormat
    /// No structured-output field: the prompt spells out the schema and the answer is parsed leniently.
    case promptOnly

    /// The modes to try for a server, best first: Ollama's own API only for local servers, since cloud APIs do not
    /// have it.
    public static func candidates(isLocal: Bool) -> [StructuredOutputMode] {
        isLocal ? allCases : [.jsonSchema, .jsonObject, .promptOnly]
    }

    /// Whether the server enforces the schema while decoding in this mode (if not, the prompt must spell it out).
    public var enforcesSchema: Bool { self != .promptOnly }

    /// The path the request is posted to.
    var path: String { self == .ollamaFormat ? "api/chat" : "v1/chat/completions" }

    /// A phrase naming the mode, for notes.
    public var description: String {
        switch self {
        case .jsonSchema: "structured output"
        case .jsonObject: "JSON mode"
        case .ollamaFormat: "Ollama's format field"
        case .promptOnly: "JSON described in the prompt"
        }
    }

    /// The note to store with a draft when a server needed this mode, or `nil` for the standard one.
    public var note: String? {
        switch self {
        case .jsonSchema: nil
        case .jsonObject: "the model server refused structured output; used JSON mode with the card schema"
        case .ollamaFormat: "the model server refused structured output; used Ollama's format field"
        case .promptOnly: "the model server refused structured output; asked for JSON in the prompt"
        }
    }

    /// The `response_format` value for a Chat Completions body, or `nil` for modes without one.
    func responseFormat(schema: JSONValue) -> JSONValue? {
        switch self {
        case .jsonSchema:
            [
                "type": "json_schema",
                "json_schema": ["name": .string(CardSchema.name), "strict": true, "schema": schema],
            ]
        case .jsonObject: ["type": "json_object", "schema": schema]
        case .ollamaFormat, .promptOnly: nil
        }
    }
}
