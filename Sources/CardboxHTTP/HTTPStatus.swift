/// An HTTP response status.
public struct HTTPStatus: Hashable, Sendable, CustomStringConvertible {
    /// The three-digit code.
    public let code: Int

    /// Creates a status from its code.
    public init(_ code: Int) {
        self.code = code
    }

    /// 200 OK.
    public static let ok = HTTPStatus(200)
    /// 201 Created.
    public static let created = HTTPStatus(201)
    /// 202 Accepted.
    public static let accepted = HTTPStatus(202)
    /// 204 No Content.
    public static let noContent = HTTPStatus(204)
    /// 206 Partial Content: the byte range asked for.
    public static let partialContent = HTTPStatus(206)
    /// 303 See Other: the answer to a form post.
    public static let seeOther = HTTPStatus(303)
    /// 304 Not Modified.
    public static let notModified = HTTPStatus(304)
    /// 400 Bad Request.
    public static let badRequest = HTTPStatus(400)
    /// 401 Unauthorized.
    public static let unauthorized = HTTPStatus(401)
    /// 403 Forbidden.
    public static let forbidden = HTTPStatus(403)
    /// 404 Not Found.
    public static let notFound = HTTPStatus(404)
    /// 405 Method Not Allowed.
    public static let methodNotAllowed = HTTPStatus(405)
    /// 409 Conflict.
    public static let conflict = HTTPStatus(409)
    /// 421 Misdirected Request: the `Host` names a server this one is not.
    public static let misdirectedRequest = HTTPStatus(421)
    /// 413 Content Too Large.
    public static let contentTooLarge = HTTPStatus(413)
    /// 415 Unsupported Media Type.
    public static let unsupportedMediaType = HTTPStatus(415)
    /// 416 Range Not Satisfiable.
    public static let rangeNotSatisfiable = HTTPStatus(416)
    /// 422 Unprocessable Content.
    public static let unprocessableContent = HTTPStatus(422)
    /// 429 Too Many Requests.
    public static let tooManyRequests = HTTPStatus(429)
    /// 500 Internal Server Error.
    public static let internalServerError = HTTPStatus(500)
    /// 503 Service Unavailable.
    public static let serviceUnavailable = HTTPStatus(503)

    /// The standard reason phrase, such as "Not Found".
    public var reasonPhrase: String {
        switch code {
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 206: "Partial Content"
        case 303: "See Other"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 416: "Range Not Satisfiable"
        case 421: "Misdirected Request"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(code)"
        }
    }

    /// Whether the status is a client or server error.
    public var isError: Bool { code >= 400 }

    /// The code and reason, such as `404 Not Found`.
    public var description: String { "\(code) \(reasonPhrase)" }
}
