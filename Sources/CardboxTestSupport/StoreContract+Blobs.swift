import CardboxCore
import Foundation
import Testing

/// Blobs written and read in chunks, shared by content and kept while referenced: the cases of ``StoreContract``
/// for ``BlobStore``.
extension StoreContract {
    /// Bytes of `count` that differ from chunk to chunk, so a chunk out of place shows.
    static func blobBytes(_ count: Int, seed: UInt8 = 7) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 1000) &+ seed }
    }

    /// The bytes of `blob`, read back chunk by chunk.
    static func readBack(_ blob: Blob, from store: any StudyStore) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try store.readBlob(blob) { bytes += $0 }
        return bytes
    }

    /// A blob written in uneven pieces is stored in chunks of at most the chunk size, filed under its SHA-256, and
    /// reads back the same.
    public static func blobsAreWrittenAndReadInChunks(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let bytes = blobBytes(blobChunkSize * 2 + 1234)
        var writer = try BlobWriter(store: store, mediaType: "application/pdf", at: Fixtures.now)
        var offset = 0
        for piece in [1, 100_000, blobChunkSize, 7, bytes.count] where offset < bytes.count {
            let end = min(bytes.count, offset + piece)
            try writer.write(bytes[offset..<end])
            offset = end
        }
        let reference = try writer.finish(owner: user.id, at: Fixtures.now)
        #expect(reference.blob.key.rawValue == SHA256.hex(of: bytes))
        #expect(reference.blob.size == bytes.count)
        #expect(reference.blob.mediaType == "application/pdf")
        #expect(reference.blob.chunkCount == 3)
        #expect(try store.findBlob(reference.blob.key) == reference.blob)
        #expect(try store.readBlobChunk(reference.blob.key, position: 0)?.count == blobChunkSize)
        #expect(try store.readBlobChunk(reference.blob.key, position: 2)?.count == 1234)
        #expect(try store.readBlobChunk(reference.blob.key, position: 3) == nil)
        #expect(try readBack(reference.blob, from: store) == bytes)
        #expect(try store.findBlobReference(reference.id) == reference)

        let empty = try store.storeBlob([UInt8](), mediaType: "text/plain", owner: user.id, at: Fixtures.now)
        #expect(empty.blob.size == 0)
        #expect(try readBack(empty.blob, from: store) == [])
    }

    /// The same bytes stored twice are one blob with two references; it stays until the last is released, and
    /// releasing a reference again changes nothing.
    public static func identicalBlobsAreStoredOnceAndLiveWhileReferenced(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let other = try store.insertUser(Fixtures.newUser("other"))
        let bytes = blobBytes(blobChunkSize + 10, seed: 3)
        let first = try store.storeBlob(bytes, mediaType: "image/png", owner: user.id, at: Fixtures.now)
        let second = try store.storeBlob(bytes, mediaType: "image/png", owner: other.id, at: Fixtures.now)
        #expect(first.blob == second.blob)
        #expect(first.id != second.id)
        #expect(second.owner == other.id)

        try store.releaseBlob(first.id)
        #expect(try store.findBlobReference(first.id) == nil)
        #expect(try store.findBlob(first.blob.key) == first.blob)
        #expect(try readBack(first.blob, from: store) == bytes)
        try store.releaseBlob(first.id)
        #expect(try store.findBlob(first.blob.key) == first.blob)

        try store.releaseBlob(second.id)
        #expect(try store.findBlob(first.blob.key) == nil)
        #expect(try store.readBlobChunk(first.blob.key, position: 0) == nil)
        #expect(throws: StoreError.self) { try store.readBlob(first.blob) { _ in } }
    }

    /// A discarded upload cannot be finished; an upload left unfinished is collected once it is old enough, and a
    /// blob whose owner's account is gone is collected too.
    public static func unfinishedAndUnreferencedBlobsAreCollected(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let key = BlobKey(rawValue: SHA256.hex(of: [1, 2, 3]))
        let discarded = try store.beginBlob(mediaType: "text/plain", at: Fixtures.now)
        try store.appendBlobChunk([1, 2, 3], to: discarded, position: 0)
        try store.discardBlob(discarded)
        #expect(throws: StoreError.self) {
            try store.finishBlob(discarded, key: key, size: 3, owner: user.id, at: Fixtures.now)
        }

        let abandoned = try store.beginBlob(mediaType: "text/plain", at: Fixtures.now)
        try store.appendBlobChunk([1, 2, 3], to: abandoned, position: 0)
        #expect(try store.collectBlobs(unfinishedBefore: Fixtures.now) == 0)
        let leaver = try store.insertUser(Fixtures.newUser("leaver"))
        let kept = try store.storeBlob([9, 9], mediaType: "text/plain", owner: user.id, at: Fixtures.now)
        let orphan = try store.storeBlob([8, 8], mediaType: "text/plain", owner: leaver.id, at: Fixtures.now)
        try store.deleteUser(leaver.id)
        #expect(try store.collectBlobs(unfinishedBefore: Fixtures.now.addingTimeInterval(60)) == 2)
        #expect(throws: StoreError.self) {
            try store.appendBlobChunk([4], to: abandoned, position: 1)
        }
        #expect(try store.findBlob(orphan.blob.key) == nil)
        #expect(try store.findBlob(kept.blob.key) == kept.blob)
        #expect(try store.findBlob(key) == nil)
    }
}
