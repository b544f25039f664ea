/// What the server does with a request as soon as its headers are in, before any of its body is read.
///
/// The server asks once per request, so the body limit can depend on who is asking and where: a small one for
/// anonymous requests, the large one only for signed-in uploads. Refusing here costs no memory for the body.
public enum RequestAdmission: Sendable, Equatable {
    /// Read the body, up to `maximumBodyBytes` (the server's own cap still applies); a longer one gets 413.
    case accept(maximumBodyBytes: Int)
    /// Answer at once with `error`, through the server's refuser; the body is never read and the connection closes.
    case refuse(HTTPError)
    /// Read a `multipart/form-data` body up to `maximumBodyBytes` while it arrives: its files go to `files` piece by
    /// piece, its other fields stay in memory (at most ``HTTPServerConfiguration/maximumFieldBytes`` together), and
    /// the handler finds the parts through ``Request/multipart()``. A body of another type gets 400 before it is read.
    case receiveUploads(maximumBodyBytes: Int, files: any UploadFileStore)

    /// Two admissions are the same when they do the same thing with the same limit (and the same file store).
    public static func == (lhs: RequestAdmission, rhs: RequestAdmission) -> Bool {
        switch (lhs, rhs) {
        case (.accept(let left), .accept(let right)): left == right
        case (.refuse(let left), .refuse(let right)): left == right
        case (.receiveUploads(let left, let leftFiles), .receiveUploads(let right, let rightFiles)):
            left == right && leftFiles === rightFiles
        default: false
        }
    }
}
