public import FoundationEssentials

/// Bytes kept in the store (uploads, import sources, media), addressed by the SHA-256 of their content and written
/// and read in chunks of at most ``blobChunkSize`` bytes, so no caller holds a large upload twice.
///
/// A blob is written through an upload: ``beginBlob(mediaType:at:)``, ``appendBlobChunk(_:to:position:)`` for each
/// chunk in order, then ``finishBlob(_:key:size:owner:at:)``, which files it under its key (reusing an identical blob
/// already stored) and gives the owner a reference. A blob lives as long as some reference holds it:
/// ``releaseBlob(_:)`` drops one and deletes the blob with the last. ``BlobWriter`` does the chunking and hashing.
public protocol BlobStore: Sendable {
    /// Starts an upload of bytes of `mediaType`.
    func beginBlob(mediaType: String, at date: Date) throws -> BlobUploadID
    /// Stores chunk `position` (0, 1, …) of an upload, in its own transaction.
    func appendBlobChunk(_ bytes: [UInt8], to upload: BlobUploadID, position: Int) throws
    /// Files a written upload under `key` (its SHA-256) and gives `owner` a reference to it, in one transaction. When
    /// a blob with that key is already stored, the upload's chunks are dropped and the stored blob is shared.
    ///
    /// - Throws: ``StoreError/notFound(_:)`` when the upload is unknown (discarded or collected).
    func finishBlob(
        _ upload: BlobUploadID, key: BlobKey, size: Int, owner: UserID, at date: Date
    ) throws
        -> BlobReference
    /// Drops an unfinished upload and its chunks.
    func discardBlob(_ upload: BlobUploadID) throws
    /// The blob filed under `key`, if any.
    func findBlob(_ key: BlobKey) throws -> Blob?
    /// Chunk `position` of the blob filed under `key`, or `nil` past its end.
    func readBlobChunk(_ key: BlobKey, position: Int) throws -> [UInt8]?
    /// The reference with `id`, if it is still held.
    func findBlobReference(_ id: BlobReferenceID) throws -> BlobReference?
    /// Drops a reference; the blob goes with its last reference. Dropping a reference twice does nothing.
    func releaseBlob(_ id: BlobReferenceID) throws
    /// Deletes uploads begun before `date` and never finished (a server stopped mid-upload), and blobs no reference
    /// holds any more (their owners' accounts were deleted). Returns how many blobs went.
    func collectBlobs(unfinishedBefore date: Date) throws -> Int
}

/// The most bytes in one stored chunk of a blob: 256 KiB.
public let blobChunkSize = 262_144

/// The SHA-256 of a blob's content as 64 lower-case hex digits: the key it is filed under.
public struct BlobKey: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The hex digest.
    public let rawValue: String

    /// Wraps a hex digest.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The hex digest.
    public var description: String { rawValue }
}

/// Identifies an upload being written, before it has a key.
public struct BlobUploadID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// Identifies one hold on a blob.
public struct BlobReferenceID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// A stored blob.
public struct Blob: Sendable, Equatable {
    /// Its key.
    public var key: BlobKey
    /// Its length in bytes.
    public var size: Int
    /// What it holds, such as `application/pdf` (`application/octet-stream` when unknown).
    public var mediaType: String

    /// Creates the value.
    public init(key: BlobKey, size: Int, mediaType: String) {
        self.key = key
        self.size = size
        self.mediaType = mediaType
    }

    /// How many chunks hold it.
    public var chunkCount: Int { (size + blobChunkSize - 1) / blobChunkSize }
}

/// One owner's hold on a blob.
public struct BlobReference: Sendable, Equatable {
    /// The reference.
    public var id: BlobReferenceID
    /// Whose it is.
    public var owner: UserID
    /// The blob held.
    public var blob: Blob

    /// Creates the value.
    public init(id: BlobReferenceID, owner: UserID, blob: Blob) {
        self.id = id
        self.owner = owner
        self.blob = blob
    }
}
