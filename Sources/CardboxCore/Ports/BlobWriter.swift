public import FoundationEssentials

/// Writes bytes that arrive in pieces into a ``BlobStore``: it cuts them into chunks of ``blobChunkSize``, stores each
/// as it fills and hashes as it goes, so at most one chunk is held besides the caller's own piece.
///
/// ```swift
/// var writer = try BlobWriter(store: store, mediaType: "application/pdf", at: now)
/// try writer.write(part.body)
/// let reference = try writer.finish(owner: user.id, at: now)
/// ```
public struct BlobWriter {
    private let store: any BlobStore
    private let upload: BlobUploadID
    private var hasher = SHA256Hasher()
    private var buffer: [UInt8] = []
    private var position = 0
    private var finished = false

    /// Begins an upload of bytes of `mediaType`.
    public init(store: any BlobStore, mediaType: String, at date: Date) throws {
        self.store = store
        upload = try store.beginBlob(mediaType: mediaType, at: date)
        buffer.reserveCapacity(blobChunkSize)
    }

    /// Adds `bytes` to the blob, storing every chunk that fills.
    public mutating func write(_ bytes: some Collection<UInt8>) throws {
        precondition(!finished, "a finished blob takes no more bytes")
        hasher.update(bytes)
        var rest = bytes[...]
        while !rest.isEmpty {
            let take = min(blobChunkSize - buffer.count, rest.count)
            let end = rest.index(rest.startIndex, offsetBy: take)
            buffer.append(contentsOf: rest[..<end])
            rest = rest[end...]
            if buffer.count == blobChunkSize { try flush() }
        }
    }

    /// Stores the last chunk and files the blob under its digest, held by `owner`.
    public mutating func finish(owner: UserID, at date: Date) throws -> BlobReference {
        try close().file(in: store, owner: owner, at: date)
    }

    /// Stores the last chunk but leaves the upload unfiled, for an owner to file later with
    /// ``WrittenBlob/file(in:owner:at:)``; an upload nobody files is dropped by ``BlobStore/discardBlob(_:)`` or
    /// collected as unfinished.
    public mutating func close() throws -> WrittenBlob {
        precondition(!finished, "a blob is finished once")
        if !buffer.isEmpty { try flush() }
        finished = true
        return WrittenBlob(upload: upload, key: BlobKey(rawValue: hasher.finishHex()), size: hasher.byteCount)
    }

    /// Drops what was written so far.
    public mutating func discard() throws {
        finished = true
        try store.discardBlob(upload)
    }

    private mutating func flush() throws {
        try store.appendBlobChunk(buffer, to: upload, position: position)
        position += 1
        buffer.removeAll(keepingCapacity: true)
    }
}

extension BlobStore {
    /// Stores `bytes` as one blob held by `owner`, chunk by chunk.
    public func storeBlob(
        _ bytes: some Collection<UInt8>, mediaType: String, owner: UserID, at date: Date
    ) throws -> BlobReference {
        var writer = try BlobWriter(store: self, mediaType: mediaType, at: date)
        do {
            try writer.write(bytes)
            return try writer.finish(owner: owner, at: date)
        } catch {
            try? writer.discard()
            throw error
        }
    }

    /// Reads the blob under `key` chunk by chunk, handing each to `body` in order.
    ///
    /// - Throws: ``StoreError/notFound(_:)`` when the blob is gone or shorter than recorded.
    public func readBlob(_ blob: Blob, _ body: ([UInt8]) throws -> Void) throws {
        for position in 0..<blob.chunkCount {
            guard let chunk = try readBlobChunk(blob.key, position: position) else {
                throw StoreError.notFound("Part \(position + 1) of the stored file")
            }
            try body(chunk)
        }
    }
}
