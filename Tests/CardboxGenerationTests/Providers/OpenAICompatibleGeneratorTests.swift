import CardboxCore
import CardboxGeneration
import CardboxJSON
import Foundation
import Testing

extension ProviderTests {
    /// The OpenAI-compatible client over real sockets against the stub's replay of OpenAI, llama-server and Ollama.
    @Suite(.timeLimit(.minutes(10))) struct OpenAICompatibleGeneratorTests {
        let sleeps = SleepRecorder()

        private func generator(_ settings: ProviderSettings) -> OpenAICompatibleGenerator {
            OpenAICompatibleGenerator(settings: settings, transport: ProviderFixtures.transport, timing: sleeps.timing)
        }

        private func cloud(_ scenario: String) async throws -> (StubServer, OpenAICompatibleGenerator) {
            let stub = try await StubServer.start(scenario, expectedKey: ProviderFixtures.key)
            return (stub, generator(ProviderFixtures.openAI(stub.url)))
        }

        private static let expectedSources = [
            ProviderFixtures.source(
                paragraph: 2, sentence: 1,
                quote: "They produce most of the cell's supply of adenosine triphosphate (ATP)."),
            ProviderFixtures.source(paragraph: 3, sentence: 0, quote: "The inner membrane folds into cristae."),
        ]

        @Test func strictSchemaRequestAndCitedSentencesBecomeSources() async throws {
            let (stub, generator) = try await cloud("openai-success")
            defer { stub.stop() }
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 3)

            // The card citing [S99] is dropped; the others get page, paragraph, sentence and quote from their index.
            #expect(drafts.map(\.source) == Self.expectedSources)
            #expect(drafts.map(\.answer) == ["Mitochondria", "cristae"])
            #expect(drafts[0].distractors == ["Ribosomes", "Lysosomes", "Golgi bodies"])
            #expect(drafts[1].explanation == "The inner membrane folds into cristae.")
            #expect(drafts.allSatisfy { $0.kind == .basic && $0.engine == "cloud:openai/gpt-4o-mini" })
            #expect(generator.name == "cloud:openai/gpt-4o-mini")

            let requests = try await stub.requests()
            let request = try #require(requests.first)
            #expect(requests.count == 1)
            #expect(request.method == "POST")
            #expect(request.path == "/v1/chat/completions")
            #expect(request.auth.authorization.present && request.auth.authorization.matches)
            #expect(!request.auth.apiKey.present)
            #expect(request.headers["content-type"] == "application/json")
            let body = try #require(request.body)
            #expect(body["model"] == "gpt-4o-mini")
            #expect(body["stream"] == false)
            #expect(body["response_format"]?["type"] == "json_schema")
            #expect(body["response_format"]?["json_schema"]?["strict"] == true)
            #expect(body["response_format"]?["json_schema"]?["name"] == "flashcards")
            #expect(body["response_format"]?["json_schema"]?["schema"] == CardSchema.schema)
            #expect(body["max_completion_tokens"]?.intValue != nil)
            #expect(body["temperature"] == nil)
            #expect(body["messages"]?[0]?["role"] == "system")
            #expect(body["messages"]?[1]?["role"] == "user")
            let user = try #require(body["messages"]?[1]?["content"]?.stringValue)
            #expect(user.contains("[S1] Mitochondria are membrane-bound organelles"))
            #expect(user.contains("[S5] Cristae increase the surface area"))
            #expect(user.contains("Write 3 cards"))
            #expect(sleeps.durations.isEmpty)
        }

        @Test func codeFencedContentWithProseIsParsed() async throws {
            let (stub, generator) = try await cloud("openai-code-fenced")
            defer { stub.stop() }
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            #expect(drafts.map(\.source) == Self.expectedSources)
        }

