extension EngineSelector {
    /// The selector for what is configured: the local server in `models` (probed now), the user's own key, and
    /// the host's key in `models` with what is left of the monthly allowance.
    ///
    /// - Parameters:
    ///   - userKey: The user's own provider settings, when they have a key.
    ///   - monthlyCards: Cards a user may make on the host's key each month.
    ///   - usedThisMonth: Cards the user already made on it this month.
    ///   - transport: How the local server is probed (the network unless given).
    public static func make(
        models: ModelSettings, userKey: ProviderSettings?, monthlyCards: Int, usedThisMonth: Int,
        transport: (any HTTPTransport)? = nil
    ) async -> EngineSelector {
        var local: LocalServer?
        if let url = models.localURL {
            let settings = ProviderSettings(
                kind: .openAI, baseURL: url, model: models.localModel ?? "default", isLocal: true,
                smallModel: models.localSmallModel)
            local = LocalServer(settings: settings, health: await ProviderHealth.check(settings, transport: transport))
        }
        var host: HostKey?
        if let key = models.hostKey, let provider = models.provider.flatMap(CloudProvider.named) {
            host = HostKey(
                settings: provider.settings(apiKey: key, baseURL: models.baseURL, model: models.model),
                allowanceRemaining: max(0, monthlyCards - usedThisMonth))
        }
        return EngineSelector(local: local, userKey: userKey.map { UserKey(settings: $0) }, hostKey: host)
    }
}
