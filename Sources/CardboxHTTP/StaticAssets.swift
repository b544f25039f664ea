import CardboxCompression

/// Files served from memory under a path prefix, with strong ETags and caching.
///
/// A request whose `v` query parameter equals the asset's version may be cached for a year; any other request must
/// revalidate, and a matching `If-None-Match` gets 304.
public struct StaticAssets: Sendable {
    /// One file.
    public struct Asset: Sendable {
        /// The media type.
        public let contentType: String
        /// The content.
        public let bytes: [UInt8]
        /// A short content checksum, used in the ETag and in versioned URLs.
        public let version: String
    }

    private var assets: [String: Asset] = [:]

    /// Creates an empty collection.
    public init() {}

    /// Adds a file at `path` (such as `/static/app.css`).
    public mutating func add(_ path: String, contentType: String, text: String) {
        add(path, contentType: contentType, bytes: Array(text.utf8))
    }

    /// Adds a file of any bytes (a font, an image) at `path`.
    public mutating func add(_ path: String, contentType: String, bytes: [UInt8]) {
        assets[path] = Asset(contentType: contentType, bytes: bytes, version: Self.version(of: bytes))
    }

    /// The CRC-32 and length of `bytes` in hex: enough to tell versions of one file apart.
    static func version(of bytes: [UInt8]) -> String {
        String(CRC32.checksum(bytes), radix: 16) + String(bytes.count, radix: 16)
    }

    /// The asset at `path`.
    public subscript(path: String) -> Asset? { assets[path] }

    /// `path` with its version, for links that may be cached for long.
    public func versionedPath(_ path: String) -> String {
        guard let asset = assets[path] else { return path }
        return "\(path)?v=\(asset.version)"
    }

    /// The response for `request`, or `nil` when no asset is at its path.
    public func response(to request: Request) -> Response? {
        guard let asset = assets[request.path] else { return nil }
        let etag = "\"\(asset.version)\""
        let cacheControl =
            request.query["v"] == asset.version ? "public, max-age=31536000, immutable" : "public, no-cache"
        var headers = HTTPHeaders([("ETag", etag), ("Cache-Control", cacheControl)])
        if request.hasEntityTag(etag) { return Response(status: .notModified, headers: headers) }
        headers["Content-Type"] = asset.contentType
        return Response(status: .ok, headers: headers, body: .bytes(asset.bytes))
    }
}

extension Request {
    /// Whether `If-None-Match` names `etag`, or the tag ``GzipMiddleware`` gave its compressed form.
    public func hasEntityTag(_ etag: String) -> Bool {
        guard let match = headers["If-None-Match"] else { return false }
        return match.split(separator: ",").contains { tag in
            let tag = tag.trimmingSpaces()
            return tag == etag || tag.hasSuffix("-gzip\"") && String(tag.dropLast("-gzip\"".count)) + "\"" == etag
        }
    }
}
