import CardboxSQLite
import Foundation

/// What Cardbox reads from an Anki collection: note types, decks, notes, cards and the review log.
///
/// Schema 11 keeps note types and decks as JSON in the `col` row; schema 15 and later (Anki 2.1.28+) in tables of
/// their own, with settings as protobuf and `\u{1F}` between the parts of a deck name. Both read into the same
/// values.
struct AnkiCollection {
    /// When the collection was made, in seconds since 1970: review due days count from it.
    var creation: Int64
    /// Note types by id.
    var notetypes: [Int64: AnkiNotetype]
    /// Deck names by id, parts joined with `::`.
    var decks: [Int64: String]
    /// The notes, by id.
    var notes: [Int64: AnkiNote]
    /// The cards, oldest first.
    var cards: [AnkiCard]
    /// Deck option groups by id.
    var deckConfigs: [Int64: AnkiDeckConfig] = [:]
    /// Each deck's option group and its own desired retention, if it sets one, by deck id.
    var deckSettings: [Int64: (config: Int64, desiredRetention: Double?)] = [:]
    /// The private copy of the database, which the review log is read from a batch of cards at a time, or `nil` when
    /// it has no review log.
    private let reviewLog: SQLiteConnection?

    /// Reads the collection database `bytes` hold.
    ///
    /// - Throws: ``AnkiPackageError`` when it is no SQLite database, fails its integrity check, or is no Anki
    ///   collection.
    init(databaseBytes bytes: [UInt8]) throws(AnkiPackageError) {
        do {
            // The integrity check runs on a copy of its own while the tables are read, and is waited for before
            // anything read is used: SQLite reads a damaged file without harm, failing or finding nonsense.
            let check = BackgroundRead {
                try SQLiteConnection(deserializing: bytes).query("PRAGMA quick_check").first.map { $0.text(0) } ?? ""
            }
            let connection = try SQLiteConnection(deserializing: bytes)
            let read = Result { try Self(connection) }
            let verdict = try check.value()
            guard verdict == "ok" else { throw AnkiPackageError.damagedCollection(verdict) }
            self = try read.get()
        } catch let error as AnkiPackageError {
            throw error
        } catch let error as SQLiteError {
            throw .damagedCollection(error.message)
        } catch {
            throw .damagedCollection("\(error)")
        }
    }

