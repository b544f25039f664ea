import CardboxCompression

/// Compresses text-like responses with gzip when the client accepts it; a byte range is sent as it is, since its
/// `Content-Range` counts the bytes of the file.
public struct GzipMiddleware<Context: Sendable>: Middleware {
    /// Bodies smaller than this are sent as they are.
    public var minimumBytes: Int

    /// Creates the middleware.
    public init(minimumBytes: Int = 1024) {
        self.minimumBytes = minimumBytes
    }

    /// Compresses the response when worthwhile.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) throws -> Response
    ) throws -> Response {
        var response = try next(request, context)
        guard case .bytes(let bytes) = response.body, bytes.count >= minimumBytes,
            response.headers["Content-Encoding"] == nil, response.headers["Content-Range"] == nil,
            Self.isCompressible(response.headers["Content-Type"])
        else { return response }
        response.headers["Vary"] = "Accept-Encoding"
        guard request.acceptsGzip, let compressed = Gzip.compress(bytes) else { return response }
        response.headers["Content-Encoding"] = "gzip"
        if let etag = response.headers["ETag"], etag.hasSuffix("\"") {
            response.headers["ETag"] = String(etag.dropLast()) + "-gzip\""
        }
        response.body = .bytes(compressed)
        return response
    }

    /// Whether a body of media type `contentType` is text worth compressing: any `text/` type but event streams,
    /// and JSON, JavaScript and XML (SVG included) whatever their main type.
    static func isCompressible(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
        guard let slash = mediaType.firstIndex(of: UInt8(ascii: "/")) else { return false }
        let type = Substring(mediaType[..<slash]).trimmingSpaces()
        let subtype = Substring(mediaType[mediaType.index(after: slash)...]).trimmingSpaces().lowercased()
        if type.equalsIgnoringASCIICase("text") { return subtype != "event-stream" }
        return ["json", "javascript", "xml"].contains { subtype.hasSuffix($0) }
    }
}
