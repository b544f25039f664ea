import CardboxGeneration
import Foundation
import Testing

extension ProviderTests {
    /// Defaults, names and the key's privacy.
    @Suite struct ProviderSettingsTests {
        @Test func descriptionsNeverShowTheKey() throws {
            let settings = try ProviderFixtures.openAI(#require(URL(string: "https://api.openai.com")))
            var dumped = ""
            dump(settings, to: &dumped)
            for text in [
                settings.description, settings.debugDescription, "\(settings)", String(reflecting: settings), dumped,
            ] {
                #expect(!text.contains(ProviderFixtures.key))
            }
            #expect(settings.description.contains("key: set (redacted)"))
            #expect(dumped.contains("<redacted>"))
        }

        @Test func codableKeepsTheKeyForPrivateStorage() throws {
            let settings = try ProviderFixtures.openAI(#require(URL(string: "https://api.openai.com")))
            let decoded = try JSONDecoder().decode(ProviderSettings.self, from: JSONEncoder().encode(settings))
            #expect(decoded == settings)
            #expect(decoded.apiKey == ProviderFixtures.key)
        }

        @Test func defaultsFollowWhereTheServerIs() throws {
            let local = try ProviderSettings(
                kind: .openAI, baseURL: #require(URL(string: "http://localhost:8080")), model: "qwen2.5-3b")
            #expect(local.isLocal)
            #expect(local.timeouts == .init(connect: 10, request: 600))
            #expect(local.maxRetries == 3)
            #expect(local.enforcesSchema && local.acceptsLengthConstraints)
            #expect(local.temperature == 0.2)
            #expect(!local.smallModel)

            let cloud = try ProviderSettings(
                kind: .openAI, baseURL: #require(URL(string: "https://api.openai.com")), model: "gpt-4o-mini",
                apiKey: ProviderFixtures.key)
            #expect(!cloud.isLocal)
            #expect(cloud.timeouts == .init(connect: 10, request: 120))
            #expect(cloud.enforcesSchema && !cloud.acceptsLengthConstraints)
            #expect(cloud.temperature == nil)
        }

        @Test(arguments: [
            ("https://api.openai.com", false, ProviderSettings.Kind.openAI, "openai", "cloud:openai/m"),
            ("https://openrouter.ai/api/v1", false, .openAI, "openrouter", "cloud:openrouter/m"),
            ("https://api.groq.com/openai", false, .openAI, "groq", "cloud:groq/m"),
            ("https://api.anthropic.com", false, .anthropic, "anthropic", "cloud:anthropic/m"),
            ("https://llm.example.org", false, .openAI, "example", "cloud:example/m"),
            ("https://10.0.0.7:9000", false, .openAI, "openai-compatible", "cloud:openai-compatible/m"),
            ("http://127.0.0.1:11434", true, .openAI, "ollama", "local:m"),
            ("http://127.0.0.1:8080", true, .openAI, "llama-server", "local:m"),
        ])
        func providerLabelsComeFromTheURL(
            url: String, isLocal: Bool, kind: ProviderSettings.Kind, label: String, engine: String
        ) throws {
            let settings = try ProviderSettings(kind: kind, baseURL: #require(URL(string: url)), model: "m")
            #expect(settings.isLocal == isLocal)
            #expect(settings.providerLabel == label)
            #expect(settings.engineName == engine)
        }

        @Test func explicitProviderNameWins() throws {
            let settings = try ProviderSettings(
                kind: .openAI, baseURL: #require(URL(string: "https://gateway.internal.example")), model: "m",
                providerName: "azure")
            #expect(settings.engineName == "cloud:azure/m")
        }
    }
}
