import CardboxCore
import CardboxSQLite
import Foundation

/// Builds a schema-11 Anki collection in memory from Cardbox decks and returns its database file.
///
/// Scheduling is written as Anki keeps it: new cards in order, (re)learning cards due at their instant or on their
/// day, review cards `due` days after the collection's creation day (the earliest day any card or answer names),
/// ease × 1000, FSRS memory in `data`; suspended cards in queue −1, buried in −3. Each answer becomes a review-log
/// row: the first of a card as learning, the others as reviews.
struct AnkiCollectionWriter {
    let calendar: StudyCalendar
    let now: Date

    func collection(of decks: [AnkiPackageWriter.DeckContents]) throws -> [UInt8] {
        try collection(of: decks) { decks.map(\.reviews) }
    }

    /// The collection of `decks`, whose answers `answers` gives, deck by deck, once the notes are being made: a
    /// caller still reading them gets the time the notes take.
    func collection(
        of decks: [AnkiPackageWriter.DeckContents], answers: () throws -> [[ReviewLog]]
    ) throws -> [UInt8] {
        // Turning card text into Anki's HTML is most of an export's work: it is done on other threads while this one
        // writes the cards and the answers, and the notes go in last.
        let threads = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        let notesRead = BackgroundRead { Self.notes(of: decks, threads: threads) }
        defer { _ = try? notesRead.value() }
        let answers = try answers()
        let decks = decks.enumerated().map { index, contents in
            var contents = contents
            if answers.indices.contains(index) { contents.reviews = answers[index] }
            return contents
        }
        let connection = try SQLiteConnection(path: ":memory:")
        // Nothing is rolled back into this database, which is thrown away whole when building it fails: without a
        // journal, the pages it changes are not also copied aside.
        try connection.execute("PRAGMA journal_mode = OFF")
        try connection.execute(Self.tables)
        let today = calendar.studyDay(at: now)
        var firstDay = today
        var firstCreated = now
        for contents in decks {
            for card in contents.cards {
                firstDay = min(firstDay, card.schedule.dueDay)
                firstCreated = min(firstCreated, card.createdAt)
            }
            for review in contents.reviews { firstDay = min(firstDay, review.studyDay) }
        }
        firstDay = min(firstDay, calendar.studyDay(at: firstCreated))
        let creation = Int64(calendar.start(of: firstDay).timeIntervalSince1970)
        let modified = Int64(now.timeIntervalSince1970 * 1_000)
        var deckJSON: [String: Any] = ["1": Self.deck(id: 1, name: "Default", modified: modified)]
        var usedNoteIDs: Set<Int64> = []
        var newPosition = 0
        var notes = RowBatch(table: "notes", width: 11, connection: connection)
        var cards = RowBatch(table: "cards", width: 18, connection: connection)
        var revlog = RowBatch(table: "revlog", width: 9, connection: connection)
        // The answers' rows are put in order on another thread while this one writes the cards.
        let answersRead = BackgroundRead { Self.answers(of: decks) }
        defer { _ = try? answersRead.value() }
        try connection.transaction {
            // Each card's note id, in the decks' order.
            var noteIDs: [Int64] = []
            for contents in decks {
                let deckID = 1_000_000_000 + contents.deck.id.rawValue
                deckJSON[String(deckID)] = Self.deck(id: deckID, name: contents.deck.name, modified: modified)
                for card in contents.cards {
                    var noteID = Int64(card.createdAt.timeIntervalSince1970 * 1_000)
                    while usedNoteIDs.contains(noteID) { noteID += 1 }
                    usedNoteIDs.insert(noteID)
                    noteIDs.append(noteID)
                    newPosition += 1
                    let row = cardRow(
                        card, setAside: contents.setAside[card.id], creationDay: firstDay, today: today,
                        newPosition: newPosition, learningSteps: contents.deck.options.learningSteps.count)
                    try cards.append([
                        card.id.rawValue, noteID, deckID, 0, modified / 1_000, -1, row.type, row.queue, row.due,
                        card.schedule.intervalDays, row.factor, card.schedule.repetitions, card.schedule.lapses,
                        row.left, 0, 0, 0, row.data,
                    ])
                }
            }
            try cards.flush()
            for answer in try answersRead.value() {
                try revlog.append([
                    answer.id, answer.card, -1, answer.ease, 0, 0, 0, answer.milliseconds, answer.isFirst ? 0 : 1,
                ])
            }
            try revlog.flush()
            try connection.run(
                "INSERT INTO col VALUES (1, $1, $2, $2, 11, 0, 0, 0, $3, $4, $5, $6, '{}')",
                [
                    creation, modified, try Self.json(Self.configuration), try Self.json(Self.notetypes(modified)),
                    try Self.json(deckJSON), try Self.json(["1": Self.deckConfiguration]),
                ])
            // Indexes built over the full tables cost less than kept up row by row.
            try connection.execute(Self.cardAndAnswerIndexes)
            for (noteID, note) in zip(noteIDs, try notesRead.value()) {
                try notes.append([
                    noteID, note.guid, note.notetype, modified / 1_000, -1, note.tags,
                    note.fields.joined(separator: "\u{1F}"), note.sortField, note.checksum, 0, "",
                ])
            }
            try notes.flush()
            try connection.execute(Self.noteIndexes)
        }
        return try connection.serialized()
    }

