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
        try collection(of: decks, answers: BackgroundRead(value: decks.map(\.reviews)))
    }

    /// The collection of `decks`, whose answers `answers` reads, deck by deck: a caller still reading them gets the
    /// time the notes take.
    ///
    /// The review log, most of the rows, is written into a database of its own on another thread while this one
    /// writes the notes and cards into a second; the second's tables are then copied into the first whole (SQLite
    /// copies the rows of a table into an empty one of the same shape as they are stored, without decoding them).
    func collection(
        of decks: [AnkiPackageWriter.DeckContents], answers: BackgroundRead<[[ReviewLog]]>
    ) throws -> [UInt8] {
        // Turning card text into Anki's HTML is most of an export's work: it is done on other threads, a part at a
        // time, while this one writes the notes made so far and the cards.
        let threads = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
        let notesMade = PartPipe<[AnkiNoteRow]>(capacity: .max)
        let making = BackgroundRead { Self.makeNotes(of: decks, threads: threads, into: notesMade) }
        defer {
            notesMade.close()
            _ = try? making.value()
        }
        let noteIDs = Self.noteIDs(of: decks)
        let part = try Self.newDatabase()
        let modified = Int64(now.timeIntervalSince1970 * 1_000)
        var answerLog: BackgroundRead<HandedConnection>?
        defer { _ = try? answerLog?.value() }
        try part.transaction {
            var notes = RowBatch(table: "notes", width: 11, connection: part)
            var notesWritten = 0
            func write(_ made: [AnkiNoteRow]) throws {
                for note in made {
                    try notes.append([
                        noteIDs[notesWritten], note.guid, note.notetype, modified / 1_000, -1, note.tags,
                        note.fields.joined(separator: "\u{1F}"), note.sortField, note.checksum, 0, "",
                    ])
                    notesWritten += 1
                }
            }
            // Notes need no answers: those made while the answers are still being read go in meanwhile.
            while !answers.isDone, !notesMade.isDrained {
                if let made = try notesMade.take(waitingAtMost: 0.002) { try write(made) }
            }
            let decks = try Self.decks(decks, answers: answers.value())
            answerLog = BackgroundRead { try HandedConnection(Self.answerLog(of: decks)) }
            try writeCards(of: decks, noteIDs: noteIDs, modified: modified, connection: part)
            while let made = try notesMade.take() { try write(made) }
            try notes.flush()
        }
        let partBytes = try part.serialized()
        guard let collection = try answerLog?.value().connection else { preconditionFailure("the answers were read") }
        try collection.attach(deserializing: partBytes, as: "part")
        try collection.transaction {
            for table in ["col", "notes", "cards"] {
                try collection.run("INSERT INTO \(table) SELECT * FROM part.\(table)")
            }
        }
        try collection.run("DETACH part")
        // Indexes built over the full tables cost less than kept up row by row.
        try collection.execute(Self.cardAndNoteIndexes)
        return try collection.serialized()
    }

    /// A connection handed from the thread that made it to another, which uses it once the first is done with it.
    private struct HandedConnection: @unchecked Sendable {
        let connection: SQLiteConnection

        init(_ connection: SQLiteConnection) { self.connection = connection }
    }

    /// A new in-memory database with schema 11's tables.
    private static func newDatabase() throws -> SQLiteConnection {
        let connection = try SQLiteConnection(path: ":memory:")
        // Nothing is rolled back into this database, which is thrown away whole when building it fails: without a
        // journal, the pages it changes are not also copied aside.
        try connection.execute("PRAGMA journal_mode = OFF")
        try connection.execute(Self.tables)
        return connection
    }

    /// A new database holding the review-log rows of the decks' answers, with their indexes.
    private static func answerLog(of decks: [AnkiPackageWriter.DeckContents]) throws -> SQLiteConnection {
        let connection = try newDatabase()
        try connection.transaction {
            // id, cid, usn, ease, ivl, lastIvl, factor, time, type: the interval and factor are not kept.
            var revlog = IntegerRowBatch(
                table: "revlog", columns: [nil, nil, -1, nil, 0, 0, 0, nil, nil], connection: connection)
            for answer in answers(of: decks) {
                try revlog.append(
                    answer.id, answer.card, Int64(answer.ease), Int64(answer.milliseconds), answer.isFirst ? 0 : 1)
            }
            try revlog.flush()
        }
        try connection.execute(Self.answerIndexes)
        return connection
    }

    /// `decks` with the answers `answers` gives each, in order.
    private static func decks(
        _ decks: [AnkiPackageWriter.DeckContents], answers: [[ReviewLog]]
    ) -> [AnkiPackageWriter.DeckContents] {
        decks.enumerated().map { index, contents in
            var contents = contents
            if answers.indices.contains(index) { contents.reviews = answers[index] }
            return contents
        }
    }

    /// Each card's note id, in the decks' order: the millisecond the card was made, one later than a note before
    /// took.
    private static func noteIDs(of decks: [AnkiPackageWriter.DeckContents]) -> [Int64] {
        var used: Set<Int64> = []
        return decks.flatMap(\.cards).map { card in
            var noteID = Int64(card.createdAt.timeIntervalSince1970 * 1_000)
            while used.contains(noteID) { noteID += 1 }
            used.insert(noteID)
            return noteID
        }
    }

    /// Writes the collection row and the decks' cards, of notes `noteIDs`.
    private func writeCards(
        of decks: [AnkiPackageWriter.DeckContents], noteIDs: [Int64], modified: Int64, connection: SQLiteConnection
    ) throws {
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
        var deckJSON: [String: Any] = ["1": Self.deck(id: 1, name: "Default", modified: modified)]
        var cards = RowBatch(table: "cards", width: 18, connection: connection)
        var newPosition = 0
        for contents in decks {
            let deckID = 1_000_000_000 + contents.deck.id.rawValue
            deckJSON[String(deckID)] = Self.deck(id: deckID, name: contents.deck.name, modified: modified)
            for card in contents.cards {
                let noteID = noteIDs[newPosition]
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
        try connection.run(
            "INSERT INTO col VALUES (1, $1, $2, $2, 11, 0, 0, 0, $3, $4, $5, $6, '{}')",
            [
                creation, modified, try Self.json(Self.configuration), try Self.json(Self.notetypes(modified)),
                try Self.json(deckJSON), try Self.json(["1": Self.deckConfiguration]),
            ])
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

    /// How many cards' notes are made before they are handed on.
    private static let notesPerPart = 1_000

    /// Makes the note each card of each deck becomes, in the decks' order, on `threads` threads, and puts them into
    /// `pipe` a part at a time until its taker stops.
    private static func makeNotes(
        of decks: [AnkiPackageWriter.DeckContents], threads: Int, into pipe: PartPipe<[AnkiNoteRow]>
    ) {
        let cards = decks.flatMap { contents in contents.cards.map { (card: $0, note: contents.notes[$0.id]) } }
        for start in stride(from: 0, to: cards.count, by: notesPerPart) {
            let part = Array(cards[start..<min(cards.count, start + notesPerPart)])
            guard pipe.put(part.concurrentMap(threads: threads) { note(for: $0, key: $1) }) else { break }
        }
        pipe.finish()
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
        // The few fields a row needs are taken from each answer, which is large to copy.
        var answers: [(instant: Date, card: Int64, ease: Int, milliseconds: Int)] = []
        answers.reserveCapacity(decks.reduce(0) { $0 + $1.reviews.count })
        for contents in decks {
            let cards = Set(contents.cards.map(\.id))
            for review in contents.reviews where cards.contains(review.cardID) {
                answers.append(
                    (review.reviewedAt, review.cardID.rawValue, review.rating.rawValue, review.elapsedMilliseconds))
            }
        }
        // A store gives each deck's answers oldest first; several decks', or another caller's, are put in order.
        let isOldestFirst = zip(answers, answers.dropFirst()).allSatisfy { $0.instant <= $1.instant }
        if !isOldestFirst { answers.sort { $0.instant < $1.instant } }
        var answered: Set<Int64> = []
        answered.reserveCapacity(decks.reduce(0) { $0 + $1.cards.count })
        var lastID = Int64.min
        return answers.map { answer in
            let id = max(Int64(answer.instant.timeIntervalSince1970 * 1_000), lastID + 1)
            lastID = id
            return (id, answer.card, answer.ease, answer.milliseconds, answered.insert(answer.card).inserted)
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

    /// The indexes of Anki's schema 11 on the review log.
    private static let answerIndexes = """
        CREATE INDEX ix_revlog_usn ON revlog (usn);
        CREATE INDEX ix_revlog_cid ON revlog (cid);
        """

    /// The indexes of Anki's schema 11 on cards and notes.
    private static let cardAndNoteIndexes = """
        CREATE INDEX ix_cards_usn ON cards (usn);
        CREATE INDEX ix_cards_nid ON cards (nid);
        CREATE INDEX ix_cards_sched ON cards (did, queue, due);
        CREATE INDEX ix_notes_usn ON notes (usn);
        CREATE INDEX ix_notes_csum ON notes (csum);
        """
}
