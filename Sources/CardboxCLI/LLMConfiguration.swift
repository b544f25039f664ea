import CardboxGeneration
public import Foundation

/// Where card generation may find a model: a local server, a cloud provider, keys and the monthly allowance.
public struct LLMConfiguration: Sendable {
    /// The cloud provider for `openai`/`anthropic`: `openai`, `anthropic`, `openrouter`.
    public var provider: String?
    /// The provider's base URL (defaults per provider).
    public var baseURL: URL?
    /// The cloud model.
    public var model: String?
    /// The host's key (from the environment); cards made with it count against the monthly allowance.
    public var hostKey: String?
    /// A local OpenAI-compatible server (Ollama, llama-server).
    public var localURL: URL?
    /// The local model's name.
    public var localModel: String?
    /// Whether the local model is small (a few billion parameters): it then writes one card per call around an
    /// answer the offline engine picked.
    public var localSmallModel: Bool
    /// Cards per month on the host's key.
    public var monthlyCards: Int
    /// Where the user's own keys are kept.
    public var keys: APIKeyFile

    /// Creates a configuration.
    public init(
        provider: String? = nil, baseURL: URL? = nil, model: String? = nil, hostKey: String? = nil,
        localURL: URL? = nil, localModel: String? = nil, localSmallModel: Bool = false, monthlyCards: Int = 10,
        keys: APIKeyFile
    ) {
        self.localSmallModel = localSmallModel
        self.provider = provider
        self.baseURL = baseURL
        self.model = model
        self.hostKey = hostKey
        self.localURL = localURL
        self.localModel = localModel
        self.monthlyCards = monthlyCards
        self.keys = keys
    }

    /// The engine selector for this configuration, probing the local server and reading the user's key file.
    ///
    /// - Parameter usedThisMonth: Cards already made on the host's key this month.
    /// - Throws: ``CLIError/configuration(_:)`` for a key file others can read.
    func selector(usedThisMonth: Int) async throws -> EngineSelector {
        var local: EngineSelector.LocalServer?
        if let localURL {
            let settings = ProviderSettings(
                kind: .openAI, baseURL: localURL, model: localModel ?? "default", isLocal: true,
                smallModel: localSmallModel)
            local = EngineSelector.LocalServer(settings: settings, health: await ProviderHealth.check(settings))
        }
        var user: EngineSelector.UserKey?
        var host: EngineSelector.HostKey?
        if let cloud = provider.flatMap(CloudProvider.named) {
            if let key = try keys.read(for: cloud.name) {
                user = EngineSelector.UserKey(settings: cloud.settings(apiKey: key, baseURL: baseURL, model: model))
            }
            if let hostKey {
                host = EngineSelector.HostKey(
                    settings: cloud.settings(apiKey: hostKey, baseURL: baseURL, model: model),
                    allowanceRemaining: max(0, monthlyCards - usedThisMonth)
                )
            }
        }
        return EngineSelector(local: local, userKey: user, hostKey: host)
    }
}

/// Runs async work from the synchronous command line, on the main thread (never a concurrency pool thread).
enum Blocking {
    /// The result of `work`, waiting for it.
    static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let box = Locked<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let result: Result<T, any Error>
            do { result = .success(try await work()) } catch { result = .failure(error) }
            box.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        guard let result = box.value else { preconditionFailure("the task finished without a result") }
        return try result.get()
    }
}
