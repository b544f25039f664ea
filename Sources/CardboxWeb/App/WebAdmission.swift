public import CardboxCore
public import CardboxHTTP

/// What the web app tells the HTTP server about a request whose headers are in, before its body is read.
///
/// A `Host` that is not one of the configured names gets 421 (DNS rebinding). The body limit follows who is asking:
/// ``WebConfiguration/anonymousBodyBytes`` for anyone, ``WebConfiguration/signedInBodyBytes`` for a signed-in
/// caller, and ``WebConfiguration/uploadBodyBytes`` only for an upload route whose caller is signed in and, for a
/// browser, whose cross-site headers pass (the CSRF token itself is in the body and is checked once it has arrived).
/// Such an upload's files are written into the store's blob table while they arrive, never held whole in memory.
/// Pass ``admit(_:)`` to the server as its admission.
public struct WebAdmission: Sendable {
    let services: WebServices
    let localUser: User?
    let hostNames: HostNames
    /// Where signed-in uploads are written while they arrive.
    let uploads: BlobUploadFiles

    /// The admission of the app over `services`; in single-user mode every browser request acts as `localUser`.
    public init(services: WebServices, localUser: User?) {
        self.services = services
        self.localUser = services.configuration.singleUser ? localUser : nil
        self.hostNames = services.configuration.hostNames
        self.uploads = BlobUploadFiles(store: services.store, now: services.now)
    }

    /// The routes whose bodies may be as large as ``WebConfiguration/uploadBodyBytes``.
    static let uploadRoutes: Set<String> = ["/import", "/api/v1/imports", "/settings/restore"]

    /// Whether `path` takes an upload: one of ``uploadRoutes`` or a card's media upload (`/cards/ID/media`, on the
    /// pages or the API).
    static func isUploadRoute(_ path: String) -> Bool {
        if uploadRoutes.contains(path) { return true }
        let rest =
            path.hasPrefix("/api/v1/cards/") ? path.dropFirst(14) : path.hasPrefix("/cards/") ? path.dropFirst(7) : nil
        guard let rest, rest.hasSuffix("/media") else { return false }
        let id = rest.dropLast(6)
        return !id.isEmpty && id.allSatisfy(\.isASCII) && id.allSatisfy(\.isNumber)
    }

    /// Admits or refuses a request from its headers.
    @Sendable public func admit(_ request: Request) -> RequestAdmission {
        if let host = request.headers["Host"], !hostNames.accepts(host: host) {
            return .refuse(
                HTTPError(
                    .misdirectedRequest,
                    "This server does not answer to that host name. Its administrator can add the name to "
                        + "allowed-hosts."))
        }
        let configuration = services.configuration
        let anonymous = configuration.anonymousBodyBytes
        let declared = request.headers["Content-Length"].flatMap(Int.init)
        let chunked = request.headers["Transfer-Encoding"] != nil
        // Small or absent bodies need no look-up of the caller.
        if !chunked && (declared ?? 0) <= anonymous { return .accept(maximumBodyBytes: anonymous) }
        guard let caller = caller(of: request) else { return .accept(maximumBodyBytes: anonymous) }
        if request.method == .post, Self.isUploadRoute(request.path),
            caller == .script
                || CSRFMiddleware.crossSiteHeadersAllow(
                    request, publicOrigin: configuration.publicOrigin, hostNames: hostNames)
        {
            return .receiveUploads(maximumBodyBytes: configuration.uploadBodyBytes, files: uploads)
        }
        return .accept(maximumBodyBytes: configuration.signedInBodyBytes)
    }

    /// How a signed-in caller authenticates.
    private enum Caller {
        /// With an API token, as scripts do.
        case script
        /// With a session cookie (or as the local user), as browsers do.
        case browser
    }

    /// How the request's caller is signed in, or `nil` when nobody is.
    private func caller(of request: Request) -> Caller? {
        let lookup = SessionLookup(services: services)
        if let authorization = request.headers["Authorization"] {
            return (try? lookup.apiToken(authorization)) != nil ? .script : nil
        }
        if localUser != nil { return .browser }
        return (try? lookup.browserSession(request.cookies)) != nil ? .browser : nil
    }
}
