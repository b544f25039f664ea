import CardboxCore
import CardboxGeneration
import CardboxSecurity
import Foundation

/// Which models a user's import may use: the server's local model, the user's own key (sealed at rest), the
/// host's key within the monthly allowance.
struct ModelChoice {
    /// The per-user settings.
    static let providerKey = "web.llm-provider"
    static let sealedKeyKey = "web.llm-key"

    let services: WebServices

    /// The provider the user chose for their own key, if any.
    func userProvider(_ user: User) throws -> CloudProvider? {
        try services.store.setting(Self.providerKey, for: user.id).flatMap(CloudProvider.named)
    }

    /// Whether the user has stored a key.
    func hasOwnKey(_ user: User) throws -> Bool {
        try services.store.setting(Self.sealedKeyKey, for: user.id).map { !$0.isEmpty } ?? false
    }

    /// The selector factory for a job: reads the user's key now, probes the local server later.
    func makeSelector(for user: User) throws -> @Sendable (Int) async -> EngineSelector {
        let models = services.configuration.models
        let monthly = services.configuration.monthlyGeneratedCards
        var userKey: EngineSelector.UserKey?
        if let provider = try userProvider(user),
            let sealed = try services.store.setting(Self.sealedKeyKey, for: user.id),
            !sealed.isEmpty
        {
            let key = try services.secrets.openString(sealed)
            userKey = EngineSelector.UserKey(settings: provider.settings(apiKey: key))
        }
        var hostKey: EngineSelector.HostKey?
        if let key = models.hostKey, let provider = models.provider.flatMap(CloudProvider.named) {
            hostKey = EngineSelector.HostKey(
                settings: provider.settings(apiKey: key, baseURL: models.baseURL, model: models.model),
                allowanceRemaining: monthly)
        }
        let chosenUserKey = userKey
        let chosenHostKey = hostKey
        return { used in
            var local: EngineSelector.LocalServer?
            if let url = models.localURL {
                let settings = ProviderSettings(
                    kind: .openAI, baseURL: url, model: models.localModel ?? "default", isLocal: true,
                    smallModel: models.localSmallModel)
                local = EngineSelector.LocalServer(settings: settings, health: await ProviderHealth.check(settings))
            }
            var host = chosenHostKey
            host?.allowanceRemaining = max(0, monthly - used)
            return EngineSelector(local: local, userKey: chosenUserKey, hostKey: host)
        }
    }
}
