import CardboxCore
import CardboxJSON
import Foundation
import Testing

@testable import CardboxGeneration

extension ProviderTests {
    /// The OpenAI-compatible client finds the way each server takes a JSON schema (`json_schema`, JSON mode with a
    /// schema, Ollama's `format`, the prompt alone), uses the best one, and keeps it for the rest of the run.
    @Suite(.timeLimit(.minutes(10))) struct StructuredOutputModeTests {
        let sleeps = SleepRecorder()

        private func generator(_ settings: ProviderSettings) -> OpenAICompatibleGenerator {
            OpenAICompatibleGenerator(settings: settings, transport: ProviderFixtures.transport, timing: sleeps.timing)
        }

        @Test func llamaCppPythonGetsJSONModeWithTheSchemaAfterRefusingJSONSchema() async throws {
            let stub = try await StubServer.start("llama-cpp-python")
            defer { stub.stop() }
            let generator = generator(ProviderFixtures.llamaServer(stub.url))
            let first = try await generator.generate(from: ProviderFixtures.chunk, quota: 1)
            #expect(first.map(\.answer) == ["adenosine triphosphate"])
            #expect(first.allSatisfy { $0.engine == "local:qwen2.5-3b" })
            // The refusal is a 500 with a validation error: not retried, since the same body cannot succeed.
            #expect(sleeps.durations.isEmpty)
            #expect(generator.outputMemory.mode == .jsonObject)
            #expect(
                generator.notes == ["the model server refused structured output; used JSON mode with the card schema"])

            // The next chunk goes straight to JSON mode.
            _ = try await generator.generate(from: ProviderFixtures.chunk, quota: 1)
            let requests = try await stub.requests()
            #expect(requests.map(\.path) == Array(repeating: "/v1/chat/completions", count: 3))
            #expect(
                requests.map { $0.body?["response_format"]?["type"]?.stringValue } == [
                    "json_schema", "json_object", "json_object",
                ])
            let body = try #require(requests[1].body)
            #expect(body["response_format"]?["schema"] == CardSchema.schema(maxCards: 1, lengthConstraints: true))
            #expect(body["response_format"]?["json_schema"] == nil)
            // The schema is enforced by the server's grammar, so the prompt does not spell it out.
            let system = try #require(body["messages"]?[0]?["content"]?.stringValue)
            #expect(!system.contains("\"additionalProperties\""))
        }

        @Test func ollamaFormatIsUsedWhenChatCompletionsRefusesResponseFormat() async throws {
            let stub = try await StubServer.start("ollama-format-only")
            defer { stub.stop() }
            let generator = generator(ProviderFixtures.llamaServer(stub.url))
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 2)
            #expect(drafts.map(\.answer) == ["adenosine triphosphate"])
            #expect(generator.outputMemory.mode == .ollamaFormat)
            #expect(generator.notes == ["the model server refused structured output; used Ollama's format field"])
            _ = try await generator.generate(from: ProviderFixtures.chunk, quota: 2)

            let requests = try await stub.requests()
            #expect(
                requests.map(\.path) == [
                    "/v1/chat/completions", "/v1/chat/completions", "/api/chat", "/api/chat",
                ])
            let body = try #require(requests[2].body)
            #expect(body["format"] == CardSchema.schema(maxCards: 2, lengthConstraints: true))
            #expect(body["stream"] == false)
            #expect(body["model"] == "qwen2.5-3b")
            #expect(body["options"]?["num_predict"] == 640)
            #expect(body["options"]?["temperature"] == 0.2)
            #expect(body["response_format"] == nil)
        }

        @Test func promptOnlyJSONWhenTheServerTakesNoStructuredOutput() async throws {
            let stub = try await StubServer.start("prompt-only-json")
            defer { stub.stop() }
            let generator = generator(ProviderFixtures.llamaServer(stub.url))
            let drafts = try await generator.generate(from: ProviderFixtures.chunk, quota: 1)
            #expect(drafts.map(\.answer) == ["adenosine triphosphate"])
            #expect(generator.outputMemory.mode == .promptOnly)
            #expect(generator.notes == ["the model server refused structured output; asked for JSON in the prompt"])

            let requests = try await stub.requests()
            #expect(
                requests.map(\.path) == [
                    "/v1/chat/completions", "/v1/chat/completions", "/api/chat", "/v1/chat/completions",
                ])
            let body = try #require(requests.last?.body)
            #expect(body["response_format"] == nil)
            let system = try #require(body["messages"]?[0]?["content"]?.stringValue)
            #expect(system.contains("\"additionalProperties\""))
        }

        @Test func aCloudServerIsNeverAskedOnOllamasOwnAPI() async throws {
            let stub = try await StubServer.start("prompt-only-json", expectedKey: ProviderFixtures.key)
            defer { stub.stop() }
            let generator = generator(ProviderFixtures.openAI(stub.url))
            _ = try await generator.generate(from: ProviderFixtures.chunk, quota: 1)
            let requests = try await stub.requests()
            #expect(requests.map(\.path) == Array(repeating: "/v1/chat/completions", count: 3))
            #expect(requests.allSatisfy { $0.auth.authorization.matches })
        }

        @Test func aServerThatAcceptsJSONSchemaIsAskedOnceWithoutANote() async throws {
            let stub = try await StubServer.start("openai-single-card")
            defer { stub.stop() }
            let generator = generator(ProviderFixtures.llamaServer(stub.url))
            _ = try await generator.generate(from: ProviderFixtures.chunk, quota: 1)
            #expect(generator.outputMemory.mode == .jsonSchema)
            #expect(generator.notes.isEmpty)
            #expect(try await stub.requests().count == 1)
        }

        @Test func whatIsLearntIsSharedByCopiesAndCanBePreset() async throws {
            let stub = try await StubServer.start("llama-cpp-python")
            defer { stub.stop() }
            let memory = StructuredOutputMemory(mode: .jsonObject)
            let generator = OpenAICompatibleGenerator(
                settings: ProviderFixtures.llamaServer(stub.url), transport: ProviderFixtures.transport,
                timing: sleeps.timing, outputMemory: memory)
            let copy = generator
            _ = try await copy.generate(from: ProviderFixtures.chunk, quota: 1)
            #expect(
                try await stub.requests().map { $0.body?["response_format"]?["type"]?.stringValue } == ["json_object"])
            #expect(generator.outputMemory === memory)
        }

        @Test func everyModeRefusedThrowsTheFirstRefusalAsOneLine() async throws {
            let stub = try await StubServer.start("llama-context-exceeded")
            defer { stub.stop() }
            // A context overflow is not a refusal of the format: no other mode is tried.
            await #expect(throws: GenerationError.self) {
                try await generator(ProviderFixtures.llamaServer(stub.url)).generate(
                    from: ProviderFixtures.chunk, quota: 3)
            }
            #expect(try await stub.requests().count == 1)

            let unknown = try await StubServer.start("ollama-models")
            defer { unknown.stop() }
            let error = await #expect(throws: GenerationError.self) {
                try await generator(ProviderFixtures.llamaServer(unknown.url)).generate(
                    from: ProviderFixtures.chunk, quota: 1)
            }
            #expect(
                error
                    == .badRequest(
                        "Unknown request URL: POST /v1/chat/completions. Please check the URL for typos."))
            #expect(try await unknown.requests().count == 4)
        }

        @Test func aBareLineBreakInsideAStringIsRead() throws {
            // Recorded from SmolLM2-135M under llama-cpp-python's JSON mode: its grammar let a raw newline into a string.
            let answer = """
                {"cards": [{"answer": "cell division", "distractors": ["osmosis", "diffusion", "meiosis"],                 "explanation": "Cells reproduce by dividing.", "question" :"SECTION104-How do cells reproduce?
                " ,"sentence_index": 2}]}
                """
            let cards = try ModelOutput.cards(fromText: answer)
            #expect(cards.map(\.question) == ["SECTION104-How do cells reproduce?\n"])
            #expect(cards.map(\.sentenceIndex) == [2])
            #expect(ModelOutput.escapingControlCharacters(in: "{\"a\": \"x\ty\"}\n") == "{\"a\": \"x\\ty\"}\n")
        }

        @Test func serverMessagesBecomeOneReadableLine() {
            let pydantic = """
                1 validation error for CreateChatCompletionRequest
                response_format.type
                  Input should be 'text' or 'json_object' [type=literal_error, input_value='json_schema', input_type=str]
                    For further information visit https://errors.pydantic.dev/2.12/v/literal_error
                """
            #expect(
                ProviderFailure.readable(pydantic)
                    == "the server did not accept the request's response_format.type field")
            let fastAPI = """
                1 validation error:
                  {'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), 'msg': "Input should be 'text'"}

                  File "/srv/app.py", line 376, in create_chat_completion
                    POST /v1/chat/completions
                """
            #expect(
                ProviderFailure.readable(fastAPI)
                    == "the server did not accept the request's response_format.type field"
            )
            let traceback = "Traceback (most recent call last):\n  File \"app.py\", line 3\nValueError: boom"
            #expect(ProviderFailure.readable(traceback) == nil)
            let body = try? JSONValue.object(["error": ["message": .string(traceback)]]).encoded()
            #expect(ProviderFailure.errorMessage(in: body ?? Data(), status: 500, key: nil) == "HTTP 500")
            let long = String(repeating: "word ", count: 80)
            let short = ProviderFailure.readable(long) ?? ""
            #expect(short.count <= 201 && short.hasSuffix("…"))
            #expect(ProviderFailure.readable("first line\nsecond line") == "first line")
        }
    }
}
