/// A request's `Range` header read against a body of known size (RFC 9110 §14): the one range to send, the whole
/// body, or a range that the body cannot satisfy.
///
/// Only a single `bytes` range is honoured; several ranges, other units and anything malformed are answered with the
/// whole body, as the RFC allows. Browsers ask for ranges to seek in and to start audio, and Safari plays a sound only
/// from a server that answers them.
public enum ByteRange: Equatable, Sendable {
    /// Send the whole body (no range, or one the server ignores).
    case whole
    /// Send these bytes with 206 Partial Content.
    case partial(ClosedRange<Int>)
    /// 416 Range Not Satisfiable: the range starts past the end.
    case unsatisfiable

    /// Reads `header` for a body of `size` bytes.
    public init(header: String?, size: Int) {
        guard let header, let spec = Self.single(header) else {
            self = .whole
            return
        }
        switch spec {
        case (let first?, let last):
            guard first < size else {
                self = .unsatisfiable
                return
            }
            self = .partial(first...min(last ?? size - 1, size - 1))
        case (nil, let suffix?):
            guard suffix > 0, size > 0 else {
                self = size == 0 ? .whole : .unsatisfiable
                return
            }
            self = .partial(max(size - suffix, 0)...(size - 1))
        case (nil, nil):
            self = .whole
        }
    }

    /// `bytes=first-last`, `bytes=first-` or `bytes=-suffix` as numbers; `nil` for anything else.
    private static func single(_ header: String) -> (Int?, Int?)? {
        let trimmed = header[...].trimmingSpaces()
        guard trimmed.lowercased().hasPrefix("bytes=") else { return nil }
        let spec = trimmed.dropFirst(6).trimmingSpaces()
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return nil }
        let start = spec[..<dash].trimmingSpaces()
        let end = spec[spec.index(after: dash)...].trimmingSpaces()
        func number(_ text: String) -> Int?? {
            if text.isEmpty { return .some(nil) }
            guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), text.utf8.count <= 18, let value = Int(text)
            else { return nil }
            return .some(value)
        }
        guard let first = number(start), let last = number(end) else { return nil }
        if let first, let last, last < first { return nil }
        if first == nil && last == nil { return nil }
        return (first, last)
    }

    /// The response for `bytes` under this range, with `headers` (a 206 or 416 adds `Content-Range`; every answer
    /// says `Accept-Ranges: bytes`).
    public func response(_ bytes: [UInt8], headers: HTTPHeaders) -> Response {
        var headers = headers
        headers["Accept-Ranges"] = "bytes"
        switch self {
        case .whole:
            return Response(status: .ok, headers: headers, body: .bytes(bytes))
        case .partial(let range):
            headers["Content-Range"] = "bytes \(range.lowerBound)-\(range.upperBound)/\(bytes.count)"
            return Response(status: .partialContent, headers: headers, body: .bytes(Array(bytes[range])))
        case .unsatisfiable:
            headers["Content-Range"] = "bytes */\(bytes.count)"
            headers["Content-Type"] = nil
            headers["Content-Disposition"] = nil
            return Response(status: .rangeNotSatisfiable, headers: headers)
        }
    }
}
