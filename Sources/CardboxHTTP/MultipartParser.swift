/// One part of a `multipart/form-data` body: a form field or an uploaded file.
public struct MultipartPart: Sendable, Equatable {
    /// The form field's name.
    public var name: String
    /// The uploaded file's name, when the part is a file.
    public var filename: String?
    /// The part's media type, if given.
    public var contentType: String?
    /// The content.
    public var body: [UInt8]

    /// The content as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// Splits a `multipart/form-data` body (RFC 7578) into its parts.
struct MultipartParser {
    let boundary: [UInt8]

    init(boundary: String) {
        self.boundary = Array("--\(boundary)".utf8)
    }

    /// The `boundary` parameter of a `multipart/form-data` content type.
    static func boundary(in contentType: String) -> String? {
        let parameters = contentType.split(separator: ";").map { $0.trimmingSpaces() }
        guard parameters.first?.lowercased() == "multipart/form-data" else { return nil }
        for parameter in parameters.dropFirst() where parameter.lowercased().hasPrefix("boundary=") {
            var value = String(parameter.dropFirst("boundary=".count))
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                value = String(value.dropFirst().dropLast())
            }
            return value.isEmpty || value.count > 70 ? nil : value
        }
        return nil
    }

    func parse(_ body: [UInt8]) throws(HTTPError) -> [MultipartPart] {
        let malformed = HTTPError(.badRequest, "The multipart body is malformed.")
        guard var position = find(boundary, in: body, from: 0) else { throw malformed }
        var parts: [MultipartPart] = []
        while true {
            position += boundary.count
            if body.count >= position + 2, body[position] == UInt8(ascii: "-"), body[position + 1] == UInt8(ascii: "-")
            {
                return parts
            }
            guard let headerStart = skipLineEnd(body, position),
                let headerEnd = find(Array("\r\n\r\n".utf8), in: body, from: headerStart)
            else { throw malformed }
            let contentStart = headerEnd + 4
            guard let next = find(Array("\r\n".utf8) + boundary, in: body, from: contentStart) else { throw malformed }
            let headerText = String(decoding: body[headerStart..<headerEnd], as: UTF8.self)
            guard var part = Self.part(headers: headerText) else { throw malformed }
            part.body = Array(body[contentStart..<next])
            parts.append(part)
            position = next + 2
        }
    }

    private func skipLineEnd(_ body: [UInt8], _ position: Int) -> Int? {
        guard body.count >= position + 2, body[position] == 13, body[position + 1] == 10 else { return nil }
        return position + 2
    }

    private static func part(headers: String) -> MultipartPart? {
        var name: String?
        var filename: String?
        var contentType: String?
        for line in headers.split(separator: "\r\n") {
            let pieces = line.split(separator: ":", maxSplits: 1)
            guard pieces.count == 2 else { continue }
            let field = pieces[0].lowercased()
            let value = pieces[1].trimmingSpaces()
            if field == "content-type" {
                contentType = value
            } else if field == "content-disposition" {
                for attribute in value.split(separator: ";").dropFirst() {
                    let pair = attribute.split(separator: "=", maxSplits: 1)
                    guard pair.count == 2 else { continue }
                    var text = pair[1].trimmingSpaces()
                    if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 {
                        text = String(text.dropFirst().dropLast())
                    }
                    switch pair[0].trimmingSpaces().lowercased() {
                    case "name": name = text
                    case "filename": filename = text
                    default: break
                    }
                }
            }
        }
        guard let name else { return nil }
        return MultipartPart(name: name, filename: filename, contentType: contentType, body: [])
    }

    /// The index of the first occurrence of `needle` in `haystack` at or after `start`.
    private func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        return haystack.withUnsafeBufferPointer { bytes -> Int? in
            while index <= last {
                if bytes[index] == first {
                    var matched = true
                    for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
                        matched = false
                        break
                    }
                    if matched { return index }
                }
                index += 1
            }
            return nil
        }
    }
}
