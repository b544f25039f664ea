import CardboxCore
import Foundation
import Testing

/// Images and sounds held for cards: the cases of ``StoreContract`` for ``CardMediaStore``.
extension StoreContract {
    /// Bytes that start as a PNG file does, different for each `seed`.
    static func pngBytes(seed: UInt8) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + blobBytes(blobChunkSize + 100, seed: seed)
    }

    /// A reference to `bytes` as card text.
    static func markdown(_ bytes: [UInt8], label: String) -> String {
        CardMediaReference(key: BlobKey(rawValue: SHA256.hex(of: bytes)), format: .png, label: label).markdown
    }

    /// Media are found only by the owner who holds them; a hold lasts while a card or a trashed deck mentions its
    /// key, holding twice keeps one hold, and the blob goes with the last reference.
    public static func cardMediaIsHeldWhileACardOrTrashedDeckMentionsIt(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let other = try store.insertUser(Fixtures.newUser("other"))
        let kept = pngBytes(seed: 1)
        let dropped = pngBytes(seed: 2)
        var keys: [BlobKey] = []
        for bytes in [kept, dropped] {
            let upload = try store.storeBlob(bytes, mediaType: "image/png", owner: user.id, at: Fixtures.now)
            #expect(try store.holdMedia(upload.blob.key, owner: user.id, at: Fixtures.now) == upload.blob)
            _ = try store.holdMedia(upload.blob.key, owner: user.id, at: Fixtures.now)
            try store.releaseBlob(upload.id)
            keys.append(upload.blob.key)
        }
        #expect(throws: StoreError.self) {
            try store.holdMedia(BlobKey(rawValue: String(repeating: "0", count: 64)), owner: user.id, at: Fixtures.now)
        }
        #expect(try store.fetchMedia(owner: user.id).map(\.key) == keys)
        #expect(try store.findMedia(keys[0], viewer: user.id)?.size == kept.count)
        #expect(try store.findMedia(keys[0], viewer: other.id) == nil)

        let card = try store.insertCard(
            CardContent(front: "What is shown?", back: "A plan\n\n" + markdown(kept, label: "plan")),
            into: start.deck.id, createdAt: Fixtures.now, today: Fixtures.today)
        #expect(try store.releaseUnusedMedia(owner: user.id) == 1)
        #expect(try store.fetchMedia(owner: user.id).map(\.key) == [keys[0]])
        #expect(try store.findBlob(keys[1]) == nil)

        // A trashed deck still mentions the file, so it stays for a restore; emptying the deck's card lets it go.
        _ = try store.trashDeck(start.deck.id, at: Fixtures.now)
        #expect(try store.releaseUnusedMedia(owner: nil) == 0)
        #expect(try store.findMedia(keys[0], viewer: user.id) != nil)
        let restored = try store.restoreDeck(
            trash: try #require(try store.fetchTrash(owner: user.id, at: Fixtures.now).first).id, owner: user.id,
            at: Fixtures.now)
        #expect(try store.fetchCards(deck: restored.id).map(\.id) == [card.id])
        // The edit that drops the last mention releases the file itself; nothing is left for a sweep.
        try store.updateCard(card.id, content: CardContent(front: "What is shown?", back: "Nothing now"))
        #expect(try store.releaseUnusedMedia(owner: user.id) == 0)
        #expect(try store.fetchMedia(owner: user.id).isEmpty)
        #expect(try store.findBlob(keys[0]) == nil)

        // Deleting cards, one or many at once, releases the files only they mentioned.
        var held: [CardID] = []
        for seed in [UInt8(3), 4] {
            let bytes = pngBytes(seed: seed)
            let upload = try store.storeBlob(bytes, mediaType: "image/png", owner: user.id, at: Fixtures.now)
            _ = try store.holdMedia(upload.blob.key, owner: user.id, at: Fixtures.now)
            try store.releaseBlob(upload.id)
            held.append(
                try store.insertCard(
                    CardContent(front: "Which one?", back: markdown(bytes, label: "picture \(seed)")),
                    into: restored.id, createdAt: Fixtures.now, today: Fixtures.today
                ).id)
        }
        try store.deleteCard(held[0])
        #expect(try store.fetchMedia(owner: user.id).map(\.key.rawValue) == [SHA256.hex(of: pngBytes(seed: 4))])
        _ = try store.deleteCards([held[1]], owner: user.id)
        #expect(try store.fetchMedia(owner: user.id).isEmpty)
    }

    /// A snapshot carries the owner's media whole, and replacing another user's data with it gives them the same
    /// files, shared with the first user's blob rather than stored twice.
    public static func snapshotsCarryCardMedia(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let bytes = pngBytes(seed: 5)
        let upload = try store.storeBlob(bytes, mediaType: "image/png", owner: user.id, at: Fixtures.now)
        _ = try store.holdMedia(upload.blob.key, owner: user.id, at: Fixtures.now)
        try store.releaseBlob(upload.id)
        _ = try store.insertCard(
            CardContent(front: markdown(bytes, label: "map"), back: "Lisbon"), into: start.deck.id,
            createdAt: Fixtures.now, today: Fixtures.today)
        let snapshot = try store.exportSnapshot(owner: user.id)
        #expect(snapshot.media == [MediaFile(key: upload.blob.key, mediaType: "image/png", bytes: bytes)])

        let other = try store.insertUser(Fixtures.newUser("other"))
        try store.replaceAll(owner: other.id, with: snapshot)
        #expect(try store.findMedia(upload.blob.key, viewer: other.id)?.size == bytes.count)
        #expect(try store.exportSnapshot(owner: other.id).media == snapshot.media)

        // A restore without the card drops the file it no longer needs; the first user keeps theirs.
        var emptied = snapshot
        emptied.cards = []
        emptied.reviews = []
        try store.replaceAll(owner: other.id, with: emptied)
        #expect(try store.findMedia(upload.blob.key, viewer: other.id) == nil)
        #expect(try store.findMedia(upload.blob.key, viewer: user.id) != nil)
    }
}
