/// The SQL of the blob store, written once for every dialect (`$1` parameters, `RETURNING`).
package enum BlobQueries {
    /// Starts an upload: ($1 media type, $2 time) → id.
    package static let begin = "INSERT INTO blob (media_type, created_at) VALUES ($1, $2) RETURNING id"

    /// Stores one chunk: ($1 blob, $2 position, $3 bytes).
    package static let appendChunk = "INSERT INTO blob_chunk (blob_id, position, bytes) VALUES ($1, $2, $3)"

    /// Whether an upload is still unfinished: ($1 upload) → id.
    package static let findUnfinished = "SELECT id FROM blob WHERE id = $1 AND sha256 IS NULL"

    /// The finished blob under a key: ($1 key) → id, size, media type.
    package static let findByKey = "SELECT id, size, media_type FROM blob WHERE sha256 = $1"

    /// Files an upload under its key: ($1 key, $2 size, $3 upload).
    package static let file = "UPDATE blob SET sha256 = $1, size = $2 WHERE id = $3"

    /// Drops a blob and its chunks: ($1 id).
    package static let delete = "DELETE FROM blob WHERE id = $1"

    /// Adds a reference: ($1 blob, $2 owner, $3 time) → id.
    package static let insertReference =
        "INSERT INTO blob_reference (blob_id, owner_id, created_at) VALUES ($1, $2, $3) RETURNING id"

    /// A reference and its blob: ($1 reference) → reference id, owner, key, size, media type.
    package static let findReference = """
        SELECT r.id, r.owner_id, b.sha256, b.size, b.media_type
        FROM blob_reference r JOIN blob b ON b.id = r.blob_id
        WHERE r.id = $1
        """

    /// Drops a reference: ($1 reference) → the blob it held.
    package static let deleteReference = "DELETE FROM blob_reference WHERE id = $1 RETURNING blob_id"

    /// Drops a finished blob no reference holds: ($1 blob).
    package static let deleteIfUnreferenced = """
        DELETE FROM blob
        WHERE id = $1 AND sha256 IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM blob_reference r WHERE r.blob_id = blob.id)
        """

    /// One chunk of a blob: ($1 key, $2 position) → bytes.
    package static let readChunk = """
        SELECT c.bytes FROM blob_chunk c JOIN blob b ON b.id = c.blob_id
        WHERE b.sha256 = $1 AND c.position = $2
        """

    /// Drops uploads begun before a time and never finished, and finished blobs nothing holds: ($1 time).
    package static let collect = """
        DELETE FROM blob
        WHERE (sha256 IS NULL AND created_at < $1)
            OR (sha256 IS NOT NULL AND NOT EXISTS (SELECT 1 FROM blob_reference r WHERE r.blob_id = blob.id))
        """
}
