/// The engine a user asks for: per app or pinned per deck.
public enum EngineRequest: String, Sendable, Codable, CaseIterable {
    /// The best available: a healthy local server, else the user's key, else the host's key while the allowance
    /// lasts, else the extractive engine.
    case auto
    /// The offline extractive engine only.
    case extractive
    /// An OpenAI-compatible model (a local server or a cloud key of that kind).
    case openai
    /// An Anthropic model.
    case anthropic
}

/// Chooses the engine for a generation run from what is configured and how it is doing: pure logic, so the app can
/// show the choice and its reason before anything is sent.
///
/// ```swift
/// let selector = EngineSelector(local: .init(settings: llama, health: .ready), userKey: nil, hostKey: nil)
/// let decision = selector.select(.auto)
/// decision.reason     // "local model server (llama-server, qwen2.5-3b)"
/// let generator = decision.makeGenerator(extractive: { ExtractiveGenerator() })
/// ```
public struct EngineSelector: Sendable, Equatable {
    /// A local model server and the result of its last probe.
    public struct LocalServer: Sendable, Equatable {
        /// How to reach it.
        public var settings: ProviderSettings
        /// Its state (``ProviderHealth/check(_:transport:)``).
        public var health: ProviderHealth

        /// Creates the entry.
        public init(settings: ProviderSettings, health: ProviderHealth) {
            self.settings = settings
            self.health = health
        }
    }

    /// The user's own cloud key.
    public struct UserKey: Sendable, Equatable {
        /// How to reach the provider with it.
        public var settings: ProviderSettings
        /// The status with which the provider last rejected the key (401/403), if it did.
        public var rejectedStatus: Int?

        /// Creates the entry.
        public init(settings: ProviderSettings, rejectedStatus: Int? = nil) {
            self.settings = settings
            self.rejectedStatus = rejectedStatus
        }
    }

    /// The host's key, shared by users up to a monthly allowance of cards.
    public struct HostKey: Sendable, Equatable {
        /// How to reach the provider with it.
        public var settings: ProviderSettings
        /// Cards this user may still generate with it this month.
        public var allowanceRemaining: Int

        /// Creates the entry.
        public init(settings: ProviderSettings, allowanceRemaining: Int) {
            self.settings = settings
            self.allowanceRemaining = allowanceRemaining
        }
    }

    /// The local server, if one is configured.
    public var local: LocalServer?
    /// The user's key, if set.
    public var userKey: UserKey?
    /// The host's key, if the host offers one.
    public var hostKey: HostKey?

    /// Creates a selector over what is configured.
    public init(local: LocalServer? = nil, userKey: UserKey? = nil, hostKey: HostKey? = nil) {
        self.local = local
        self.userKey = userKey
        self.hostKey = hostKey
    }

    /// The engine for `request` and why: the first usable candidate in the order local server, user key, host key
    /// (only those of the requested kind when pinned), else the extractive engine, with the reasons the others were
    /// passed over.
    public func select(_ request: EngineRequest) -> EngineDecision {
        guard request != .extractive else {
            return EngineDecision(engine: .extractive, reason: "offline engine (requested)", skipped: [])
        }
        let kinds: Set<ProviderSettings.Kind> =
            switch request {
            case .openai: [.openAI]
            case .anthropic: [.anthropic]
            case .auto, .extractive: [.openAI, .anthropic]
            }
        var skipped: [String] = []
        var configured = false
        if let local, kinds.contains(local.settings.kind) {
            configured = true
            switch local.health {
            case .ready:
                return decision(.localServer(local.settings), skipped)
            case .loading: skipped.append("local server still loading its model")
            case .unreachable: skipped.append("local server not answering")
            case .keyRejected(let status): skipped.append("key rejected (\(status))")
            }
        }
        if let userKey, kinds.contains(userKey.settings.kind) {
            configured = true
            if let status = userKey.rejectedStatus {
                skipped.append("key rejected (\(status))")
            } else {
                return decision(.userKey(userKey.settings), skipped)
            }
        }
        if let hostKey, kinds.contains(hostKey.settings.kind) {
            configured = true
            if hostKey.allowanceRemaining > 0 {
                return decision(.hostKey(hostKey.settings, remaining: hostKey.allowanceRemaining), skipped)
            }
            skipped.append("monthly allowance used up")
        }
        if !configured { skipped.append("no model configured") }
        return EngineDecision(engine: .extractive, reason: "offline engine", skipped: skipped)
    }

