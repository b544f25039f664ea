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

    static func isCompressible(_ contentType: String?) -> Bool {
        guard let type = contentType?.lowercased() else { return false }
        return type.hasPrefix("text/") && !type.hasPrefix("text/event-stream") || type.contains("json")
            || type.contains("javascript") || type.contains("svg") || type.contains("xml")
    }
}
