import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Whether a model server can take requests now, from a cheap probe with a short timeout.
public enum ProviderHealth: Sendable, Equatable, CustomStringConvertible {
    /// It answers and has its model loaded.
    case ready
    /// It answers but is still loading its model (llama-server's 503 "Loading model").
    case loading
    /// It could not be reached or answered unexpectedly; the reason is safe to show.
    case unreachable(String)
    /// It answered, but refused the key (401/403).
    case keyRejected(status: Int)

    /// The probe's timeout in seconds.
    public static let probeTimeout: Double = 2

    /// A phrase for the user.
    public var description: String {
        switch self {
        case .ready: "ready"
        case .loading: "loading its model"
        case .unreachable(let reason): "not answering: \(reason)"
        case .keyRejected(let status): "key rejected (\(status))"
        }
    }

    /// Probes the server of `settings`.
    ///
    /// A local llama-server is asked `GET /health` (200 ready, 503 loading); local Ollama, and a local server without
    /// `/health`, `GET /v1/models`. A cloud API is asked `GET /v1/models` with its key, which costs nothing and shows
    /// whether the key works.
    ///
    /// - Parameters:
    ///   - settings: The server to probe.
    ///   - transport: The network; `nil` uses a ``URLSessionTransport`` with the probe timeout.
    /// - Returns: The server's state; never throws.
    public static func check(
        _ settings: ProviderSettings, transport: (any HTTPTransport)? = nil
    ) async
        -> ProviderHealth
    {
        let transport =
            transport ?? URLSessionTransport(timeouts: .init(connect: probeTimeout, request: probeTimeout))
        if settings.isLocal, settings.providerLabel != "ollama" {
            let health = await probe("health", settings: settings, transport: transport)
            guard case .status(404, _) = health else { return interpret(health, local: true) }
        }
        return interpret(await probe("v1/models", settings: settings, transport: transport), local: settings.isLocal)
    }

    /// What a probe got back.
    private enum Probe {
        case status(Int, Data)
        case failed(String)
    }

    private static func probe(
        _ path: String, settings: ProviderSettings, transport: any HTTPTransport
    ) async
        -> Probe
    {
        var request = URLRequest(url: settings.endpoint(path))
        request.httpMethod = "GET"
        request.timeoutInterval = probeTimeout
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if settings.hasKey, let key = settings.apiKey {
            switch settings.kind {
            case .openAI: request.setValue("Bearer \(key)", forHTTPHeaderField: "Authorization")
            case .anthropic:
                request.setValue(key, forHTTPHeaderField: "x-api-key")
                request.setValue(AnthropicGenerator.apiVersion, forHTTPHeaderField: "anthropic-version")
            }
        }
        do {
            let (data, response) = try await transport.send(request)
            return .status(response.statusCode, data)
        } catch {
            let failure = ProviderFailure.classify(transportError: error, url: request.url ?? settings.baseURL)
            switch failure {
            case .fatal(let error), .retryable(let error, _): return .failed(error.detail)
            }
        }
    }

    private static func interpret(_ probe: Probe, local: Bool) -> ProviderHealth {
        switch probe {
        case .failed(let reason): return .unreachable(reason)
        case .status(200..<300, _): return .ready
        case .status(let status, _) where status == 401 || status == 403: return .keyRejected(status: status)
        case .status(503, let body) where local:
            let message = ProviderFailure.errorMessage(in: body, status: 503, key: nil)
            return message.lowercased().contains("loading") ? .loading : .unreachable("busy (HTTP 503)")
        // A cloud API without a model list is still reachable.
        case .status(404, _) where !local: return .ready
        case .status(let status, _): return .unreachable("HTTP \(status)")
        }
    }
}
