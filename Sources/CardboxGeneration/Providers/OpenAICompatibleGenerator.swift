public import CardboxCore
import CardboxJSON
import Foundation

/// Writes cards with any server speaking OpenAI Chat Completions: OpenAI, OpenRouter and other clouds, llama-server,
/// Ollama's `/v1`, vLLM, LM Studio.
///
/// Each chunk becomes one `POST {base}/v1/chat/completions` whose `response_format` carries ``CardSchema`` with
/// `strict: true`; the model cites sentence numbers and the drafts get their sources from them. With
/// ``ProviderSettings/smallModel`` and a target finder, it instead writes one answer-aware card per call.
///
/// A server that refuses `response_format: json_schema` is asked the next way in ``StructuredOutputMode`` (JSON mode
/// with the schema, Ollama's `format`, then the prompt alone); the first way it accepts is kept in
/// ``outputMemory`` for the rest of the run, and ``notes`` says so in one sentence.
///
/// ```swift
/// let settings = ProviderSettings(kind: .openAI, baseURL: URL(string: "http://127.0.0.1:8080")!, model: "qwen2.5-3b")
/// let generator = OpenAICompatibleGenerator(settings: settings)
/// let drafts = try await generator.generate(from: chunk, quota: 4)
/// ```
public struct OpenAICompatibleGenerator: NotingGenerator {
    /// Picks the answer-aware targets for a chunk (at most the quota), for example from the extractive engine's
    /// candidates mapped with ``PromptBuilder/number(page:paragraph:sentence:)``.
    public typealias TargetFinder = @Sendable (PromptBuilder, _ quota: Int) -> [CardTarget]

    /// Where and how to reach the model.
    public let settings: ProviderSettings
    /// The structured-output mode the server accepted, shared by copies of this generator.
    public let outputMemory: StructuredOutputMemory
    private let client: ProviderClient
    private let targetFinder: TargetFinder?

    /// Creates a generator.
    ///
    /// - Parameters:
    ///   - settings: The server, model and key.
    ///   - transport: The network; `nil` uses a ``URLSessionTransport`` with the settings' timeouts.
    ///   - timing: Sleep, jitter and clock for retries.
    ///   - targetFinder: For small models: the targets to write one card each for; without it a small model gets the
    ///     batch prompt like any other.
    ///   - outputMemory: What is known of the server's structured output; a fresh memory learns it on the first call.
    public init(
        settings: ProviderSettings, transport: (any HTTPTransport)? = nil, timing: RetryTiming = .live,
        targetFinder: TargetFinder? = nil, outputMemory: StructuredOutputMemory = StructuredOutputMemory()
    ) {
        self.settings = settings
        self.targetFinder = targetFinder
        self.outputMemory = outputMemory
        client = ProviderClient(
            settings: settings, transport: transport ?? URLSessionTransport(timeouts: settings.timeouts),
            timing: timing)
    }

    /// `local:<model>` or `cloud:<provider>/<model>`.
    public var name: String { settings.engineName }

    /// One sentence when the server needed a way other than `json_schema` to return JSON.
    public var notes: [String] { outputMemory.mode?.note.map { [$0] } ?? [] }

    /// Drafts for `chunk`, at most `quota`.
    ///
    /// - Throws: ``GenerationError``: `keyRejected` (401/403, quota errors), `badRequest` (400 and other refusals,
    ///   including a context overflow), `unavailable` (still failing after the retries), `notAnswering` (no
    ///   connection), `malformedOutput` (cut off, refused, or not the JSON asked for).
    public func generate(from chunk: DocumentChunk, quota: Int) async throws -> [CardDraft] {
        let builder = PromptBuilder(chunk: chunk)
        guard quota > 0, !builder.sentences.isEmpty else { return [] }
        if settings.smallModel, let targetFinder {
            return try await generate(with: builder, targets: Array(targetFinder(builder, quota).prefix(quota)))
        }
        let cards = try await complete(maxCards: quota) { builder.batchPrompt(quota: quota, includeSchema: $0) }
        return builder.drafts(from: cards, engine: name, limit: quota)
    }

