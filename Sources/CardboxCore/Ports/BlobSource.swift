public import FoundationEssentials

/// A stored blob as the bytes of a document to read: the reader pulls it from the store chunk by chunk.
public struct BlobSource: Sendable, Equatable {
    /// Where the blob is.
    public let store: any BlobStore
    /// The blob.
    public let blob: Blob

    /// The blob `blob` in `store`.
    public init(store: any BlobStore, blob: Blob) {
        self.store = store
        self.blob = blob
    }

    /// The whole content, read chunk by chunk into one buffer of the blob's size.
    ///
    /// - Throws: ``StoreError/notFound(_:)`` when the blob is gone.
    public func data() throws -> Data {
        var data = Data()
        data.reserveCapacity(blob.size)
        try store.readBlob(blob) { chunk in data.append(contentsOf: chunk) }
        return data
    }

    /// Two sources are the same when they name the same blob.
    public static func == (lhs: BlobSource, rhs: BlobSource) -> Bool { lhs.blob == rhs.blob }
}
