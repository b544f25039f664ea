import CardboxCompression
public import CardboxCore
public import Foundation

/// Reads an Anki package (`.apkg`) or collection package (`.colpkg`) of any version Anki has written into cards
/// Cardbox can add (``CardImport``).
///
/// The collection is taken from `collection.anki21b` (zstd, schema 18) before `collection.anki21` before
/// `collection.anki2`, so the "please update Anki" collection newer packages carry for old clients is never read.
/// Each card of a note becomes a card: a standard note type's template rendered with the note's fields
/// (``AnkiTemplate``), a cloze note's deletion number hidden (``AnkiCloze``); field HTML becomes card text
/// (``AnkiFieldText``), images and sounds the card's media. Schedules, set-aside states and the review log come
/// along (``AnkiSchedule``).
///
/// Every size is bounded while unpacking (the package, the collection, each media file), and nothing is written
/// anywhere: the collection is opened as an in-memory copy.
public enum AnkiPackage {
    /// What a package holds, ready to add.
    public struct Contents: Sendable, Equatable {
        /// The cards by deck, with their media.
        public var batch: CardImport
        /// How many notes the collection has.
        public var notes: Int
        /// The cards left out, each with its reason.
        public var skipped: [String]
        /// Things kept in a changed form, such as a malformed cloze or a media file of a kind cards cannot show.
        public var warnings: [String]
    }

    /// What a package held, told once all its cards are read in parts.
    public struct Summary: Sendable, Equatable {
        /// The decks the cards go to, in the order they were first met.
        public var decks: [String]
        /// How many notes the collection has.
        public var notes: Int
        /// The cards left out, each with its reason.
        public var skipped: [String]
        /// Things kept in a changed form.
        public var warnings: [String]
    }

    /// The most bytes a package may have: 1 GiB.
    public static let maximumPackageSize = 1 << 30
    /// The most bytes an unpacked collection may have: 1 GiB.
    public static let maximumCollectionSize = 1 << 30
    /// The most bytes the media list may have.
    static let maximumMediaListSize = 64 << 20