    /// The Anki scheduling fields of `card`.
    private func cardRow(
        _ card: Card, setAside: SetAside?, creationDay: StudyDay, today: StudyDay, newPosition: Int, learningSteps: Int
    ) -> (type: Int, queue: Int, due: Int64, factor: Int, left: Int, data: String) {
        let schedule = card.schedule
        let factor = Int((schedule.ease * 1_000).rounded())
        var row: (type: Int, queue: Int, due: Int64, factor: Int, left: Int, data: String)
        switch schedule.phase {
        case .new: row = (0, 0, Int64(newPosition), 0, 0, "")
        case .learning, .relearning:
            let remaining = max(1, learningSteps - schedule.step)
            let type = schedule.phase == .learning ? 1 : 3
            if let instant = schedule.dueAt {
                row = (type, 1, Int64(instant.timeIntervalSince1970), factor, remaining * 1_001, "")
            } else {
                row = (type, 3, Int64(schedule.dueDay.index - creationDay.index), factor, remaining * 1_001, "")
            }
        case .review: row = (2, 2, Int64(schedule.dueDay.index - creationDay.index), factor, 0, "")
        }
        if let stability = schedule.stability, let difficulty = schedule.difficulty {
            var memory: [String: Any] = ["s": stability, "d": difficulty]
            if let last = schedule.lastReviewAt { memory["lrt"] = Int64(last.timeIntervalSince1970) }
            row.data = (try? Self.json(memory)) ?? ""
        }
        switch setAside {
        case .suspended: row.queue = -1
        case .buried(let day) where day > today: row.queue = -3
        default: break
        }
        return row
    }

    /// The note each card of each deck becomes, in the decks' order, made on `threads` threads.
    private static func notes(of decks: [AnkiPackageWriter.DeckContents], threads: Int) -> [AnkiNoteRow] {
        let cards = decks.flatMap { contents in contents.cards.map { (card: $0, note: contents.notes[$0.id]) } }
        return cards.concurrentMap(threads: cards.count < 1_000 ? 1 : threads) { note(for: $0, key: $1) }
    }

    /// What a card's note row holds beside its id: its GUID, note type, tags, fields, sort field and that field's
    /// checksum.
    private struct AnkiNoteRow: Sendable {
        let guid: String
        let notetype: Int64
        let tags: String
        let fields: [String]
        let sortField: String
        let checksum: Int64

        /// The row of card `card`'s note (`key`, when it came from one), of note type `notetype` and `fields`, sorted
        /// by `sortField`.
        init(_ card: Card, key: NoteKey?, notetype: Int64, fields: [String], sortField: String) {
            guid = AnkiPackageWriter.guid(for: card.id, note: key)
            self.notetype = notetype
            tags = card.content.tags.isEmpty ? "" : " " + card.content.tags.joined(separator: " ") + " "
            self.fields = fields
            self.sortField = sortField
            checksum = AnkiCollectionWriter.checksum(sortField)
        }
    }

    /// The review-log rows of the decks' answers, by id: an answer's id is the millisecond it was given, one later
    /// than the answer before when that one took it; a card's first answer is its learning step.
    private static func answers(
        of decks: [AnkiPackageWriter.DeckContents]
    ) -> [(id: Int64, card: Int64, ease: Int, milliseconds: Int, isFirst: Bool)] {
        var reviews: [ReviewLog] = []
        for contents in decks {
            let cards = Set(contents.cards.map(\.id))
            reviews += contents.reviews.filter { cards.contains($0.cardID) }
        }
        // A store gives each deck's answers oldest first; several decks', or another caller's, are put in order.
        let isOldestFirst = zip(reviews, reviews.dropFirst()).allSatisfy { $0.reviewedAt <= $1.reviewedAt }
        if !isOldestFirst { reviews.sort { $0.reviewedAt < $1.reviewedAt } }
        var answered: Set<CardID> = []
        var lastID = Int64.min
        return reviews.map { review in
            let id = max(Int64(review.reviewedAt.timeIntervalSince1970 * 1_000), lastID + 1)
            lastID = id
            return (
                id, review.cardID.rawValue, review.rating.rawValue, review.elapsedMilliseconds,
                answered.insert(review.cardID).inserted
            )
        }
    }

