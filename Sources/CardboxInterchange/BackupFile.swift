public import CardboxCore
import CardboxJSON
public import Foundation

/// The Cardbox backup file: everything one user owns, as schema-versioned JSON.
///
/// The format is documented in `docs/backup-format.md`. Version 2 is current (version 1 and the card media the
/// cards show); version 1 files read as they are and version 0 files are migrated on reading. Files from a newer Cardbox, and anything that is not a Cardbox backup, are refused with a message.
public struct BackupFile: Sendable, Equatable {
    /// The schema version this Cardbox writes.
    public static let currentVersion = 2
    /// The value of the `format` field.
    public static let formatName = "cardbox-backup"

    /// When the backup was made.
    public var exportedAt: Date
    /// The backed-up data.
    public var snapshot: UserSnapshot

    /// Creates a backup of `snapshot`.
    public init(exportedAt: Date, snapshot: UserSnapshot) {
        self.exportedAt = exportedAt
        self.snapshot = snapshot
    }

    /// Encodes the backup as pretty-printed JSON.
    public func encoded() throws -> Data {
        let document = BackupDocumentV1(
            format: Self.formatName, version: Self.currentVersion, exportedAt: exportedAt, decks: snapshot.decks,
            cards: snapshot.cards, reviews: snapshot.reviews, sessions: snapshot.sessions, settings: snapshot.settings,
            media: snapshot.media.map(BackupMedia.init),
            notes: snapshot.notes.isEmpty
                ? nil
                : snapshot.notes.sorted(by: { $0.key.rawValue < $1.key.rawValue }).map(BackupNote.init)
        )
        return try BackupCoding.encoder().encode(document)
    }

    /// Decodes a backup of any supported version, migrating older versions.
    ///
    /// - Throws: ``BackupError`` for malformed JSON, a file that is not a backup, or a newer version.
    public init(decoding data: Data) throws(BackupError) {
        // A current file is parsed once; anything else is told apart by its header first.
        if let document = try? BackupCoding.decoder().decode(BackupDocumentV1.self, from: data),
            document.format == Self.formatName, document.version == Self.currentVersion
        {
            try self.init(checking: document)
            return
        }
        let header: BackupHeader
        do {
            header = try FastJSONDecoder().decode(BackupHeader.self, from: data)
        } catch {
            throw .malformed(BackupCoding.describe(error))
        }
        switch header.detectedVersion {
        case nil:
            throw .notABackup
        case let version? where version < 0:
            throw .malformed("the field 'version' is \(version), not a version number (0 or more)")
        case let version? where version > Self.currentVersion:
            throw .newerVersion(found: version, supported: Self.currentVersion)
        case 0:
            let old: BackupDocumentV0
            do { old = try BackupCoding.decoder().decode(BackupDocumentV0.self, from: data) } catch {
                throw .malformed(BackupCoding.describe(error))
            }
            self = try old.migrated()
        default:
            let document: BackupDocumentV1
            do { document = try BackupCoding.decoder().decode(BackupDocumentV1.self, from: data) } catch {
                throw .malformed(BackupCoding.describe(error))
            }
            try self.init(checking: document)
            return
        }
        try BackupValidation(snapshot: snapshot).validate()
    }

    /// The backup `document` holds, once every record is checked.
    private init(checking document: BackupDocumentV1) throws(BackupError) {
        if let card = document.cardNamedByTwoNotes { throw .inconsistent("two notes name card \(card)") }
        self.init(exportedAt: document.exportedAt, snapshot: document.snapshot)
        try BackupValidation(snapshot: snapshot).validate()
    }
}

/// Why a backup file was refused.
public enum BackupError: Error, Equatable, CustomStringConvertible {
    /// The file is not valid JSON, or a field has the wrong type.
    case malformed(String)
    /// The JSON is not a Cardbox backup.
    case notABackup
    /// The file was written by a newer Cardbox.
    case newerVersion(found: Int, supported: Int)
    /// The data contradicts itself.
    case inconsistent(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .malformed(let detail): "The backup file is malformed: \(detail)."
        case .notABackup: "The file is not a Cardbox backup (no 'format' and 'version' fields)."
        case .newerVersion(let found, let supported):
            "The backup has schema version \(found), but this Cardbox reads versions up to \(supported). "
                + "Upgrade Cardbox to restore it."
        case .inconsistent(let detail): "The backup is inconsistent: \(detail)."
        }
    }
}

/// Just enough of a file to tell its version.
private struct BackupHeader: Decodable {
    var format: String?
    var version: Int?
    var schemaVersion: Int?

    var detectedVersion: Int? {
        if format == BackupFile.formatName, let version { return version }
        if format == nil, version == nil, let schemaVersion { return schemaVersion }
        return nil
    }
}

/// Versions 1 and 2 on disk: version 2 adds `media`.
struct BackupDocumentV1: Codable {
    var format: String
    var version: Int
    var exportedAt: Date
    var decks: [Deck]
    var cards: [Card]
    var reviews: [ReviewLog]
    var sessions: [StudySession]
    var settings: [String: String]
    var media: [BackupMedia]?
    var notes: [BackupNote]?

    /// The data the document holds.
    var snapshot: UserSnapshot {
        UserSnapshot(
            decks: decks, cards: cards, reviews: reviews, sessions: sessions, settings: settings,
            media: (media ?? []).map {
                MediaFile(key: BlobKey(rawValue: $0.sha256), mediaType: $0.mediaType, bytes: Array($0.data))
            },
            notes: Dictionary(
                (notes ?? []).map { (CardID(rawValue: $0.card), NoteKey(guid: $0.guid, ordinal: $0.ordinal)) },
                uniquingKeysWith: { first, _ in first }))
    }

    /// The card a note names more than once, if one does: the dictionary of ``snapshot`` keeps only one.
    var cardNamedByTwoNotes: Int64? {
        var seen = Set<Int64>()
        return (notes ?? []).first { !seen.insert($0.card).inserted }?.card
    }
}

/// The note of another program one imported card came from: the card's id, the note's GUID and the card's ordinal
/// in the note.
struct BackupNote: Codable {
    var card: Int64
    var guid: String
    var ordinal: Int

    init(_ entry: (key: CardID, value: NoteKey)) {
        card = entry.key.rawValue
        guid = entry.value.guid
        ordinal = entry.value.ordinal
    }
}

/// One image or sound on disk: its SHA-256, media type and content in base64.
struct BackupMedia: Codable {
    var sha256: String
    var mediaType: String
    var data: Data

    init(_ file: MediaFile) {
        sha256 = file.key.rawValue
        mediaType = file.mediaType
        data = Data(file.bytes)
    }
}
