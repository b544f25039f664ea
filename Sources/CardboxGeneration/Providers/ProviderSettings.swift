public import Foundation

/// How to reach one model: which API it speaks, where it is, which model, which key and how patiently to wait.
///
/// The key is private: ``description``, ``debugDescription`` and the reflection used by `dump` show only whether one
/// is set. The `Codable` form does contain the key, so whatever stores it must keep the file private (mode 0600).
///
/// ```swift
/// let local = ProviderSettings(kind: .openAI, baseURL: URL(string: "http://127.0.0.1:8080")!, model: "qwen2.5-3b")
/// local.isLocal          // true: a loopback server gets the local timeouts and a grammar-constrained schema
/// local.engineName       // "local:qwen2.5-3b"
/// ```
public struct ProviderSettings: Sendable, Equatable, Codable {
    /// The wire protocol a server speaks.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// OpenAI Chat Completions (`/v1/chat/completions`): OpenAI, OpenRouter, llama-server, Ollama `/v1`, vLLM….
        case openAI
        /// Anthropic Messages (`/v1/messages`).
        case anthropic
    }

    /// How long to wait for a server.
    public struct Timeouts: Sendable, Equatable, Codable {
        /// Seconds to wait for a connection, for transports that can tell connecting from waiting (see
        /// ``URLSessionTransport``).
        public var connect: Double
        /// Seconds to wait for a whole request, generation included.
        public var request: Double

        /// Creates timeouts, in seconds.
        public init(connect: Double, request: Double) {
            self.connect = connect
            self.request = request
        }

        /// Cloud APIs: 10 s to connect, 120 s per request.
        public static let cloud = Timeouts(connect: 10, request: 120)
        /// A local server on a CPU, which may need minutes per request: 10 s to connect, 600 s per request.
        public static let local = Timeouts(connect: 10, request: 600)
    }

    /// The wire protocol.
    public var kind: Kind
    /// The server's root, without `/v1` (a trailing `/v1` is tolerated), such as `http://127.0.0.1:8080`.
    public var baseURL: URL
    /// The model name sent with each request.
    public var model: String
    /// The API key, if the server wants one.
    ///
    /// Never shown in descriptions or errors.
    public var apiKey: String?
    /// Whether the server is a local one (llama-server or Ollama on this machine) rather than a cloud API.
    public var isLocal: Bool
    /// Connect and request timeouts.
    public var timeouts: Timeouts
    /// How many times a failed request is retried (after the first try) when the failure is worth retrying.
    public var maxRetries: Int
    /// Whether the model is small (≤ 3B parameters): it then writes one answer-aware card per call.
    public var smallModel: Bool
    /// Whether the server enforces `response_format`'s JSON schema while decoding (if not, the prompt spells it out).
    public var enforcesSchema: Bool
    /// Whether the schema may carry `maxItems`/`minItems`/`maxLength` (only grammar-based servers: llama-server,
    /// local Ollama); cloud APIs reject or ignore them, so counts and lengths are then checked afterwards.
    public var acceptsLengthConstraints: Bool
    /// The provider's short name (`openai`, `openrouter`, `ollama`, `llama-server`…); `nil` derives it from the URL.
    public var providerName: String?
    /// The sampling temperature to send, or `nil` to leave the server's default (some cloud models accept only that).
    public var temperature: Double?

    /// Creates settings; the defaults follow from `kind`, `baseURL` and `isLocal`.
    ///
    /// - Parameters:
    ///   - kind: The wire protocol.
    ///   - baseURL: The server's root.
    ///   - model: The model name.
    ///   - apiKey: The key, if any.
    ///   - isLocal: Whether it is a local server; `nil` means "if `baseURL` is a loopback address".
    ///   - timeouts: `nil` picks ``Timeouts/local`` or ``Timeouts/cloud``.
    ///   - maxRetries: Retries after the first try (3).
    ///   - smallModel: One answer-aware card per call.
    ///   - enforcesSchema: `nil` means true (every supported server enforces `json_schema`).
    ///   - acceptsLengthConstraints: `nil` means "if local and speaking the OpenAI protocol".
    ///   - providerName: `nil` derives the name from the URL.
    ///   - temperature: `nil` means 0.2 for local servers and the provider's default for cloud APIs.
    public init(
        kind: Kind, baseURL: URL, model: String, apiKey: String? = nil, isLocal: Bool? = nil,
        timeouts: Timeouts? = nil, maxRetries: Int = 3, smallModel: Bool = false, enforcesSchema: Bool? = nil,
        acceptsLengthConstraints: Bool? = nil, providerName: String? = nil, temperature: Double? = nil
    ) {
        let local = isLocal ?? Self.isLoopback(baseURL)
        self.kind = kind
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey
        self.isLocal = local
        self.timeouts = timeouts ?? (local ? .local : .cloud)
        self.maxRetries = max(0, maxRetries)
        self.smallModel = smallModel
        self.enforcesSchema = enforcesSchema ?? true
        self.acceptsLengthConstraints = acceptsLengthConstraints ?? (local && kind == .openAI)
        self.providerName = providerName
        self.temperature = temperature ?? (local ? 0.2 : nil)
    }

    // MARK: - Derived names

    /// The provider's short name: ``providerName`` if set, else derived from the URL.
    ///
    /// Local servers are `ollama` (port 11434 or a host naming it) or `llama-server`. Known cloud hosts get their
    /// usual names (`openai`, `anthropic`, `openrouter`, `groq`, `mistral`, `together`, `gemini`, `azure`, …);
    /// any other host is named by its registrable label (`api.example.com` → `example`).
    public var providerLabel: String {
        if let providerName, !providerName.isEmpty { return providerName }
        return Self.label(for: baseURL, isLocal: isLocal, kind: kind)
    }

    /// The engine name stored on drafts: `local:<model>` or `cloud:<provider>/<model>`.
    public var engineName: String {
        isLocal ? "local:\(model)" : "cloud:\(providerLabel)/\(model)"
    }

    /// Whether a key is set (non-empty).
    public var hasKey: Bool { !(apiKey ?? "").isEmpty }

    /// The provider label for a server at `url`.
    static func label(for url: URL, isLocal: Bool, kind: Kind) -> String {
        let host = (url.host ?? "").lowercased()
        if isLocal {
            return url.port == 11434 || host.contains("ollama") ? "ollama" : "llama-server"
        }
        let known: [(suffix: String, label: String)] = [
            ("api.openai.com", "openai"), ("openai.azure.com", "azure"), ("anthropic.com", "anthropic"),
            ("openrouter.ai", "openrouter"), ("groq.com", "groq"), ("mistral.ai", "mistral"),
            ("together.xyz", "together"), ("together.ai", "together"), ("generativelanguage.googleapis.com", "gemini"),
            ("deepseek.com", "deepseek"), ("fireworks.ai", "fireworks"), ("ollama.com", "ollama"),
        ]
        for entry in known where host == entry.suffix || host.hasSuffix("." + entry.suffix) {
            return entry.label
        }
        let labels = host.split(separator: ".").map(String.init)
        if labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && !$0.allSatisfy(\.isNumber) }) {
            return labels[labels.count - 2]
        }
        return kind == .anthropic ? "anthropic" : "openai-compatible"
    }

    /// Whether `url` names this machine.
    static func isLoopback(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        return host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    /// `url` for `path` (such as `v1/chat/completions`) under the base URL, tolerating a base that ends in `/v1`.
    func endpoint(_ path: String) -> URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        var relative = path
        if base.hasSuffix("/v1"), relative.hasPrefix("v1/") { relative.removeFirst(3) }
        return URL(string: base + "/" + relative) ?? baseURL.appendingPathComponent(relative)
    }
}

// MARK: - Redacted descriptions

extension ProviderSettings: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The settings with the key replaced by whether one is set.
    public var description: String {
        "ProviderSettings(\(kind.rawValue), \(providerLabel), \(baseURL.absoluteString), model: \(model), "
            + "key: \(hasKey ? "set (redacted)" : "none"), \(isLocal ? "local" : "cloud")"
            + "\(smallModel ? ", small model" : ""))"
    }

    /// The same as ``description``: the key is never shown.
    public var debugDescription: String { description }

    /// A mirror without the key, so `dump` cannot print it either.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "kind": kind, "baseURL": baseURL, "model": model, "apiKey": hasKey ? "<redacted>" : "<none>",
                "isLocal": isLocal, "timeouts": timeouts, "maxRetries": maxRetries, "smallModel": smallModel,
                "enforcesSchema": enforcesSchema, "acceptsLengthConstraints": acceptsLengthConstraints,
                "providerName": providerName as Any, "temperature": temperature as Any,
            ],
            displayStyle: .struct
        )
    }
}
