/// What the server does with a request as soon as its headers are in, before any of its body is read.
///
/// The server asks once per request, so the body limit can depend on who is asking and where: a small one for
/// anonymous requests, the large one only for signed-in uploads. Refusing here costs no memory for the body.
public enum RequestAdmission: Sendable, Equatable {
    /// Read the body, up to `maximumBodyBytes` (the server's own cap still applies); a longer one gets 413.
    case accept(maximumBodyBytes: Int)
    /// Answer at once with `error`, through the server's refuser; the body is never read and the connection closes.
    case refuse(HTTPError)
}
