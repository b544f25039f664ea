import CZlib

/// gzip compression through zlib.
public enum Gzip {
    /// `bytes` compressed as a gzip member, or `nil` if zlib fails.
    public static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
        var stream = z_stream()
        // zlib: deflateInit2 returns Z_OK on success; the stream must then be released with deflateEnd.
        guard cardbox_deflate_init_gzip(&stream, level) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 32)
        let status = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out -> Int32 in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }
}

/// Compresses text-like responses with gzip when the client accepts it.
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
            response.headers["Content-Encoding"] == nil, Self.isCompressible(response.headers["Content-Type"])
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