    /// Reads the package `bytes` holds.
    ///
    /// Review days and due days are counted in `calendar`, new cards are due today, and decks the import makes use
    /// `options`. `progress` hears how many of the collection's cards have been read, every ``progressInterval``
    /// cards and at the end.
    ///
    /// - Throws: ``AnkiPackageError`` when the file is no package Cardbox can read, with the reason.
    public static func read(
        _ bytes: [UInt8], calendar: StudyCalendar, now: Date, options: DeckOptions = DeckOptions(),
        progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws(AnkiPackageError) -> Contents {
        var decks: [ImportedDeck] = []
        var media: [MediaFile] = []
        let summary: Summary
        do {
            summary = try read(bytes, calendar: calendar, now: now, options: options, partSize: progressInterval) {
                part, done, total in
                for deck in part.decks {
                    if let index = decks.firstIndex(where: { $0.name == deck.name }) {
                        decks[index].cards += deck.cards
                    } else {
                        decks.append(deck)
                    }
                }
                media += part.media
                progress(done, total)
            }
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw .notAPackage("\(error)")
        }
        return Contents(
            batch: CardImport(decks: decks, media: media.sorted { $0.key.rawValue < $1.key.rawValue }),
            notes: summary.notes, skipped: summary.skipped, warnings: summary.warnings)
    }

    /// Reads the package `bytes` holds as ``read(_:calendar:now:options:progress:)`` does, handing its cards to
    /// `deliver` in parts of about `partSize` cards as they are read (the first of about `firstPartSize`, so that
    /// whoever stores them can start sooner), each part with the media its cards are the first to use and how many of
    /// the collection's cards have been read.
    ///
    /// - Throws: ``AnkiPackageError`` when the file is no package Cardbox can read, and what `deliver` throws, after
    ///   which nothing more is read.
    public static func read(
        _ bytes: [UInt8], calendar: StudyCalendar, now: Date, options: DeckOptions = DeckOptions(), partSize: Int,
        firstPartSize: Int? = nil, deliver: (_ part: CardImport, _ done: Int, _ total: Int) throws -> Void
    ) throws -> Summary {
        guard bytes.count <= maximumPackageSize else { throw AnkiPackageError.tooLarge(limit: maximumPackageSize) }
        let archive: ZipArchive
        do { archive = try ZipArchive(bytes: bytes) } catch { throw AnkiPackageError.notAPackage(error.description) }
        let collection = try AnkiCollection(databaseBytes: try collectionBytes(archive))
        let mediaNames = try mediaList(archive)
        var reader = PackageReader(
            collection: collection, archive: archive, mediaNames: mediaNames, calendar: calendar, now: now,
            options: options)
        return try reader.read(partSize: partSize, firstPartSize: firstPartSize ?? partSize, deliver: deliver)
    }

    /// How many cards are read between two progress reports.
    public static let progressInterval = 1_000

    /// The unpacked database of the newest collection the package holds.
    private static func collectionBytes(_ archive: ZipArchive) throws(AnkiPackageError) -> [UInt8] {
        let names = Set(archive.entryNames)
        do {
            if names.contains("collection.anki21b") {
                let compressed = try archive.read("collection.anki21b", limit: maximumCollectionSize)
                return try Zstd.decompress(compressed, limit: maximumCollectionSize)
            }
            for name in ["collection.anki21", "collection.anki2"] where names.contains(name) {
                return try archive.read(name, limit: maximumCollectionSize)
            }
        } catch let error as ZipArchiveError {
            throw .notAPackage(error.description)
        } catch let error as ZstdError {
            throw .damagedCollection(error.description)
        } catch {
            throw .notAPackage("\(error)")
        }
        throw .notAPackage("it holds no Anki collection")
    }

    /// The media file names by zip entry name: legacy JSON (`{"0": "a.png"}`) or zstd-compressed protobuf, whose
    /// n-th entry is zip entry `n`.
    private static func mediaList(_ archive: ZipArchive) throws(AnkiPackageError) -> [String: String] {
        guard archive.entryNames.contains("media") else { return [:] }
        do {
            let raw = try archive.read("media", limit: maximumMediaListSize)
            if Zstd.isCompressed(raw) {
                let bytes = try Zstd.decompress(raw, limit: maximumMediaListSize)
                var names: [String: String] = [:]
                for (index, entry) in try ProtobufReader.fields(of: bytes).filter({ $0.number == 1 }).enumerated() {
                    guard let message = entry.bytes,
                        let name = try ProtobufReader.fields(of: message).first(where: { $0.number == 1 })?.string
                    else { continue }
                    names[String(index)] = name
                }
                return names
            }
            let text = String(decoding: raw, as: UTF8.self).trimmed
            guard !text.isEmpty else { return [:] }
            guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                throw AnkiPackageError.damagedMediaList
            }
            return object.compactMapValues { $0 as? String }
        } catch let error as AnkiPackageError {
            throw error
        } catch let error as ZipArchiveError {
            throw .notAPackage(error.description)
        } catch {
            throw .damagedMediaList
        }
    }
}

/// Why a package was refused.
public enum AnkiPackageError: Error, Equatable, CustomStringConvertible {
    /// The file is larger than an import reads.
    case tooLarge(limit: Int)
    /// The file is no Anki package; the reason.
    case notAPackage(String)
    /// The collection inside is no SQLite database or is damaged; the reason.
    case damagedCollection(String)
    /// The collection has no Anki tables.
    case notACollection
    /// The media list cannot be read.
    case damagedMediaList
    /// A media file's name is a path (`../x`, `/etc/x`), which Anki never writes.
    case unsafeMediaName(String)
    /// The package is the placeholder newer Anki versions write for old ones.
    case placeholderCollection
    /// The collection has no cards.
    case empty

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .tooLarge(let limit): "The package is larger than \(limit >> 20) MiB, the most an import reads."
        case .notAPackage(let reason): "This is not an Anki package: \(reason)"
        case .damagedCollection(let reason): "The collection in the package is damaged: \(reason)"
        case .notACollection: "The package's database is not an Anki collection."
        case .damagedMediaList: "The package's list of media files cannot be read."
        case .unsafeMediaName(let name):
            "The package names a media file \"\(name)\", a path rather than a file name; it was refused."
        case .placeholderCollection:
            "The package holds only the note Anki writes for versions too old to read it; export it again with "
                + "\"Support older Anki versions\" ticked, or import the .colpkg."
        case .empty: "The package holds no cards."
        }
    }
}
