public import Foundation

/// Where card generation may find a model, as configured.
///
/// A cloud provider with the host's key, and a local model server; the command line and the server read the same
/// settings.
public struct ModelSettings: Sendable, Equatable {
    /// The cloud provider (`openai`, `openrouter`, `anthropic`) that keys are for.
    public var provider: String?
    /// A different address for the provider.
    public var baseURL: URL?
    /// A different model.
    public var model: String?
    /// The host's key; cards made with it count against each user's monthly allowance.
    public var hostKey: String?
    /// A local OpenAI-compatible server (Ollama, llama-server).
    public var localURL: URL?
    /// The local model's name.
    public var localModel: String?
    /// Whether the local model is small (a few billion parameters): it then writes one card per call around an
    /// answer the offline engine picked.
    public var localSmallModel: Bool

    /// Creates the settings.
    public init(
        provider: String? = nil, baseURL: URL? = nil, model: String? = nil, hostKey: String? = nil,
        localURL: URL? = nil, localModel: String? = nil, localSmallModel: Bool = false
    ) {
        self.provider = provider
        self.baseURL = baseURL
        self.model = model
        self.hostKey = hostKey
        self.localURL = localURL
        self.localModel = localModel
        self.localSmallModel = localSmallModel
    }
}