    /// One answer-aware card per target, one call each: the small-model variant.
    ///
    /// The drafts keep the targets' answers and sentences whatever the model wrote. A target whose answer is
    /// malformed is skipped; if every one is, the last error is thrown.
    ///
    /// - Parameter targets: `(sentence, answer)` pairs; `sentence` is the `[SN]` number.
    public func generate(
        from chunk: DocumentChunk, targets: [(sentence: Int, answer: String)]
    ) async throws
        -> [CardDraft]
    {
        try await generate(with: PromptBuilder(chunk: chunk), targets: CardTarget.list(targets))
    }

    private func generate(with builder: PromptBuilder, targets: [CardTarget]) async throws -> [CardDraft] {
        var drafts: [CardDraft] = []
        var lastFailure: GenerationError?
        for target in targets {
            guard let plain = builder.targetPrompt(target),
                let spelledOut = builder.targetPrompt(target, includeSchema: true)
            else { continue }
            do {
                let cards = try await complete(maxCards: 1) { $0 ? spelledOut : plain }
                guard var card = cards.first else { continue }
                card.answer = target.answer
                card.sentenceIndex = target.sentence
                drafts += builder.drafts(from: [card], engine: name, limit: 1)
            } catch let error as GenerationError {
                guard case .malformedOutput = error else { throw error }
                lastFailure = error
            }
        }
        if drafts.isEmpty, let lastFailure { throw lastFailure }
        return drafts
    }

    // MARK: - The exchange

    /// Sends the prompt in the server's structured-output mode and returns the cards of the answer.
    ///
    /// Until the mode is known, the modes are tried best first: a mode the server refuses (``isRefusal(_:)``) moves
    /// on to the next; the first answered exchange fixes the mode, even if the model's answer is then unusable.
    ///
    /// - Parameter prompt: The prompt, spelling out the schema when asked to (`true` for modes that do not enforce it).
    /// - Throws: The first refusal when the server refuses every mode; any other ``GenerationError`` at once.
    func complete(maxCards: Int, prompt: (_ includeSchema: Bool) -> Prompt) async throws -> [WireCard] {
        if let mode = outputMemory.mode {
            return try await exchange(prompt(!settings.enforcesSchema || !mode.enforcesSchema), mode, maxCards)
        }
        var firstRefusal: GenerationError?
        for mode in StructuredOutputMode.candidates(isLocal: settings.isLocal) {
            do {
                let cards = try await exchange(prompt(!settings.enforcesSchema || !mode.enforcesSchema), mode, maxCards)
                outputMemory.learn(mode)
                return cards
            } catch let error as GenerationError {
                if Self.isRefusal(error) {
                    if firstRefusal == nil { firstRefusal = error }
                    continue
                }
                if case .malformedOutput = error { outputMemory.learn(mode) }
                throw error
            }
        }
        throw firstRefusal ?? GenerationError.badRequest("the server accepted no way of asking for JSON")
    }

    /// Whether `error` is the server refusing the request's form, so another structured-output mode may work: a
    /// refused request (4xx, or llama-cpp-python's 500 for a body it cannot validate) that is not about the context
    /// size.
    static func isRefusal(_ error: GenerationError) -> Bool {
        guard case .badRequest(let message) = error else { return false }
        let lowered = message.lowercased()
        return
            !(lowered.contains("context size") || lowered.contains("context length")
            || lowered.contains("exceed_context"))
    }

    /// One request in `mode`, and the cards of its answer.
    private func exchange(_ prompt: Prompt, _ mode: StructuredOutputMode, _ maxCards: Int) async throws -> [WireCard] {
        let response = try await client.post(
            mode.path, body: requestBody(prompt, maxCards: maxCards, mode: mode), headers: headers)
        return mode == .ollamaFormat
            ? try Self.cards(fromOllamaResponse: response) : try Self.cards(fromResponse: response)
    }

