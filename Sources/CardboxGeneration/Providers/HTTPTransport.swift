public import Foundation

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// Sends one HTTP request and returns the response, whatever its status: the port every provider client talks
/// through, so tests can record or replace the network.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the body and response; non-2xx statuses are returned, not thrown.
    ///
    /// - Throws: `URLError` (or another error) when no response arrived: refused connection, timeout, lost connection.
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// The live ``HTTPTransport``: a `URLSession` with an ephemeral configuration (no cache, no cookies).
///
/// `URLSession` offers no separate connect timeout (on Linux it runs libcurl under one overall timer), so
/// ``ProviderSettings/Timeouts/request`` bounds the whole exchange and ``ProviderSettings/Timeouts/connect`` is left to
/// transports that can apply it. A server that is down is found quickly anyway: a refused connection fails at once,
/// and ``ProviderHealth`` probes with a 2-second timeout. The session is invalidated when the transport is released.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport whose requests time out after `timeouts.request` seconds unless they set their own.
    public init(timeouts: ProviderSettings.Timeouts = .cloud) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeouts.request
        configuration.timeoutIntervalForResource = timeouts.request
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// Sends `request` through the session.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }
}
