import CardboxCore
import CardboxGeneration
import CardboxTestSupport
import Foundation
import Testing

extension ProviderTests {
    /// The OpenAI-compatible client against a real local model server (llama-cpp-python's, with SmolLM2-135M, as
    /// `scripts/setup` installs it) that demands a key: the probe, the cards it writes and a refused key.
    @Suite(.timeLimit(.minutes(10))) struct LocalServerClientTests {
        @Test func theClientProbesWritesCardsAndReportsARefusedKey() async throws {
            let key = UUID().uuidString  // a fresh key per run, as the app does
            let server = try await LocalModelServer.start(apiKey: key)
            defer { server.stop() }
            let modelName = URL(fileURLWithPath: server.model).deletingPathExtension().lastPathComponent
            let settings = ProviderSettings(
                kind: .openAI, baseURL: server.url, model: modelName, apiKey: key, isLocal: true)
            #expect(await ProviderHealth.check(settings) == .ready)

            // A 135-million-parameter model proves the wire, not the cards: whatever it writes is parsed into drafts
            // that cite the chunk, or refused as malformed with a reason.
            do {
                let drafts = try await OpenAICompatibleGenerator(settings: settings).generate(
                    from: ProviderFixtures.chunk, quota: 2)
                let builder = PromptBuilder(chunk: ProviderFixtures.chunk)
                let sources = builder.sentences.map { $0.source(in: ProviderFixtures.chunk) }
                for draft in drafts {
                    #expect(sources.contains(draft.source))
                    #expect(draft.engine == "local:\(modelName)")
                    #expect(!draft.question.isEmpty && !draft.answer.isEmpty)
                }
            } catch GenerationError.malformedOutput(let reason) {
                #expect(!reason.isEmpty)
            }

            var wrong = settings
            wrong.apiKey = "wrong-\(key)"
            #expect(await ProviderHealth.check(wrong) == .keyRejected(status: 401))
            let error = await #expect(throws: GenerationError.self) {
                try await OpenAICompatibleGenerator(settings: wrong).generate(from: ProviderFixtures.chunk, quota: 1)
            }
            guard case .keyRejected(let status, _) = error else {
                Issue.record("a wrong key gave \(String(describing: error)), not a refused key")
                return
            }
            #expect(status == 401)
        }
    }
}