    /// The request headers: a Bearer key when there is one.
    var headers: [String: String] {
        guard settings.hasKey, let key = settings.apiKey else { return [:] }
        return ["Authorization": "Bearer \(key)"]
    }

    /// The request body for `prompt` in `mode`: Chat Completions, or Ollama's own chat API for
    /// ``StructuredOutputMode/ollamaFormat``.
    func requestBody(_ prompt: Prompt, maxCards: Int, mode: StructuredOutputMode = .jsonSchema) -> JSONValue {
        let schema = CardSchema.schema(maxCards: maxCards, lengthConstraints: settings.acceptsLengthConstraints)
        // About 200 tokens per card; cloud reasoning models spend part of the limit thinking, so they get more room.
        let tokens = 256 * maxCards + 128
        let messages: JSONValue = [
            ["role": "system", "content": .string(prompt.system)],
            ["role": "user", "content": .string(prompt.user)],
        ]
        if mode == .ollamaFormat {
            var options: [String: JSONValue] = ["num_predict": .integer(tokens)]
            if let temperature = settings.temperature { options["temperature"] = .number(temperature) }
            return [
                "model": .string(settings.model), "messages": messages, "format": schema, "stream": false,
                "options": .object(options),
            ]
        }
        var body: [String: JSONValue] = [
            "model": .string(settings.model),
            "messages": messages,
            "stream": false,
        ]
        if let format = mode.responseFormat(schema: schema) { body["response_format"] = format }
        if settings.isLocal || settings.providerLabel != "openai" {
            body["max_tokens"] = .integer(settings.isLocal ? tokens : max(tokens, 4096))
        } else {
            // OpenAI's newer models refuse `max_tokens`; `max_completion_tokens` works for all of them.
            body["max_completion_tokens"] = .integer(max(tokens, 4096))
        }
        if let temperature = settings.temperature { body["temperature"] = .number(temperature) }
        return .object(body)
    }

    /// The cards in a Chat Completions response.
    ///
    /// - Throws: ``GenerationError/malformedOutput(_:)`` for a refusal, a cut-off answer (`finish_reason` `length`),
    ///   a filtered one, or content that is not the JSON asked for.
    static func cards(fromResponse response: JSONValue) throws -> [WireCard] {
        guard let choice = response["choices"]?[0] else {
            throw GenerationError.malformedOutput("the server's answer held no choices")
        }
        let message = choice["message"]
        if let refusal = message?["refusal"]?.stringValue, !refusal.trimmed.isEmpty {
            throw GenerationError.malformedOutput("the model refused: \(refusal.trimmed)")
        }
        switch choice["finish_reason"]?.stringValue {
        case "length":
            throw GenerationError.malformedOutput("the answer was cut off at the token limit (finish_reason length)")
        case "content_filter":
            throw GenerationError.malformedOutput("the provider's content filter stopped the answer")
        default:
            break
        }
        let content: String? =
            message?["content"]?.stringValue
            ?? message?["content"]?.arrayValue?.compactMap { $0["text"]?.stringValue }.joined()
        guard let content, !content.trimmed.isEmpty else {
            throw GenerationError.malformedOutput("the answer had no content")
        }
        return try ModelOutput.cards(fromText: content)
    }

    /// The cards in an answer of Ollama's own chat API (`{"message": {"content"}, "done_reason"}`).
    ///
    /// - Throws: ``GenerationError/malformedOutput(_:)`` for a cut-off answer (`done_reason` `length`) or content
    ///   that is not the JSON asked for.
    static func cards(fromOllamaResponse response: JSONValue) throws -> [WireCard] {
        if response["done_reason"]?.stringValue == "length" {
            throw GenerationError.malformedOutput("the answer was cut off at the token limit (done_reason length)")
        }
        guard let content = response["message"]?["content"]?.stringValue, !content.trimmed.isEmpty else {
            throw GenerationError.malformedOutput("the answer had no content")
        }
        return try ModelOutput.cards(fromText: content)
    }
}