    /// The note card `card` becomes; `key` is the note it came from, if any.
    private static func note(for card: Card, key: NoteKey?) -> AnkiNoteRow {
        let content = card.content
        if content.front.containsBytes(of: AnkiPackageWriter.blank),
            content.front.ranges(of: AnkiPackageWriter.blank).count == 1,
            !content.front.contains(AnkiPackageWriter.blank + "_")
        {
            let text = AnkiFieldHTML.html(content.front).replacing(
                AnkiPackageWriter.blank, with: "{{c1::" + AnkiFieldHTML.html(content.back) + "}}")
            let fields = [text, AnkiFieldHTML.html(content.explanation)]
            return AnkiNoteRow(
                card, key: key, notetype: AnkiPackageWriter.clozeNotetypeID, fields: fields,
                sortField: AnkiFieldText.plainText(fromHTML: text))
        }
        let fields = [
            AnkiFieldHTML.html(content.front), AnkiFieldHTML.html(content.back),
            AnkiFieldHTML.html(content.explanation),
            content.distractors.map(AnkiFieldHTML.escape).joined(separator: " | "),
            AnkiFieldHTML.escape(content.category),
        ]
        let notetype = content.answerIsTyped ? AnkiPackageWriter.typedNotetypeID : AnkiPackageWriter.basicNotetypeID
        return AnkiNoteRow(
            card, key: key, notetype: notetype, fields: fields, sortField: AnkiFieldText.plainText(fromHTML: fields[0]))
    }