    private init(_ connection: SQLiteConnection) throws {
        let tables = Set(try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'").map { $0.text(0) })
        guard tables.isSuperset(of: ["col", "notes", "cards"]) else { throw AnkiPackageError.notACollection }
        guard let col = try connection.queryOne("SELECT crt, models, decks FROM col LIMIT 1") else {
            throw AnkiPackageError.notACollection
        }
        creation = col.int64(0)
        if tables.contains("notetypes") {
            notetypes = try Self.notetypes(connection)
            var names: [Int64: String] = [:]
            for row in try connection.query("SELECT id, name, kind FROM decks") {
                names[row.int64(0)] = row.text(1).replacing("\u{1F}", with: "::")
                deckSettings[row.int64(0)] = AnkiDeckConfig.deckSettings(kind: row.blob(2))
            }
            decks = names
            if tables.contains("deck_config") {
                for row in try connection.query("SELECT id, config FROM deck_config") {
                    deckConfigs[row.int64(0)] = AnkiDeckConfig(protobuf: row.blob(1))
                }
            }
        } else {
            notetypes = try Self.legacyNotetypes(json: col.text(1))
            decks = try Self.legacyDecks(json: col.text(2))
            if let dconf = try connection.queryOne("SELECT dconf FROM col LIMIT 1") {
                (deckConfigs, deckSettings) = AnkiDeckConfig.legacy(dconf: dconf.text(0), decks: col.text(2))
            }
        }
        // The large tables are read in place, row by row, rather than copied into rows first.
        var notes: [Int64: AnkiNote] = [:]
        let noteRows = try connection.query("SELECT id, guid, mid, tags, flds FROM notes ORDER BY id") { row in
            AnkiNote(
                id: row.int64(0), guid: row.text(1), notetype: row.int64(2),
                tags: Self.split(row.text(3), at: UInt8(ascii: " "), keepingEmpty: false),
                fields: Self.split(row.text(4), at: 0x1F, keepingEmpty: true))
        }
        for note in noteRows { notes[note.id] = note }
        self.notes = notes
        cards = try connection.query(
            """
            SELECT id, nid, did, ord, type, queue, due, ivl, factor, reps, lapses, left, odue, odid, data
            FROM cards ORDER BY nid, ord, id
            """
        ) { row in
            AnkiCard(
                id: row.int64(0), note: row.int64(1), deck: row.int64(2), ordinal: Int(row.int64(3)),
                type: Int(row.int64(4)), queue: Int(row.int64(5)), due: row.int64(6), interval: Int(row.int64(7)),
                factor: Int(row.int64(8)), repetitions: Int(row.int64(9)), lapses: Int(row.int64(10)),
                left: Int(row.int64(11)), originalDue: row.int64(12), originalDeck: row.int64(13),
                data: row.text(14))
        }
        if tables.contains("revlog") {
            // Anki keeps an index of the log by card; a collection without one gets it in its private copy, so that
            // reading a card's answers is no search of the whole log.
            let indexed = try connection.queryOne(
                """
                SELECT 1 FROM sqlite_master m, pragma_index_info(m.name) i
                WHERE m.type = 'index' AND m.tbl_name = 'revlog' AND i.seqno = 0 AND i.name = 'cid'
                """)
            if indexed == nil { try connection.execute("CREATE INDEX cardbox_revlog_card ON revlog (cid)") }
            reviewLog = connection
        } else {
            reviewLog = nil
        }
    }

    /// The review log of each of `cards` that has one, oldest first.
    ///
    /// Read a batch of cards at a time as the cards are, rather than all at once on opening: the first cards are
    /// then ready sooner.
    ///
    /// - Throws: ``AnkiPackageError/damagedCollection(_:)`` when the log cannot be read.
    func reviews(ofCards cards: some Sequence<Int64>) throws(AnkiPackageError) -> [Int64: [AnkiReview]] {
        guard let reviewLog else { return [:] }
        var reviews: [Int64: [AnkiReview]] = [:]
        do {
            let rows = try reviewLog.query(
                """
                SELECT cid, id, ease, ivl, lastIvl, factor, time, type FROM revlog
                WHERE cid IN (SELECT value FROM json_each($1)) ORDER BY cid, id
                """, ["[" + cards.map(String.init).joined(separator: ",") + "]"]
            ) { row in
                (
                    card: row.int64(0),
                    review: AnkiReview(
                        time: row.int64(1), ease: Int(row.int64(2)), interval: Int(row.int64(3)),
                        lastInterval: Int(row.int64(4)), factor: Int(row.int64(5)), milliseconds: Int(row.int64(6)),
                        type: Int(row.int64(7)))
                )
            }
            for (card, review) in rows { reviews[card, default: []].append(review) }
        } catch let error as SQLiteError {
            throw .damagedCollection(error.message)
        } catch {
            throw .damagedCollection("\(error)")
        }
        return reviews
    }

    /// `text` cut at each ASCII `separator`, read as bytes rather than characters: a field of a note or its tags.
    private static func split(_ text: String, at separator: UInt8, keepingEmpty: Bool) -> [String] {
        text.utf8.split(separator: separator, omittingEmptySubsequences: !keepingEmpty).map { String(Substring($0)) }
    }

    /// Schema 18's note types: names, kinds (standard or cloze), fields and templates from their tables.
    private static func notetypes(_ connection: SQLiteConnection) throws -> [Int64: AnkiNotetype] {
        var notetypes: [Int64: AnkiNotetype] = [:]
        for row in try connection.query("SELECT id, name, config FROM notetypes") {
            let config = (try? ProtobufReader.fields(of: row.blob(2))) ?? []
            let kind = config.first { $0.number == 1 }?.integer ?? 0
            notetypes[row.int64(0)] = AnkiNotetype(name: row.text(1), isCloze: kind == 1, fields: [], templates: [])
        }
        for row in try connection.query("SELECT ntid, name FROM fields ORDER BY ntid, ord") {
            notetypes[row.int64(0)]?.fields.append(row.text(1))
        }
        for row in try connection.query("SELECT ntid, name, config FROM templates ORDER BY ntid, ord") {
            let config = (try? ProtobufReader.fields(of: row.blob(2))) ?? []
            let question = config.first { $0.number == 1 }?.string ?? ""
            let answer = config.first { $0.number == 2 }?.string ?? ""
            notetypes[row.int64(0)]?.templates.append(
                AnkiNotetype.Template(name: row.text(1), question: question, answer: answer))
        }
        return notetypes
    }

    /// Schema 11's note types, from the JSON of `col.models`.
    private static func legacyNotetypes(json: String) throws -> [Int64: AnkiNotetype] {
        guard let models = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw AnkiPackageError.notACollection
        }
        var notetypes: [Int64: AnkiNotetype] = [:]
        for (key, value) in models {
            guard let model = value as? [String: Any], let id = Int64(key) else { continue }
            let fields = (model["flds"] as? [[String: Any]] ?? [])
                .sorted { ($0["ord"] as? Int ?? 0) < ($1["ord"] as? Int ?? 0) }
                .map { $0["name"] as? String ?? "" }
            let templates = (model["tmpls"] as? [[String: Any]] ?? [])
                .sorted { ($0["ord"] as? Int ?? 0) < ($1["ord"] as? Int ?? 0) }
                .map {
                    AnkiNotetype.Template(
                        name: $0["name"] as? String ?? "", question: $0["qfmt"] as? String ?? "",
                        answer: $0["afmt"] as? String ?? "")
                }
            notetypes[id] = AnkiNotetype(
                name: model["name"] as? String ?? "", isCloze: (model["type"] as? Int) == 1, fields: fields,
                templates: templates)
        }
        return notetypes
    }

