import CardboxCore
import CardboxGeneration
import CardboxJSON
import Foundation
import Testing

extension ProviderTests {
    /// The Anthropic Messages client over real sockets against the stub's replay of the API.
    @Suite(.timeLimit(.minutes(10))) struct AnthropicGeneratorTests {
        let sleeps = SleepRecorder()

        private func start(_ scenario: String) async throws -> (StubServer, AnthropicGenerator) {
            let stub = try await StubServer.start(scenario, expectedKey: ProviderFixtures.key)
            let generator = AnthropicGenerator(
                settings: ProviderFixtures.anthropic(stub.url), transport: ProviderFixtures.transport,
                timing: sleeps.timing)
            return (stub, generator)
        }

        private static let expectedSources = [
            ProviderFixtures.source(
                paragraph: 2, sentence: 1,
                quote: "They produce most of the cell's supply of adenosine triphosphate (ATP)."),
            ProviderFixtures.source(paragraph: 3, sentence: 0, quote: "The inner membrane folds into cristae."),
        ]

        @Test func requestCarriesKeyVersionAndOutputConfig() async throws {
            let (stub, generator) = try await start("anthropic-success")
            defer { stub.stop() }
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            #expect(drafts.map(\.source) == Self.expectedSources)
            #expect(drafts.allSatisfy { $0.engine == "cloud:anthropic/claude-sonnet-4-5" })

            let requests = try await stub.requests()
            let request = try #require(requests.first)
            #expect(requests.count == 1)
            #expect(request.method == "POST")
            #expect(request.path == "/v1/messages")
            #expect(request.auth.apiKey.present && request.auth.apiKey.matches)
            #expect(!request.auth.authorization.present)
            #expect(request.headers["anthropic-version"] == "2023-06-01")
            let body = try #require(request.body)
            #expect(body["model"] == "claude-sonnet-4-5")
            #expect(body["output_config"]?["format"]?["type"] == "json_schema")
            #expect(body["output_config"]?["format"]?["schema"] == CardSchema.schema)
            #expect(body["tools"] == nil)
            #expect((body["max_tokens"]?.intValue ?? 0) >= 1024)
            #expect(body["system"]?.stringValue?.contains("Give exactly three distractors") == true)
            #expect(body["messages"]?[0]?["role"] == "user")
            #expect(body["messages"]?[0]?["content"]?.stringValue?.contains("[S4] The inner membrane") == true)
            #expect(!generator.usesForcedTool)
        }

        @Test func thinkingBlocksAreSkippedAndTextIsRead() async throws {
            let (stub, generator) = try await start("anthropic-thinking")
            defer { stub.stop() }
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            #expect(drafts.map(\.source) == Self.expectedSources)
        }

        @Test func overloadedIsRetried() async throws {
            let (stub, generator) = try await start("anthropic-overloaded-then-success")
            defer { stub.stop() }
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            #expect(drafts.count == 2)
            #expect(try await stub.requests().count == 2)
            #expect(sleeps.durations == [.milliseconds(500)])
        }

        @Test func maxTokensStopIsMalformedOutput() async throws {
            let (stub, generator) = try await start("anthropic-max-tokens")
            defer { stub.stop() }
            let error = await #expect(throws: GenerationError.self) {
                try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            }
            #expect(
                error == .malformedOutput("the answer was cut off at the token limit (stop_reason max_tokens)"))
        }

        @Test func rejectedOutputConfigFallsBackToAForcedTool() async throws {
            let (stub, generator) = try await start("anthropic-output-config-unsupported")
            defer { stub.stop() }
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            #expect(drafts.map(\.source) == Self.expectedSources)
            #expect(generator.usesForcedTool)

            // Later chunks go straight to the tool.
            _ = try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            let bodies = try await stub.requests().compactMap(\.body)
            #expect(bodies.count == 3)
            #expect(bodies[0]["output_config"] != nil && bodies[0]["tools"] == nil)
            for body in bodies.dropFirst() {
                #expect(body["output_config"] == nil)
                #expect(body["tools"]?[0]?["name"] == "emit_cards")
                #expect(body["tools"]?[0]?["input_schema"] == CardSchema.schema)
                #expect(body["tool_choice"] == ["type": "tool", "name": "emit_cards"])
            }
            #expect(sleeps.durations.isEmpty)
        }

        @Test func theRealExtraInputsErrorFallsBackToAForcedTool() async throws {
            let (stub, generator) = try await start("anthropic-output-config-extra-inputs")
            defer { stub.stop() }
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            #expect(drafts.map(\.source) == Self.expectedSources)
            #expect(generator.usesForcedTool)
            let bodies = try await stub.requests().compactMap(\.body)
            #expect(bodies.count == 2)
            #expect(bodies[0]["output_config"] != nil)
            #expect(bodies[1]["output_config"] == nil)
            #expect(bodies[1]["tool_choice"] == ["type": "tool", "name": "emit_cards"])
            #expect(sleeps.durations.isEmpty)
        }

        @Test func rejectedKeyIsKeyRejected() async throws {
            let (stub, generator) = try await start("anthropic-unauthorized")
            defer { stub.stop() }
            let error = await #expect(throws: GenerationError.self) {
                try await generator.generate(from: ProviderFixtures.chunk, quota: 3)
            }
            #expect(error == .keyRejected(status: 401, message: "invalid x-api-key"))
            #expect(!String(describing: error).contains(ProviderFixtures.key))
            #expect(try await stub.requests().count == 1)
        }
    }
}
