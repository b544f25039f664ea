import CardboxCore
import CardboxGeneration
import Foundation
import Testing

extension ProviderTests {
    /// Which engine runs, and the reason shown for it.
    @Suite struct EngineSelectorTests {
        static let llama = ProviderSettings(
            kind: .openAI, baseURL: URL(fileURLWithPath: "/"), model: "qwen2.5-3b",
            isLocal: true, providerName: "llama-server")
        static let openAI = ProviderSettings(
            kind: .openAI, baseURL: URL(fileURLWithPath: "/"), model: "gpt-4o-mini", apiKey: ProviderFixtures.key,
            isLocal: false, providerName: "openai")
        static let anthropic = ProviderSettings(
            kind: .anthropic, baseURL: URL(fileURLWithPath: "/"), model: "claude-haiku-4-5", apiKey: "host-key",
            isLocal: false, providerName: "anthropic")

        struct Case: Sendable, CustomTestStringConvertible {
            var name: String
            var selector: EngineSelector
            var request: EngineRequest
            var engine: EngineDecision.Engine
            var summary: String
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case(
                name: "healthy local server first",
                selector: EngineSelector(
                    local: .init(settings: llama, health: .ready), userKey: .init(settings: openAI)),
                request: .auto, engine: .localServer(llama), summary: "local model server (llama-server, qwen2.5-3b)"),
            Case(
                name: "local down, user key",
                selector: EngineSelector(
                    local: .init(settings: llama, health: .unreachable("refused")), userKey: .init(settings: openAI)),
                request: .auto, engine: .userKey(openAI),
                summary: "your API key (openai, gpt-4o-mini) (local server not answering)"),
            Case(
                name: "user key rejected, host allowance left",
                selector: EngineSelector(
                    userKey: .init(settings: openAI, rejectedStatus: 401),
                    hostKey: .init(settings: anthropic, allowanceRemaining: 12)),
                request: .auto, engine: .hostKey(anthropic, remaining: 12),
                summary: "the host's model (anthropic, claude-haiku-4-5), 12 cards left this month (key rejected (401))"
            ),
            Case(
                name: "everything exhausted",
                selector: EngineSelector(
                    local: .init(settings: llama, health: .unreachable("refused")),
                    userKey: .init(settings: openAI, rejectedStatus: 401),
                    hostKey: .init(settings: anthropic, allowanceRemaining: 0)),
                request: .auto, engine: .extractive,
                summary: "offline engine (local server not answering; key rejected (401); monthly allowance used up)"),
            Case(
                name: "nothing configured", selector: EngineSelector(), request: .auto, engine: .extractive,
                summary: "offline engine (no model configured)"),
            Case(
                name: "local server loading",
                selector: EngineSelector(local: .init(settings: llama, health: .loading)), request: .auto,
                engine: .extractive, summary: "offline engine (local server still loading its model)"),
            Case(
                name: "extractive pinned",
                selector: EngineSelector(local: .init(settings: llama, health: .ready)), request: .extractive,
                engine: .extractive, summary: "offline engine (requested)"),
            Case(
                name: "anthropic pinned, only an OpenAI key",
                selector: EngineSelector(userKey: .init(settings: openAI)), request: .anthropic,
                engine: .extractive, summary: "offline engine (no model configured)"),
            Case(
                name: "openai pinned skips the Anthropic host key",
                selector: EngineSelector(
                    local: .init(settings: llama, health: .unreachable("refused")),
                    hostKey: .init(settings: anthropic, allowanceRemaining: 5)),
                request: .openai, engine: .extractive, summary: "offline engine (local server not answering)"),
            Case(
                name: "anthropic pinned uses the host key",
                selector: EngineSelector(
                    local: .init(settings: llama, health: .ready),
                    hostKey: .init(settings: anthropic, allowanceRemaining: 5)),
                request: .anthropic, engine: .hostKey(anthropic, remaining: 5),
                summary: "the host's model (anthropic, claude-haiku-4-5), 5 cards left this month"),
        ]

        @Test(arguments: cases)
        func decision(_ example: Case) {
            let decision = example.selector.select(example.request)
            #expect(decision.engine == example.engine)
            #expect(decision.summary == example.summary)
        }

        @Test func reasonAndSkippedAreSeparate() {
            let decision = EngineSelector(
                local: .init(settings: Self.llama, health: .unreachable("refused")),
                userKey: .init(settings: Self.openAI, rejectedStatus: 403)
            ).select(.auto)
            #expect(decision.reason == "offline engine")
            #expect(decision.skipped == ["local server not answering", "key rejected (403)"])
        }

        struct Offline: CardGenerator {
            var name: String { "extractive" }
            func generate(from chunk: DocumentChunk, quota: Int) async throws -> [CardDraft] { [] }
        }

        @Test func decisionsBuildTheirGenerators() {
            let offline = EngineDecision(engine: .extractive, reason: "", skipped: [])
            #expect(offline.makeGenerator(extractive: { Offline() }).name == "extractive")
            let local = EngineDecision(engine: .localServer(Self.llama), reason: "", skipped: [])
            let localGenerator = local.makeGenerator(extractive: { Offline() })
            #expect(localGenerator is OpenAICompatibleGenerator)
            #expect(localGenerator.name == "local:qwen2.5-3b")
            let host = EngineDecision(engine: .hostKey(Self.anthropic, remaining: 3), reason: "", skipped: [])
            let hostGenerator = host.makeGenerator(extractive: { Offline() })
            #expect(hostGenerator is AnthropicGenerator)
            #expect(hostGenerator.name == "cloud:anthropic/claude-haiku-4-5")
        }
    }
}

extension ProviderTests.EngineSelectorTests {
    @Test func aNamedEngineThatCannotRunIsRefusedAndAutoFallsBack() throws {
        let down = EngineSelector(
            local: .init(settings: Self.llama, health: .unreachable("refused")),
            userKey: .init(settings: Self.openAI, rejectedStatus: 401))
        #expect(
            throws: EngineUnavailable(request: .openai, reasons: ["local server not answering", "key rejected (401)"])
        ) {
            try down.require(.openai)
        }
        #expect(throws: EngineUnavailable(request: .anthropic, reasons: ["no model configured"])) {
            try down.require(.anthropic)
        }
        #expect(try down.require(.auto).engine == .extractive)
        #expect(try down.require(.extractive).engine == .extractive)
        let up = EngineSelector(userKey: .init(settings: Self.openAI))
        #expect(try up.require(.openai).engine == .userKey(Self.openAI))
        let message = EngineUnavailable(request: .anthropic, reasons: ["no model configured"]).description
        #expect(message.hasPrefix("The anthropic engine cannot run (no model configured)."))
    }
}