    /// Schema 11's deck names, from the JSON of `col.decks`.
    private static func legacyDecks(json: String) throws -> [Int64: String] {
        guard let decks = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw AnkiPackageError.notACollection
        }
        var names: [Int64: String] = [:]
        for (key, value) in decks {
            guard let id = Int64(key), let name = (value as? [String: Any])?["name"] as? String else { continue }
            names[id] = name
        }
        return names
    }
}

/// A note type: its fields in order and its card templates.
struct AnkiNotetype: Equatable {
    /// The name, such as "Basic (and reversed card)".
    var name: String
    /// Whether its cards come from cloze numbers rather than templates.
    var isCloze: Bool
    /// The field names, in order.
    var fields: [String]
    /// The card templates, in order.
    var templates: [Template]

    /// One card template.
    struct Template: Equatable {
        /// Its name, such as "Card 1".
        var name: String
        /// The question side's template.
        var question: String
        /// The answer side's template.
        var answer: String
    }
}

/// A note: its fields' values and tags.
struct AnkiNote: Equatable {
    var id: Int64
    var guid: String
    var notetype: Int64
    var tags: [String]
    var fields: [String]
}

/// A card's row: which template (or cloze number) of which note, its deck and its scheduling fields.
struct AnkiCard: Equatable {
    var id: Int64
    var note: Int64
    var deck: Int64
    var ordinal: Int
    var type: Int
    var queue: Int
    var due: Int64
    var interval: Int
    var factor: Int
    var repetitions: Int
    var lapses: Int
    var left: Int
    var originalDue: Int64
    var originalDeck: Int64
    var data: String
}

/// One row of the review log.
struct AnkiReview: Equatable {
    /// When, in milliseconds since 1970.
    var time: Int64
    /// The button: 1 Again … 4 Easy; 0 for a manual entry.
    var ease: Int
    var interval: Int
    var lastInterval: Int
    var factor: Int
    /// How long the answer took.
    var milliseconds: Int
    /// 0 learn, 1 review, 2 relearn, 3 filtered, 4 manual, 5 rescheduled.
    var type: Int
}
