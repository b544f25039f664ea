public import CardboxCore
public import Foundation

extension SQLStore: BlobStore {
    /// Starts an upload.
    public func beginBlob(mediaType: String, at date: Date) throws -> BlobUploadID {
        try database.write { connection in
            guard
                let id = try connection.queryOne(
                    BlobQueries.begin, [mediaType, RowCoding.millis(date)],
                    decoding: {
                        $0.int64(0)
                    })
            else { throw StoreError.notFound("The new upload") }
            return BlobUploadID(rawValue: id)
        }
    }

    /// Stores one chunk of an upload.
    public func appendBlobChunk(_ bytes: [UInt8], to upload: BlobUploadID, position: Int) throws {
        precondition(bytes.count <= blobChunkSize, "a chunk holds at most \(blobChunkSize) bytes")
        try database.write { connection in
            guard try connection.exists(BlobQueries.findUnfinished, [upload.rawValue]) else {
                throw StoreError.notFound("Upload \(upload)")
            }
            try connection.run(BlobQueries.appendChunk, [upload.rawValue, position, SQLValue.blob(bytes)])
        }
    }

    /// Files an upload under its key, sharing an identical stored blob, and gives `owner` a reference.
    ///
    /// Filing, releasing and collecting hold the dialect's blob lock (PostgreSQL's advisory lock; SQLite's single
    /// writer), so two servers filing the same content never both store it, and a blob is never deleted while
    /// another server gives it a new reference.
    public func finishBlob(
        _ upload: BlobUploadID, key: BlobKey, size: Int, owner: UserID, at date: Date
    ) throws -> BlobReference {
        try database.write { connection in
            try connection.lock(Self.dialect.lockBlobs)
            guard try connection.exists(BlobQueries.findUnfinished, [upload.rawValue]) else {
                throw StoreError.notFound("Upload \(upload)")
            }
            let blobID: Int64
            if let existing = try connection.queryOne(
                BlobQueries.findByKey, [key.rawValue],
                decoding: {
                    $0.int64(0)
                })
            {
                try connection.run(BlobQueries.delete, [upload.rawValue])
                blobID = existing
            } else {
                try connection.run(BlobQueries.file, [key.rawValue, size, upload.rawValue])
                blobID = upload.rawValue
            }
            guard let blob = try Self.findBlob(key, connection) else { throw StoreError.notFound("Blob \(key)") }
            guard
                let id = try connection.queryOne(
                    BlobQueries.insertReference, [blobID, owner.rawValue, RowCoding.millis(date)],
                    decoding: {
                        $0.int64(0)
                    })
            else { throw StoreError.notFound("The new reference") }
            return BlobReference(id: BlobReferenceID(rawValue: id), owner: owner, blob: blob)
        }
    }

    /// Drops an unfinished upload.
    public func discardBlob(_ upload: BlobUploadID) throws {
        try database.write { connection in
            guard try connection.exists(BlobQueries.findUnfinished, [upload.rawValue]) else { return }
            try connection.run(BlobQueries.delete, [upload.rawValue])
        }
    }

    /// The blob under `key`.
    public func findBlob(_ key: BlobKey) throws -> Blob? {
        try database.read { try Self.findBlob(key, $0) }
    }

    private static func findBlob(_ key: BlobKey, _ connection: Database.Connection) throws -> Blob? {
        try connection.queryOne(BlobQueries.findByKey, [key.rawValue]) { row in
            Blob(key: key, size: row.int(1), mediaType: row.string(2))
        }
    }

    /// One chunk of the blob under `key`.
    public func readBlobChunk(_ key: BlobKey, position: Int) throws -> [UInt8]? {
        try database.read { try $0.queryOne(BlobQueries.readChunk, [key.rawValue, position]) { $0.blob(0) } }
    }

    /// The reference with `id`.
    public func findBlobReference(_ id: BlobReferenceID) throws -> BlobReference? {
        try database.read { connection in
            try connection.queryOne(BlobQueries.findReference, [id.rawValue]) { row in
                BlobReference(
                    id: BlobReferenceID(rawValue: row.int64(0)), owner: UserID(rawValue: row.int64(1)),
                    blob: Blob(key: BlobKey(rawValue: row.string(2)), size: row.int(3), mediaType: row.string(4)))
            }
        }
    }

    /// Drops a reference, and the blob with its last one.
    public func releaseBlob(_ id: BlobReferenceID) throws {
        try database.write { connection in
            try connection.lock(Self.dialect.lockBlobs)
            guard
                let blob = try connection.queryOne(
                    BlobQueries.deleteReference, [id.rawValue],
                    decoding: {
                        $0.int64(0)
                    })
            else { return }
            try connection.run(BlobQueries.deleteIfUnreferenced, [blob])
        }
    }

    /// Deletes stale unfinished uploads and blobs nothing holds.
    public func collectBlobs(unfinishedBefore date: Date) throws -> Int {
        try database.write { connection in
            try connection.lock(Self.dialect.lockBlobs)
            try connection.run(BlobQueries.collect, [RowCoding.millis(date)])
            return connection.changes
        }
    }
}