        @Test func quotaLimitsTheDrafts() async throws {
            let (stub, generator) = try await cloud("openai-success")
            defer { stub.stop() }
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 1)
            #expect(drafts.map(\.answer) == ["Mitochondria"])
        }

        @Test func ollamaResponseShapeIsParsed() async throws {
            let stub = try await StubServer.start("ollama-success")
            defer { stub.stop() }
            let settings = ProviderSettings(
                kind: .openAI, baseURL: stub.url, model: "qwen2.5:3b", providerName: "ollama")
            let drafts = try await generator(settings).generate(from: ProviderFixtures.chunk, quota: 3)
            #expect(drafts.map(\.source) == Self.expectedSources)
            #expect(drafts.allSatisfy { $0.engine == "local:qwen2.5:3b" })
        }

        @Test func cutOffAnswerIsMalformedOutput() async throws {
            let (stub, generator) = try await cloud("openai-length")
            defer { stub.stop() }
            let error = await #expect(throws: GenerationError.self) {
                try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            }
            #expect(
                error == .malformedOutput("the answer was cut off at the token limit (finish_reason length)"))
            #expect(try await stub.requests().count == 1)
        }

        @Test func refusalIsMalformedOutputWithTheRefusal() async throws {
            let (stub, generator) = try await cloud("openai-refusal")
            defer { stub.stop() }
            let error = await #expect(throws: GenerationError.self) {
                try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            }
            #expect(error == .malformedOutput("the model refused: I'm sorry, I can't help with that request."))
        }

        @Test func invalidJSONContentIsMalformedOutput() async throws {
            let (stub, generator) = try await cloud("openai-malformed")
            defer { stub.stop() }
            let error = await #expect(throws: GenerationError.self) {
                try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            }
            #expect(error == .malformedOutput("the answer was not the JSON asked for"))
        }

        @Test func rejectedKeyKeepsTheMessageButNotTheKey() async throws {
            let (stub, generator) = try await cloud("openai-unauthorized")
            defer { stub.stop() }
            let error = try #require(
                await #expect(throws: GenerationError.self) {
                    try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
                })
            guard case .keyRejected(let status, let message) = error else {
                Issue.record("expected keyRejected, got \(error)")
                return
            }
            #expect(status == 401)
            #expect(message.hasPrefix("Incorrect API key provided: [redacted]"))
            #expect(message.contains("You can find your API key at"))
            for text in [String(describing: error), message, "\(generator.settings)"] {
                #expect(!text.contains(ProviderFixtures.key))
                #expect(!text.contains(ProviderFixtures.key.prefix(9)))
                #expect(!text.contains("***"))
            }
            #expect(try await stub.requests().count == 1)
            #expect(sleeps.durations.isEmpty)
        }

        @Test func rateLimitWaitsAtLeastRetryAfter() async throws {
            let (stub, generator) = try await cloud("openai-rate-limited")
            defer { stub.stop() }
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            #expect(drafts.count == 2)
            #expect(try await stub.requests().count == 2)
            // Our own backoff would be 0.5 s; the server's `retry-after: 1` wins.
            #expect(sleeps.durations == [.seconds(1)])
        }

        @Test func persistentRateLimitGivesUpAfterThreeRetries() async throws {
            let (stub, generator) = try await cloud("openai-rate-limited-always")
            defer { stub.stop() }
            let error = try #require(
                await #expect(throws: GenerationError.self) {
                    try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
                })
            guard case .unavailable(let message) = error else {
                Issue.record("expected unavailable, got \(error)")
                return
            }
            #expect(message.hasPrefix("Rate limit reached for gpt-4o-mini"))
            #expect(message.hasSuffix("(HTTP 429)"))
            #expect(try await stub.requests().count == 4)
            // Backoff 0.5 s, 1 s, 2 s (doubling, jitter at its floor), never below retry-after's 1 s.
            #expect(sleeps.durations == [.seconds(1), .seconds(1), .seconds(2)])
        }

        @Test func exhaustedQuotaIsNotRetried() async throws {
            let (stub, generator) = try await cloud("openai-quota")
            defer { stub.stop() }
            let error = try #require(
                await #expect(throws: GenerationError.self) {
                    try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
                })
            guard case .keyRejected(429, let message) = error else {
                Issue.record("expected keyRejected(429), got \(error)")
                return
            }
            #expect(message.hasPrefix("You exceeded your current quota"))
            #expect(try await stub.requests().count == 1)
            #expect(sleeps.durations.isEmpty)
        }

        @Test func serverErrorIsRetriedWithBackoff() async throws {
            let (stub, generator) = try await cloud("openai-server-error-then-success")
            defer { stub.stop() }
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            #expect(drafts.map(\.source) == Self.expectedSources)
            #expect(try await stub.requests().count == 2)
            #expect(sleeps.durations == [.milliseconds(500)])
        }

        @Test func llamaServerLoadingModelIsWaitedFor() async throws {
            let stub = try await StubServer.start("llama-loading-then-success")
            defer { stub.stop() }
            let generator = generator(ProviderFixtures.llamaServer(stub.url))
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            #expect(drafts.map(\.source) == Self.expectedSources)
            #expect(drafts.allSatisfy { $0.engine == "local:qwen2.5-3b" })
            #expect(sleeps.durations == [.milliseconds(500)])

            let requests = try await stub.requests()
            #expect(requests.count == 2)
            let request = try #require(requests.last)
            #expect(!request.auth.authorization.present)
            let body = try #require(request.body)
            // A grammar-based local server gets counts and lengths in the schema, a token limit and a temperature.
            #expect(
                body["response_format"]?["json_schema"]?["schema"]
                    == CardSchema.schema(maxCards: 3, lengthConstraints: true))
            #expect(body["response_format"]?["json_schema"]?["schema"]?["properties"]?["cards"]?["maxItems"] == 3)
            #expect(body["max_tokens"] == 896)
            #expect(body["temperature"] == 0.2)
        }

        @Test func contextOverflowIsABadRequestWithTheServersMessage() async throws {
            let stub = try await StubServer.start("llama-context-exceeded")
            defer { stub.stop() }
            let error = await #expect(throws: GenerationError.self) {
                try await generator(ProviderFixtures.llamaServer(stub.url)).generate(
                    from: ProviderFixtures.chunk, quota: 3)
            }
            #expect(
                error
                    == .badRequest(
                        "request (5120 tokens) exceeds the available context size (4096 tokens), try increasing it"))
            #expect(try await stub.requests().count == 1)
        }

        @Test func refusedConnectionIsNotAnsweringWithoutRetries() async throws {
            let settings = try ProviderFixtures.llamaServer(#require(URL(string: "http://127.0.0.1:1")))
            let error = await #expect(throws: GenerationError.self) {
                try await generator(settings).generate(from: ProviderFixtures.chunk, quota: 3)
            }
            #expect(error == .notAnswering("nothing accepted a connection at 127.0.0.1:1"))
            #expect(sleeps.durations.isEmpty)
        }

        @Test func smallModelWritesOneAnswerAwareCardPerTarget() async throws {
            let stub = try await StubServer.start("openai-single-card")
            defer { stub.stop() }
            let generator = generator(ProviderFixtures.llamaServer(stub.url, smallModel: true))
            let drafts = try await generator.generate(
                from: ProviderFixtures.chunk,
                targets: [(sentence: 2, answer: "adenosine triphosphate"), (4, "cristae")])

            // The targets' answers and sentences win over what the model wrote.
            #expect(drafts.map(\.answer) == ["adenosine triphosphate", "cristae"])
            #expect(drafts.map(\.source) == Self.expectedSources)
            #expect(drafts[0].question == "Which molecule does the mitochondrion make most of in the cell?")

            let requests = try await stub.requests()
            #expect(requests.count == 2)
            let users = requests.compactMap { $0.body?["messages"]?[1]?["content"]?.stringValue }
            #expect(users.count == 2)
            #expect(users[0].contains("Its answer must be exactly: adenosine triphosphate"))
            #expect(users[0].contains("[S1]") && users[0].contains("[S3]") && !users[0].contains("[S4]"))
            #expect(users[1].contains("Its answer must be exactly: cristae"))
            #expect(users[1].contains("[S5]") && !users[1].contains("[S2]"))
            #expect(
                requests[0].body?["response_format"]?["json_schema"]?["schema"]?["properties"]?["cards"]?["maxItems"]
                    == 1)
        }

        @Test func smallModelAsksTheTargetFinderForTheQuota() async throws {
            let stub = try await StubServer.start("openai-single-card")
            defer { stub.stop() }
            let generator = OpenAICompatibleGenerator(
                settings: ProviderFixtures.llamaServer(stub.url, smallModel: true),
                transport: ProviderFixtures.transport, timing: sleeps.timing,
                targetFinder: { builder, quota in
                    // As an extractive candidate would: paragraph 3, first sentence.
                    let number = builder.number(page: 2, paragraph: 3, sentence: 0) ?? 0
                    return Array(repeating: CardTarget(sentence: number, answer: "cristae"), count: quota + 2)
                })
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 1)
            #expect(drafts.map(\.answer) == ["cristae"])
            #expect(drafts.first?.source == Self.expectedSources[1])
            #expect(try await stub.requests().count == 1)
        }
    }
}
