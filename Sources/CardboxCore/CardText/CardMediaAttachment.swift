public import FoundationEssentials

/// Adds a file to a card: the one rule the pages, the API and the terminal share.
///
/// The file, already written as a blob, is checked by its size and its first bytes, held as the owner's card media,
/// and placed at the end of the chosen field as a ``CardMediaReference``; the upload's own reference is released
/// whatever happens, so a refused file leaves nothing behind.
public struct CardMediaAttachment {
    /// The store the card and the file are in.
    public let store: any DeckStore & BlobStore & CardMediaStore

    /// Works in `store`.
    public init(store: any DeckStore & BlobStore & CardMediaStore) {
        self.store = store
    }

    /// The fields a file may be added to.
    public enum Field: String, Sendable, CaseIterable {
        case front, back, explanation

        /// The field's name for people.
        public var title: String {
            switch self {
            case .front: "Front"
            case .back: "Back"
            case .explanation: "Explanation"
            }
        }
    }

    /// Why a file was not added.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The file has no bytes.
        case empty
        /// The file is larger than ``CardMediaFormat/maximumSize``.
        case tooLarge
        /// The file is none of the formats a card can carry.
        case unsupported
        /// The field is not one a file may be added to.
        case unknownField(String)
        /// The card with the file would break a card rule.
        case card(CardError)

        public var description: String {
            switch self {
            case .empty: "The file is empty."
            case .tooLarge: "A file on a card may be at most \(CardMediaFormat.maximumSize / 1_048_576) MB."
            case .unsupported:
                "A card can show PNG, JPEG, GIF, WebP and SVG images and play MP3, Ogg, WAV, M4A and FLAC sounds; "
                    + "this file is none of them."
            case .unknownField(let name): "A file goes on the front, the back or the explanation, not '\(name)'."
            case .card(let error): error.description
            }
        }
    }

    /// Checks that a file of `size` bytes may be sent at all, before it is written.
    public static func checkSize(_ size: Int) throws(Failure) {
        if size == 0 { throw .empty }
        if size > CardMediaFormat.maximumSize { throw .tooLarge }
    }

    /// Adds the file `upload` holds, sent as `fileName`, to `field` of `card`, and saves the card.
    ///
    /// - Returns: The card's new content and the reference placed in it.
    public func attach(
        _ upload: BlobReference, named fileName: String, to card: Card, field: Field, at date: Date
    ) throws -> (content: CardContent, reference: CardMediaReference) {
        let reference = try hold(upload, named: fileName, at: date)
        let content = Self.appending(reference, to: field, of: card.content)
        do {
            try store.updateCard(card.id, content: content)
        } catch let error as CardError {
            _ = try? store.releaseUnusedMedia(owner: upload.owner)
            throw Failure.card(error)
        }
        return (content, reference)
    }

    /// Checks the file `upload` holds, sent as `fileName`, and holds it as its owner's card media, for a card about
    /// to be written; the upload's reference is released whatever happens.
    ///
    /// - Returns: The reference to place in the card's text.
    public func hold(_ upload: BlobReference, named fileName: String, at date: Date) throws -> CardMediaReference {
        defer { try? store.releaseBlob(upload.id) }
        try Self.checkSize(upload.blob.size)
        let head = try store.readBlobChunk(upload.blob.key, position: 0) ?? []
        guard let format = CardMediaFormat(sniffing: head) else { throw Failure.unsupported }
        _ = try store.holdMedia(upload.blob.key, owner: upload.owner, at: date)
        return CardMediaReference(
            key: upload.blob.key, format: format,
            label: CardMediaReference.label(forFileNamed: fileName, format: format))
    }

    /// `content` with `reference` at the end of `field`, after a blank line.
    public static func appending(
        _ reference: CardMediaReference, to field: Field, of content: CardContent
    ) -> CardContent {
        var content = content
        func appended(_ text: String) -> String {
            text.trimmed.isEmpty ? reference.markdown : text + "\n\n" + reference.markdown
        }
        switch field {
        case .front: content.front = appended(content.front)
        case .back: content.back = appended(content.back)
        case .explanation: content.explanation = appended(content.explanation)
        }
        return content
    }
}
