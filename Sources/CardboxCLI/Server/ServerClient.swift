import CardboxGeneration
import CardboxJSON
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Calls a Cardbox server's JSON API with an API token.
///
/// Every failure becomes a ``ServerError`` with a sentence the user can act on. Each call waits for its answer, so
/// commands stay plain synchronous code.
struct ServerClient: Sendable {
    /// The server and token.
    let connection: ServerConnection
    /// How requests travel; tests and the command line use a `URLSession`.
    let transport: any HTTPTransport

    /// A client over a `URLSession` whose requests give up after 60 seconds.
    init(
        connection: ServerConnection,
        transport: any HTTPTransport = URLSessionTransport(timeouts: .init(connect: 10, request: 60))
    ) {
        self.connection = connection
        self.transport = transport
    }

    /// The body of `GET path` (a path under the server's root, with its query).
    func get(_ path: String) throws -> Data {
        try exchange("GET", path, body: nil)
    }

    /// The body of a request that sends `body` as JSON (keys in snake_case).
    func send(_ method: String, _ path: String, json body: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return try exchange(method, path, body: try encoder.encode(body))
    }

    /// `data` read as the JSON the API documents (keys in snake_case, ISO 8601 times).
    func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw ServerError.badReply(
                "The answer from \(connection.baseURL) is not the JSON a Cardbox server sends; is the URL right?")
        }
    }

    private func exchange(_ method: String, _ path: String, body: Data?) throws -> Data {
        guard let url = URL(string: connection.baseURL + path) else {
            throw CLIError.configuration("'\(connection.baseURL)\(path)' is not a URL.")
        }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.setValue("Bearer \(connection.token)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let transport = transport
        let baseURL = connection.baseURL
        let sent = request
        let (data, response): (Data, HTTPURLResponse)
        do {
            (data, response) = try ThreadTaskExecutor().run { try await transport.send(sent) }
        } catch {
            throw ServerError.unreachable(
                "Cannot reach the Cardbox server at \(baseURL) (\(error.localizedDescription)). "
                    + "Check the URL and that the server is running.")
        }
        guard (200..<300).contains(response.statusCode) else {
            throw failure(status: response.statusCode, body: data)
        }
        return data
    }

    /// The error for a non-2xx answer, with the server's own message when it sent one.
    private func failure(status: Int, body: Data) -> ServerError {
        let message = (try? JSONDecoder().decode(ErrorEnvelope.self, from: body))?.error.message
        let said = message.map { " The server said: \($0)" } ?? ""
        switch status {
        case 401:
            return .unauthorized(
                "The server at \(connection.baseURL) did not accept the API token (401): it may be mistyped, "
                    + "revoked, or from another server. Make a new one under Account → API tokens.")
        case 403:
            return .forbidden("The server refused this request for your account (403).\(said)")
        case 404:
            return .notFound(
                message ?? "The server has no such thing (404); is \(connection.baseURL) a Cardbox server?")
        case 429, 500...:
            return .failed("The server could not answer (\(status)).\(said) Try again later.")
        default:
            return .rejected(message ?? "The server refused the request (\(status)).")
        }
    }

    /// The API's error body: `{"error": {"code": …, "message": …}}`.
    private struct ErrorEnvelope: Decodable {
        struct Detail: Decodable {
            let message: String
        }
        let error: Detail
    }
}
