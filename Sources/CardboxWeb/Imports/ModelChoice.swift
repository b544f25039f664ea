public import CardboxCore
public import CardboxGeneration
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
        var userKey: ProviderSettings?
        if let provider = try userProvider(user),
            let sealed = try services.store.setting(Self.sealedKeyKey, for: user.id),
            !sealed.isEmpty
        {
            userKey = provider.settings(apiKey: try services.secrets.openString(sealed))
        }
        let models = services.configuration.models
        let monthly = services.configuration.monthlyGeneratedCards
        let chosenUserKey = userKey
        return { used in
            await EngineSelector.make(
                models: models, userKey: chosenUserKey, monthlyCards: monthly, usedThisMonth: used)
        }
    }
}

extension WebServices {
    /// The engine selector factory for `user`'s imports: their own key if they stored one, the server's models and
    /// the host's allowance otherwise.
    public func engineSelector(for user: User) throws -> @Sendable (Int) async -> EngineSelector {
        try ModelChoice(services: self).makeSelector(for: user)
    }
}