    /// The engine for `request` as ``select(_:)`` chooses it, except that a named model engine that cannot run is an
    /// error: only `auto` falls back to the offline engine.
    ///
    /// - Throws: ``EngineUnavailable`` with the reasons each candidate was passed over.
    public func require(_ request: EngineRequest) throws(EngineUnavailable) -> EngineDecision {
        let decision = select(request)
        if request == .openai || request == .anthropic, decision.engine == .extractive {
            throw EngineUnavailable(request: request, reasons: decision.skipped)
        }
        return decision
    }

    private func decision(_ engine: EngineDecision.Engine, _ skipped: [String]) -> EngineDecision {
        EngineDecision(engine: engine, reason: engine.label, skipped: skipped)
    }
}

/// The engine chosen by ``EngineSelector`` and why.
public struct EngineDecision: Sendable, Equatable {
    /// Which engine, with what it needs to be built.
    public enum Engine: Sendable, Equatable {
        /// The offline extractive engine.
        case extractive
        /// A local model server.
        case localServer(ProviderSettings)
        /// A cloud model with the user's key.
        case userKey(ProviderSettings)
        /// A cloud model with the host's key; `remaining` cards are left in this month's allowance.
        case hostKey(ProviderSettings, remaining: Int)

        /// The settings to build a network generator from; `nil` for the extractive engine.
        public var settings: ProviderSettings? {
            switch self {
            case .extractive: nil
            case .localServer(let settings), .userKey(let settings), .hostKey(let settings, _): settings
            }
        }

        /// A phrase naming the engine, such as `local model server (llama-server, qwen2.5-3b)`.
        public var label: String {
            switch self {
            case .extractive: "offline engine"
            case .localServer(let settings): "local model server (\(settings.providerLabel), \(settings.model))"
            case .userKey(let settings): "your API key (\(settings.providerLabel), \(settings.model))"
            case .hostKey(let settings, let remaining):
                "the host's model (\(settings.providerLabel), \(settings.model)), \(remaining) cards left this month"
            }
        }
    }

    /// The engine.
    public var engine: Engine
    /// Why it was chosen: its label, or for a fallback, what it is.
    public var reason: String
    /// Why better engines were passed over, best first: `local server not answering`, `key rejected (401)`,
    /// `monthly allowance used up`, `no model configured`.
    public var skipped: [String]

    /// Creates a decision.
    public init(engine: Engine, reason: String, skipped: [String]) {
        self.engine = engine
        self.reason = reason
        self.skipped = skipped
    }

    /// The reason with what was passed over: `offline engine (local server not answering; key rejected (401))`.
    public var summary: String {
        skipped.isEmpty ? reason : "\(reason) (\(skipped.joined(separator: "; ")))"
    }

    /// Builds the chosen generator.
    ///
    /// - Parameters:
    ///   - extractive: Makes the extractive engine (`{ ExtractiveGenerator() }`), called only when it is chosen.
    ///   - transport: The network for a model engine; `nil` uses a ``URLSessionTransport``.
    ///   - timing: Sleep, jitter and clock for retries.
    ///   - targetFinder: Answer-aware targets for small OpenAI-compatible models.
    public func makeGenerator(
        extractive: () -> any CardGenerator, transport: (any HTTPTransport)? = nil, timing: RetryTiming = .live,
        targetFinder: OpenAICompatibleGenerator.TargetFinder? = nil
    ) -> any CardGenerator {
        guard let settings = engine.settings else { return extractive() }
        switch settings.kind {
        case .openAI:
            return OpenAICompatibleGenerator(
                settings: settings, transport: transport, timing: timing, targetFinder: targetFinder)
        case .anthropic:
            return AnthropicGenerator(settings: settings, transport: transport, timing: timing)
        }
    }
}

/// A model engine was asked for by name and none of its kind can run.
public struct EngineUnavailable: Error, Equatable, CustomStringConvertible {
    /// The engine asked for.
    public var request: EngineRequest
    /// Why each candidate of that kind was passed over, such as "no model configured".
    public var reasons: [String]

    /// Creates the error.
    public init(request: EngineRequest, reasons: [String]) {
        self.request = request
        self.reasons = reasons
    }

    /// A sentence for the user, with what to do.
    public var description: String {
        let why = reasons.isEmpty ? "" : " (\(reasons.joined(separator: "; ")))"
        return "The \(request.rawValue) engine cannot run\(why). Configure it (llm-provider, a key or a local model "
            + "server; see docs/generation.md), or ask for engine auto, which falls back to the offline engine."
    }
}
