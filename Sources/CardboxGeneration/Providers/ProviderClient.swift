import CardboxJSON
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Posts JSON to one provider with retries, mapping every failure to a ``GenerationError``.
struct ProviderClient: Sendable {
    /// Where and how.
    let settings: ProviderSettings
    /// The network.
    let transport: any HTTPTransport
    /// Backoff and time.
    let policy: RetryPolicy

    /// Creates a client for `settings`.
    init(settings: ProviderSettings, transport: any HTTPTransport, timing: RetryTiming) {
        self.settings = settings
        self.transport = transport
        policy = RetryPolicy(maxRetries: settings.maxRetries, timing: timing)
    }

    /// Posts `body` to `path` (such as `v1/chat/completions`) and returns the parsed JSON of the first 2xx answer.
    ///
    /// - Throws: ``GenerationError`` (`keyRejected`, `badRequest`, `unavailable`, `notAnswering`, or
    ///   `malformedOutput` for a 2xx body that is not JSON); `CancellationError` when the task is cancelled.
    func post(_ path: String, body: JSONValue, headers: [String: String]) async throws -> JSONValue {
        var request = URLRequest(url: settings.endpoint(path))
        request.httpMethod = "POST"
        request.timeoutInterval = settings.timeouts.request
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        do {
            request.httpBody = try body.encoded()
        } catch {
            throw GenerationError.badRequest("the request could not be encoded")
        }
        let data = try await send(request)
        do {
            return try JSONValue.decode(data)
        } catch {
            throw GenerationError.malformedOutput("the server's answer was not JSON")
        }
    }

    /// Sends `request` until it succeeds, fails for good or runs out of retries, and returns the 2xx body.
    func send(_ request: URLRequest) async throws -> Data {
        var retry = 0
        while true {
            try Task.checkCancellation()
            let failure: ProviderFailure
            do {
                let (data, response) = try await transport.send(request)
                if (200..<300).contains(response.statusCode) { return data }
                failure = ProviderFailure.classify(
                    status: response.statusCode, body: data, response: response, key: settings.apiKey,
                    now: policy.timing.now())
            } catch {
                // URLSession reports a cancelled task as `URLError(.cancelled)`; it is not a network failure.
                if Task.isCancelled || error is CancellationError || (error as? URLError)?.code == .cancelled {
                    throw CancellationError()
                }
                failure = ProviderFailure.classify(
                    transportError: error, url: request.url ?? settings.baseURL)
            }
            switch failure {
            case .fatal(let error):
                throw error
            case .retryable(let error, let retryAfter):
                guard retry < policy.maxRetries else { throw error }
                if let retryAfter, retryAfter > policy.longestRetryAfter {
                    throw GenerationError.unavailable(
                        "the server asks to wait \(Int(retryAfter.components.seconds)) s before trying again")
                }
                try await policy.timing.sleep(policy.delay(beforeRetry: retry, retryAfter: retryAfter))
                retry += 1
            }
        }
    }
}
