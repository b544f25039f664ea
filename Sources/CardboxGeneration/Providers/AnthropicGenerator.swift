public import CardboxCore
import CardboxJSON
import Foundation
import Synchronization

/// Writes cards with Anthropic's Messages API (`POST {base}/v1/messages`).
///
/// The prompt and schema are those of ``OpenAICompatibleGenerator``; the schema goes in
/// `output_config.format` (`json_schema`), and the JSON comes back in a `text` block. A model that rejects
/// `output_config` with a 400 is asked again with a forced tool call (`tools` + `tool_choice` naming
/// ``CardSchema/toolName``), whose `tool_use` block carries the cards as an object; the generator remembers this and
/// uses the tool for its later chunks.
public struct AnthropicGenerator: CardGenerator {
    /// The API version header sent with every request.
    public static let apiVersion = "2023-06-01"

    /// Where and how to reach the model.
    public let settings: ProviderSettings
    private let client: ProviderClient
    private let mode: Mode

    /// Creates a generator.
    ///
    /// - Parameters:
    ///   - settings: The server, model and key (`kind` should be ``ProviderSettings/Kind/anthropic``).
    ///   - transport: The network; `nil` uses a ``URLSessionTransport`` with the settings' timeouts.
    ///   - timing: Sleep, jitter and clock for retries.
    public init(settings: ProviderSettings, transport: (any HTTPTransport)? = nil, timing: RetryTiming = .live) {
        self.settings = settings
        mode = Mode()
        client = ProviderClient(
            settings: settings, transport: transport ?? URLSessionTransport(timeouts: settings.timeouts),
            timing: timing)
    }

    /// `cloud:anthropic/<model>` (or `local:<model>` for a local server speaking the Messages API).
    public var name: String { settings.engineName }

    /// Whether the generator has switched to the forced tool call.
    public var usesForcedTool: Bool { mode.usesTool.withLock { $0 } }

    /// Drafts for `chunk`, at most `quota`.
    ///
    /// - Throws: ``GenerationError``, as for ``OpenAICompatibleGenerator/generate(from:quota:)``; `stop_reason`
    ///   `max_tokens` and `refusal` are `malformedOutput`; 529 (overloaded) is retried.
    public func generate(from chunk: DocumentChunk, quota: Int) async throws -> [CardDraft] {
        let builder = PromptBuilder(chunk: chunk)
        guard quota > 0, !builder.sentences.isEmpty else { return [] }
        let prompt = builder.batchPrompt(quota: quota, includeSchema: !settings.enforcesSchema)
        let response: JSONValue
        if usesForcedTool {
            response = try await send(prompt, maxCards: quota, forcedTool: true)
        } else {
            do {
                response = try await send(prompt, maxCards: quota, forcedTool: false)
            } catch GenerationError.badRequest(let message) where Self.rejectsOutputFormat(message) {
                mode.usesTool.withLock { $0 = true }
                response = try await send(prompt, maxCards: quota, forcedTool: true)
            }
        }
        return builder.drafts(from: try Self.cards(fromResponse: response), engine: name, limit: quota)
    }

    // MARK: - The exchange

    private func send(_ prompt: Prompt, maxCards: Int, forcedTool: Bool) async throws -> JSONValue {
        try await client.post(
            "v1/messages", body: requestBody(prompt, maxCards: maxCards, forcedTool: forcedTool), headers: headers)
    }

    /// The request headers: the key (when set) and the API version.
    var headers: [String: String] {
        var headers = ["anthropic-version": Self.apiVersion]
        if settings.hasKey, let key = settings.apiKey { headers["x-api-key"] = key }
        return headers
    }

    /// The Messages body for `prompt`, with `output_config.format` or, with `forcedTool`, a forced tool call.
    func requestBody(_ prompt: Prompt, maxCards: Int, forcedTool: Bool) -> JSONValue {
        var body: [String: JSONValue] = [
            "model": .string(settings.model),
            "max_tokens": .integer(max(1024, 256 * maxCards + 128)),
            "system": .string(prompt.system),
            "messages": [["role": "user", "content": .string(prompt.user)]],
        ]
        if let temperature = settings.temperature { body["temperature"] = .number(temperature) }
        if forcedTool {
            // No `strict` flag: the fallback is for models without structured outputs, which strict tools also need.
            body["tools"] = [
                [
                    "name": .string(CardSchema.toolName),
                    "description": "Records the flashcards written from the numbered text.",
                    "input_schema": CardSchema.schema,
                ]
            ]
            body["tool_choice"] = ["type": "tool", "name": .string(CardSchema.toolName)]
        } else {
            body["output_config"] = ["format": ["type": "json_schema", "schema": CardSchema.schema]]
        }
        return .object(body)
    }

    /// Whether a 400's message says the model does not accept `output_config.format`.
    static func rejectsOutputFormat(_ message: String) -> Bool {
        let text = message.lowercased()
        return text.contains("output_config") || text.contains("output_format") || text.contains("structured output")
            || text.contains("json_schema") || (text.contains("format") && text.contains("not support"))
    }

    /// The cards in a Messages response, read from its blocks by type: the `tool_use` block of
    /// ``CardSchema/toolName`` if there is one, else the `text` blocks (`thinking` blocks are skipped).
    ///
    /// - Throws: ``GenerationError/malformedOutput(_:)`` for `stop_reason` `max_tokens` or `refusal`, or an answer
    ///   without the JSON asked for.
    static func cards(fromResponse response: JSONValue) throws -> [WireCard] {
        let blocks = response["content"]?.arrayValue ?? []
        let text = blocks.filter { $0["type"]?.stringValue == "text" }.compactMap { $0["text"]?.stringValue }
            .joined()
        switch response["stop_reason"]?.stringValue {
        case "max_tokens":
            throw GenerationError.malformedOutput("the answer was cut off at the token limit (stop_reason max_tokens)")
        case "refusal":
            let said = text.trimmed.isEmpty ? "" : ": \(text.trimmed)"
            throw GenerationError.malformedOutput("the model refused\(said)")
        default:
            break
        }
        if let tool = blocks.first(where: {
            $0["type"]?.stringValue == "tool_use" && $0["name"]?.stringValue == CardSchema.toolName
        }), let input = tool["input"] {
            return try ModelOutput.cards(from: input)
        }
        guard !text.trimmed.isEmpty else { throw GenerationError.malformedOutput("the answer had no text") }
        return try ModelOutput.cards(fromText: text)
    }

    /// Whether to use the forced tool, shared by copies of the generator.
    private final class Mode: Sendable {
        let usesTool = Mutex(false)
    }
}
