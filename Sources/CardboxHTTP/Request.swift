/// An HTTP request whose body has arrived in full.
public struct Request: Sendable {
    /// The method.
    public var method: HTTPMethod
    /// The path, percent-decoded, without the query string, such as `/decks/12`.
    public var path: String
    /// The query parameters, decoded.
    public var query: Parameters
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body.
    public var body: [UInt8]
    /// The client's IP address as text.
    public var remoteAddress: String
    /// The path parameters the router matched, such as `deckID` for `/decks/:deckID`.
    public var parameters: Parameters
    /// The route pattern that matched, such as `/decks/:deckID`, for logs and metrics; `nil` before routing or when
    /// nothing matched.
    public var route: String?
    /// An identifier for logs and error pages.
    public var id: String
    /// The parts of a body the server split while it arrived (see ``RequestAdmission/receiveUploads(maximumBodyBytes:files:)``),
    /// or why it could not; `nil` when the body is in ``body``.
    var receivedParts: Result<[MultipartPart], HTTPError>?

    /// Creates a request.
    public init(
        method: HTTPMethod, path: String, query: Parameters = Parameters(), headers: HTTPHeaders = HTTPHeaders(),
        body: [UInt8] = [], remoteAddress: String = "127.0.0.1", id: String = ""
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
        self.parameters = Parameters()
        self.route = nil
        self.id = id
        self.receivedParts = nil
    }

    /// The request's cookies by name.
    public var cookies: [String: String] { Cookies.parse(headers["Cookie"] ?? "") }

    /// The media type of the body without parameters, lowercased, such as `application/json`.
    public var mediaType: String? {
        headers["Content-Type"].map { $0.split(separator: ";")[0].trimmingSpaces().lowercased() }
    }

    /// The body decoded as an `application/x-www-form-urlencoded` form.
    public func form() -> Parameters {
        Parameters(urlEncoded: String(decoding: body, as: UTF8.self))
    }

    /// The body split into its `multipart/form-data` parts; throws 400 when it is not such a body.
    ///
    /// When the server received the body as an upload, these are the parts it found, uploaded files as
    /// ``MultipartPart/stored``.
    public func multipart() throws(HTTPError) -> [MultipartPart] {
        if let receivedParts { return try receivedParts.get() }
        guard let contentType = headers["Content-Type"], let boundary = MultipartParser.boundary(in: contentType) else {
            throw HTTPError(.badRequest, "Expected a multipart/form-data body.")
        }
        return try MultipartParser(boundary: boundary).parse(body)
    }

    /// Whether the client accepts a gzip-encoded response.
    public var acceptsGzip: Bool {
        guard let accepted = headers["Accept-Encoding"]?.lowercased() else { return false }
        return accepted.split(separator: ",").contains { coding in
            let parts = coding.split(separator: ";").map { $0.trimmingSpaces() }
            return parts.first == "gzip" && !parts.dropFirst().contains("q=0")
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
