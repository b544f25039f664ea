import CardboxCompression
public import CardboxCore
import CardboxJSON
import CardboxSQLite
public import Foundation

/// Writes decks as an Anki package: notes, three note types (Cardbox Basic, Cardbox Typed and Cardbox Cloze), decks,
/// tags, media,
/// schedules and the review log.
///
/// The default is the legacy layout every Anki since 2.1 opens: a schema-11 `collection.anki21` (deflated), a JSON
/// media list and media files `0`, `1`, …. ``Layout/latest`` writes Anki 2.1.50+'s layout instead: `meta`, a
/// zstd-compressed `collection.anki21b`, a zstd protobuf media list and zstd-compressed media.
///
/// A card whose front has one blank (`_____`) becomes a cloze note with its back as the deletion; every other card a
/// Cardbox Basic note with the fields Front, Back, Explanation, Wrong answers (joined by ` | `) and Category (a
/// Cardbox Typed note, the same with the answer typed, for a card whose answer is typed), which ``AnkiPackage``
/// reads back into the same card.
public enum AnkiPackageWriter {
    /// Which package layout to write.
    public enum Layout: String, Sendable, CaseIterable {
        /// `collection.anki21` and a JSON media list: every Anki since 2.1.
        case legacy
        /// `collection.anki21b` (zstd) and protobuf media: Anki 2.1.50 and later.
        case latest
    }

    /// One deck to write.
    public struct DeckContents: Sendable {
        /// The deck.
        public var deck: Deck
        /// Its cards.
        public var cards: [Card]
        /// Its set-aside cards.
        public var setAside: [CardID: SetAside]
        /// The answers to its cards.
        public var reviews: [ReviewLog]
        /// The notes of another program its imported cards came from: their note keeps its GUID.
        public var notes: [CardID: NoteKey]

        /// Creates the value.
        public init(
            deck: Deck, cards: [Card], setAside: [CardID: SetAside], reviews: [ReviewLog],
            notes: [CardID: NoteKey] = [:]
        ) {
            self.deck = deck
            self.cards = cards
            self.setAside = setAside
            self.reviews = reviews
            self.notes = notes
        }
    }

    /// The id of the Cardbox Basic note type in every package written.
    static let basicNotetypeID: Int64 = 1_600_000_000_001
    /// The id of the Cardbox Cloze note type.
    static let clozeNotetypeID: Int64 = 1_600_000_000_002
    /// The id of the Cardbox Typed note type: Cardbox Basic's fields, the answer typed (`{{type:Back}}`).
    static let typedNotetypeID: Int64 = 1_600_000_000_003
    /// The Cardbox Typed note type's name.
    static let typedNotetypeName = "Cardbox Typed"
    /// The Cardbox Basic note type's name, by which the importer knows its fields.
    static let basicNotetypeName = "Cardbox Basic"
    /// The Cardbox Basic note type's fields, in order.
    static let basicFields = ["Front", "Back", "Explanation", "Wrong answers", "Category"]
    /// The Cardbox Cloze note type's name.
    static let clozeNotetypeName = "Cardbox Cloze"
    /// The Cardbox Cloze note type's fields, in order.
    static let clozeFields = ["Text", "Back Extra"]
    /// The GUID of the note a card becomes: the GUID of the note it was imported from (with `#N` after it for a
    /// note's card N > 0, as every card is a note of its own here), or one made from its id.
    ///
    /// Anki's GUIDs may themselves end in `#` and digits (its alphabet has both), which would read back as another
    /// card of a shorter GUID; such a note's first card says `#0`, so ``noteKey(ofGUID:)`` gives it back whole.
    static func guid(for card: CardID, note: NoteKey?) -> String {
        guard let note else { return AnkiCollectionWriter.guid(for: card) }
        if note.ordinal == 0 {
            return noteKey(ofGUID: note.guid) == NoteKey(guid: note.guid, ordinal: 0) ? note.guid : note.guid + "#0"
        }
        return "\(note.guid)#\(note.ordinal)"
    }

