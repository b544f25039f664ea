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
/// ```swift
/// let settings = ProviderSettings(kind: .openAI, baseURL: URL(string: "http://127.0.0.1:8080")!, model: "qwen2.5-3b")
/// let generator = OpenAICompatibleGenerator(settings: settings)
/// let drafts = try await generator.generate(from: chunk, quota: 4)
/// ```
public struct OpenAICompatibleGenerator: CardGenerator {
    /// Picks the answer-aware targets for a chunk (at most the quota), for example from the extractive engine's
    /// candidates mapped with ``PromptBuilder/number(page:paragraph:sentence:)``.
    public typealias TargetFinder = @Sendable (PromptBuilder, _ quota: Int) -> [CardTarget]

    /// Where and how to reach the model.
    public let settings: ProviderSettings
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
    public init(
        settings: ProviderSettings, transport: (any HTTPTransport)? = nil, timing: RetryTiming = .live,
        targetFinder: TargetFinder? = nil
    ) {
        self.settings = settings
        self.targetFinder = targetFinder
        client = ProviderClient(
            settings: settings, transport: transport ?? URLSessionTransport(timeouts: settings.timeouts),
            timing: timing)
    }

    /// `local:<model>` or `cloud:<provider>/<model>`.
    public var name: String { settings.engineName }

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
        let prompt = builder.batchPrompt(quota: quota, includeSchema: !settings.enforcesSchema)
        let cards = try await complete(prompt, maxCards: quota)
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
            guard let prompt = builder.targetPrompt(target, includeSchema: !settings.enforcesSchema) else { continue }
            do {
                let cards = try await complete(prompt, maxCards: 1)
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

    /// Sends `prompt` and returns the cards of the answer.
    func complete(_ prompt: Prompt, maxCards: Int) async throws -> [WireCard] {
        let response = try await client.post(
            "v1/chat/completions", body: requestBody(prompt, maxCards: maxCards), headers: headers)
        return try Self.cards(fromResponse: response)
    }

    /// The request headers: a Bearer key when there is one.
    var headers: [String: String] {
        guard settings.hasKey, let key = settings.apiKey else { return [:] }
        return ["Authorization": "Bearer \(key)"]
    }

    /// The Chat Completions body for `prompt`.
    func requestBody(_ prompt: Prompt, maxCards: Int) -> JSONValue {
        let schema = CardSchema.schema(maxCards: maxCards, lengthConstraints: settings.acceptsLengthConstraints)
        // About 200 tokens per card; cloud reasoning models spend part of the limit thinking, so they get more room.
        let tokens = 256 * maxCards + 128
        var body: [String: JSONValue] = [
            "model": .string(settings.model),
            "messages": [
                ["role": "system", "content": .string(prompt.system)],
                ["role": "user", "content": .string(prompt.user)],
            ],
            "response_format": [
                "type": "json_schema",
                "json_schema": ["name": .string(CardSchema.name), "strict": true, "schema": schema],
            ],
            "stream": false,
        ]
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
}
