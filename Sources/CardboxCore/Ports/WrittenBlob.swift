public import FoundationEssentials

/// An upload whose bytes are all stored but which is not yet filed under its key: what ``BlobWriter/close()`` leaves
/// when the owner is decided later, such as a file that arrives before the form that says what to do with it.
public struct WrittenBlob: Sendable, Equatable {
    /// The unfiled upload.
    public var upload: BlobUploadID
    /// The SHA-256 of its content.
    public var key: BlobKey
    /// Its length in bytes.
    public var size: Int

    /// Creates the value.
    public init(upload: BlobUploadID, key: BlobKey, size: Int) {
        self.upload = upload
        self.key = key
        self.size = size
    }

    /// Files the upload in `store` under its key, held by `owner`.
    ///
    /// - Throws: ``StoreError/notFound(_:)`` when the upload was discarded or collected meanwhile.
    public func file(in store: any BlobStore, owner: UserID, at date: Date) throws -> BlobReference {
        try store.finishBlob(upload, key: key, size: size, owner: owner, at: date)
    }
}
