public import CardboxGeneration
import Foundation

/// Where card generation may find a model: a local server, a cloud provider, keys and the monthly allowance.
public struct LLMConfiguration: Sendable {
    /// The providers and local server configured.
    public var models: ModelSettings
    /// Cards per month on the host's key.
    public var monthlyCards: Int
    /// Where the user's own keys are kept.
    public var keys: APIKeyFile

    /// Creates a configuration.
    public init(models: ModelSettings = ModelSettings(), monthlyCards: Int = 10, keys: APIKeyFile) {
        self.models = models
        self.monthlyCards = monthlyCards
        self.keys = keys
    }

    /// The engine selector for this configuration, probing the local server and reading the user's key file.
    ///
    /// - Parameter usedThisMonth: Cards already made on the host's key this month.
    /// - Throws: ``CLIError/configuration(_:)`` for a key file others can read.
    func selector(usedThisMonth: Int) async throws -> EngineSelector {
        let cloud = models.provider.flatMap(CloudProvider.named)
        let userKey = try cloud.flatMap { cloud in
            try keys.read(for: cloud.name).map {
                cloud.settings(apiKey: $0, baseURL: models.baseURL, model: models.model)
            }
        }
        return await EngineSelector.make(
            models: models, userKey: userKey, monthlyCards: monthlyCards, usedThisMonth: usedThisMonth)
    }
}
