/// One part of a `multipart/form-data` body: a form field or an uploaded file.
public struct MultipartPart: Sendable, Equatable {
    /// The form field's name.
    public var name: String
    /// The uploaded file's name, when the part is a file.
    public var filename: String?
    /// The part's media type, if given.
    public var contentType: String?
    /// The content, when the server kept it in memory.
    public var body: [UInt8]
    /// Where the content went instead, when the server wrote an uploaded file to an ``UploadFileStore`` while it
    /// arrived; then ``body`` is empty.
    public var stored: StoredFile? = nil

    /// The content as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// Splits a `multipart/form-data` body (RFC 7578) into its parts.
struct MultipartParser {
    let boundary: String

    init(boundary: String) {
        self.boundary = boundary
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

    /// The parts of a whole body held in memory.
    func parse(_ body: [UInt8]) throws(HTTPError) -> [MultipartPart] {
        let collector = MultipartCollector(files: nil, maximumFieldBytes: .max)
        var stream = MultipartStream(boundary: boundary)
        try stream.feed(body, to: collector)
        try stream.finish()
        return collector.parts
    }

    /// A part described by its header block, without content; `nil` when it names no form field.
    static func part(headers: String) -> MultipartPart? {
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
}
