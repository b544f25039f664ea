import CardboxCore
import CardboxGeneration
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

extension ProviderTests {
    /// The OpenAI-compatible client against a real llama-server with a real model.
    ///
    /// This is the one conditional suite of the provider tests: it runs only when `CARDBOX_TEST_LLAMA_SERVER` (the
    /// `llama-server` binary) and `CARDBOX_TEST_LLAMA_MODEL` (a GGUF file) are set, because CI has neither: building
    /// llama.cpp takes a quarter of an hour and models are user-supplied files. Everything else it covers is also
    /// covered by the stub-based suites.
    @Suite(
        .enabled(
            if: LlamaServerEnvironment.configuration != nil,
            "needs CARDBOX_TEST_LLAMA_SERVER (binary) and CARDBOX_TEST_LLAMA_MODEL (GGUF path)"),
        .timeLimit(.minutes(10))
    )
    struct LlamaServerTests {
        @Test func realServerWritesCardsCitingTheChunk() async throws {
            let (binary, model) = try #require(LlamaServerEnvironment.configuration)
            let port = try Self.freePort()
            let key = UUID().uuidString  // a fresh key per run, as the app does
            let server = Process()
            server.executableURL = URL(fileURLWithPath: binary)
            server.arguments = [
                "--host", "127.0.0.1", "--port", String(port), "--api-key", key, "-m", model, "-c", "4096", "-np", "1",
                "-t", "2",
            ]
            server.standardOutput = FileHandle.nullDevice
            server.standardError = FileHandle.nullDevice
            try server.run()
            defer { if server.isRunning { server.terminate() } }

            let url = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let modelName = URL(fileURLWithPath: model).deletingPathExtension().lastPathComponent
            let settings = ProviderSettings(kind: .openAI, baseURL: url, model: modelName, apiKey: key)

            // Loading takes seconds; the probe says `loading`, then `ready`.
            var health = ProviderHealth.unreachable("not probed")
            for _ in 0..<480 where health != .ready && server.isRunning {
                health = await ProviderHealth.check(settings)
                if health != .ready { try await Task.sleep(for: .milliseconds(250)) }
            }
            try #require(health == .ready, "llama-server did not become ready: \(health)")

            let drafts: [CardDraft]
            do {
                drafts = try await OpenAICompatibleGenerator(settings: settings).generate(
                    from: ProviderFixtures.chunk, quota: 2)
            } catch GenerationError.malformedOutput(let reason) {
                // A grammar guarantees a valid prefix, not a finished document: a tiny model may run out of tokens.
                Issue.record("the model's answer was unusable: \(reason)")
                return
            }
            let builder = PromptBuilder(chunk: ProviderFixtures.chunk)
            let sources = builder.sentences.map { $0.source(in: ProviderFixtures.chunk) }
            #expect(drafts.count <= 2)
            for draft in drafts {
                #expect(sources.contains(draft.source))
                #expect(draft.engine == "local:\(modelName)")
                #expect(!draft.question.isEmpty && !draft.answer.isEmpty)
                #expect(draft.distractors.count == 3)  // the grammar enforces minItems/maxItems
            }

            // A wrong key is refused with the server's own message.
            var wrong = settings
            wrong.apiKey = "wrong-\(key)"
            let error = await #expect(throws: GenerationError.self) {
                try await OpenAICompatibleGenerator(settings: wrong).generate(from: ProviderFixtures.chunk, quota: 1)
            }
            #expect(error == .keyRejected(status: 401, message: "Invalid API Key"))
        }

        /// A port nothing listens on right now, from the kernel.
        static func freePort() throws -> Int {
            let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            try #require(socketFD >= 0)
            defer { close(socketFD) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                    bind(socketFD, generic, length) == 0 && getsockname(socketFD, generic, &length) == 0
                }
            }
            try #require(bound)
            return Int(UInt16(bigEndian: address.sin_port))
        }
    }
}

/// Where the real llama-server test finds its binary and model.
enum LlamaServerEnvironment {
    /// The binary and model from the environment, if both are set.
    static var configuration: (server: String, model: String)? {
        let environment = ProcessInfo.processInfo.environment
        guard let server = environment["CARDBOX_TEST_LLAMA_SERVER"], !server.isEmpty,
            let model = environment["CARDBOX_TEST_LLAMA_MODEL"], !model.isEmpty
        else { return nil }
        return (server, model)
    }
}
