public import CardboxCore
public import Foundation

extension SQLStore: CardMediaStore {
    /// Holds the blob under `key` as `owner`'s card media.
    ///
    /// Holds the dialect's blob lock, so the blob cannot be collected between being found and being held.
    public func holdMedia(_ key: BlobKey, owner: UserID, at date: Date) throws -> Blob {
        try database.write { connection in
            try connection.lock(Self.dialect.lockBlobs)
            guard
                let blob = try connection.queryOne(
                    BlobQueries.findByKey, [key.rawValue],
                    decoding: { Blob(key: key, size: $0.int(1), mediaType: $0.string(2)) })
            else { throw StoreError.notFound("Blob \(key)") }
            try connection.run(CardMediaQueries.hold, [key.rawValue, owner.rawValue, RowCoding.millis(date)])
            return blob
        }
    }

    /// The blob under `key`, if `viewer` may see it.
    public func findMedia(_ key: BlobKey, viewer: UserID) throws -> Blob? {
        try database.read { connection in
            try connection.queryOne(CardMediaQueries.findVisible, [key.rawValue, viewer.rawValue]) { row in
                Blob(key: key, size: row.int(0), mediaType: row.string(1))
            }
        }
    }

    /// The owner's media, oldest hold first.
    public func fetchMedia(owner: UserID) throws -> [Blob] {
        try database.read { connection in
            try connection.query(CardMediaQueries.fetchHeld, [owner.rawValue]) { row in
                Blob(key: BlobKey(rawValue: row.string(0)), size: row.int(1), mediaType: row.string(2))
            }
        }
    }

    /// Drops media holds nothing mentions, and the blobs that were only theirs.
    public func releaseUnusedMedia(owner: UserID?) throws -> Int {
        try database.write { try Self.releaseUnusedMedia(owner: owner?.rawValue, $0) }
    }

    static func releaseUnusedMedia(owner: Int64?, _ connection: Database.Connection) throws -> Int {
        try connection.lock(dialect.lockBlobs)
        let blobs = try connection.query(CardMediaQueries.releaseUnused, [owner]) { $0.int64(0) }
        for blob in Set(blobs) { try connection.run(BlobQueries.deleteIfUnreferenced, [blob]) }
        return blobs.count
    }

    /// Runs `change` on the cards `ids` (an edit or a delete), then drops the media holds nothing mentions any more.
    ///
    /// Only the owners of cards that mentioned a file before the change are swept, in the same transaction; cards
    /// without files cost one look-up each.
    static func releasingMedia<T>(
        of ids: [CardID], _ connection: Database.Connection, _ change: () throws -> T
    ) throws -> T {
        var owners: Set<Int64> = []
        for id in ids {
            if let owner = try connection.queryOne(
                CardMediaQueries.ownerIfMentioningMedia, [id.rawValue], decoding: { $0.int64(0) })
            {
                owners.insert(owner)
            }
        }
        let result = try change()
        for owner in owners { _ = try releaseUnusedMedia(owner: owner, connection) }
        return result
    }
}