    /// A stable note GUID for a card: base91 of the first eight bytes of a SHA-256 of its id, as genanki makes them.
    static func guid(for id: CardID) -> String {
        let digest = SHA256.digest(of: Array("cardbox card \(id.rawValue)".utf8))
        var value = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let alphabet = Array(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~")
        var text = ""
        repeat {
            text.append(alphabet[Int(value % 91)])
            value /= 91
        } while value > 0
        return String(text.reversed())
    }

    /// Anki's first-field checksum: the first four bytes of the SHA-1 of the field's text, big-endian.
    static func checksum(_ text: String) -> Int64 {
        SHA1.digest(of: Array(text.utf8)).prefix(4).reduce(Int64(0)) { $0 << 8 | Int64($1) }
    }

    private static func json(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    private static func deck(id: Int64, name: String, modified: Int64) -> [String: Any] {
        [
            "id": id, "name": name, "mod": modified / 1_000, "usn": -1, "lrnToday": [0, 0], "revToday": [0, 0],
            "newToday": [0, 0], "timeToday": [0, 0], "collapsed": false, "browserCollapsed": false, "desc": "",
            "dyn": 0, "conf": 1, "extendNew": 0, "extendRev": 0,
        ]
    }

    private static var configuration: [String: Any] {
        [
            "activeDecks": [1], "curDeck": 1, "newSpread": 0, "collapseTime": 1200, "timeLim": 0, "estTimes": true,
            "dueCounts": true, "curModel": String(AnkiPackageWriter.basicNotetypeID), "nextPos": 1,
            "sortType": "noteFld",
            "sortBackwards": false, "addToCur": true,
        ]
    }

    private static var deckConfiguration: [String: Any] {
        [
            "id": 1, "name": "Default", "mod": 0, "usn": 0, "maxTaken": 60, "autoplay": true, "timer": 0,
            "replayq": true, "dyn": false,
            "new": [
                "delays": [1, 10], "ints": [1, 4, 0], "initialFactor": 2500, "order": 1, "perDay": 20, "bury": false,
            ],
            "rev": ["perDay": 200, "ease4": 1.3, "maxIvl": 36500, "bury": false, "hardFactor": 1.2],
            "lapse": ["delays": [10], "mult": 0, "minInt": 1, "leechFails": 8, "leechAction": 1],
        ]
    }

    private static func notetypes(_ modified: Int64) -> [String: Any] {
        func field(_ name: String, _ ord: Int) -> [String: Any] {
            ["name": name, "ord": ord, "sticky": false, "rtl": false, "font": "Arial", "size": 20, "media": []]
        }
        func template(_ name: String, _ question: String, _ answer: String) -> [String: Any] {
            ["name": name, "ord": 0, "qfmt": question, "afmt": answer, "bqfmt": "", "bafmt": "", "did": NSNull()]
        }
        let css =
            ".card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }"
        func basic(id: Int64, name: String, typed: Bool) -> [String: Any] {
            let explanation = "{{#Explanation}}<br><br><i>{{Explanation}}</i>{{/Explanation}}"
            let (question, answer) =
                typed
                ? ("{{Front}}\n\n{{type:Back}}", "{{Front}}\n\n<hr id=answer>\n\n{{type:Back}}" + explanation)
                : ("{{Front}}", "{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}" + explanation)
            return [
                "id": id, "name": name, "type": 0, "mod": modified / 1_000, "usn": -1, "sortf": 0, "did": 1,
                "tags": [], "vers": [], "css": css, "latexPre": Self.latexPre, "latexPost": "\\end{document}",
                "latexsvg": false,
                "flds": AnkiPackageWriter.basicFields.enumerated().map { field($0.element, $0.offset) },
                "tmpls": [template("Card 1", question, answer)], "req": [[0, "any", [0]]],
            ]
        }
        let cloze: [String: Any] = [
            "id": AnkiPackageWriter.clozeNotetypeID, "name": AnkiPackageWriter.clozeNotetypeName, "type": 1,
            "mod": modified / 1_000,
            "usn": -1, "sortf": 0, "did": 1, "tags": [], "vers": [],
            "css": css + " .cloze { font-weight: bold; color: blue; }",
            "latexPre": Self.latexPre, "latexPost": "\\end{document}", "latexsvg": false,
            "flds": AnkiPackageWriter.clozeFields.enumerated().map { field($0.element, $0.offset) },
            "tmpls": [template("Cloze", "{{cloze:Text}}", "{{cloze:Text}}<br>\n{{Back Extra}}")],
        ]
        return [
            String(AnkiPackageWriter.basicNotetypeID): basic(
                id: AnkiPackageWriter.basicNotetypeID, name: AnkiPackageWriter.basicNotetypeName, typed: false),
            String(AnkiPackageWriter.typedNotetypeID): basic(
                id: AnkiPackageWriter.typedNotetypeID, name: AnkiPackageWriter.typedNotetypeName, typed: true),
            String(AnkiPackageWriter.clozeNotetypeID): cloze,
        ]
    }

    private static let latexPre =
        "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n"
        + "\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n"

    /// Anki's schema 11, the tables a collection of that version has.
    private static let tables = """
        CREATE TABLE col (
            id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
            ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
            models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
        CREATE TABLE notes (
            id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
            usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL,
            csum integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE cards (
            id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
            mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL,
            due integer NOT NULL, ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL,
            lapses integer NOT NULL, left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL,
            flags integer NOT NULL, data text NOT NULL);
        CREATE TABLE revlog (
            id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
            ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
            type integer NOT NULL);
        CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
        """

    /// The indexes of Anki's schema 11 on cards and the review log.
    private static let cardAndAnswerIndexes = """
        CREATE INDEX ix_cards_usn ON cards (usn);
        CREATE INDEX ix_revlog_usn ON revlog (usn);
        CREATE INDEX ix_cards_nid ON cards (nid);
        CREATE INDEX ix_cards_sched ON cards (did, queue, due);
        CREATE INDEX ix_revlog_cid ON revlog (cid);
        """

    /// The indexes of Anki's schema 11 on notes.
    private static let noteIndexes = """
        CREATE INDEX ix_notes_usn ON notes (usn);
        CREATE INDEX ix_notes_csum ON notes (csum);
        """
}

/// Rows for one table, inserted ``BatchInsert/rowsPerStatement`` to a statement as they come.
private struct RowBatch {
    let insert: BatchInsert
    let connection: SQLiteConnection
    private var values: [any SQLBindable] = []
    private var rows = 0

    init(table: String, width: Int, connection: SQLiteConnection) {
        insert = BatchInsert(into: table, width: width)
        self.connection = connection
    }

    /// Adds a row of the table's width of values, writing the batch once it is full.
    mutating func append(_ row: [any SQLBindable]) throws {
        values += row
        rows += 1
        if rows == BatchInsert.rowsPerStatement { try flush() }
    }

    /// Writes the rows added since the last batch.
    mutating func flush() throws {
        guard rows > 0 else { return }
        try connection.run(insert.sql(rows: rows), values)
        values.removeAll(keepingCapacity: true)
        rows = 0
    }
}
