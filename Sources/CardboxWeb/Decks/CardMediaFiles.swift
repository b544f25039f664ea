import CardboxCore
import CardboxHTTP
import Foundation

/// Images and sounds on cards for the pages and the API: an uploaded file added to a card's field through
/// ``CardMediaAttachment``, and the files a viewer holds served to them.
///
/// A served file is typed by its content again (``CardMediaFormat/init(sniffing:)``): raster images and sounds are
/// served as what they are, SVG under a policy that runs and loads nothing, and a file no longer recognised only as a
/// download, never as a page.
struct CardMediaFiles {
    let services: WebServices

    /// Adds the `file` part of an upload form to the field named by its `field` part (the back by default) of
    /// `card`, and saves the card.
    func add(_ parts: [MultipartPart], to card: Card, owner: User) throws -> CardMediaReference {
        let fieldName = parts.first { $0.name == "field" && $0.filename == nil }?.text.trimmed ?? ""
        do {
            guard let field = CardMediaAttachment.Field(rawValue: fieldName.isEmpty ? "back" : fieldName) else {
                throw CardMediaAttachment.Failure.unknownField(fieldName)
            }
            guard let file = parts.first(where: { $0.name == "file" && $0.filename != nil }) else {
                throw WebError.invalid("Choose an image or a sound file.", field: "file")
            }
            try CardMediaAttachment.checkSize(file.stored?.size ?? file.body.count)
            let now = services.now()
            let upload: BlobReference
            if let stored = file.stored {
                upload = try BlobUploadFiles.written(stored).file(in: services.store, owner: owner.id, at: now)
            } else {
                upload = try services.store.storeBlob(
                    file.body, mediaType: "application/octet-stream", owner: owner.id, at: now)
            }
            return try CardMediaAttachment(store: services.store).attach(
                upload, named: file.filename ?? "", to: card, field: field, at: now
            ).reference
        } catch let failure as CardMediaAttachment.Failure {
            throw Self.webError(failure)
        }
    }

    /// The page and API error for a refused file.
    static func webError(_ failure: CardMediaAttachment.Failure) -> WebError {
        switch failure {
        case .tooLarge:
            WebError(.contentTooLarge, code: "too_large", failure.description, fields: ["file": "Too large."])
        case .unsupported:
            WebError(
                .unsupportedMediaType, code: "unsupported_media", failure.description,
                fields: ["file": "Not an image or a sound."])
        case .empty: WebError.invalid(failure.description, field: "file")
        case .unknownField, .card: WebError.invalid(failure.description, field: "field")
        }
    }

    /// The file `name` (`KEY.EXT`) for `viewer`: 404 unless they hold it as card media.
    ///
    /// A file's name is its content's hash, so its entity tag is that hash: `If-None-Match` gets 304, and a `Range`
    /// (with no `If-Range`, or one naming the tag) gets those bytes (``ByteRange``), which players need to seek and
    /// Safari to play a sound at all.
    func serve(_ name: String, to viewer: User, request: Request) throws -> Response {
        guard let reference = CardMediaReference(address: CardMediaReference.scheme + name, label: ""),
            let blob = try services.store.findMedia(reference.key, viewer: viewer.id)
        else { throw WebError.notFound("The file") }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(blob.size)
        try services.store.readBlob(blob) { bytes += $0 }
        let etag = "\"\(blob.key.rawValue)\""
        var headers = HTTPHeaders([
            ("ETag", etag),
            ("Cache-Control", "private, max-age=31536000, immutable"),
            // Opened on its own, an SVG may run nothing and load nothing.
            ("Content-Security-Policy", "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"),
        ])
        if let format = CardMediaFormat(sniffing: bytes) {
            headers["Content-Type"] = format.mediaType
        } else {
            headers["Content-Type"] = "application/octet-stream"
            headers["Content-Disposition"] = "attachment; filename=\"\(blob.key.rawValue)\""
        }
        if request.hasEntityTag(etag) { return Response(status: .notModified, headers: headers) }
        let ifRange = request.headers["If-Range"]
        let range = ifRange == nil || ifRange == etag ? request.headers["Range"] : nil
        return ByteRange(header: range, size: bytes.count).response(bytes, headers: headers)
    }
}
