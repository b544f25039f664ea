/// Where the server writes the files of a `multipart/form-data` upload while the body arrives, so that no request
/// holds a whole file in memory (see ``RequestAdmission/receiveUploads(maximumBodyBytes:files:)``).
///
/// The request's handler finds each file as the ``MultipartPart/stored`` of its part and keeps the ones it wants.
/// Once the request has been answered (or abandoned), the server calls ``drop(_:)`` for every file it stored, so a
/// store must make dropping a file its handler kept do nothing.
public protocol UploadFileStore: AnyObject, Sendable {
    /// Starts a file for `part`, which has its field name, file name and media type but no content.
    func begin(_ part: MultipartPart) throws -> any UploadFileWriter
    /// Drops `file` unless the request's handler kept it.
    func drop(_ file: StoredFile)
}

/// Writes one uploaded file piece by piece into an ``UploadFileStore``.
public protocol UploadFileWriter: AnyObject {
    /// Adds the next bytes of the file.
    func write(_ bytes: ArraySlice<UInt8>) throws
    /// The file is complete: stores what is left and says where it is.
    func finish() throws -> StoredFile
    /// Drops what was written; the file will not be completed.
    func discard()
}

/// An uploaded file written to an ``UploadFileStore``.
public struct StoredFile: Sendable, Hashable {
    /// What the store knows the file by.
    public var id: Int64
    /// Its length in bytes.
    public var size: Int
    /// The SHA-256 of its content as lower-case hex digits.
    public var digest: String

    /// Creates the value.
    public init(id: Int64, size: Int, digest: String) {
        self.id = id
        self.size = size
        self.digest = digest
    }
}