    /// The note key a Cardbox note with GUID `guid` stands for: `#N` at the end is card N of the note (`#0` its
    /// first card, written only when the GUID itself ends in `#` and digits).
    static func noteKey(ofGUID guid: String) -> NoteKey {
        guard let hash = guid.lastIndex(of: "#"), hash > guid.startIndex,
            let ordinal = Int(guid[guid.index(after: hash)...]), ordinal >= 0, ordinal < 10_000,
            guid[guid.index(after: hash)...].allSatisfy(\.isASCII)
        else { return NoteKey(guid: guid, ordinal: 0) }
        return NoteKey(guid: String(guid[..<hash]), ordinal: ordinal)
    }

    /// The legacy media list: a JSON object naming the file of each numbered zip entry, `{"0": "a.png", …}`, in
    /// entry order (written by hand: Foundation's serializer sorting two thousand keys took a tenth of a second).
    static func legacyMediaList(_ names: [String]) throws -> [UInt8] {
        let encoder = FastJSONEncoder()
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        for (index, name) in names.enumerated() {
            if index > 0 { bytes += Array(", ".utf8) }
            bytes += Array("\"\(index)\": ".utf8)
            bytes += try encoder.encode(name)
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// The blank a cloze card's front holds.
    static let blank = "_____"

    /// The files a package carries and the references its cards make to them.
    struct PackageMedia: Sendable {
        /// Every file a card of the package names, each once.
        var references: Set<CardMediaReference>
        /// The files themselves, each once.
        var files: [MediaFile]
    }

    /// The package of `decks`, with `media` (the files their cards show); due days are counted in `calendar`.
    ///
    /// - Throws: ``ZipArchiveError``, ``ZstdError``, ``Deflater/Failure`` or ``SQLiteError`` when the package cannot be
    ///   built.
    public static func write(
        _ decks: [DeckContents], media: [MediaFile], calendar: StudyCalendar, now: Date, layout: Layout = .legacy
    ) throws -> [UInt8] {
        let references = Set(decks.flatMap { $0.cards.flatMap(\.content.mediaReferences) })
        return try write(
            decks, answers: BackgroundRead(value: decks.map(\.reviews)),
            media: BackgroundRead(value: PackageMedia(references: references, files: media)), calendar: calendar,
            now: now, layout: layout)
    }

    /// The package of `decks` as ``write(_:media:calendar:now:layout:)`` makes it, with each deck's answers and the
    /// media from reads a caller started: it waits for each only when it needs it.
    static func write(
        _ decks: [DeckContents], answers: BackgroundRead<[[ReviewLog]]>, media: BackgroundRead<PackageMedia>,
        calendar: StudyCalendar, now: Date, layout: Layout
    ) throws -> [UInt8] {
        let collection = try AnkiCollectionWriter(calendar: calendar, now: now).collection(of: decks, answers: answers)
        let zip = try ZipWriter()
        // One package file per name a card gives a media file, so each card finds its file under its label.
        let media = try media.value()
        let byKey = Dictionary(media.files.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let named = media.references.compactMap { reference in
            byKey[reference.key].map { (name: AnkiFieldHTML.mediaName(reference), file: $0) }
        }.sorted { $0.name < $1.name }
        let names = named.map(\.name)
        let files = named.map(\.file)
        switch layout {
        case .legacy:
            // The collection is most of the package: deflated on every core.
            let threads = ProcessInfo.processInfo.activeProcessorCount
            try zip.add("collection.anki21", deflated: try ParallelDeflate(collection, threads: threads))
            try zip.add("media", bytes: try legacyMediaList(names), compressed: true)
            for (index, file) in files.enumerated() { try zip.add(String(index), bytes: file.bytes, compressed: false) }
        case .latest:
            try zip.add("meta", bytes: [0x08, 0x03], compressed: false)
            try zip.add("collection.anki21b", bytes: try Zstd.compress(collection), compressed: false)
            var list = ProtobufWriter()
            for (file, name) in Swift.zip(files, names) {
                var entry = ProtobufWriter()
                entry.append(1, string: name)
                entry.append(2, varint: UInt64(file.bytes.count))
                entry.append(3, bytes: SHA1.digest(of: file.bytes))
                list.append(1, bytes: entry.bytes)
            }
            try zip.add("media", bytes: try Zstd.compress(list.bytes), compressed: false)
            for (index, file) in files.enumerated() {
                try zip.add(String(index), bytes: try Zstd.compress(file.bytes), compressed: false)
            }
        }
        return try zip.finish()
    }
}
