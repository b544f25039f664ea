/// An HTTP response.
public struct Response: Sendable {
    /// What follows the headers.
    public enum Body: Sendable {
        /// A complete body.
        case bytes([UInt8])
        /// A Server-Sent Events stream that stays open.
        case eventStream(EventStream)
    }

    /// The status.
    public var status: HTTPStatus
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body.
    public var body: Body

    /// Creates a response.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Creates a response with a complete body of the given media type.
    public init(status: HTTPStatus = .ok, contentType: String, body: [UInt8]) {
        self.init(status: status, headers: HTTPHeaders([("Content-Type", contentType)]), body: .bytes(body))
    }

    /// A UTF-8 plain-text response.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> Response {
        Response(status: status, contentType: "text/plain; charset=utf-8", body: Array(text.utf8))
    }

    /// A redirect; 303 makes the browser follow with a GET, as after a form post.
    public static func redirect(to location: String, status: HTTPStatus = .seeOther) -> Response {
        Response(status: status, headers: HTTPHeaders([("Location", location)]))
    }

    /// A stream of Server-Sent Events.
    public static func eventStream(_ stream: EventStream) -> Response {
        Response(
            headers: HTTPHeaders([
                ("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-store"),
                ("X-Accel-Buffering", "no"),
            ]),
            body: .eventStream(stream)
        )
    }

    /// The complete body's bytes, or empty for a stream.
    public var bodyBytes: [UInt8] {
        if case .bytes(let bytes) = body { return bytes }
        return []
    }

    /// The body as UTF-8 text.
    public var bodyText: String { String(decoding: bodyBytes, as: UTF8.self) }
}
