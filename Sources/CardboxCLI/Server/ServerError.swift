/// A request to a Cardbox server that did not give the answer a command needs.
enum ServerError: Error, Equatable, CustomStringConvertible {
    /// No connection could be made, or it broke before the answer (69).
    case unreachable(String)
    /// The server refused the token: 401 (77).
    case unauthorized(String)
    /// The server refused the request for this account: 403 (77).
    case forbidden(String)
    /// The server knows no such thing, or not for this account: 404 (66).
    case notFound(String)
    /// The server refused a value: 400, 409, 413, 415 or 422 (65).
    case rejected(String)
    /// The server failed or is busy: 5xx or 429 (69).
    case failed(String)
    /// The answer was not what the API documents, such as HTML from something that is not Cardbox (76).
    case badReply(String)

    /// The message shown to the user.
    var description: String {
        switch self {
        case .unreachable(let message), .unauthorized(let message), .forbidden(let message), .notFound(let message),
            .rejected(let message), .failed(let message), .badReply(let message):
            message
        }
    }

    /// The exit code, following BSD sysexits.
    var exitCode: ExitCode {
        switch self {
        case .unreachable, .failed: .unavailable
        case .unauthorized, .forbidden: .noPermission
        case .notFound: .noInput
        case .rejected: .dataError
        case .badReply: .protocolError
        }
    }
}
