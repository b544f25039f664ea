public import Foundation

/// The cloud providers Cardbox can call, with their default address and model.
public struct CloudProvider: Sendable, Equatable {
    /// The name users give: `openai`, `openrouter` or `anthropic`.
    public let name: String
    /// The wire format.
    public let kind: ProviderSettings.Kind
    /// The default base URL.
    public let baseURL: URL
    /// The default model.
    public let model: String

    /// Every provider, in the order they are offered.
    public static let all: [CloudProvider] = [
        ("openai", ProviderSettings.Kind.openAI, "https://api.openai.com", "gpt-4o-mini"),
        ("openrouter", .openAI, "https://openrouter.ai/api", "openai/gpt-4o-mini"),
        ("anthropic", .anthropic, "https://api.anthropic.com", "claude-3-5-haiku-latest"),
    ].compactMap { name, kind, url, model in
        URL(string: url).map { CloudProvider(name: name, kind: kind, baseURL: $0, model: model) }
    }

    /// The provider called `name` (case-insensitive).
    public static func named(_ name: String) -> CloudProvider? {
        all.first { $0.name == name.lowercased() }
    }

    /// Settings to call this provider with `apiKey`, overriding the address or model if given.
    public func settings(apiKey: String, baseURL: URL? = nil, model: String? = nil) -> ProviderSettings {
        ProviderSettings(
            kind: kind, baseURL: baseURL ?? self.baseURL, model: model ?? self.model, apiKey: apiKey, isLocal: false,
            providerName: name)
    }
}
