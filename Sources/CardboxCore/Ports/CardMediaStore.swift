public import FoundationEssentials

/// Images and sounds on cards: blobs an owner holds as card media, shown to that owner and, through the questions of
/// a classroom the owner teaches, to its members.
///
/// A file is written as a blob first (``BlobWriter``), then held as media with ``holdMedia(_:owner:at:)``; card text
/// places it by key (``CardMediaReference``). A hold lasts while some card of the owner's, a deck of theirs in the
/// trash, or a question of a classroom they teach mentions the key: ``releaseUnusedMedia(owner:)`` drops the others,
/// and the blob goes with its last reference.
public protocol CardMediaStore: Sendable {
    /// Gives `owner` a media hold on the blob filed under `key`; holding it twice keeps one hold.
    ///
    /// - Throws: ``StoreError/notFound(_:)`` when no blob is filed under `key`.
    func holdMedia(_ key: BlobKey, owner: UserID, at date: Date) throws -> Blob
    /// The blob under `key`, if `viewer` may see it: they hold it as media, or a teacher of a classroom of theirs holds
    /// it and a question of that classroom shows it (a published quiz's, unless the viewer teaches there).
    func findMedia(_ key: BlobKey, viewer: UserID) throws -> Blob?
    /// Every blob `owner` holds as media, oldest hold first.
    func fetchMedia(owner: UserID) throws -> [Blob]
    /// Drops the media holds that no card and no trashed deck of their owner mentions, for `owner` or, when `nil`,
    /// for everyone; blobs without references go too. Returns how many holds went.
    func releaseUnusedMedia(owner: UserID?) throws -> Int
}
