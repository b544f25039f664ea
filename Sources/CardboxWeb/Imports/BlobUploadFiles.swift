import CardboxCore
import CardboxHTTP
import Foundation

/// Writes uploaded files into the store's blob table while they arrive, chunk by chunk, leaving each one an unfiled
/// upload until the import that wants it files it for its owner (``WrittenBlob/file(in:owner:at:)``); the uploads
/// of a request nobody kept are discarded once it is answered, and those of a server stopped mid-upload are
/// collected as unfinished.
final class BlobUploadFiles: UploadFileStore {
    private let store: any BlobStore
    private let now: @Sendable () -> Date

    /// Uploads into `store`, dated by `now`.
    init(store: any BlobStore, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.now = now
    }

    /// Begins an upload of the part's media type.
    func begin(_ part: MultipartPart) throws -> any UploadFileWriter {
        BlobFileWriter(
            writer: try BlobWriter(
                store: store, mediaType: part.contentType ?? "application/octet-stream", at: now()))
    }

    /// Discards the upload unless it was filed.
    func drop(_ file: StoredFile) {
        try? store.discardBlob(BlobUploadID(rawValue: file.id))
    }

    /// The written upload a stored file stands for.
    static func written(_ file: StoredFile) -> WrittenBlob {
        WrittenBlob(upload: BlobUploadID(rawValue: file.id), key: BlobKey(rawValue: file.digest), size: file.size)
    }
}

/// One uploaded file going into the blob table.
private final class BlobFileWriter: UploadFileWriter {
    private var writer: BlobWriter
    private var open = true

    init(writer: BlobWriter) {
        self.writer = writer
    }

    func write(_ bytes: ArraySlice<UInt8>) throws {
        try writer.write(bytes)
    }

    func finish() throws -> StoredFile {
        open = false
        let written = try writer.close()
        return StoredFile(id: written.upload.rawValue, size: written.size, digest: written.key.rawValue)
    }

    func discard() {
        guard open else { return }
        open = false
        try? writer.discard()
    }
}
