/// An error that carries the HTTP response it should become.
///
/// Handlers throw these (or their own types conforming to this protocol) for client mistakes; any other error
/// becomes a 500 with a request identifier, its details going to the log only.
public protocol HTTPResponseError: Error {
    /// The status to answer with.
    var status: HTTPStatus { get }
    /// The response for `request`, which may depend on what the client accepts.
    func response(to request: Request) -> Response
}

/// A plain HTTP error: a status and a message safe to show the client.
public struct HTTPError: HTTPResponseError, Equatable, CustomStringConvertible {
    /// The status.
    public var status: HTTPStatus
    /// A message for the client.
    public var message: String
    /// Extra headers, such as `Allow` or `Retry-After`.
    public var headers: HTTPHeaders

    /// Creates an error.
    public init(_ status: HTTPStatus, _ message: String, headers: HTTPHeaders = HTTPHeaders()) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    /// A plain-text response.
    public func response(to request: Request) -> Response {
        var response = Response.text(message + "\n", status: status)
        for field in headers { response.headers.add(field.name, field.value) }
        return response
    }

    /// The status and message.
    public var description: String { "\(status): \(message)" }
}
